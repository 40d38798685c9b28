import Testing
@testable import SceneGraph

/// The banded edit distance agrees with the full table wherever the answer is within the limit.
@Suite struct SpellingDistanceTests {
    /// The whole optimal-string-alignment table, with no limit and no band.
    private func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func bandedDistanceMatchesTheFullTable() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = ["a", "b", "c"]
        for _ in 0..<3000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let full = fullDistance(a, b)
            #expect(Spelling.editDistance(a, b, limit: .max) == full, "\(a) \(b)")
            for limit in 0...4 {
                let banded = Spelling.editDistance(a, b, limit: limit)
                if full <= limit {
                    #expect(banded == full, "\(a) \(b) limit \(limit)")
                } else {
                    #expect(banded > limit, "\(a) \(b) limit \(limit)")
                }
            }
        }
    }

    /// The suggestion is the closest candidate within the limit (ties to the first in name order),
    /// whatever shortcut skips candidates: long and short ones, upper case, non-ASCII.
    @Test func suggestionMatchesTheClosestByTheFullTable() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = ["a", "b", "A", "B", "é", "É", "\u{130}"]  // İ lower-cases to two scalars
        func word() -> String {
            String(String.UnicodeScalarView((0..<Int.random(in: 0...10, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }))
        }
        for _ in 0..<400 {
            let target = word()
            let candidates = (0..<6).map { _ in word() }
            let limit = max(1, min(3, target.count / 3))
            let lowered = Array(target.lowercased().unicodeScalars)
            let expected = candidates
                .map { (name: $0, distance: fullDistance(lowered, Array($0.lowercased().unicodeScalars))) }
                .filter { $0.distance <= limit }
                .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
            #expect(Spelling.suggestion(for: target, among: candidates) == expected, "\(target) among \(candidates)")
        }
    }

    @Test func suggestionsStillFindTheClosestName() {
        #expect(Spelling.suggestion(for: "Detial", among: ["Detail", "Details", "List"]) == "Detail")
        #expect(Spelling.suggestion(for: "Main.storybaord", among: ["Main.storyboard", "Other.storyboard"]) == "Main.storyboard")
        #expect(Spelling.suggestion(for: "zzzzzz", among: ["Detail", "List"]) == nil)
    }
}
