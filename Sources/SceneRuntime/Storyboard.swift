import Foundation

/// A registry of scene factories (UIKit's `UIStoryboard`), filled by generated code: the
/// initial scene and every scene with a storyboard identifier, plus references to scenes
/// of other storyboards.
///
/// Controllers it instantiates have `storyboard` set to it, and `storyboardIdentifier` to
/// the identifier used (state restoration instantiates them again from it); segues pass
/// the storyboard on to their destinations. `register(_:)` makes a storyboard findable by name with `named(_:)`, which
/// is how references to other storyboards resolve.
@MainActor
public final class Storyboard {
    /// The storyboard's name (the scene file's base name).
    public let name: String

    private let initial: (@MainActor () -> ViewController)?
    private let scenes: [String: @MainActor () -> ViewController]
    private let references: [String: StoryboardReference]

    private static var registry: [String: Storyboard] = [:]

    /// Creates a storyboard from its initial scene's factory and its identified scenes'.
    /// `references` maps identifiers of this storyboard to scenes of other storyboards.
    public init(
        name: String,
        initial: (@MainActor () -> ViewController)?,
        scenes: [String: @MainActor () -> ViewController],
        references: [String: StoryboardReference] = [:]
    ) {
        self.name = name
        self.initial = initial
        self.scenes = scenes
        self.references = references
    }

    /// The identifiers `instantiateViewController(withIdentifier:)` knows, sorted.
    public var identifiers: [String] {
        Array(Set(scenes.keys).union(references.keys)).sorted()
    }

    /// Creates the initial scene's controller (sent `awakeFromNib()`), or `nil` when there is none.
    public func instantiateInitialViewController() -> ViewController? {
        guard let initial else { return nil }
        let controller = adopt(initial(), identifier: nil)
        controller.isStoryboardInitialScene = true
        return controller
    }

    /// Creates the initial scene's controller as `T`; throws when there is none or it is
    /// not a `T`.
    public func instantiateInitialViewController<T: ViewController>(as type: T.Type) throws -> T {
        guard let controller = instantiateInitialViewController() else {
            throw StoryboardError.noInitialViewController(storyboard: name)
        }
        return try cast(controller, identifier: nil)
    }

    /// Creates the controller of the scene with `identifier` (following a reference to
    /// another storyboard), sent `awakeFromNib()`. Throws `StoryboardError.unknownIdentifier`, naming the
    /// identifier and the storyboard and listing near matches, when there is no such scene.
    public func instantiateViewController(withIdentifier identifier: String) throws -> ViewController {
        if let factory = scenes[identifier] { return adopt(factory(), identifier: identifier) }
        if let reference = references[identifier] { return try reference.instantiate() }
        throw StoryboardError.unknownIdentifier(identifier, storyboard: name,
                                                nearMatches: NearMatches.suggestions(for: identifier, among: identifiers))
    }

    /// Creates the controller of the scene with `identifier` as `T`; throws when there is
    /// no such scene or it is not a `T`.
    public func instantiateViewController<T: ViewController>(withIdentifier identifier: String, as type: T.Type) throws -> T {
        try cast(instantiateViewController(withIdentifier: identifier), identifier: identifier)
    }

    // MARK: Registry

    /// Makes `storyboard` findable by name (replacing one registered under the same name).
    public static func register(_ storyboard: Storyboard) {
        registry[storyboard.name] = storyboard
    }

    /// The registered storyboard named `name`.
    public static func named(_ name: String) -> Storyboard? {
        registry[name]
    }

    /// The registered storyboard named `name`; throws `StoryboardError.unknownStoryboard`
    /// (with near matches) when none is.
    public static func require(_ name: String) throws -> Storyboard {
        guard let storyboard = registry[name] else {
            throw StoryboardError.unknownStoryboard(name, nearMatches: NearMatches.suggestions(for: name, among: Array(registry.keys)))
        }
        return storyboard
    }

    /// Forgets every registered storyboard.
    public static func unregisterAll() {
        registry.removeAll()
    }

    // MARK: Helpers

    /// Marks `controller` as made by this storyboard with `identifier` (`nil`: the initial
    /// scene), which state restoration uses to instantiate it again, and sends it
    /// `awakeFromNib()` if its factory did not.
    private func adopt(_ controller: ViewController, identifier: String?) -> ViewController {
        controller.storyboard = self
        controller.storyboardIdentifier = identifier
        controller.isStoryboardInitialScene = false
        controller.awakeFromStoryboard(self)
        return controller
    }

    private func cast<T: ViewController>(_ controller: ViewController, identifier: String?) throws -> T {
        guard let typed = controller as? T else {
            throw StoryboardError.typeMismatch(identifier: identifier, storyboard: name,
                                               expected: String(describing: T.self), actual: controller.typeName)
        }
        return typed
    }
}

/// A scene of another storyboard (UIKit's storyboard reference): its storyboard's name
/// and the scene's identifier, or `nil` for that storyboard's initial scene. Resolved when
/// instantiated, through `Storyboard.named(_:)`.
public struct StoryboardReference: Hashable, Sendable {
    /// The referenced storyboard's name.
    public let storyboardName: String
    /// The referenced scene's identifier; `nil` means the initial scene.
    public let referencedIdentifier: String?

    /// Creates a reference.
    public init(storyboardName: String, referencedIdentifier: String? = nil) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
    }

    /// Instantiates the referenced scene; throws when the storyboard is not registered or
    /// has no such scene.
    @MainActor
    public func instantiate() throws -> ViewController {
        let storyboard = try Storyboard.require(storyboardName)
        if let referencedIdentifier {
            return try storyboard.instantiateViewController(withIdentifier: referencedIdentifier)
        }
        guard let controller = storyboard.instantiateInitialViewController() else {
            throw StoryboardError.noInitialViewController(storyboard: storyboardName)
        }
        return controller
    }
}
