import SceneGraph
import Testing
import TestSupport

/// Each byte trick against the byte-by-byte answer.
@Suite("Byte scans")
struct ByteScanTests {
    /// Words whose bytes are drawn from a few interesting values (zero, one, blanks, newline,
    /// ASCII, high-bit bytes, continuation bytes) and pseudo-random ones.
    static let words: [UInt64] = {
        let interesting: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x20, 0x41, 0x7A, 0x7F, 0x80, 0x81, 0xBF, 0xC3, 0xE2, 0xFF]
        var generator = SeededRandom(seed: 20)
        var words: [UInt64] = [0, .max]
        for _ in 0..<5_000 {
            var word: UInt64 = 0
            for index in 0..<8 {
                let random = generator.next()
                let byte = random & 1 == 0 ? interesting[Int((random >> 8) % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: random >> 16)
                word |= UInt64(byte) << (8 * index)
            }
            words.append(word)
        }
        return words
    }()

    static func bytes(of word: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }

    /// Names compared by length first: different lengths are different names, the same length
    /// compares with `==` — so two ASCII names compare as `==` does, and a canonically equivalent
    /// name of another length (the Kelvin sign for `K`) is a different name, as XML has it.
    @Test func sameNameIsEqualityOfTheSameLength() {
        let names = ["", "a", "b", "id", "ID", "class", "label", "image", "frame", "fixedFrame", "horizontalHugging",
                     "a long attribute name past fifteen bytes", "a long attribute name past fifteen bytez",
                     "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "\u{212B}", "\u{C5}", "A\u{30A}", "na\u{EF}ve", "\u{1F600}"]
        for name in names {
            for other in names + [String(name.reversed()), name + " ", String(name.dropLast())] {
                if ByteScan.isASCII(name) && ByteScan.isASCII(other) {
                    #expect(ByteScan.isSameName(name, other) == (name == other), "\(name) / \(other)")
                }
                if Array(name.unicodeScalars) == Array(other.unicodeScalars) {
                    #expect(ByteScan.isSameName(name, other), "\(name) / \(other)")
                }
                if name.utf8.count != other.utf8.count {
                    #expect(!ByteScan.isSameName(name, other), "\(name) / \(other)")
                }
            }
        }
        #expect("K" == "\u{212A}" && !ByteScan.isSameName("K", "\u{212A}"))
        #expect("caf\u{E9}" == "cafe\u{301}" && !ByteScan.isSameName("caf\u{E9}", "cafe\u{301}"))
        #expect(ByteScan.isSameName("\u{212B}", "A\u{30A}"))  // the same length: == decides
    }

    /// The backward word-at-a-time search against the byte-by-byte one, on every range of buffers
    /// of the interesting bytes, with the byte absent, once, at either end and many times.
    @Test func lastIndexIsTheLastMatch() {
        var generator = SeededRandom(seed: 7)
        for length in 0..<40 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in [0x3C, 0x3E, 0x20, 0x41, 0xC3, 0x00][Int(generator.next() % 6)] as UInt8 }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...length {
                        for end in start...length {
                            for byte: UInt8 in [0x3C, 0x00, 0xC3, 0x7F] {
                                let expected = (start..<end).last { bytes[$0] == byte }
                                #expect(ByteScan.lastIndex(of: byte, in: buffer, from: start, to: end) == expected)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func zeroBytesMarksExactlyTheZeroBytes() {
        for word in Self.words {
            let expected = Self.bytes(of: word).enumerated().reduce(UInt64(0)) { $0 | ($1.element == 0 ? UInt64(0x80) << (8 * $1.offset) : 0) }
            #expect(ByteScan.zeroBytes(word) == expected, "\(String(word, radix: 16))")
            #expect(ByteScan.hasZeroByte(word) == Self.bytes(of: word).contains(0))
        }
    }

    @Test func byteSearchFindsEveryByte() {
        for word in Self.words.prefix(500) {
            for byte in [UInt8(0x0A), 0x20, 0x00, 0x80, 0xFF] {
                #expect(ByteScan.hasByte(byte, in: word) == Self.bytes(of: word).contains(byte))
            }
        }
    }

    /// A buffer's ASCII test against the byte-by-byte one, at every length and with the one
    /// wide byte anywhere, the tail past the last whole word included.
    @Test func bufferIsASCIIExactlyWhenEveryByteIs() {
        var generator = SeededRandom(seed: 9)
        for length in Array(0..<72) + [95, 96, 97, 129] {
            for _ in 0..<10 {
                var bytes = (0..<length).map { _ in UInt8(generator.next() % 0x80) }
                if length > 0, generator.next() % 2 == 0 { bytes[Int(generator.next() % UInt64(length))] = [0x80, 0xC3, 0xFF][Int(generator.next() % 3)] }
                bytes.withUnsafeBufferPointer { #expect(ByteScan.isASCII($0) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)") }
            }
        }
    }

    @Test func nonASCIIAndContinuationBytes() {
        for word in Self.words {
            let bytes = Self.bytes(of: word)
            #expect(ByteScan.hasNonASCIIByte(word) == bytes.contains { $0 >= 0x80 })
            #expect(ByteScan.continuationByteCount(word) == bytes.filter { $0 & 0xC0 == 0x80 }.count)
        }
    }

    @Test(arguments: ["", "RecipeCell", "état", "a\u{301}", "K\u{212A}", String(repeating: "x", count: 100) + "é"])
    func asciiText(_ text: String) {
        #expect(ByteScan.isASCII(text) == text.unicodeScalars.allSatisfy(\.isASCII))
    }

    @Test func asciiClassesOfEveryByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let scalar = Unicode.Scalar(byte)
            #expect(ByteScan.isASCIILetter(byte) == (scalar.isASCII && scalar.properties.isAlphabetic), "\(value)")
            #expect(ByteScan.isASCIIDigit(byte) == (scalar.isASCII && scalar.properties.numericType == .decimal), "\(value)")
        }
    }

    @Test func unalignedWordsReadInMemoryOrder() {
        let bytes: [UInt8] = Array(0...20)
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...12 {
                #expect(ByteScan.word(at: offset, of: buffer.baseAddress!) == (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) })
            }
        }
    }
}
