/// A run of work items cut into consecutive ranges for a parallel map:
/// `split(_:minimumSize:maximumCount:)` makes one, and each range is worked out when asked.
///
/// Why not an array of ranges: its storage's metadata is made on first use, and that checks
/// `Int: Comparable` with a scan of every protocol-conformance record of the process — ~0.2 M
/// instructions on every run that reads or checks (issue 26, round 25). `ChunkRangesTests` checks
/// each range against the sizes the split promises.
public struct ChunkRanges: RandomAccessCollection, Sendable {
    public var startIndex: Int { 0 }
    /// The number of ranges.
    public let endIndex: Int
    /// The size of every range but the first `extra`, which are one longer.
    private let base: Int
    private let extra: Int

    /// `0..<count` cut into consecutive ranges of at least `minimumSize` items (the last
    /// possibly shorter only when `count` is) and at most `maximumCount` ranges, as even as the
    /// counts allow; one range (or none, for 0) when `count` is under twice `minimumSize`.
    ///
    /// Many ranges let the map's threads, which take the next range when they finish one, even
    /// out ranges of unequal cost; a minimum size keeps each worth its thread's hand-over.
    public static func split(_ count: Int, minimumSize: Int, maximumCount: Int) -> ChunkRanges {
        guard count > 0 else { return ChunkRanges(count: 0, base: 0, extra: 0) }
        let ranges = Swift.max(1, Swift.min(maximumCount, count / Swift.max(1, minimumSize)))
        return ChunkRanges(count: ranges, base: count / ranges, extra: count % ranges)
    }

    private init(count: Int, base: Int, extra: Int) {
        endIndex = count
        self.base = base
        self.extra = extra
    }

    /// The range at `position`: the first `extra` ranges hold `base + 1` items, the others `base`.
    public subscript(position: Int) -> Range<Int> {
        precondition(position >= 0 && position < endIndex, "no such range")
        let start = position * base + Swift.min(position, extra)
        return start..<start + base + (position < extra ? 1 : 0)
    }
}
