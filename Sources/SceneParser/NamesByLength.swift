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
    /// For each byte length, the positions in `names` of the names that long, ascending.
    private let positionsByLength: [[Int]]

    init(_ names: [String]) {
        self.names = names
        var positions: [[Int]] = []
        for (position, name) in names.enumerated() {
            let length = name.utf8.count
            if positions.count <= length { positions += Array(repeating: [], count: length + 1 - positions.count) }
            positions[length].append(position)
        }
        positionsByLength = positions
    }

    /// The position of the first name equal to `name` and as long in bytes — as going down the
    /// list with ``ByteScan/isSameName(_:_:)`` finds it (canonically equivalent names of other
    /// lengths, `é` and `e` + U+0301, do not match; the vocabulary is ASCII).
    func firstIndex(of name: String) -> Int? {
        firstIndex(of: name, length: name.utf8.count)
    }

    /// ``firstIndex(of:)`` of a name whose UTF-8 length is known.
    func firstIndex(of name: String, length: Int) -> Int? {
        guard length < positionsByLength.count else { return nil }
        for position in positionsByLength[length] where names[position] == name { return position }
        return nil
    }

    /// Whether `name` is one of the names.
    func contains(_ name: String) -> Bool { firstIndex(of: name) != nil }
}
