import Foundation

/// One JSON value of a restoration archive: what a `Codable` value becomes in a coder.
/// Integers are kept apart from other numbers so they come back exactly.
enum ArchivedValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([ArchivedValue])
    case object([String: ArchivedValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ArchivedValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ArchivedValue].self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    /// `value` as an archived value; throws when it cannot be encoded as JSON.
    static func encoding<Value: Encodable>(_ value: Value) throws -> ArchivedValue {
        let data = try JSONEncoder().encode(value)
        return try JSONDecoder().decode(ArchivedValue.self, from: data)
    }

    /// The archived value as a `Value`; throws when it is not one.
    func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        let data = try JSONEncoder().encode(self)
        return try JSONDecoder().decode(Value.self, from: data)
    }
}
