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
