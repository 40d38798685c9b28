import Testing
import TestSupport
@testable import SceneParser

/// The reader's eight-at-a-time test for indentation between tags, against the byte test.
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
}
