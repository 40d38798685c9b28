import Testing
import TestSupport
@testable import SceneParser

/// The reader's eight-at-a-time test for indentation between tags, against the byte test, and the
/// whole text test built on it against `Character.isWhitespace`.
@Suite("Blank words")
struct BlankWordTests {
    @Test func allBlankIsEveryByteASpaceTabOrLineBreak() {
        let bytes: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, 0x00, 0x0B, 0x0C, 0x41, 0xA0, 0xC2, 0x21]
        var random = SeededRandom(seed: 7)
        for _ in 0..<20_000 {
            var word: UInt64 = 0
            var expected = true
            for index in 0..<8 {
                // Mostly blanks, so that all-blank words come up often.
                let byte = random.below(8) < 6 ? bytes[random.below(4)] : random.pick(bytes)
                expected = expected && [0x20, 0x09, 0x0A, 0x0D].contains(byte)
                word |= UInt64(byte) << (8 * index)
            }
            #expect(XMLTreeBuilder.allBlank(word) == expected, "\(String(word, radix: 16))")
        }
    }

    /// Texts of blanks with now and then a visible character, long enough for the word loop and
    /// its tail, against the definition on characters. Half are ASCII only: those the byte test
    /// answers without falling back to the characters (the fallback is that definition itself).
    @Test func hasNonBlankIsWhetherACharacterIsNotWhiteSpace() {
        let asciiBlanks = [" ", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}"], asciiOthers = ["a", "<", "\u{01}", "\u{1C}"]
        let wideBlanks = ["\u{A0}", "\u{85}", "\u{2028}", "\u{3000}"], wideOthers = ["é", "\u{301}", "😀", "\u{200B}"]
        var random = SeededRandom(seed: 0xB1A)
        var longASCIIAnswers = [false: 0, true: 0]
        for round in 0..<6_000 {
            let isASCII = round % 2 == 0
            let blanks = isASCII ? asciiBlanks : asciiBlanks + wideBlanks
            let others = isASCII ? asciiOthers : asciiOthers + wideOthers
            let text = (0..<random.below(40)).map { _ in random.below(30) == 0 ? random.pick(others) : random.pick(blanks) }.joined()
            let expected = text.contains { !$0.isWhitespace }
            let answer = Array(text.utf8).withUnsafeBufferPointer { XMLTreeBuilder.hasNonBlank($0) }
            #expect(answer == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if isASCII, text.utf8.count >= 8 { longASCIIAnswers[answer, default: 0] += 1 }
        }
        #expect(longASCIIAnswers[false]! >= 200 && longASCIIAnswers[true]! >= 200, "\(longASCIIAnswers)")
    }
}
