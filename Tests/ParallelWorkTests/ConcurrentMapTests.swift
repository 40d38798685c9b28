import CThreadPlacement
import Foundation
import Testing

@testable import ParallelWork

/// The parallel map against the plain one: same values in the same order, every index once,
/// nested maps on the calling thread.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 3, 7, 64, 1_000])
    func valuesComeBackInIndexOrderAsThePlainMapGivesThem(count: Int) {
        let parallel = ConcurrentMap.map(count) { index in index * index - 3 * index }
        #expect(parallel == (0..<count).map { index in index * index - 3 * index })
    }

    /// The loop the sequential path and the slots use gives what `map` on the range gives.
    @Test(arguments: [-3, 0, 1, 2, 17])
    func inOrderIsTheMapOfTheRange(count: Int) {
        #expect(ConcurrentMap.inOrder(count) { "\($0 * 3)" } == (0..<max(0, count)).map { "\($0 * 3)" })
    }

    @Test func heaviestFirstGivesThePlainMapsValuesInIndexOrder() {
        let weights = (0..<300).map { ($0 * 7919) % 101 }
        let values = ConcurrentMap.map(weights.count, heaviestFirst: weights) { index in "\(index):\(weights[index])" }
        #expect(values == weights.indices.map { "\($0):\(weights[$0])" })
        #expect(ConcurrentMap.map(0, heaviestFirst: []) { $0 }.isEmpty)
    }

    @Test func heaviestFirstStartsWithTheHeaviestAndKeepsTiesInIndexOrder() {
        #expect(ConcurrentMap.heaviestFirstOrder([3, 9, 3, 0, 9]) == [1, 4, 0, 2, 3])
        #expect(ConcurrentMap.heaviestFirstOrder([]) == [])
    }

    /// Short maps one after another: the caller often finishes every index before a thread it
    /// started has run at all, and that thread must still find its job alive.
    @Test func manyShortMapsOneAfterAnother() {
        for round in 0..<500 {
            #expect(ConcurrentMap.map(3) { $0 + round } == [round, round + 1, round + 2])
        }
    }

    @Test func everyIndexIsTransformedExactlyOnce() {
        let calls = CallCounter()
        let indices = ConcurrentMap.map(500) { index in
            calls.count()
            return index
        }
        #expect(indices == Array(0..<500))
        #expect(calls.total == 500)
    }

    @Test func aMapInsideAMapRunsOnTheThreadThatCallsIt() {
        let outer = ConcurrentMap.map(8) { outer -> (depth: Int32, inner: [Int]) in
            (scenec_parallel_depth(), ConcurrentMap.map(50) { inner in outer * 100 + inner })
        }
        #expect(outer.allSatisfy { $0.depth == 1 })
        #expect(outer.map(\.inner) == (0..<8).map { outer in (0..<50).map { outer * 100 + $0 } })
        #expect(scenec_parallel_depth() == 0)
    }

    @Test func largeValuesAndReferencesSurviveTheThreads() {
        final class Box: Sendable {
            let text: String
            init(_ text: String) { self.text = text }
        }
        let boxes = ConcurrentMap.map(200) { index in Box(String(repeating: "x", count: index)) }
        #expect(boxes.map(\.text.count) == Array(0..<200))
    }

    #if canImport(Glibc)
    @Test func workerThreadsDoEveryIndexWhenAskedForMoreThreadsThanThereAreIndices() {
        let calls = CallCounter()
        WorkerThreads.run(5, threads: 16) { _ in calls.count() }
        #expect(calls.total == 5)
        #expect(scenec_usable_cpu_count() >= 1)
    }
    #endif
}

/// Counts calls from any thread.
private final class CallCounter: @unchecked Sendable {  // `calls` is only touched under `lock`
    private let lock = NSLock()
    private var calls = 0

    func count() { lock.withLock { calls += 1 } }

    var total: Int { lock.withLock { calls } }
}
