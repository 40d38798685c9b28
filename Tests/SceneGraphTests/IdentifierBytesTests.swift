@testable import SceneGraph
import Testing
import TestSupport

/// `SwiftName.asciiIdentifier` tests bytes against a mask (issue 26); for every byte, and on
/// random byte strings (ASCII, non-ASCII and invalid UTF-8 alike), it answers as the range
/// comparisons did.
@Suite("Identifier bytes")
struct IdentifierBytesTests {
    static func formerASCIIIdentifier(_ bytes: [UInt8]) -> Bool? {
        guard let first = bytes.first else { return false }
        var isIdentifier = ByteScan.isASCIILetter(first) || (first == UInt8(ascii: "_") && bytes.count > 1)
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if isIdentifier, !(ByteScan.isASCIILetter(byte) || byte == UInt8(ascii: "_") || ByteScan.isASCIIDigit(byte)) {
                isIdentifier = false
            }
        }
        return isIdentifier
    }

    @Test func everyByte() {
        for byte in UInt8.min...UInt8.max {
            let expected = byte < 0x80 && (ByteScan.isASCIILetter(byte) || ByteScan.isASCIIDigit(byte) || byte == UInt8(ascii: "_"))
            #expect(SwiftName.isIdentifierByte(byte) == expected, "\(byte)")
        }
    }

    @Test func randomBytesAnswerAsTheComparisons() {
        var random = SeededRandom(seed: 0x1DE7)
        let common: [UInt8] = Array("azAZ_09 .-$`".utf8)
        var counts = [String: Int]()
        for _ in 0..<20_000 {
            let bytes: [UInt8] = (0..<random.below(14)).map { _ in
                random.below(4) == 0 ? UInt8(truncatingIfNeeded: random.below(256)) : common[random.below(common.count)]
            }
            let expected = Self.formerASCIIIdentifier(bytes)
            #expect(bytes.withUnsafeBufferPointer(SwiftName.asciiIdentifier) == expected, "\(bytes)")
            counts[expected.map { "\($0)" } ?? "nil", default: 0] += 1
        }
        #expect(counts.count == 3 && counts.values.allSatisfy { $0 > 500 }, "\(counts)")
    }
}
