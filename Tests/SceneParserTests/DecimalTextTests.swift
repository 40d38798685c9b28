import Testing
@testable import SceneParser

/// The storyboard reader reads numbers from attribute bytes (``DecimalText``): exactly what
/// `Double(String)` reads, or nothing (and the reader asks `Double(String)`).
@Suite("Decimal text")
struct DecimalTextTests {
    static func read(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { DecimalText.value(of: $0) }
    }

    @Test(arguments: [
        "0", "0.0", "-0", "-0.0", "375", "-12.5", "44.33333206176758", "0.1", "0.3", "24.33333333333333",
        "120.5", "1000", "748.5", "1234567890123456", "0.000000000000000000001", ".5", "1.", "9007199254740992",
    ])
    func plainDecimalsReadAsDoubleDoes(_ text: String) throws {
        let value = try #require(Self.read(text), "\(text) is read")
        let expected = try #require(Double(text))
        #expect(value == expected && value.sign == expected.sign, "\(text): \(value) against \(expected)")
    }

    @Test(arguments: ["", "-", ".", "-.", "1e5", "infinite", "nan", "1.2.3", "12a", "+1", " 1", "9007199254740993", "9.999999999999998", "414.00000000000006", "0x10"])
    func otherTextIsLeftToDoubleParsing(_ text: String) {
        #expect(Self.read(text) == nil)
    }

    /// Random plain decimals of every length the fast path takes.
    @Test func randomDecimalsAgree() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let integer = String(UInt64.random(in: 0...999_999_999, using: &generator))
            let fraction = String(UInt64.random(in: 0...999_999, using: &generator))
            let text = (Bool.random(using: &generator) ? "-" : "") + integer + "." + fraction
            if let value = Self.read(text) { #expect(value == Double(text), "\(text)") }
        }
    }
}
