import SceneCompiler

/// Reading parts of a JSON value without a schema: every accessor answers nil when the value
/// has another shape, so a handler checks what it needs and refuses the rest.
extension JSONValue {
    /// The member `key` of an object; nil for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, when the value is one (a whole double counts).
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The boolean, when the value is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The items, when the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The members, when the value is an object.
    public var objectMembers: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value at a path of object keys (`value.at("capabilities", "textDocument")`).
    public func at(_ keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys { value = value?[key] }
        return value
    }

    /// The value as compact JSON text.
    public var compactText: String { rendered(pretty: false) }
}

/// Builds objects tersely: `.members(["a", .int(1)], …)` leaving out nil values.
extension JSONValue {
    /// An object of the given members, in order, leaving out those whose value is nil.
    public static func members(_ members: (String, JSONValue?)...) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key, $0) } })
    }
}
