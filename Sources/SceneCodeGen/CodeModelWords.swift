import SceneGraph

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
    /// `is` (a test, not a cast).
    case check

    var text: String {
        switch self {
        case .conditional: "as?"
        case .check: "is"
        }
    }
}

/// A decimal number literal as a scene file wrote it (`42`, `1_000`, `-2.5`, `1e3`): an optional
/// minus, digits (with `_` between them), an optional fraction, an optional exponent.
public struct NumberLiteral: Equatable, Sendable {
    /// The literal as written.
    public let text: String

    /// The literal `text`, or nil when it is anything but a decimal number literal.
    public init?(_ text: String) {
        guard Self.isDecimal(Array(text.utf8)) else { return nil }
        self.text = text
    }

    /// `-?D(.D)?([eE][+-]?D)?` where `D` is a digit followed by digits and underscores (Swift's
    /// decimal literal).
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Bool {
            let start = index
            while index < bytes.count, ByteScan.isASCIIDigit(bytes[index]) || (bytes[index] == UInt8(ascii: "_") && index > start) {
                index += 1
            }
            return index > start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return false }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return false }
        }
        return index == bytes.count
    }
}
