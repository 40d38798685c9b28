@testable import SceneLayout
import TestSupport
import Testing

/// `Solver.reserveCapacity(constraints:)` (what a fresh layout pass calls with its number of
/// constraints) against a solver that grows as it goes, on the property tests' random systems.
@Suite("Solver capacity")
struct SolverCapacityTests {
    @Test func reservingRoomChangesNoSolutionNoRefusal() throws {
        var random = SeededRandom(seed: 0xCA9A)
        var refused = 0
        for round in 0..<200 {
            let system = SolverPropertyTests.randomSystem(&random)
            let (grown, grownVariables, grownConstraints) = try SolverPropertyTests.build(system)
            let (sized, sizedVariables, sizedConstraints) = try SolverPropertyTests.build(system)
            sized.reserveCapacity(constraints: system.stays.count + system.constraints.count)
            for (grownConstraint, sizedConstraint) in zip(grownConstraints, sizedConstraints) {
                let grownRefused = (try? grown.add(grownConstraint)) == nil
                let sizedRefused = (try? sized.add(sizedConstraint)) == nil
                #expect(grownRefused == sizedRefused, "round \(round)")
                if grownRefused { refused += 1 }
            }
            #expect(grown.constraintCount == sized.constraintCount, "round \(round)")
            for (grownVariable, sizedVariable) in zip(grownVariables, sizedVariables) {
                // The same operations in the same order: the same numbers, not merely close ones.
                #expect(grown.value(of: grownVariable) == sized.value(of: sizedVariable), "round \(round)")
            }
        }
        #expect(refused > 10, "the generator makes contradictions too (\(refused))")
    }
}
