@testable import SceneLayout
import TestSupport
import Testing

@Suite("Solver")
struct SolverTests {
    @Test func requiredEqualitiesChain() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        try solver.add(Constraint(x, .equal, 10.0))
        try solver.add(Constraint(y, .equal, x + 5))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.name(of: x) == "x")
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
    }

    @Test func inequalitiesWithOptionalPull() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .greaterThanOrEqual, 20.0))
        try solver.add(Constraint(x, .lessThanOrEqual, 80.0))
        let pull = Constraint(x, .equal, 100.0, priority: .defaultLow)
        try solver.add(pull)
        #expect(isClose(solver.value(of: x), 80))
        try solver.remove(pull)
        try solver.add(Constraint(x, .equal, -5.0, priority: .defaultLow))
        #expect(isClose(solver.value(of: x), 20))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func oneHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        for _ in 0..<200 { try solver.add(Constraint(x, .equal, 10.0, priority: LayoutPriority(998))) }
        try solver.add(Constraint(x, .equal, 0.0, priority: LayoutPriority(999)))
        #expect(isClose(solver.value(of: x), 0))
        // A scalar weighting (1000 per level, say) would let 200 × 998 win; a lexicographic one does not.
        #expect(solver.priorityLevels == [LayoutPriority(999), LayoutPriority(998)])
    }

    @Test func lowerLevelsDecideWithinWhatHigherLevelsLeave() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 100.0))
        try solver.add(Constraint(x, .greaterThanOrEqual, 30.0, priority: .defaultHigh))
        try solver.add(Constraint(x, .lessThanOrEqual, 40.0, priority: .defaultHigh))
        try solver.add(Constraint(y, .equal, 0.0, priority: .defaultLow))
        #expect(isClose(solver.value(of: x), 40))
        #expect(isClose(solver.value(of: y), 60))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func withinOneLevelTheSumOfErrorsIsMinimised() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 0.0, priority: .defaultLow))
        try solver.add(Constraint(x, .equal, 10.0, priority: .defaultLow))
        try solver.add(Constraint(x, .equal, 10.0, priority: .defaultLow))
        #expect(isClose(solver.value(of: x), 10))
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(Constraint(right, .equal, left + width))
        try solver.add(Constraint(width, .greaterThanOrEqual, 50.0))
        try solver.add(Constraint(left, .greaterThanOrEqual, 0.0))
        try solver.add(Constraint(right, .lessThanOrEqual, 300.0))
        try solver.add(Constraint(width, .equal, 100.0, priority: .defaultLow))
        try solver.addEditVariable(left, priority: .defaultHigh)
        #expect(solver.hasEditVariable(left))
        for (suggested, expectedLeft, expectedWidth) in [(10.0, 10.0, 100.0), (180.0, 180.0, 100.0), (230.0, 230.0, 70.0),
                                                         (400.0, 250.0, 50.0), (-20.0, 0.0, 100.0), (40.0, 40.0, 100.0)] {
            try solver.suggestValue(left, suggested)
            #expect(isClose(solver.value(of: left), expectedLeft), "left after \(suggested)")
            #expect(isClose(solver.value(of: width), expectedWidth), "width after \(suggested)")
            #expect(isClose(solver.value(of: right), expectedLeft + expectedWidth))
        }
        try solver.removeEditVariable(left)
        #expect(!solver.hasEditVariable(left))
        #expect(throws: SolverError.unknownEditVariable(left)) { try solver.suggestValue(left, 5) }
        #expect(throws: SolverError.requiredEditVariable(left)) { try solver.addEditVariable(left, priority: .required) }
    }

    @Test func suggestionsAgreeWithAddingTheSameConstraint() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<20 {
            let edited = Solver()
            let fresh = Solver()
            let a = (edited.makeVariable(), edited.makeVariable(), edited.makeVariable())
            let b = (fresh.makeVariable(), fresh.makeVariable(), fresh.makeVariable())
            let bound = Double(Int.random(in: 50...150, using: &random))
            for (solver, v) in [(edited, a), (fresh, b)] {
                try solver.add(Constraint(v.2, .equal, v.0 + v.1))
                try solver.add(Constraint(v.0, .greaterThanOrEqual, 0.0))
                try solver.add(Constraint(v.1, .greaterThanOrEqual, 10.0))
                try solver.add(Constraint(v.2, .lessThanOrEqual, bound))
                try solver.add(Constraint(v.1, .equal, 40.0, priority: .defaultLow))
            }
            try edited.addEditVariable(a.0, priority: .defaultHigh)
            var last = 0.0
            for _ in 0..<5 {
                last = Double(Int.random(in: -50...200, using: &random))
                try edited.suggestValue(a.0, last)
            }
            try fresh.add(Constraint(b.0, .equal, last, priority: .defaultHigh))
            #expect(isClose(edited.value(of: a.0), fresh.value(of: b.0)))
            #expect(isClose(edited.value(of: a.1), fresh.value(of: b.1)))
        }
    }

    @Test func removalRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 10.0))
        try solver.add(Constraint(y, .greaterThanOrEqual, x + 20))
        try solver.add(Constraint(y, .equal, 0.0, priority: .defaultLow))
        #expect(isClose(solver.value(of: y), 30))
        let push = Constraint(y, .greaterThanOrEqual, 70.0)
        let pull = Constraint(x, .equal, 50.0, priority: .defaultHigh)
        try solver.add(push)
        try solver.add(pull)
        #expect(isClose(solver.value(of: y), 70))
        #expect(isClose(solver.value(of: x), 10))
        try solver.remove(push)
        try solver.remove(pull)
        #expect(isClose(solver.value(of: x), 10))
        #expect(isClose(solver.value(of: y), 30))
        #expect(solver.constraintCount == 3)
        #expect(throws: SolverError.unknownConstraint(push)) { try solver.remove(push) }
    }

    @Test func unsatisfiableRequiredConstraintIsRefusedWithItsConflicts() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let unrelated = Constraint(z, .equal, 3.0)
        let first = Constraint(x, .greaterThanOrEqual, 10.0)
        let second = Constraint(y, .equal, x + 5)
        let third = Constraint(y, .lessThanOrEqual, 12.0)
        try solver.add(unrelated)
        try solver.add(first)
        try solver.add(second)
        #expect(throws: SolverError.unsatisfiable(third, conflicting: [first, second])) { try solver.add(third) }
        #expect(!solver.contains(third))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
        // The solver goes on working after the refusal.
        try solver.add(Constraint(y, .lessThanOrEqual, 40.0))
        try solver.remove(first)
        try solver.add(third)
        #expect(solver.value(of: y) <= 12 + 1e-9)
        #expect(isClose(solver.value(of: y), solver.value(of: x) + 5))
    }

    @Test func unsatisfiableEqualitiesReportTheirDummies() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let a = Constraint(x, .equal, 10.0)
        let b = Constraint(y, .equal, x)
        let c = Constraint(y, .equal, 11.0)
        try solver.add(a)
        try solver.add(b)
        #expect(throws: SolverError.unsatisfiable(c, conflicting: [a, b])) { try solver.add(c) }
        // A redundant but consistent equality is accepted.
        try solver.add(Constraint(y, .equal, 10.0))
        #expect(solver.value(of: y) == 10)
    }

    @Test func invalidInputIsRefused() throws {
        let solver = Solver()
        let other = Solver()
        let x = solver.makeVariable()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        let notANumber = Constraint(x, .equal, Double.nan)
        #expect(throws: SolverError.invalidConstraint(notANumber)) { try solver.add(notANumber) }
        let infinite = Constraint(x * Double.infinity, .equal, 1.0)
        #expect(throws: SolverError.invalidConstraint(infinite)) { try solver.add(infinite) }
        let unknown = Constraint(foreign, .equal, 1.0)
        #expect(throws: SolverError.invalidConstraint(unknown)) { try solver.add(unknown) }
        let fine = Constraint(x, .equal, 1.0)
        try solver.add(fine)
        #expect(throws: SolverError.duplicateConstraint(fine)) { try solver.add(fine) }
    }

    @Test func ambiguity() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let free = solver.makeVariable()
        #expect(solver.isAmbiguous(free))
        try solver.add(Constraint(x + y, .equal, 100.0))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.add(Constraint(x, .greaterThanOrEqual, 0.0))
        #expect(solver.isAmbiguous(x), "an inequality alone leaves room")
        let squeeze = Constraint(x, .lessThanOrEqual, 0.0)
        try solver.add(squeeze)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y), "x ≥ 0 and x ≤ 0 fix x")
        try solver.remove(squeeze)
        #expect(solver.isAmbiguous(y))
        try solver.add(Constraint(x, .equal, 30.0, priority: .fittingSizeLevel))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y), "an optional pull fixes the optimum")
        #expect(isClose(solver.value(of: y), 70))
        // Two equal and opposite pulls leave a segment of optima.
        let z = solver.makeVariable()
        try solver.add(Constraint(z, .equal, 0.0, priority: .defaultLow))
        try solver.add(Constraint(z, .equal, 10.0, priority: .defaultLow))
        #expect(solver.isAmbiguous(z))
        try solver.add(Constraint(z, .equal, 4.0, priority: LayoutPriority(100)))
        #expect(!solver.isAmbiguous(z))
        #expect(isClose(solver.value(of: z), 4))
    }

    @Test func degenerateSystemsTerminate() throws {
        // Many constraints meeting at one vertex: degenerate pivots everywhere.
        let solver = Solver()
        let variables = (0..<12).map { _ in solver.makeVariable() }
        for (index, v) in variables.enumerated() {
            try solver.add(Constraint(v, .greaterThanOrEqual, 0.0))
            try solver.add(Constraint(v, .lessThanOrEqual, 0.0, priority: .defaultHigh))
            if index > 0 {
                try solver.add(Constraint(v, .greaterThanOrEqual, variables[index - 1]))
                try solver.add(Constraint(v + variables[index - 1], .lessThanOrEqual, 0.0))
            }
            try solver.add(Constraint(v, .equal, Double(index), priority: .defaultLow))
        }
        for v in variables { #expect(abs(solver.value(of: v)) < 1e-9) }
    }
}
