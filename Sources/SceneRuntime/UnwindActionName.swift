import Foundation

/// The name of an unwind action (UIKit finds the action method by selector; here a
/// destination registers a handler under this name with `registerUnwindAction(_:handler:)`).
public struct UnwindActionName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, e.g. `unwindToList`.
    public let rawValue: String

    /// Creates a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}
