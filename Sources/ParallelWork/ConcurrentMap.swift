import CThreadPlacement
import Dispatch

/// Maps indices to values on every core, returning the values in index order.
public enum ConcurrentMap {
    /// `transform(0)`, `transform(1)`, … `transform(count - 1)`, computed concurrently; a map
    /// inside another map's transform runs on the thread that calls it.
    public static func map<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard count > 1, scenec_parallel_depth() == 0 else { return (0..<count).map(transform) }
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
