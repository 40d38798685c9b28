import Foundation

/// Suggestions for a mistyped name: the candidates within a small edit distance (or that
/// differ only in case, or contain one another), closest first.
enum NearMatches {
    static func suggestions(for name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowered = name.lowercased()
        let threshold = max(2, name.count / 3)
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            let other = candidate.lowercased()
            if other == lowered { return (candidate, 0) }
            let distance = editDistance(lowered, other)
            if distance <= threshold { return (candidate, distance) }
            if !lowered.isEmpty, other.contains(lowered) || lowered.contains(other) { return (candidate, threshold + 1) }
            return nil
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// The Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
