import Foundation

/// A restoration class (UIKit's `UIViewControllerRestoration`): recreates a controller
/// during state restoration. Assign the type to `ViewController.restorationClass` and
/// register it with `Application.registerRestorationClass(_:)` in the app that restores.
///
/// ```swift
/// final class RecipeViewController: ViewController, ViewControllerRestoration {
///     static func viewController(withRestorationIdentifierPath identifierComponents: [String],
///                                coder: RestorationCoder) -> ViewController? {
///         let controller = RecipeViewController()
///         controller.restorationIdentifier = identifierComponents.last
///         controller.restorationClass = RecipeViewController.self
///         return controller
///     }
/// }
/// ```
@MainActor
public protocol ViewControllerRestoration {
    /// Returns the controller for `identifierComponents` — the restoration identifiers of
    /// the controller's ancestors and, last, its own — creating it or finding an existing
    /// one. Return `nil` to leave the controller (and what it contains or presents) out of
    /// the restored interface; the runtime then does not look for it by other means.
    /// `coder` holds the state the controller encoded.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: RestorationCoder) -> ViewController?
}

/// The name a restoration class is archived under.
enum RestorationClassName {
    static func of(_ type: any ViewControllerRestoration.Type) -> String {
        String(reflecting: type)
    }
}

/// Whether a restored object is of its archived class: the archive records the class name
/// (`String(describing:)` of the type); the object matches when its class or one of its
/// superclasses has that name. Swift has no lookup of classes by name, so the superclasses
/// are walked with `Mirror` — the runtime's only use of reflection.
enum ArchivedClass {
    static func matches(_ object: AnyObject, archivedType name: String) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if String(describing: current.subjectType) == name { return true }
            mirror = current.superclassMirror
        }
        return false
    }
}
