@testable import SceneLayout
import TestSupport
import Testing

/// The engine keeps an item's first variable only and finds the other three by id (issue 26).
/// That holds only if the solver gives an item's four variables consecutive ids, even after
/// constraints were removed and their symbols are waiting to be reused.
@Suite("Item variables")
struct ItemVariablesTests {
    @Test func anItemsVariablesAreItsOwnWhateverTheSolverRecycles() throws {
        var random = SeededRandom(seed: 0x17E4)
        for round in 0..<60 {
            let system = SolverPropertyTests.randomSystem(&random)
            let (solver, variables, constraints) = try SolverPropertyTests.build(system)
            for constraint in constraints { _ = try? solver.add(constraint) }
            for constraint in constraints.shuffled(using: &random) where solver.contains(constraint) && Bool.random(using: &random) {
                try solver.remove(constraint)  // frees slack, error and dummy symbols for reuse
            }
            let item = solver.makeItemVariables()
            let parts = ItemPart.allCases.map { item[$0] }
            #expect(Set(parts.map(\.id)).count == 4, "round \(round)")
            #expect(parts.allSatisfy(solver.owns), "round \(round)")
            #expect(parts.allSatisfy { !variables.contains($0) }, "round \(round)")
            // Each is a free unknown of its own: fixing each part fixes exactly that value.
            for (offset, part) in ItemPart.allCases.enumerated() {
                try solver.add(Constraint(item[part], .equal, Double(100 + offset)))
            }
            for (offset, part) in ItemPart.allCases.enumerated() {
                #expect(solver.value(of: item[part]) == Double(100 + offset), "round \(round), \(part)")
            }
        }
    }
}
