@testable import SceneLayout
import Testing

@Suite("Layout engine autoresizing")
struct EngineAutoresizingTests {
    /// UIKit's rule, computed directly: the flexible parts share the change in proportion to
    /// their lengths in the reference frame, or equally when those are zero.
    static func expected(_ frame: LayoutRect, mask: Int, reference: (Double, Double), parent: (Double, Double)) -> LayoutRect {
        func axis(_ position: Double, _ size: Double, _ reference: Double, _ parent: Double, _ bits: Int) -> (Double, Double) {
            let flexible = [bits & 1 != 0, bits & 2 != 0, bits & 4 != 0]
            let lengths = [max(0, position), max(0, size), max(0, reference - position - size)]
            let count = flexible.filter { $0 }.count
            guard count > 0 else { return (position, size) }
            let total = zip(flexible, lengths).filter(\.0).map(\.1).reduce(0, +)
            let delta = parent - reference
            func share(_ part: Int) -> Double { flexible[part] ? (total > 0 ? delta * lengths[part] / total : delta / Double(count)) : 0 }
            return (position + share(0), size + share(1))
        }
        let (x, width) = axis(frame.x, frame.width, reference.0, parent.0, mask & 7)
        let (y, height) = axis(frame.y, frame.height, reference.1, parent.1, mask >> 3 & 7)
        return rect(x, y, width, height)
    }

    @Test(arguments: [rect(20, 30, 100, 60), rect(0, 0, 0, 0), rect(0, 0, 320, 480), rect(-10, 500, 50, 20)])
    func everyMaskCombination(frame: LayoutRect) {
        let engine = LayoutEngine()
        for parent in [(320.0, 480.0), (400.0, 600.0), (260.0, 400.0)] {
            for mask in 0..<64 {
                var builder = ProblemBuilder()
                builder.root(rect(0, 0, parent.0, parent.1))
                let view = builder.item("view", in: 0, frame: frame) {
                    $0.autoresizing = AutoresizingRule(mask: mask, referenceParentWidth: 320, referenceParentHeight: 480)
                }
                let solution = engine.solve(builder.problem)
                let expected = Self.expected(frame, mask: mask, reference: (320, 480), parent: parent)
                #expect(solution.frames[view].isClose(to: expected), "mask \(mask) at \(parent): \(solution.frames[view]) vs \(expected)")
                #expect(solution.broken.isEmpty && solution.ambiguousItems.isEmpty)
            }
        }
    }

    @Test func nestedAutoresizingFollowsTheResizedParent() {
        var builder = ProblemBuilder()
        builder.root(rect(0, 0, 320, 480))
        let panel = builder.item("panel", in: 0, frame: rect(10, 10, 300, 200)) {
            $0.autoresizing = AutoresizingRule(mask: 2 | 16, referenceParentWidth: 320, referenceParentHeight: 480)
        }
        let badge = builder.item("badge", in: panel, frame: rect(250, 10, 40, 20)) {
            $0.autoresizing = AutoresizingRule(mask: 1 | 32, referenceParentWidth: 300, referenceParentHeight: 200)
        }
        // A constraint-placed view inside the autoresizing panel.
        let label = builder.item("label", in: panel)
        builder.constrain(label, .leading, .equal, panel, .leading, constant: 8)
        builder.constrain(label, .trailing, .equal, badge, .leading, constant: -8)
        builder.constrain(label, .centerY, .equal, badge, .centerY)
        builder.constrain(label, .height, constant: 16)
        let engine = LayoutEngine()
        builder.problem.items[0].frame = rect(0, 0, 420, 580)
        let solution = engine.solve(builder.problem)
        #expect(solution.frames[panel].isClose(to: rect(10, 10, 400, 300)))
        #expect(solution.frames[badge].isClose(to: rect(350, 10, 40, 20)))
        #expect(solution.frames[label].isClose(to: rect(8, 12, 334, 16)))
        #expect(solution.rootFrames[badge].isClose(to: rect(360, 20, 40, 20)))
        #expect(solution.ambiguousItems.isEmpty)
    }

    @Test func aRootResizeChangesOnlyTheRootsSizeConstraints() {
        var builder = ProblemBuilder()
        builder.root(rect(0, 0, 320, 480))
        for index in 0..<20 {
            let view = builder.item("v\(index)", in: 0, frame: rect(Double(index), 10, 100, 20)) {
                $0.autoresizing = AutoresizingRule(mask: 2 | 32, referenceParentWidth: 320, referenceParentHeight: 480)
            }
            let label = builder.item("l\(index)", in: view)
            builder.pin(label, in: view, rect(0, 0, 5, 5))
        }
        let engine = LayoutEngine()
        _ = engine.solve(builder.problem)
        builder.problem.items[0].frame.width = 375
        let solution = engine.solve(builder.problem)
        #expect(engine.lastPassChanges.added == 1 && engine.lastPassChanges.removed == 1)
        #expect(engine.freshSolveCount == 1)
        #expect(solution == LayoutEngine().solve(builder.problem))
        #expect(solution.frames[1].isClose(to: rect(0, 10, 155, 20)))
    }
}
