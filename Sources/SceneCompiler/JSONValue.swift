/// A JSON value whose objects keep their keys in the order they were built, so that output
/// shapes are documented by the code that builds them and byte-identical from run to run.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Values are equal when their JSON text is: a whole `double` equals that `int`, a non-finite
    /// `double` equals `null` (it is written as null), objects compare keys and values in order.
    /// Compared structurally, without rendering either side.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs.canonical, rhs.canonical) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch canonical {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let items):
            hasher.combine(items.count)
            for item in items { item.hash(into: &hasher) }
        case .object(let members):
            hasher.combine(members.count)
            for (key, value) in members {
                hasher.combine(key)
                value.hash(into: &hasher)
            }
        }
    }

    /// The value with numbers as they are written: a whole double within ±1e15 as an int, a
    /// non-finite one as null (nested values are canonicalised where they are compared).
    private var canonical: JSONValue {
        guard case .double(let value) = self else { return self }
        if !value.isFinite { return .null }
        return value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : self
    }

    /// The value as JSON text: two-space indentation, one key per line, a final newline at top level.
    public func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: 0, pretty: pretty)
        return output
    }

    private func write(to output: inout String, indent: Int, pretty: Bool) {
        let newline = pretty ? "\n" : ""
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let closePad = pretty ? String(repeating: "  ", count: indent) : ""
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value):
            output += value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[" + newline
            for (index, item) in items.enumerated() {
                output += pad
                item.write(to: &output, indent: indent + 1, pretty: pretty)
                output += (index < items.count - 1 ? "," : "") + newline
            }
            output += closePad + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{" + newline
            for (index, (key, value)) in members.enumerated() {
                output += pad
                Self.writeString(key, to: &output)
                output += pretty ? ": " : ":"
                value.write(to: &output, indent: indent + 1, pretty: pretty)
                output += (index < members.count - 1 ? "," : "") + newline
            }
            output += closePad + "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// Builds a JSON object, leaving out members whose value is nil or empty.
public struct JSONObjectBuilder {
    /// Creates an empty object.
    public init() {}

    /// The members added so far, in order.
    public private(set) var members: [(String, JSONValue)] = []

    // Each `add` appends `key: value`, or nothing when the value is nil or empty.

    public mutating func add(_ key: String, _ value: JSONValue) { members.append((key, value)) }
    public mutating func add(_ key: String, _ value: String?) { if let value { members.append((key, .string(value))) } }
    public mutating func add(_ key: String, _ value: Int?) { if let value { members.append((key, .int(value))) } }
    public mutating func add(_ key: String, _ value: Bool?) { if let value { members.append((key, .bool(value))) } }
    public mutating func add(_ key: String, _ values: [JSONValue]) { if !values.isEmpty { members.append((key, .array(values))) } }
    public mutating func add(_ key: String, _ dictionary: [String: String]) {
        if !dictionary.isEmpty { members.append((key, .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))) }
    }
    public mutating func add(_ key: String, _ dictionary: [String: Bool]) {
        if !dictionary.isEmpty { members.append((key, .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, .bool($0.value)) }))) }
    }

    /// The object.
    public var value: JSONValue { .object(members) }
}
