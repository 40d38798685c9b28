import Testing

@testable import ParallelWork

/// Slots written on several threads and read after: what was set is what is read, `take`
/// empties a slot, and a value handed from one concurrent map to the next arrives whole.
@Suite struct IndexedSlotsTests {
    @Test func setTakeAndValues() {
        let slots = IndexedSlots<String>(count: 3)
        #expect(slots.count == 3)
        #expect(slots.take(1) == nil)
        slots.set(0, "a")
        slots.set(1, "b")
        slots.set(2, "c")
        slots.set(1, "B")  // replaced
        #expect(slots.values() == ["a", "B", "c"])
        #expect(slots.take(1) == "B")
        #expect(slots.take(1) == nil, "a taken slot is empty")
        #expect(IndexedSlots<Int>(count: 0).values().isEmpty)
    }

    /// Values of a class (not `Sendable`) made in one map and taken in the next, as the code
    /// generator hands a scene's facts from one pass to the other.
    final class Made {
        let index: Int
        var touched = 0
        init(index: Int) { self.index = index }
    }

    @Test func valuesHandedFromOneMapToTheNext() {
        let count = 2_000
        let slots = IndexedSlots<Made>(count: count)
        _ = ConcurrentMap.map(count) { index in
            let made = Made(index: index)
            made.touched += 1
            slots.set(index, made)
            return 0
        }
        let taken = ConcurrentMap.map(count) { index in
            guard let made = slots.take(index) else { return -1 }
            made.touched += 1
            return made.index * 10 + made.touched
        }
        #expect(taken == (0..<count).map { $0 * 10 + 2 })
        #expect((0..<count).allSatisfy { slots.take($0) == nil })
    }
}
