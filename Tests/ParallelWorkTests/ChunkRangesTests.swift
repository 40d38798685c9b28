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

    @Test func smallCountsStayWhole() {
        #expect(ChunkRanges.split(0, minimumSize: 4, maximumCount: 8).isEmpty)
        #expect(ChunkRanges.split(7, minimumSize: 4, maximumCount: 8) == [0..<7])
        #expect(ChunkRanges.split(8, minimumSize: 4, maximumCount: 8) == [0..<4, 4..<8])
        #expect(ChunkRanges.split(1_000, minimumSize: 4, maximumCount: 32).count == 32)
        #expect(ChunkRanges.split(10, minimumSize: 0, maximumCount: 3) == [0..<4, 4..<7, 7..<10])
    }

    @Test func outOfRangeArguments() {
        #expect(ChunkRanges.split(-5, minimumSize: 4, maximumCount: 8).isEmpty)
        #expect(ChunkRanges.split(100, minimumSize: Int.max, maximumCount: 8) == [0..<100])
        #expect(ChunkRanges.split(100, minimumSize: -3, maximumCount: 4) == [0..<25, 25..<50, 50..<75, 75..<100])
        #expect(ChunkRanges.split(100, minimumSize: 4, maximumCount: 0) == [0..<100])
        #expect(ChunkRanges.split(100, minimumSize: 4, maximumCount: -2) == [0..<100])
    }
}
