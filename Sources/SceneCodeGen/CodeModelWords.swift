/// The words and small forms of Swift that generated code uses around names: attributes,
/// modifiers, closure captures, conditions, switch patterns and casts. Each is a closed set of
/// cases, so the code model holds no free text besides escaped literals and comments.

/// An attribute written on its own line before a declaration.
public enum Attribute: Equatable, Sendable {
    /// `@MainActor`.
    case mainActor

    var text: String {
        switch self {
        case .mainActor: "@MainActor"
        }
    }
}

/// A declaration modifier, written after the access level.
public enum Modifier: Equatable, Sendable {
    case `static`, `private`, `fileprivate`, weak

    var text: String {
        switch self {
        case .static: "static"
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .weak: "weak"
        }
    }
}

/// A closure capture: `[weak name]`, `[unowned name]`.
public enum Capture: Equatable, Sendable {
    case weak(SwiftIdentifier)
    case unowned(SwiftIdentifier)
}

/// The condition of an `if` or `guard`: an optional binding, `let name` (shorthand) or
/// `let name = value`.
public enum Condition: Equatable, Sendable {
    case optionalBinding(SwiftIdentifier, Expression?)
}

/// The pattern of a `case` in a `switch`.
public enum Pattern: Equatable, Sendable {
    /// `.name`, or `.name(let a, let b)` binding the associated values.
    case enumCase(SwiftIdentifier, bindings: [SwiftIdentifier])
    /// A string literal of the exact text.
    case string(String)
}

/// The operator of a cast.
public enum CastKind: Equatable, Sendable {
    /// `as?`.
    case conditional

    var text: String {
        switch self {
        case .conditional: "as?"
        }
    }
}

/// A number literal as a scene file wrote it (`1_000`, `-2.5`, `1e3`): digits, `_`, `.`, an
/// exponent and signs only.
public struct NumberLiteral: Equatable, Sendable {
    /// The literal as written.
    public let text: String

    /// The literal `text`, or nil when it is anything but a number literal of that form.
    public init?(_ text: String) {
        guard let first = text.utf8.first, first != UInt8(ascii: "_"),
              text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || Array("_.eE+-".utf8).contains($0) })
        else { return nil }
        self.text = text
    }
}
