import SceneCompiler
import Testing

/// JSON values compare and hash structurally, with the same answer as comparing their text.
@Suite("JSON values")
struct JSONValueTests {
    static let values: [JSONValue] = [
        .null, .bool(true), .bool(false), .int(0), .int(1), .int(-3), .double(1), .double(1.5), .double(-0.0), .double(.nan),
        .double(.infinity), .double(1e16), .string(""), .string("1"), .string("a\"b"), .array([]), .array([.int(1)]),
        .array([.double(1)]), .array([.int(1), .null]), .object([]), .object([("a", .int(1))]), .object([("a", .double(1))]),
        .object([("a", .int(1)), ("b", .null)]), .object([("b", .null), ("a", .int(1))]), .object([("a", .array([.double(.nan)]))]),
        .object([("a", .array([.null]))]),
    ]

    @Test func equalityIsEqualityOfTheText() {
        for lhs in Self.values {
            for rhs in Self.values {
                #expect((lhs == rhs) == (lhs.rendered() == rhs.rendered()), "\(lhs.rendered(pretty: false)) vs \(rhs.rendered(pretty: false))")
                if lhs == rhs { #expect(lhs.hashValue == rhs.hashValue, "\(lhs.rendered(pretty: false))") }
            }
        }
    }
}
