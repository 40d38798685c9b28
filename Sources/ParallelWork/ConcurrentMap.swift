import Dispatch

/// Maps indices to values on every core, returning the values in index order.
public enum ConcurrentMap {
    /// `transform(0)`, `transform(1)`, … `transform(count - 1)`, computed concurrently.
    public static func map<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, transform(index)) }
        return slots.values()
    }

    /// One slot per index. Each slot is written by one iteration only, and read once every
    /// iteration has ended (`concurrentPerform` returns after them), so no two threads touch the
    /// same memory at once.
    private final class Slots<Value>: @unchecked Sendable {
        private let storage: UnsafeMutablePointer<Value?>
        private let count: Int

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        deinit {
            storage.deinitialize(count: count)
            storage.deallocate()
        }

        func set(_ index: Int, _ value: Value) {
            precondition(index >= 0 && index < count, "slot out of range")
            storage[index] = value
        }

        func values() -> [Value] {
            (0..<count).map { index in
                guard let value = storage[index] else { preconditionFailure("slot \(index) was never set") }
                return value
            }
        }
    }
}
