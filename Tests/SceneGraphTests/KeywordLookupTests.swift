import SceneGraph
import Testing
import TestSupport

/// ``SwiftName/isKeyword(_:)`` compares a name's packed bytes with the keywords of its length
/// (``ShortWordSet``) instead of hashing it for the set (issue 26); it must answer as
/// `SwiftName.keywords.contains` does for
/// every keyword, near misses, other case, and text canonically equivalent to ASCII (`K` and
/// the Kelvin sign, `e` + U+0301 and `é`).
@Suite("Keyword look-up")
struct KeywordLookupTests {
    @Test func answersAsTheSetDoes() {
        var names = Array(SwiftName.keywords) + ["", "K", "\u{212A}", "é", "e\u{301}", "sel\u{301}f", "Self_", "ANY", "selF", "in\u{300}"]
        for keyword in SwiftName.keywords {
            names += [keyword + "s", String(keyword.dropLast()), keyword.uppercased(), "_" + keyword, keyword.replacingOccurrences(of: "e", with: "e\u{301}")]
        }
        var random = SeededRandom(seed: 0x4B)
        let pieces = ["a", "e", "i", "n", "s", "t", "f", "l", "r", "S", "K", "\u{212A}", "\u{301}", "_", "1"]
        for _ in 0..<5_000 { names.append(random.text(of: pieces, fewerThan: 9)) }
        var keywordsFound = 0
        for name in names {
            #expect(SwiftName.isKeyword(name) == SwiftName.keywords.contains(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
            keywordsFound += SwiftName.isKeyword(name) ? 1 : 0
        }
        #expect(keywordsFound >= SwiftName.keywords.count)
    }

    /// A word of every length from 0 to 16 (across the two packed integers), and text that
    /// differs from a word in one byte or is longer than any word.
    @Test func wordsOfEveryLengthUpToSixteen() {
        let words = (0...16).map { String("abcdefghijklmnopq".prefix($0)) } + ["zzzzzzzzzzzzzzz", "Self"]
        let set = ShortWordSet(words)
        var random = SeededRandom(seed: 16)
        var probes = words + ["b", "abcdefgH", "abcdefghj", "abcdefghijklmnoq", "abcdefghijklmnopq", "self", "Self\u{301}", "\u{212A}"]
        for _ in 0..<3_000 {
            var bytes = Array(random.pick(words).utf8)
            if !bytes.isEmpty, random.below(2) == 0 { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(7)) }
            if random.below(4) == 0 { bytes.append(UInt8(ascii: "a")) }
            probes.append(String(decoding: bytes, as: UTF8.self))
        }
        for probe in probes { #expect(set.contains(probe) == Set(words).contains(probe), "\(probe)") }
    }
}
