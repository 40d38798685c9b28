import SceneCompiler
import SceneLanguageServer
import Testing

@Suite struct JSONParsingTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" {"a": [1, -2.5, 1e3, true, false, null], "b": "x\n\u00e9\ud83d\ude00\"", "c": {}} "#)
        #expect(value["a"] == .array([.int(1), .double(-2.5), .double(1000), .bool(true), .bool(false), .null]))
        #expect(value["b"]?.stringValue == "x\né😀\"")
        #expect(value["c"] == .object([]))
    }

    @Test func keepsKeyOrderAndTheLastOfARepeatedKey() throws {
        let value = try JSONValue.parse(#"{"z":1,"a":2,"z":3}"#)
        #expect(value.objectMembers?.map(\.0) == ["z", "a"])
        #expect(value["z"] == .int(3))
    }

    @Test func replacesALoneSurrogate() throws {
        #expect(try JSONValue.parse(#""\ud800x""#).stringValue == "\u{FFFD}x")
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "\"\u{01}\"", "tru", "{} x", "\"\\x\"", "-", "[1 2]"])
    func refusesInvalidText(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
    }

    @Test func refusesDeepNestingWithoutExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONValue.parse(fine)) != nil)
    }

    @Test func roundTripsThroughTheRenderer() throws {
        let text = #"{"jsonrpc":"2.0","id":7,"result":{"items":["a\"b",1.5,null]}}"#
        #expect(try JSONValue.parse(text).compactText == text)
    }
}
