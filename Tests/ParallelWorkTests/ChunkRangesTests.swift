import ParallelWork
import Testing

@Suite("Chunk ranges")
struct ChunkRangesTests {
    @Test func coverEveryIndexOnceInOrder() {
        for count in 0...300 {
            for minimumSize in [1, 2, 3, 8, 16] {
                for maximumCount in [1, 2, 7, 32] {
                    let ranges = ChunkRanges.split(count, minimumSize: minimumSize, maximumCount: maximumCount)
                    #expect(ranges.flatMap { Array($0) } == Array(0..<count))
                    #expect(ranges.allSatisfy { !$0.isEmpty })
                    #expect(ranges.count <= max(1, maximumCount))
                    if ranges.count > 1 {
                        #expect(ranges.allSatisfy { $0.count >= minimumSize })
                        // As even as the counts allow.
                        let sizes = ranges.map(\.count)
                        #expect(sizes.max()! - sizes.min()! <= 1)
                    }
                }
            }
        }
    }

    /// The ranges worked out when asked are those of the plain loop that cuts them one after the other.
    @Test func rangesAreThoseCutOneAfterTheOther() {
        for count in -2...300 {
            for minimumSize in [-1, 0, 1, 2, 3, 8, 16] {
                for maximumCount in [-1, 0, 1, 2, 7, 32] {
                    let ranges = ChunkRanges.split(count, minimumSize: minimumSize, maximumCount: maximumCount)
                    #expect(Array(ranges) == Self.cutOneAfterTheOther(count, minimumSize: minimumSize, maximumCount: maximumCount))
                }
            }
        }
    }

    /// The split as a loop that appends each range after the last.
    private static func cutOneAfterTheOther(_ count: Int, minimumSize: Int, maximumCount: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let ranges = max(1, min(maximumCount, count / max(1, minimumSize)))
        var result: [Range<Int>] = []
        var start = 0
        for index in 0..<ranges {
            let size = count / ranges + (index < count % ranges ? 1 : 0)
            result.append(start..<start + size)
            start += size
        }
        return result
    }

    @Test func smallCountsStayWhole() {
        #expect(ChunkRanges.split(0, minimumSize: 4, maximumCount: 8).isEmpty)
        #expect(Array(ChunkRanges.split(7, minimumSize: 4, maximumCount: 8)) == [0..<7])
        #expect(Array(ChunkRanges.split(8, minimumSize: 4, maximumCount: 8)) == [0..<4, 4..<8])
        #expect(ChunkRanges.split(1_000, minimumSize: 4, maximumCount: 32).count == 32)
        #expect(Array(ChunkRanges.split(10, minimumSize: 0, maximumCount: 3)) == [0..<4, 4..<7, 7..<10])
    }

    @Test func outOfRangeArguments() {
        #expect(ChunkRanges.split(-5, minimumSize: 4, maximumCount: 8).isEmpty)
        #expect(Array(ChunkRanges.split(100, minimumSize: Int.max, maximumCount: 8)) == [0..<100])
        #expect(Array(ChunkRanges.split(100, minimumSize: -3, maximumCount: 4)) == [0..<25, 25..<50, 50..<75, 75..<100])
        #expect(Array(ChunkRanges.split(100, minimumSize: 4, maximumCount: 0)) == [0..<100])
        #expect(Array(ChunkRanges.split(100, minimumSize: 4, maximumCount: -2)) == [0..<100])
        #expect(ChunkRanges.split(100, minimumSize: 0, maximumCount: 7).count == 7)
        #expect(ChunkRanges.split(5, minimumSize: -1, maximumCount: 10).count == 5)
        #expect(ChunkRanges.split(5, minimumSize: 2, maximumCount: 10).count == 2)
    }
}
