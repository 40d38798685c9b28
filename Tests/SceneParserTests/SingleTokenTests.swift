import Testing
@testable import SceneParser
import TestSupport

/// `isSingleToken` reads a string's own bytes (issue 26); on random text — separators, CRLF,
/// combining marks after a space, non-ASCII, empty — it answers as the former scan of the UTF-8
/// view did.
@Suite("Single tokens")
struct SingleTokenTests {
    static func formerIsSingleToken(_ text: String) -> Bool {
        !text.isEmpty && !text.utf8.contains { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    @Test func answersAsTheFormerScan() {
        var random = SeededRandom(seed: 0x70CE)
        let pieces = ["a", "Z", "_", "9", " ", "\t", "\n", "\r", "\r\n", " \u{301}", "é", "🍝", "\u{A0}", "\u{2028}", "scene12", "x-y"]
        var texts = ["", " ", "a", "a b", "ab\r\n", "scene1.view2", String(repeating: "a", count: 100) + " "]
        for _ in 0..<5_000 {
            texts.append(random.text(of: pieces, fewerThan: 12))
        }
        var single = 0
        for text in texts {
            #expect(isSingleToken(text) == Self.formerIsSingleToken(text), "\(text.debugDescription)")
            if isSingleToken(text) { single += 1 }
        }
        #expect(single > 100 && single < texts.count - 100, "both answers occur (\(single) single)")
    }
}
