import SceneGraph
import Testing

/// ``JoinedText/join(_:)`` builds lint messages and doc comments in one allocation; it must give what
/// interpolation gives.
@Suite("Joined text")
struct JoinedTextTests {
    static let pieces: [String] = [
        "", "a", "'", "Nav0", "scene-with-a-name-longer-than-fifteen-bytes", "Ünïcödé", "🧭 north", "e\u{301}", "\n\t\"",
        String(repeating: "x", count: 300),
    ]

    @Test func joinsAsInterpolationDoes() {
        for first in Self.pieces {
            for second in Self.pieces {
                for third in Self.pieces {
                    #expect(JoinedText.join(first, second, third) == "\(first)\(second)\(third)")
                    #expect(JoinedText.join(first, second, third).utf8.elementsEqual("\(first)\(second)\(third)".utf8))
                }
            }
        }
    }

    @Test func edges() {
        #expect(JoinedText.join() == "")
        #expect(JoinedText.join("", "") == "")
        #expect(JoinedText.join("only") == "only")
        // A substring's string, and a string that is a slice of a larger one. (The byte-by-byte
        // branch, for strings without contiguous UTF-8, is reached only by bridged strings on
        // Darwin: every string on Linux is contiguous.)
        let long = "prefix-" + String(repeating: "y", count: 40)
        #expect(JoinedText.join(String(long.dropFirst(7)), "!") == String(repeating: "y", count: 40) + "!")
    }
}
