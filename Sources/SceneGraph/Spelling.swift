/// "Did you mean" suggestions by edit distance.
public enum Spelling {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3))
        let wordIsASCII = isASCII(word)
        let wordLength = word.utf8.count
        let word = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // Lower-casing ASCII keeps the length, and lengths further apart than the limit are
            // further apart than the limit: skip the candidate without lower-casing it.
            if wordIsASCII, abs(candidate.utf8.count - wordLength) > limit, isASCII(candidate) { continue }
            let distance = editDistance(word, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `; did you mean 'x'?` or the empty string.
    public static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal-string-alignment distance (edits and adjacent swaps), stopping early above `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// The distance between two scalar arrays; above `limit` it is some number above `limit`.
    ///
    /// Only the band of cells within `limit` of the diagonal is computed: a cell further out is at
    /// least its distance from the diagonal, so it cannot lead to a result within `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let limit = min(limit, max(a.count, b.count))
        if abs(a.count - b.count) > limit { return limit + 1 }
        let outside = limit + 1
        var beforePrevious = [Int](repeating: outside, count: b.count + 1)
        var previous = (0...b.count).map { min($0, outside) }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, outside)
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, beforePrevious[j - 2] + 1)
                    }
                    current[j] = min(value, outside)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < b.count { current[high + 1] = outside }
            if rowMinimum > limit { return outside }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
