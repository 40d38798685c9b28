/// A list of names with their positions grouped by length in UTF-8 bytes, so that a look-up
/// compares only the names as long as the one looked up.
///
/// Why it exists: the reader looks up every attribute among its element's accepted attributes
/// and every child among its element's accepted children. A view element accepts some forty
/// attributes, and going down the list — even comparing lengths first — was ~310 instructions an
/// attribute, 3 % of reading scene files (callgrind). Names of one length are one to three.
/// `NamesByLengthTests` compares every look-up with the list's own `firstIndex`.
struct NamesByLength: Hashable, Sendable {
    /// The names, in their order.
    let names: [String]
    /// The positions in `names`, by byte length and, within a length, ascending: the names `n`
    /// bytes long are at `positions[lengthStarts[n]..<lengthStarts[n + 1]]`.
    ///
    /// Two flat arrays rather than one array of positions per length: the vocabulary makes 116
    /// of these at start-up, and an array per length, grown name by name, was ~1,900 allocations
    /// — 1.4 M instructions, 6 % of checking `Scenes/` (callgrind).
    private let positions: [Int]
    private let lengthStarts: [Int]

    init(_ names: [String]) {
        self.names = names
        let lengths = names.map(\.utf8.count)
        // A counting sort of the positions by length (stable, so each length's stay ascending).
        var starts = [Int](repeating: 0, count: (lengths.max() ?? -1) + 2)
        for length in lengths { starts[length + 1] += 1 }
        for length in starts.indices.dropFirst() { starts[length] += starts[length - 1] }
        var next = starts
        var sorted = [Int](repeating: 0, count: names.count)
        for (position, length) in lengths.enumerated() {
            sorted[next[length]] = position
            next[length] += 1
        }
        positions = sorted
        lengthStarts = starts
    }

    /// The position of the first name equal to `name` and as long in bytes — as going down the
    /// list with ``ByteScan/isSameName(_:_:)`` finds it (canonically equivalent names of other
    /// lengths, `é` and `e` + U+0301, do not match; the vocabulary is ASCII).
    func firstIndex(of name: String) -> Int? {
        firstIndex(of: name, length: name.utf8.count)
    }

    /// ``firstIndex(of:)`` of a name whose UTF-8 length is known.
    func firstIndex(of name: String, length: Int) -> Int? {
        guard length + 1 < lengthStarts.count else { return nil }
        for slot in lengthStarts[length]..<lengthStarts[length + 1] where names[positions[slot]] == name {
            return positions[slot]
        }
        return nil
    }

    /// Whether `name` is one of the names.
    func contains(_ name: String) -> Bool { firstIndex(of: name) != nil }
}
