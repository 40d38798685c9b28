@testable import SceneGraph
import Testing
import TestSupport

/// ``IDGroups`` answers as the union of its sets and single ids did (issue 26).
@Suite("Id groups")
struct IDGroupsTests {
    @Test func answersAsTheUnion() {
        var random = SeededRandom(seed: 0x1D6)
        let pool = (0..<24).map { "id\($0)" } + ["", "é", "Cell", "cell"]
        var found = 0, missed = 0
        for _ in 0..<500 {
            let sets = (0..<random.below(5)).map { _ in Set((0..<random.below(6)).map { _ in pool[random.below(pool.count)] }) }
            let ids = (0..<random.below(3)).map { _ in pool[random.below(pool.count)] }
            let groups = IDGroups(sets: sets.map { IDSet($0) }, ids: ids)
            let union = sets.reduce(Set(ids)) { $0.union($1) }
            #expect(groups.union == union)
            for id in pool {
                #expect(groups.contains(id) == union.contains(id), "\(id) in \(sets) + \(ids)")
                if union.contains(id) { found += 1 } else { missed += 1 }
            }
        }
        // Both answers were asked for many times.
        #expect(found > 1_000 && missed > 1_000, "found \(found), missed \(missed)")
    }
}

/// ``IDSet`` answers as a `Set` of what was inserted, as a list and past its limit.
@Suite("Id sets")
struct IDSetTests {
    @Test func answersAsASet() {
        var random = SeededRandom(seed: 0x1D5E)
        let pool = (0..<30).map { "id\($0)" } + ["", "é", "e\u{301}", "Cell", "cell"]
        var found = 0, missed = 0, large = 0
        for _ in 0..<500 {
            // Up to three times the list's limit, repeats included.
            let inserted = (0..<random.below(3 * IDSet.listLimit)).map { _ in pool[random.below(pool.count)] }
            var ids = IDSet(), unique = IDSet(), reference = Set<String>()
            for id in inserted {
                ids.insert(id)
                #expect(unique.insertIfNew(id) == reference.insert(id).inserted, "\(id) after \(reference)")
            }
            #expect(unique.asSet == reference)
            let set = Set(inserted)
            #expect(ids.asSet == set)
            #expect(IDSet(inserted).asSet == set)
            // Made from the array at once, and from a sequence that is not one, id by id.
            let fromArray = IDSet(inserted), fromSequence = IDSet(inserted.lazy.map { $0 })
            for id in pool {
                #expect(ids.contains(id) == set.contains(id), "\(id) in \(inserted)")
                #expect(fromArray.contains(id) == set.contains(id), "\(id) in \(inserted)")
                #expect(fromSequence.contains(id) == set.contains(id), "\(id) in \(inserted)")
                if set.contains(id) { found += 1 } else { missed += 1 }
            }
            if inserted.count > IDSet.listLimit { large += 1 }
        }
        #expect(found > 1_000 && missed > 1_000 && large > 100, "found \(found), missed \(missed), large \(large)")
    }
}
