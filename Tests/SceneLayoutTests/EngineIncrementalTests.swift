@testable import SceneLayout
import TestSupport
import Testing

@Suite("Layout engine incremental passes")
struct EngineIncrementalTests {
    /// Whether an incremental solution and a fresh one agree: the same broken constraints and
    /// ambiguous items, and the same frames for every item that is not ambiguous.
    static func agree(_ incremental: LayoutSolution, _ fresh: LayoutSolution, problem: LayoutProblem) -> Bool {
        guard incremental.broken == fresh.broken, incremental.ambiguousItems == fresh.ambiguousItems,
              incremental.frames.count == fresh.frames.count else { return false }
        let ambiguous = Set(incremental.ambiguousItems)
        for index in incremental.frames.indices where !ambiguous.contains(index) {
            if case .view = problem.items[index].kind {} else { continue }
            // Items under an ambiguous one move with it; compare root frames of unambiguous chains.
            var chain = index
            var chainIsFixed = true
            while let parent = problem.items[chain].parent, parent >= 0, parent < problem.items.count, parent != chain {
                if ambiguous.contains(parent) { chainIsFixed = false; break }
                chain = parent
                if chain == 0 { break }
            }
            if chainIsFixed && !incremental.frames[index].isClose(to: fresh.frames[index], tolerance: 1e-6) { return false }
        }
        return true
    }

    @Test func editsBetweenPassesMatchFreshSolves() {
        var builder = ProblemBuilder()
        builder.root()
        let header = builder.item("header", in: 0)
        let body = builder.item("body", in: 0)
        let footer = builder.item("footer", in: 0)
        builder.constrain(header, .top, .equal, 0, .top)
        builder.constrain(header, .leading, .equal, 0, .leading)
        builder.constrain(header, .trailing, .equal, 0, .trailing)
        let headerHeight = builder.constrain(header, .height, constant: 44)
        builder.constrain(body, .top, .equal, header, .bottom, constant: 8)
        builder.constrain(body, .leading, .equal, 0, .leadingMargin)
        builder.constrain(body, .trailing, .equal, 0, .trailingMargin)
        builder.constrain(body, .bottom, .equal, footer, .top, constant: -8)
        builder.constrain(footer, .leading, .equal, 0, .leading)
        builder.constrain(footer, .trailing, .equal, 0, .trailing)
        builder.constrain(footer, .bottom, .equal, 0, .bottom)
        builder.constrain(footer, .height, constant: 49, priority: .defaultHigh)
        builder.constrain(footer, .height, .greaterThanOrEqual, constant: 30)
        let engine = LayoutEngine()
        var problems: [LayoutProblem] = [builder.problem]
        var next = builder.problem
        next.items[0].frame = rect(0, 0, 568, 320)
        problems.append(next)
        next.constraints[3].constant = 64
        problems.append(next)
        next.constraints.append(ItemConstraint(key: ConstraintKey(owner: 500), firstItem: body, firstAttribute: .height,
                                               relation: .equal, constant: 300))  // conflicts: 64 + 8 + 300 + 8 + 30 > 320
        problems.append(next)
        next.items[0].frame = rect(0, 0, 568, 1000)
        problems.append(next)
        next.constraints.removeLast()
        next.constraints[11].priority = LayoutPriority(200)
        problems.append(next)
        next.items.removeLast()  // the footer goes: its constraints become out of range
        problems.append(next)
        for (step, problem) in problems.enumerated() {
            let solution = engine.solve(problem)
            let fresh = LayoutEngine().solve(problem)
            #expect(Self.agree(solution, fresh, problem: problem), "step \(step)")
            #expect(solution.rootFrames[0] == problem.items[0].frame)
        }
        #expect(headerHeight == ConstraintKey(owner: 4))
        // The conflicting step broke the body's height (added last), naming what it met.
        let conflicted = LayoutEngine().solve(problems[3])
        #expect(conflicted.broken.map(\.key) == [ConstraintKey(owner: 500)])
        #expect(conflicted.broken.first?.conflicting.contains(ConstraintKey(owner: 4)) == true)
    }

    /// A random tree of views with random constraints between them (some contradictory), then a
    /// series of random edits; each pass of one engine must agree with a fresh engine.
    @Test func randomEditsAgreeWithFreshSolves() {
        var random = SeededRandom(seed: 0xC0FFEE)
        let attributes = LayoutAttribute.allCases
        var passes = 0
        var brokenSeen = 0
        for scenario in 0..<40 {
            var problem = LayoutProblem(items: [LayoutItem(key: 0, parent: nil, name: "root", frame: rect(0, 0, 320, 480))])
            for index in 1..<Int.random(in: 3...9, using: &random) {
                var item = LayoutItem(key: index, parent: Int.random(in: 0..<index, using: &random), name: "v\(index)")
                if Int.random(in: 0..<4, using: &random) == 0 { item.intrinsicWidth = Double(Int.random(in: 10...100, using: &random)) }
                if Int.random(in: 0..<6, using: &random) == 0 {
                    item.autoresizing = AutoresizingRule(mask: Int.random(in: 0..<64, using: &random), referenceParentWidth: 320, referenceParentHeight: 480)
                    item.frame = rect(10, 10, 50, 50)
                }
                problem.items.append(item)
            }
            var owner = 0
            func randomConstraint() -> ItemConstraint {
                owner += 1
                let first = Int.random(in: 1..<problem.items.count, using: &random)
                let firstAttribute = attributes[Int.random(in: 0..<attributes.count, using: &random)]
                let second: Int? = Int.random(in: 0..<4, using: &random) == 0 ? nil : Int.random(in: 0..<problem.items.count, using: &random)
                let sameAxis = attributes.filter { $0.isHorizontal == firstAttribute.isHorizontal }
                let priorities: [Double] = [1000, 1000, 1000, 999, 750, 500, 250]
                return ItemConstraint(
                    key: ConstraintKey(owner: owner), firstItem: first, firstAttribute: firstAttribute,
                    relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &random)],
                    secondItem: second, secondAttribute: second == nil ? nil : sameAxis[Int.random(in: 0..<sameAxis.count, using: &random)],
                    multiplier: [1, 1, 1, 0.5, 2][Int.random(in: 0..<5, using: &random)],
                    constant: Double(Int.random(in: -50...50, using: &random)),
                    priority: LayoutPriority(priorities[Int.random(in: 0..<priorities.count, using: &random)])
                )
            }
            for _ in 0..<Int.random(in: 2...20, using: &random) { problem.constraints.append(randomConstraint()) }
            let engine = LayoutEngine()
            // An engine that keeps nothing for the next pass (issue 26) solves afresh each time,
            // to exactly the fresh solution.
            let unrecorded = LayoutEngine(reusingPasses: false)
            for step in 0..<8 {
                let solution = engine.solve(problem)
                let fresh = LayoutEngine().solve(problem)
                #expect(Self.agree(solution, fresh, problem: problem), "scenario \(scenario) step \(step)")
                #expect(unrecorded.solve(problem) == fresh, "scenario \(scenario) step \(step)")
                brokenSeen += solution.broken.count
                passes += 1
                // An edit: a constant, a priority, a removal, an addition, a root resize.
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !problem.constraints.isEmpty:
                    problem.constraints[Int.random(in: 0..<problem.constraints.count, using: &random)].constant += 10
                case 1 where !problem.constraints.isEmpty:
                    problem.constraints[Int.random(in: 0..<problem.constraints.count, using: &random)].priority = LayoutPriority([1000.0, 750, 250][Int.random(in: 0...2, using: &random)])
                case 2 where !problem.constraints.isEmpty:
                    problem.constraints.remove(at: Int.random(in: 0..<problem.constraints.count, using: &random))
                case 3:
                    problem.constraints.append(randomConstraint())
                default:
                    problem.items[0].frame.width = Double(Int.random(in: 200...600, using: &random))
                }
            }
        }
        #expect(passes == 320)
        #expect(brokenSeen > 10, "the scenarios include contradictions (\(brokenSeen))")
    }
}
