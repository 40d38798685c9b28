/// A set of short ASCII words (Swift's keywords) that tells whether a name is one of them by
/// comparing the name's bytes, packed into two integers, with the words of its length.
///
/// Why: every identifier the name gate checks and the code generator makes or writes is looked
/// up among the keywords. Hashing it for a `Set<String>` cost ~330 instructions a look-up (2 %
/// of `compile` of scene files, issue 26); comparing `String`s of the same length one by one
/// cost nearly as much. The answers are the set's: a `Set<String>` matches canonically equivalent
/// text too, but no text other than a word itself is canonically equivalent to an ASCII word of
/// the same length in bytes, and the only non-ASCII scalars canonically equivalent to ASCII ones
/// (the Kelvin sign, U+1FEF, U+037E) are longer in UTF-8. `KeywordLookupTests` compares the two.
public struct ShortWordSet: Sendable {
    /// The longest word this set can hold, in bytes.
    public static let maximumLength = 16
    /// The words' bytes packed into two integers (``pack(_:)``), grouped by length: the words of
    /// length `n` are at `lengthStarts[n]..<lengthStarts[n + 1]`.
    private let low: [UInt64], high: [UInt64]
    private let lengthStarts: [Int]

    /// The set of `words`, each ASCII and at most ``maximumLength`` bytes long.
    public init(_ words: some Sequence<String>) {
        let sorted = words.map { Array($0.utf8) }.sorted { $0.count < $1.count }
        precondition(sorted.allSatisfy { $0.count <= Self.maximumLength && $0.allSatisfy { $0 < 0x80 } }, "short ASCII words only")
        var starts = [Int](repeating: 0, count: Self.maximumLength + 2)
        for word in sorted { starts[word.count + 1] += 1 }
        for length in starts.indices.dropFirst() { starts[length] += starts[length - 1] }
        let packed = sorted.map { $0.withUnsafeBufferPointer(Self.pack) }
        low = packed.map(\.low)
        high = packed.map(\.high)
        lengthStarts = starts
    }

    /// Whether `name` is one of the words.
    public func contains(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length <= Self.maximumLength else { return false }
        let range = lengthStarts[length]..<lengthStarts[length + 1]
        guard !range.isEmpty else { return false }
        let packed = name.utf8.withContiguousStorageIfAvailable(Self.pack) ?? Array(name.utf8).withUnsafeBufferPointer(Self.pack)
        for index in range where low[index] == packed.low && high[index] == packed.high { return true }
        return false
    }

    /// Up to 16 bytes as two integers: copied into them in memory order, the first eight into
    /// `low`, the rest into `high`; missing bytes are zero, so words of one length compare equal
    /// exactly when their bytes are equal. (One copy: a loop placing each byte cost ~95
    /// instructions a name.)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64) {
        var packed: (low: UInt64, high: UInt64) = (0, 0)
        let source = UnsafeRawBufferPointer(start: bytes.baseAddress, count: min(bytes.count, Self.maximumLength))
        withUnsafeMutableBytes(of: &packed) { $0.copyMemory(from: source) }
        return packed
    }
}
