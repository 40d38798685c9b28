import Testing
import TestSupport
@testable import SceneParser

/// The reader's eight-at-a-time test for indentation between tags, against the byte test.
@Suite("Blank words")
struct BlankWordTests {
    @Test func allBlankIsEveryByteASpaceTabOrLineBreak() {
        let bytes: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, 0x00, 0x0B, 0x0C, 0x41, 0xA0, 0xC2, 0x21]
        var seed: UInt64 = 7
        for _ in 0..<20_000 {
            var word: UInt64 = 0
            var expected = true
            for index in 0..<8 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly blanks, so that all-blank words come up often.
                let byte = seed >> 61 < 6 ? bytes[Int(seed >> 59) % 4] : bytes[Int((seed >> 40) % UInt64(bytes.count))]
                expected = expected && [0x20, 0x09, 0x0A, 0x0D].contains(byte)
                word |= UInt64(byte) << (8 * index)
            }
            #expect(XMLTreeBuilder.allBlank(word) == expected, "\(String(word, radix: 16))")
        }
    }
}
