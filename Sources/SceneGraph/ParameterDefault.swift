/// A segue parameter's default value, as written in a scene file, read against its Swift type —
/// one reading shared by lint (which reports what does not fit) and code generation (which
/// writes what does).
///
/// | Type | Accepted defaults |
/// | --- | --- |
/// | `Int`, `Int8`…`Int64` | a decimal integer literal in the type's range (`42`, `-1`, `1_000`) |
/// | `UInt`, `UInt8`…`UInt64` | a non-negative decimal integer literal in range |
/// | `Double`, `Float`, `CGFloat` | a decimal number (`3.5`, `-2`, `1e3`) |
/// | `Bool` | `true` or `false` |
/// | `String`, `Substring` | any text, written without quotes |
/// | `Character` | exactly one character |
/// | `T?`, `T!`, `Optional<T>` | `nil`, or a default of `T` |
/// | `[T]`, `Set<T>` | `[]` (the empty literal only) |
/// | `[K: V]` | `[:]` (the empty literal only) |
/// | any other type | `.member`: an enum case or static member without arguments (`.main`) |
public enum ParameterDefault: Hashable, Sendable {
    case nilLiteral
    /// An integer literal as written (`1_000` keeps its separators).
    case integer(String)
    /// A decimal number as written.
    case number(String)
    case bool(Bool)
    /// Text for a `String` or `Substring`.
    case text(String)
    /// One character for a `Character`.
    case character(String)
    case emptyArray
    case emptyDictionary
    /// `.member` of another type (the name without the dot).
    case member(String)

    /// The default `value` of a parameter of `type`, or why it does not fit.
    public static func read(_ value: String, type rawType: String) -> (value: ParameterDefault?, problem: String?) {
        var type = Substring(rawType)
        while type.first == " " { type.removeFirst() }
        while type.last == " " { type.removeLast() }
        let trimmed = String(type)
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
            return value == "nil" ? (.nilLiteral, nil) : read(value, type: String(trimmed.dropLast()))
        }
        if let inner = generic(trimmed, named: "Optional") {
            return value == "nil" ? (.nilLiteral, nil) : read(value, type: inner)
        }
        if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") {
            let isDictionary = topLevelColon(in: String(trimmed.dropFirst().dropLast()))
            let empty = isDictionary ? "[:]" : "[]"
            guard value == empty else {
                return (nil, "only the empty literal '\(empty)' is accepted for \(isDictionary ? "a dictionary" : "an array")")
            }
            return (isDictionary ? .emptyDictionary : .emptyArray, nil)
        }
        if generic(trimmed, named: "Set") != nil {
            return value == "[]" ? (.emptyArray, nil) : (nil, "only the empty literal '[]' is accepted for a set")
        }
        let name = trimmed.hasPrefix("Swift.") ? String(trimmed.dropFirst("Swift.".count)) : trimmed
        if let fits = integerTypes[name] {
            guard isDecimalInteger(value) else { return (nil, "expected an integer literal") }
            return fits(value.filter { $0 != "_" }) ? (.integer(value), nil) : (nil, "\(value) is out of the range of \(name)")
        }
        switch name {
        case "Double", "Float", "CGFloat", "Float32", "Float64":
            return isDecimalNumber(value) ? (.number(value), nil) : (nil, "expected a number")
        case "Bool":
            return value == "true" || value == "false" ? (.bool(value == "true"), nil) : (nil, "expected true or false")
        case "String", "Substring":
            return (.text(value), nil)
        case "Character":
            return value.count == 1 ? (.character(value), nil) : (nil, "expected exactly one character")
        default:
            guard value.hasPrefix("."), SwiftName.isIdentifier(String(value.dropFirst())) else {
                return (nil, "expected '.member' (an enum case or static member of \(name))")
            }
            return (.member(String(value.dropFirst())), nil)
        }
    }

    /// The integer types, each with a check that a literal (without `_`) is in its range.
    private static let integerTypes: [String: @Sendable (String) -> Bool] = [
        "Int": { Int($0) != nil }, "Int8": { Int8($0) != nil }, "Int16": { Int16($0) != nil },
        "Int32": { Int32($0) != nil }, "Int64": { Int64($0) != nil },
        "UInt": { UInt($0) != nil }, "UInt8": { UInt8($0) != nil }, "UInt16": { UInt16($0) != nil },
        "UInt32": { UInt32($0) != nil }, "UInt64": { UInt64($0) != nil },
    ]

    /// `-?digit(digit|_)*`.
    private static func isDecimalInteger(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        guard let first = scalars.first, isDigit(first) else { return false }
        return scalars.allSatisfy { isDigit($0) || $0 == "_" }
    }

    /// `-?integer(.digits)?([eE][+-]?digits)?`.
    private static func isDecimalNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        var mantissa = rest, exponent: Substring?
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = rest[..<e]
            exponent = rest[rest.index(after: e)...]
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ isDecimalInteger(String($0)) && !$0.hasPrefix("-") }) else { return false }
        guard var exponent else { return true }
        if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.unicodeScalars.allSatisfy(isDigit)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    /// The argument of `Name<Argument>`, if `type` is written so.
    private static func generic(_ type: String, named name: String) -> String? {
        for prefix in [name + "<", "Swift." + name + "<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return String(type.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// Whether `text` has a `:` outside brackets (a dictionary type's key–value separator).
    private static func topLevelColon(in text: String) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "<": depth += 1
            case "]", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}
