@testable import SceneLintRules
import Testing
import TestSupport

/// The container analysis keeps each scene's hosts as a sorted array (``SortedNumbers``); its
/// unions and subset tests must answer as `Set`'s.
@Suite("Sorted scene numbers")
struct SortedNumbersTests {
    @Test func unionsAndSubsetsAnswerAsSets() {
        var random = SeededRandom(seed: 0x50F7)
        func someNumbers() -> [Int] { Set((0..<random.below(12)).map { _ in random.below(20) }).sorted() }
        var grew = 0, stayed = 0
        for _ in 0..<3_000 {
            let start = someNumbers()
            // A third of the time a part of `start`: nothing to add.
            let more = random.below(3) == 0 ? start.filter { _ in random.below(2) == 0 } : someNumbers()
            var numbers = start
            let changed = SortedNumbers.formUnion(&numbers, with: more)
            let expected = Set(start).union(more)
            #expect(numbers == expected.sorted(), "\(start) ∪ \(more)")
            #expect(changed == !Set(more).isSubset(of: Set(start)), "\(start) ∪ \(more)")
            #expect(SortedNumbers.isSubset(more, of: start) == Set(more).isSubset(of: Set(start)), "\(more) ⊆ \(start)")
            if changed { grew += 1 } else { stayed += 1 }
        }
        // Both outcomes occur often, so either answer can be wrong.
        #expect(grew > 500 && stayed > 500)
    }
}
