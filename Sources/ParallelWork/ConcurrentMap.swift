import CThreadPlacement
// Only where the work runs on Dispatch: imported on Linux, it made the executable load
// `libswiftDispatch.so` it never called — 64 more conformance records for every first-time
// conformance look-up to scan, and ~0.7 M instructions of start-up (issue 26, round 25).
#if !canImport(Glibc)
import Dispatch
#endif

/// Maps indices to values on every core, returning the values in index order.
public enum ConcurrentMap {
    /// `transform(0)`, `transform(1)`, … `transform(count - 1)`, computed concurrently; a map
    /// inside another map's transform runs on the thread that calls it.
    public static func map<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard count > 1, scenec_parallel_depth() == 0 else { return inOrder(count, transform) }
        let slots = IndexedSlots<Value>(count: count)
        #if canImport(Glibc)
        WorkerThreads.run(count, threads: min(count, Int(scenec_usable_cpu_count()))) { index in slots.set(index, transform(index)) }
        #else
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let depth = scenec_parallel_depth()
            scenec_set_parallel_depth(depth + 1)
            slots.set(index, transform(index))
            scenec_set_parallel_depth(depth)
        }
        #endif
        return slots.values()
    }

    /// How many threads a map started here runs on: one inside another map's transform (nested
    /// maps run in order on the calling thread), else one per usable core. Work that costs extra
    /// to cut into parts asks it first, so that it is not cut where the parts would run in turn.
    public static var width: Int {
        scenec_parallel_depth() == 0 ? max(1, Int(scenec_usable_cpu_count())) : 1
    }

    /// `(0..<count).map(transform)` (empty when `count` ≤ 0), as a loop. Why: this module's generic
    /// functions run unspecialized, and there `map` on a range had the runtime make the range's
    /// metadata on first use, checking `Int: Comparable` with a scan of every conformance record of
    /// the process (~0.2 M instructions of every command, issue 26, round 25).
    static func inOrder<Value>(_ count: Int, _ transform: (Int) -> Value) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(max(0, count))
        var index = 0
        while index < count {
            values.append(transform(index))
            index += 1
        }
        return values
    }

    /// `transform(0)`, … `transform(count - 1)` in index order, computed concurrently and started
    /// heaviest first: the threads take indices in that order, so no core is left with a heavy
    /// one at the end while the others idle. `weights` has one estimate per index.
    public static func map<Value: Sendable>(
        _ count: Int, heaviestFirst weights: [Int], _ transform: @Sendable (Int) -> Value
    ) -> [Value] {
        precondition(weights.count == count, "one weight per index")
        let order = heaviestFirstOrder(weights)
        let made = map(count) { position in transform(order[position]) }
        var inIndexOrder = made
        for (position, index) in order.enumerated() { inIndexOrder[index] = made[position] }
        return inIndexOrder
    }

    /// The indices of `weights`, heaviest first; equal weights in index order.
    static func heaviestFirstOrder(_ weights: [Int]) -> [Int] {
        weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
    }
}
