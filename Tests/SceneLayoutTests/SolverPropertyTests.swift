@testable import SceneLayout
import TestSupport
import Testing

/// Random systems from a seeded generator: required equalities and inequalities (some
/// contradictory), optional constraints at a few priorities, and a "stay" per variable at its own
/// low priority so that the lexicographic optimum is unique.
@Suite("Solver properties")
struct SolverPropertyTests {
    struct RandomSystem {
        var variableCount: Int
        var stays: [(variable: Int, target: Double, priority: Double)]
        var constraints: [(terms: [(Int, Double)], constant: Double, relation: LayoutRelation, priority: LayoutPriority)]
    }

    static func randomConstraint(_ random: inout SeededRandom, variableCount: Int, required: Bool)
        -> (terms: [(Int, Double)], constant: Double, relation: LayoutRelation, priority: LayoutPriority)
    {
        let termCount = Int.random(in: 1...3, using: &random)
        var terms: [(Int, Double)] = []
        for _ in 0..<termCount {
            let coefficient = Double(Int.random(in: 1...3, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
            terms.append((Int.random(in: 0..<variableCount, using: &random), coefficient))
        }
        let constant = Double(Int.random(in: -100...100, using: &random))
        let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &random)]
        let priorities: [Double] = [999, 750, 500, 250, 100]
        let priority = required ? LayoutPriority.required : LayoutPriority(priorities[Int.random(in: 0..<priorities.count, using: &random)])
        return (terms, constant, relation, priority)
    }

    static func randomSystem(_ random: inout SeededRandom) -> RandomSystem {
        let variableCount = Int.random(in: 3...10, using: &random)
        let stays = (0..<variableCount).map { index in
            (index, Double(Int.random(in: -50...150, using: &random)), 1 + Double(index) * 0.5)
        }
        var constraints: [(terms: [(Int, Double)], constant: Double, relation: LayoutRelation, priority: LayoutPriority)] = []
        for _ in 0..<Int.random(in: 2...14, using: &random) {
            constraints.append(randomConstraint(&random, variableCount: variableCount, required: Int.random(in: 0..<3, using: &random) != 0))
        }
        return RandomSystem(variableCount: variableCount, stays: stays, constraints: constraints)
    }

    /// A solver with the system's variables and stays, and the system's constraints made for it.
    static func build(_ system: RandomSystem) throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
        for stay in system.stays {
            try solver.add(Constraint(variables[stay.variable], .equal, stay.target, priority: LayoutPriority(stay.priority)))
        }
        let constraints = system.constraints.map { spec in
            Constraint(Expression(terms: spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant), spec.relation, priority: spec.priority)
        }
        return (solver, variables, constraints)
    }

    @Test func acceptedRequiredConstraintsHoldAndIncrementalMatchesFresh() throws {
        var random = SeededRandom(seed: 0x5EED)
        var refused = 0
        var checked = 0
        for round in 0..<300 {
            let system = Self.randomSystem(&random)
            let (solver, variables, constraints) = try Self.build(system)
            for constraint in constraints {
                do {
                    try solver.add(constraint)
                } catch let error {
                    guard case let .unsatisfiable(refusedConstraint, conflicting) = error else {
                        Issue.record("round \(round): unexpected \(error)")
                        continue
                    }
                    refused += 1
                    #expect(refusedConstraint === constraint)
                    #expect(constraint.priority.isRequired)
                    #expect(conflicting.allSatisfy { solver.contains($0) && $0.priority.isRequired }, "round \(round)")
                    // Only a constraint contradictory by itself (its terms cancel) names none.
                    var net: [Variable: Double] = [:]
                    for term in constraint.expression.terms { net[term.variable, default: 0] += term.coefficient }
                    let selfContradictory = net.values.allSatisfy { $0 == 0 }
                    #expect(conflicting.isEmpty == selfContradictory, "round \(round): \(constraint) conflicts with \(conflicting)")
                    // The named conflicts are a real proof: they refuse the constraint on their own.
                    let alone = Solver()
                    for _ in 0..<system.variableCount { _ = alone.makeVariable() }
                    for conflict in conflicting { try alone.add(conflict) }
                    #expect(throws: SolverError.self, "round \(round): conflicts alone refuse \(constraint)") { try alone.add(constraint) }
                }
            }
            for constraint in constraints where solver.contains(constraint) && constraint.priority.isRequired {
                #expect(solver.holds(constraint), "round \(round): \(constraint)")
            }
            for v in variables { #expect(!solver.isAmbiguous(v), "round \(round): stays fix every variable") }

            // Remove some, add some more, and compare with a fresh solver holding the same set.
            for constraint in constraints where solver.contains(constraint) && Bool.random(using: &random) {
                try solver.remove(constraint)
            }
            var all = constraints
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let spec = Self.randomConstraint(&random, variableCount: system.variableCount, required: Bool.random(using: &random))
                let constraint = Constraint(Expression(terms: spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant), spec.relation, priority: spec.priority)
                all.append(constraint)
                do { try solver.add(constraint) } catch { refused += 1 }
            }
            for constraint in all where solver.contains(constraint) && constraint.priority.isRequired {
                #expect(solver.holds(constraint), "round \(round) after changes: \(constraint)")
            }
            let held = all.filter { solver.contains($0) }
            for order in [held, held.reversed()] {
                // Variables are made in the same order, so the fresh solver understands the same constraints.
                let fresh = try Self.build(system)
                for constraint in order {
                    #expect(throws: Never.self, "round \(round): a set the incremental solver holds is satisfiable") { try fresh.0.add(constraint) }
                }
                for (incremental, freshVariable) in zip(variables, fresh.1) {
                    #expect(isClose(solver.value(of: incremental), fresh.0.value(of: freshVariable), tolerance: 1e-6),
                            "round \(round): \(solver.value(of: incremental)) vs \(fresh.0.value(of: freshVariable))")
                }
                checked += 1
            }
        }
        #expect(refused > 20, "the generator makes contradictions too (\(refused))")
        #expect(checked == 600)
    }

    /// The total violation of the optional constraints at each priority (what each objective
    /// level measures), computed from the constraints themselves.
    static func levelErrors(_ solver: Solver, _ constraints: [Constraint]) -> [Double: Double] {
        var errors: [Double: Double] = [:]
        for constraint in constraints where solver.contains(constraint) && !constraint.priority.isRequired {
            let value = solver.evaluate(constraint.expression)
            let violation = switch constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(0, value)
            case .greaterThanOrEqual: max(0, -value)
            }
            errors[constraint.priority.rawValue, default: 0] += violation
        }
        return errors
    }

    /// Without stays, systems leave variables open. A variable reported fixed must not move
    /// when a new lowest-priority constraint pulls it; one reported ambiguous must move for a
    /// pull one way or the other, with every priority level's total error unchanged.
    @Test func ambiguityAgreesWithWhatAPullCanDo() throws {
        var random = SeededRandom(seed: 0xA4B1)
        var ambiguousSeen = 0
        var fixedSeen = 0
        for round in 0..<200 {
            var system = Self.randomSystem(&random)
            system.stays = []
            let (solver, variables, constraints) = try Self.build(system)
            for constraint in constraints { try? solver.add(constraint) }
            let batch = solver.isAmbiguous(variables)
            for (index, variable) in variables.enumerated() {
                let ambiguous = solver.isAmbiguous(variable)
                #expect(batch[index] == ambiguous, "round \(round): the batch agrees")
                let before = solver.value(of: variable)
                let errors = Self.levelErrors(solver, constraints)
                var moved = false
                for direction in [1.0, -1.0] {
                    let pull = Constraint(variable, .equal, before + direction, priority: LayoutPriority(1))
                    try solver.add(pull)
                    let after = solver.value(of: variable)
                    if !isClose(after, before, tolerance: 1e-7) {
                        moved = true
                        let pulled = Self.levelErrors(solver, constraints)
                        for (priority, error) in errors {
                            #expect(isClose(pulled[priority] ?? 0, error, tolerance: 1e-6), "round \(round): level \(priority) unchanged")
                        }
                    }
                    try solver.remove(pull)
                }
                #expect(moved == ambiguous, "round \(round): v\(index) ambiguous \(ambiguous) but a pull moved it: \(moved)")
                if ambiguous { ambiguousSeen += 1 } else { fixedSeen += 1 }
            }
        }
        #expect(ambiguousSeen > 100 && fixedSeen > 100, "both cases occur (\(ambiguousSeen) / \(fixedSeen))")
    }

    @Test func removingEverythingReturnsToTheStays() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<100 {
            let system = Self.randomSystem(&random)
            let (solver, variables, constraints) = try Self.build(system)
            for constraint in constraints { try? solver.add(constraint) }
            for constraint in constraints.shuffled(using: &random) where solver.contains(constraint) { try solver.remove(constraint) }
            for stay in system.stays { #expect(isClose(solver.value(of: variables[stay.variable]), stay.target)) }
            #expect(solver.constraintCount == system.stays.count)
        }
    }
}
