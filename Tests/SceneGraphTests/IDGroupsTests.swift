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
            let groups = IDGroups(sets: sets, ids: ids)
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
