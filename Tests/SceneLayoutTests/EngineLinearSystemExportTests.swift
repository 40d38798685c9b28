import SceneLayout
import Testing

@Suite("Layout engine: the exported linear system")
struct EngineLinearSystemExportTests {
    /// A small problem that uses every kind of rule: the root, an inset guide, an autoresizing
    /// view, content sizes, optional priorities, a multiplier, an unexpressible constraint and a
    /// required one that contradicts the others.
    static func problem() -> (problem: LayoutProblem, unexpressible: ConstraintKey, contradicting: ConstraintKey) {
        var builder = ProblemBuilder()
        builder.root(rect(0, 20, 320, 460))
        let safe = builder.item("safe", in: 0, kind: .insetGuide(LayoutInsets(top: 24, left: 0, bottom: 34, right: 0)))
        builder.item("badge", in: 0, frame: rect(280, 10, 30, 30)) {
            $0.autoresizing = AutoresizingRule(mask: 1 | 32, referenceParentWidth: 375, referenceParentHeight: 667)
        }
        let title = builder.item("title", in: 0) {
            $0.intrinsicWidth = 120
            $0.intrinsicHeight = 21
        }
        let detail = builder.item("detail", in: 0) {
            $0.intrinsicWidth = 400
            $0.intrinsicHeight = 17
            $0.horizontalCompressionResistance = LayoutPriority(740)
        }
        builder.constrain(title, .leading, .equal, safe, .leadingMargin)
        builder.constrain(title, .top, .equal, safe, .top, constant: 12)
        builder.constrain(detail, .leading, .equal, title, .leading)
        builder.constrain(detail, .top, .equal, title, .bottom, constant: 4)
        builder.constrain(detail, .trailing, .lessThanOrEqual, safe, .trailingMargin)
        builder.constrain(title, .width, .equal, detail, .width, multiplier: 0.5, priority: LayoutPriority(600))
        builder.constrain(detail, .centerY, .equal, safe, .centerY, priority: LayoutPriority(100))
        let unexpressible = builder.constrain(title, .width, constant: .infinity)
        let contradicting = builder.constrain(title, .top, .equal, 0, .top, constant: -5)
        return (builder.problem, unexpressible, contradicting)
    }

    /// Solves `system` with a new ``Solver``: variables made in order, constraints added in
    /// order (refused ones counted). Returns every variable's value.
    static func solve(_ system: LinearSystemDescription) -> (values: [Double], refused: Int) {
        let solver = Solver()
        let variables = system.variables.map { solver.makeVariable(name: $0) }
        var refused = 0
        for constraint in system.constraints {
            let expression = Expression(
                terms: constraint.terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constraint.constant
            )
            do {
                try solver.add(Constraint(expression, constraint.relation, priority: LayoutPriority(constraint.priority)))
            } catch {
                refused += 1
            }
        }
        return (variables.map { solver.value(of: $0) }, refused)
    }

    @Test func solvingTheExportedSystemGivesTheEnginesFrames() throws {
        let (problem, _, _) = Self.problem()
        let system = LayoutEngine.linearSystem(of: problem)
        let solution = LayoutEngine().solve(problem)
        #expect(system.variables.count == problem.items.count * 4)
        let (values, refused) = Self.solve(system)
        #expect(refused == solution.broken.count - 1)  // the unexpressible one is reported, never added
        for index in problem.items.indices {
            let frame = rect(values[4 * index], values[4 * index + 1], values[4 * index + 2], values[4 * index + 3])
            #expect(frame.isClose(to: solution.rootFrames[index], tolerance: 1e-9), "item \(index): \(frame) vs \(solution.rootFrames[index])")
            if let parent = problem.items[index].parent {
                let relative = rect(frame.x - values[4 * parent], frame.y - values[4 * parent + 1], frame.width, frame.height)
                #expect(relative.isClose(to: solution.frames[index], tolerance: 1e-9))
            }
        }
        // The laid-out frames the problem was built to give, so that the comparison means something.
        #expect(solution.rootFrames[3].isClose(to: rect(8, 56, 152, 21)))
        #expect(solution.rootFrames[4].isClose(to: rect(8, 81, 304, 17)))
    }

    @Test func theSystemIsWhatTheEngineAddsInOrder() throws {
        let (problem, unexpressible, contradicting) = Self.problem()
        let system = LayoutEngine.linearSystem(of: problem)
        let origins = system.constraints.map(\.origin)
        // The root's four, then each item's rules in item order, then the caller's constraints.
        #expect(Array(origins.prefix(4)) == Array(repeating: .rootFrame, count: 4))
        let rules = origins.compactMap { origin -> Int? in
            if case let .itemRule(item) = origin { return item }
            return nil
        }
        #expect(rules == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4])
        let keys = origins.compactMap { origin -> ConstraintKey? in
            if case let .constraint(key) = origin { return key }
            return nil
        }
        #expect(keys == problem.constraints.map(\.key).filter { $0 != unexpressible })
        #expect(keys.last == contradicting)
        #expect(origins.count == 4 + rules.count + keys.count)

        // `title.leading == safe.leadingMargin`: minX of item 3 minus minX of the guide minus its margin.
        let leading = try #require(system.constraints.first { $0.origin == .constraint(problem.constraints[0].key) })
        #expect(leading.terms.map(\.variable) == ["items[3].minX", "items[1].minX"])
        #expect(leading.terms.map(\.coefficient) == [1, -1])
        #expect(leading.constant == -8 && leading.relation == .equal && leading.priority == 1000)
        #expect(leading.description == "1*items[3].minX + -1*items[1].minX + -8 == 0 @1000")
        // Content sizes: hugging `width ≤ 400` at 250, compression `width ≥ 400` at 740.
        let detailRules = system.constraints.filter { $0.origin == .itemRule(item: 4) }
        #expect(detailRules.map(\.priority) == [250, 740, 250, 750])
        #expect(detailRules.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual])
        #expect(detailRules[0].terms.map(\.variable) == ["items[4].width"] && detailRules[0].constant == -400)
    }

    @Test func theObserverSeesEveryProblemSolvedWhileItIsSet() {
        let (problem, _, _) = Self.problem()
        let seen = Seen()
        let engine = LayoutEngine()
        LayoutEngine.$problemObserver.withValue(LayoutProblemObserver { problem in seen.problems.append(problem) }) {
            _ = engine.solve(problem)
            _ = engine.solve(problem)
        }
        _ = engine.solve(problem)
        #expect(seen.problems == [problem, problem])
    }
}

/// What the observer saw. It is called synchronously, on the test's own thread, within
/// `withValue`: nothing else touches the list.
private final class Seen: @unchecked Sendable {
    var problems: [LayoutProblem] = []
}
