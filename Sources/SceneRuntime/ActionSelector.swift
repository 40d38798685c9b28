import Foundation

/// The name of an action method as Objective-C writes it (`"copyTapped:"`) — UIKit's
/// `Selector` for nil-targeted actions, without the Objective-C runtime.
///
/// A selector names an action; what performing it means for a responder is registered with
/// `Responder.registerActionHandler(for:canPerform:perform:)` (generated code does this for
/// a scene's first-responder actions).
public struct ActionSelector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector text, e.g. `copyTapped:`.
    public let name: String

    /// Creates a selector from its text.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal: `let save: ActionSelector = "save:"`.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The selector text.
    public var description: String { name }
}
