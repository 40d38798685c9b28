import SceneGraph
import Testing

/// `ByteScan.contains(_:in:)`, the byte search for ASCII markers, against `String.contains`.
@Suite("Byte search")
struct ByteContainsTests {
    /// Every text of up to five characters over an alphabet of `.`, `i`, `P`, `a`, `d` and every
    /// needle of up to three: the same answers as `String.contains` (ASCII text).
    @Test func asciiAnswersAsStringContains() {
        let alphabet: [Character] = [".", "i", "P", "a", "d"]
        func all(upTo length: Int) -> [String] {
            var result = [""]
            var previous = [""]
            for _ in 0..<length {
                previous = previous.flatMap { prefix in alphabet.map { prefix + String($0) } }
                result += previous
            }
            return result
        }
        let needles = all(upTo: 3) + [".iPad.", ".iPad"]
        var found = 0
        var compared = 0
        for text in all(upTo: 5) + ["com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"] {
            for needle in needles {
                let answer = ByteScan.contains(needle, in: text)
                #expect(answer == Self.characterContains(needle, in: text), "\(needle) in \(text)")
                compared += 1
                if answer { found += 1 }
            }
        }
        #expect(compared > 100_000)
        #expect(found > 10_000 && compared - found > 10_000)
    }

    /// The standard library's `String.contains` of a string, written out: whether `needle`'s
    /// characters stand at some place of `text` (the empty needle everywhere). Spelled out
    /// because `text.contains(needle)` means Foundation's `StringProtocol.contains` where
    /// Foundation is visible — through the test support — and that one finds no empty string.
    static func characterContains(_ needle: String, in text: String) -> Bool {
        needle.isEmpty || text.indices.contains { text[$0...].starts(with: needle) }
    }

    /// Beyond ASCII it searches bytes, not characters: a marker followed by a combining mark is
    /// still found (`String.contains` compares characters and does not find it).
    @Test func widerTextIsSearchedByBytes() {
        #expect(ByteScan.contains(".iPad.", in: "a.iPad.\u{301}b"))
        #expect(!Self.characterContains(".iPad.", in: "a.iPad.\u{301}b"))
        #expect(ByteScan.contains("é", in: "café"))
        #expect(!ByteScan.contains("é", in: "cafe\u{301}"))
    }
}
