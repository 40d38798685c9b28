import Foundation

/// A closure-based action for controls and bar button items (UIKit's `UIAction`).
///
/// The handler receives the action; `sender` is the control or item that performed it.
/// Capture controllers weakly (`[weak self]`) in handlers you attach to their own views.
@MainActor
public final class Action {
    /// Names an action; adding an action with the identifier of one already on a control
    /// replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (for menus and bar items).
    public var title: String
    /// The action's image.
    public var image: Image?
    /// The action's identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// The control or bar item performing the action, during the handler.
    public private(set) weak var sender: AnyObject?

    private let handler: @MainActor (Action) -> Void

    /// Creates an action.
    public init(
        title: String = "",
        image: Image? = nil,
        identifier: Identifier? = nil,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    /// Runs the handler with `sender` set.
    public func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
