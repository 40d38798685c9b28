@testable import SceneGraph
import Testing
import TestSupport

/// `SwiftName.asciiIdentifier` tests bytes eight at a time and the rest against a mask (issue
/// 26); for every byte, every byte at every place of names around a word's length, and on random
/// byte strings (ASCII, non-ASCII and invalid UTF-8 alike), it answers as the range comparisons.
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

    /// Every byte value at every place of identifiers of 1 to 25 bytes (tested in words, in the
    /// tail, and both), with the other bytes letters, digits or `_`.
    @Test func everyByteAtEveryPlace() {
        let filler: [UInt8] = Array("aZ_09zA".utf8)
        for length in 1...25 {
            let name = (0..<length).map { filler[$0 % filler.count] }
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = name
                    bytes[place] = byte
                    let expected = Self.formerASCIIIdentifier(bytes)
                    #expect(bytes.withUnsafeBufferPointer(SwiftName.asciiIdentifier) == expected, "\(bytes)")
                }
            }
        }
    }

    /// Every byte value in every lane of a word of letters (`areIdentifierBytes` alone).
    @Test func wordLanes() {
        for lane in 0..<8 {
            for byte in UInt8.min..<0x80 {
                var bytes = Array("abcdWXYZ".utf8)
                bytes[lane] = byte
                let word = bytes.withUnsafeBufferPointer { ByteScan.word(at: 0, of: $0.baseAddress!) }
                #expect(SwiftName.areIdentifierBytes(word) == SwiftName.isIdentifierByte(byte), "\(bytes)")
            }
        }
    }

    @Test func randomLongerNamesAnswerAsTheComparisons() {
        var random = SeededRandom(seed: 0x5EA7)
        let identifierBytes: [UInt8] = Array("abcxyzABCXYZ0189_".utf8)
        let edges: [UInt8] = [0, 0x2F, 0x3A, 0x40, 0x5B, 0x5E, 0x60, 0x7B, 0x7F, 0x80, 0xC3, 0xFF, 0x20, 0x2E]
        var counts = [String: Int]()
        for _ in 0..<20_000 {
            let bytes: [UInt8] = (0..<random.below(40)).map { _ in
                random.below(24) == 0 ? edges[random.below(edges.count)] : identifierBytes[random.below(identifierBytes.count)]
            }
            let expected = Self.formerASCIIIdentifier(bytes)
            #expect(bytes.withUnsafeBufferPointer(SwiftName.asciiIdentifier) == expected, "\(bytes)")
            counts[expected.map { "\($0)" } ?? "nil", default: 0] += 1
        }
        #expect(counts.count == 3 && counts.values.allSatisfy { $0 > 500 }, "\(counts)")
    }
}
