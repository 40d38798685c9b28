/// Splitting a run of work items into ranges for a parallel map.
public enum ChunkRanges {
    /// `0..<count` cut into consecutive ranges of at least `minimumSize` items (the last
    /// possibly shorter only when `count` is) and at most `maximumCount` ranges, as even as the
    /// counts allow; one range (or none, for 0) when `count` is under twice `minimumSize`.
    ///
    /// Many ranges let the map's threads, which take the next range when they finish one, even
    /// out ranges of unequal cost; a minimum size keeps each worth its thread's hand-over.
    public static func split(_ count: Int, minimumSize: Int, maximumCount: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let ranges = max(1, min(maximumCount, count / max(1, minimumSize)))
        let base = count / ranges, extra = count % ranges
        var result: [Range<Int>] = []
        result.reserveCapacity(ranges)
        var start = 0
        for index in 0..<ranges {
            let size = base + (index < extra ? 1 : 0)
            result.append(start..<start + size)
            start += size
        }
        return result
    }
}
