/// One slot per index, for values made on several threads: each slot is written by one thread
/// at a time, and read or emptied only after that thread's work is done (the concurrent map that
/// wrote it has returned), so no two threads touch the same memory at once. That is the caller's
/// promise, and why the type is `@unchecked Sendable`: the slots themselves do no locking, and
/// they carry values that are not `Sendable` from one thread to the next. So the type is visible
/// only inside this package (`package`), for hand-offs between concurrent maps like the two below.
///
/// ``ConcurrentMap`` gathers its results in them; the code generator hands a scene's facts from
/// the map that writes its namespace members to the map that writes its top-level declarations.
package final class IndexedSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    /// How many slots there are.
    package let count: Int

    /// `count` empty slots.
    package init(count: Int) {
        precondition(count >= 0, "a negative number of slots")
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Puts `value` in slot `index`, replacing what was there.
    package func set(_ index: Int, _ value: Value) {
        precondition(index >= 0 && index < count, "slot out of range")
        storage[index] = value
    }

    /// The value of slot `index`, which is left empty; nil when it was empty.
    package func take(_ index: Int) -> Value? {
        precondition(index >= 0 && index < count, "slot out of range")
        return storage[index].take()
    }

    /// Every slot's value in index order; every slot must have been set.
    package func values() -> [Value] {
        ConcurrentMap.inOrder(count) { index in  // a loop, not `map` on a range (see there)
            guard let value = storage[index] else { preconditionFailure("slot \(index) was never set") }
            return value
        }
    }
}
