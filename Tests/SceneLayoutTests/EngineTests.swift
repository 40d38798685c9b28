@testable import SceneLayout
import Testing

@Suite("Layout engine semantics")
struct EngineTests {
    @Test func framesAreInParentCoordinatesAndRootFramesInRootCoordinates() {
        var builder = ProblemBuilder()
        builder.root(rect(0, 20, 320, 460))
        let card = builder.item("card", in: 0)
        let label = builder.item("label", in: card)
        builder.pin(card, in: 0, rect(16, 30, 288, 100))
        builder.pin(label, in: card, rect(10, 5, 100, 20))
        let solution = LayoutEngine().solve(builder.problem)
        #expect(solution.rootFrames[0] == rect(0, 20, 320, 460))
        #expect(solution.frames[0] == rect(0, 20, 320, 460))
        #expect(solution.frames[card].isClose(to: rect(16, 30, 288, 100)))
        #expect(solution.rootFrames[card].isClose(to: rect(16, 50, 288, 100)))
        #expect(solution.frames[label].isClose(to: rect(10, 5, 100, 20)))
        #expect(solution.rootFrames[label].isClose(to: rect(26, 55, 100, 20)))
        #expect(solution.broken.isEmpty && solution.ambiguousItems.isEmpty)
    }

    @Test func edgesCentresAndMultipliers() {
        var builder = ProblemBuilder()
        builder.root()
        let box = builder.item("box", in: 0)
        builder.constrain(box, .centerX, .equal, 0, .centerX)
        builder.constrain(box, .centerY, .equal, 0, .centerY, constant: -40)
        builder.constrain(box, .width, .equal, 0, .width, multiplier: 0.5, constant: 10)
        builder.constrain(box, .height, .equal, box, .width, multiplier: 0.25)
        let below = builder.item("below", in: 0)
        builder.constrain(below, .top, .equal, box, .bottom, constant: 8)
        builder.constrain(below, .right, .equal, box, .right)
        builder.constrain(below, .left, .equal, box, .left)
        builder.constrain(below, .bottom, .equal, 0, .bottom, constant: -20)
        let solution = LayoutEngine().solve(builder.problem)
        // width 170, height 42.5, centred at (160, 200).
        #expect(solution.frames[box].isClose(to: rect(75, 178.75, 170, 42.5)))
        #expect(solution.frames[below].isClose(to: rect(75, 229.25, 170, 460 - 229.25)))
        #expect(solution.ambiguousItems.isEmpty)
    }

    @Test func marginAttributesUseTheItemsLayoutMargins() {
        var builder = ProblemBuilder()
        builder.root()
        builder.problem.items[0].layoutMargins = LayoutInsets(top: 20, left: 16, bottom: 34, right: 24)
        let content = builder.item("content", in: 0)
        builder.constrain(content, .leading, .equal, 0, .leadingMargin)
        builder.constrain(content, .trailing, .equal, 0, .trailingMargin)
        builder.constrain(content, .top, .equal, 0, .topMargin)
        builder.constrain(content, .bottom, .equal, 0, .bottomMargin)
        let dot = builder.item("dot", in: 0)
        builder.constrain(dot, .centerX, .equal, 0, .centerXWithinMargins)
        builder.constrain(dot, .centerY, .equal, 0, .centerYWithinMargins)
        builder.constrain(dot, .width, constant: 10)
        builder.constrain(dot, .height, constant: 10)
        let inner = builder.item("inner", in: content) { $0.layoutMargins = LayoutInsets(top: 1, left: 2, bottom: 3, right: 4) }
        builder.constrain(inner, .leftMargin, .equal, content, .left)
        builder.constrain(inner, .rightMargin, .equal, content, .right)
        builder.constrain(inner, .topMargin, .equal, content, .top)
        builder.constrain(inner, .bottomMargin, .equal, content, .bottom)
        let solution = LayoutEngine().solve(builder.problem)
        #expect(solution.frames[content].isClose(to: rect(16, 20, 280, 426)))
        // Margin rect centre: x (16 + 296) / 2 = 156, y (20 + 446) / 2 = 233.
        #expect(solution.frames[dot].isClose(to: rect(151, 228, 10, 10)))
        // The inner view's margin edges sit on the content's edges.
        #expect(solution.frames[inner].isClose(to: rect(-2, -1, 286, 430)))
    }

    @Test func baselinesDefaultToEdges() {
        var builder = ProblemBuilder()
        builder.root()
        let label = builder.item("label", in: 0) {
            $0.firstBaselineFromTop = 14
            $0.lastBaselineFromBottom = 6
        }
        builder.pin(label, in: 0, rect(10, 100, 80, 40))
        let field = builder.item("field", in: 0) { $0.firstBaselineFromTop = 20 }
        builder.constrain(field, .firstBaseline, .equal, label, .firstBaseline)
        builder.constrain(field, .leading, constant: 100)
        builder.constrain(field, .width, constant: 50)
        builder.constrain(field, .height, constant: 30)
        let plain = builder.item("plain", in: 0)
        builder.constrain(plain, .firstBaseline, .equal, label, .lastBaseline)
        builder.constrain(plain, .lastBaseline, .equal, label, .lastBaseline, constant: 12)
        builder.constrain(plain, .leading, constant: 0)
        builder.constrain(plain, .width, constant: 5)
        let solution = LayoutEngine().solve(builder.problem)
        // Label: first baseline 114, last baseline 134.
        #expect(solution.frames[field].isClose(to: rect(100, 94, 50, 30)))
        // Without baselines set: first is the top, last the bottom.
        #expect(solution.frames[plain].isClose(to: rect(0, 134, 5, 12)))
    }

    @Test func guidesFollowTheirParent() {
        var builder = ProblemBuilder()
        builder.root(rect(0, 0, 390, 844))
        let safe = builder.item("safe", in: 0, kind: .insetGuide(LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)))
        let top = builder.item("top", in: 0, kind: .topBand(height: 47))
        let bottom = builder.item("bottom", in: 0, kind: .bottomBand(height: 34))
        let card = builder.item("card", in: 0)
        builder.constrain(card, .top, .equal, top, .bottom, constant: 10)
        builder.constrain(card, .bottom, .equal, bottom, .top, constant: -10)
        builder.constrain(card, .leading, .equal, safe, .leading, constant: 20)
        builder.constrain(card, .trailing, .equal, safe, .trailing, constant: -20)
        let solution = LayoutEngine().solve(builder.problem)
        #expect(solution.frames[safe].isClose(to: rect(0, 47, 390, 763)))
        #expect(solution.frames[top].isClose(to: rect(0, 0, 390, 47)))
        #expect(solution.frames[bottom].isClose(to: rect(0, 810, 390, 34)))
        #expect(solution.frames[card].isClose(to: rect(20, 57, 350, 743)))
        #expect(solution.ambiguousItems.isEmpty, "guides are not listed, and the card is fixed")
    }

    @Test func guidesOfANestedView() {
        var builder = ProblemBuilder()
        builder.root()
        let panel = builder.item("panel", in: 0)
        builder.pin(panel, in: 0, rect(10, 50, 200, 100))
        let margins = builder.item("margins", in: panel, kind: .insetGuide(LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)))
        let solution = LayoutEngine().solve(builder.problem)
        #expect(solution.frames[margins].isClose(to: rect(16, 8, 168, 84)))
        #expect(solution.rootFrames[margins].isClose(to: rect(26, 58, 168, 84)))
    }

    @Test func huggingAndCompressionResistance() {
        func layout(container width: Double, hugging: (Double, Double), compression: (Double, Double)) -> (LayoutRect, LayoutRect) {
            var builder = ProblemBuilder()
            builder.root()
            let row = builder.item("row", in: 0)
            builder.pin(row, in: 0, rect(0, 0, width, 44))
            let a = builder.item("a", in: row) {
                $0.intrinsicWidth = 100
                $0.intrinsicHeight = 20
                $0.horizontalHugging = LayoutPriority(hugging.0)
                $0.horizontalCompressionResistance = LayoutPriority(compression.0)
            }
            let b = builder.item("b", in: row) {
                $0.intrinsicWidth = 100
                $0.intrinsicHeight = 20
                $0.horizontalHugging = LayoutPriority(hugging.1)
                $0.horizontalCompressionResistance = LayoutPriority(compression.1)
            }
            builder.constrain(a, .leading, .equal, row, .leading)
            builder.constrain(b, .leading, .equal, a, .trailing, constant: 10)
            builder.constrain(b, .trailing, .equal, row, .trailing)
            for view in [a, b] { builder.constrain(view, .top, .equal, row, .top) }
            let solution = LayoutEngine().solve(builder.problem)
            #expect(solution.ambiguousItems.isEmpty)
            return (solution.frames[a], solution.frames[b])
        }
        // Room to spare: the view that hugs less (b, 250 < 251) stretches.
        var (a, b) = layout(container: 300, hugging: (251, 250), compression: (750, 750))
        #expect(a.isClose(to: rect(0, 0, 100, 20)) && b.isClose(to: rect(110, 0, 190, 20)))
        (a, b) = layout(container: 300, hugging: (250, 251), compression: (750, 750))
        #expect(a.width == 190 && b.width == 100)
        // Too little room: the view that resists less (a, 749) is compressed.
        (a, b) = layout(container: 150, hugging: (250, 250), compression: (749, 750))
        #expect(a.isClose(to: rect(0, 0, 40, 20)) && b.isClose(to: rect(50, 0, 100, 20)))
        // Required compression resistance holds against anything optional.
        (a, b) = layout(container: 150, hugging: (250, 250), compression: (1000, 999))
        #expect(a.width == 100 && b.width == 40)
    }

    @Test func requiredHuggingBeatsOptionalConstraints() {
        var builder = ProblemBuilder()
        builder.root()
        let label = builder.item("label", in: 0) {
            $0.intrinsicWidth = 80
            $0.horizontalHugging = .required
        }
        builder.constrain(label, .leading, constant: 0)
        builder.constrain(label, .top, constant: 0)
        builder.constrain(label, .height, constant: 10)
        builder.constrain(label, .width, constant: 200, priority: LayoutPriority(999))
        let solution = LayoutEngine().solve(builder.problem)
        #expect(solution.frames[label].width == 80)
    }

    @Test func ambiguity() {
        var builder = ProblemBuilder()
        builder.root()
        let loose = builder.item("loose", in: 0)
        builder.constrain(loose, .leading, .equal, 0, .leading)
        builder.constrain(loose, .top, .equal, 0, .top)
        let fixed = builder.item("fixed", in: 0)
        builder.pin(fixed, in: 0, rect(0, 0, 10, 10))
        let unconstrained = builder.item("unconstrained", in: 0)
        let resized = builder.item("resized", in: 0, frame: rect(5, 5, 50, 50)) {
            $0.autoresizing = AutoresizingRule(mask: 0, referenceParentWidth: 320, referenceParentHeight: 480)
        }
        let guide = builder.item("guide", in: 0, kind: .topBand(height: 20))
        // Two equal optional pulls in opposite directions: a segment of optima.
        let torn = builder.item("torn", in: 0)
        builder.pin(torn, in: 0, rect(0, 100, 0, 10))
        builder.problem.constraints.removeLast(2)
        builder.constrain(torn, .width, .greaterThanOrEqual, constant: 0)
        builder.constrain(torn, .width, constant: 10, priority: .defaultLow)
        builder.constrain(torn, .width, constant: 30, priority: .defaultLow)
        builder.constrain(torn, .height, constant: 10)
        let solution = LayoutEngine().solve(builder.problem)
        #expect(solution.ambiguousItems == [loose, unconstrained, torn])
        #expect(!solution.ambiguousItems.contains(fixed) && !solution.ambiguousItems.contains(resized))
        #expect(!solution.ambiguousItems.contains(guide))
        #expect(solution.frames[resized] == rect(5, 5, 50, 50))
    }

    @Test func conflictingRequiredConstraintIsBrokenAndTheRestHolds() {
        var builder = ProblemBuilder()
        builder.root()
        let view = builder.item("view", in: 0)
        let leading = builder.constrain(view, .leading, .equal, 0, .leading, constant: 10)
        let width = builder.constrain(view, .width, constant: 100)
        builder.constrain(view, .top, constant: 0)
        builder.constrain(view, .height, constant: 20)
        let trailing = builder.constrain(view, .trailing, .equal, 0, .trailing, constant: -10)
        let unrelated = builder.item("unrelated", in: 0)
        builder.pin(unrelated, in: 0, rect(1, 2, 3, 4))
        let engine = LayoutEngine()
        var solution = engine.solve(builder.problem)
        // 10 + 100 ≠ 320 − 10: the last one met is broken, naming the leading, the width and the root.
        #expect(solution.broken == [BrokenConstraint(key: trailing, conflicting: [leading, width], conflictingItems: [0])])
        #expect(solution.frames[view].isClose(to: rect(10, 0, 100, 20)))
        #expect(solution.frames[unrelated].isClose(to: rect(1, 2, 3, 4)))
        // Making the width optional resolves it.
        builder.problem.constraints[1].priority = .defaultHigh
        solution = engine.solve(builder.problem)
        #expect(solution.broken.isEmpty)
        #expect(solution.frames[view].isClose(to: rect(10, 0, 300, 20)))
        #expect(solution == LayoutEngine().solve(builder.problem))
    }

    @Test func userConstraintAgainstAnAutoresizingItemNamesTheItem() {
        var builder = ProblemBuilder()
        builder.root()
        let resized = builder.item("resized", in: 0, frame: rect(10, 10, 100, 100)) {
            $0.autoresizing = AutoresizingRule(mask: 2, referenceParentWidth: 320, referenceParentHeight: 480)
        }
        let width = builder.constrain(resized, .width, constant: 50)
        let solution = LayoutEngine().solve(builder.problem)
        #expect(solution.broken == [BrokenConstraint(key: width, conflicting: [], conflictingItems: [0, resized])])
        #expect(solution.frames[resized] == rect(10, 10, 100, 100))
    }

    @Test func degenerateInputNeverTraps() {
        var builder = ProblemBuilder()
        builder.root()
        let view = builder.item("view", in: 0)
        builder.pin(view, in: 0, rect(1, 2, 3, 4))
        let outOfRange = builder.constrain(7, .width, constant: 10)
        let negativeIndex = builder.constrain(view, .width, .equal, -3, .width)
        let notANumber = builder.constrain(view, .height, constant: .nan)
        let infiniteMultiplier = builder.constrain(view, .width, .equal, 0, .width, multiplier: .infinity)
        // A parent cycle (2 ↔ 3) and a dangling parent (4).
        let cycleA = builder.item("a", in: 3)
        let cycleB = builder.item("b", in: cycleA)
        let dangling = builder.item("dangling", in: 99, frame: rect(7, 7, 7, 7))
        let onCycle = builder.constrain(cycleA, .width, constant: 5)
        let onDangling = builder.constrain(view, .leading, .equal, dangling, .leading)
        var badPriority = builder.problem.constraints[0]
        badPriority.key = ConstraintKey(owner: 999)
        badPriority.priority.rawValue = .nan
        builder.problem.constraints.append(badPriority)
        // A duplicate item key: the second occurrence is another item.
        let twin = builder.item("twin", in: 0)
        builder.problem.items[twin].key = builder.problem.items[view].key
        builder.pin(twin, in: 0, rect(50, 60, 70, 80))
        let engine = LayoutEngine()
        let solution = engine.solve(builder.problem)
        #expect(solution.broken.map(\.key) == [outOfRange, negativeIndex, notANumber, infiniteMultiplier, onCycle, onDangling, ConstraintKey(owner: 999)])
        #expect(solution.frames[view].isClose(to: rect(1, 2, 3, 4)))
        #expect(solution.frames[twin].isClose(to: rect(50, 60, 70, 80)))
        #expect(solution.frames[cycleB] == .zero && solution.frames[dangling] == rect(7, 7, 7, 7))
        #expect(solution.frames.count == builder.problem.items.count)
        #expect(engine.solve(LayoutProblem()) == LayoutSolution(frames: [], rootFrames: [], broken: [], ambiguousItems: []))
        let noItems = LayoutProblem(items: [], constraints: [ItemConstraint(key: ConstraintKey(owner: 1), firstItem: 0, firstAttribute: .width)])
        #expect(engine.solve(noItems).broken == [BrokenConstraint(key: ConstraintKey(owner: 1), conflicting: [])])
    }

    @Test func widthsMayGoNegativeWhenConstraintsSaySo() {
        var builder = ProblemBuilder()
        builder.root(rect(0, 0, 100, 100))
        let view = builder.item("view", in: 0)
        builder.constrain(view, .leading, .equal, 0, .leading, constant: 80)
        builder.constrain(view, .trailing, .equal, 0, .trailing, constant: -40)
        builder.constrain(view, .top, constant: 0)
        builder.constrain(view, .height, constant: 0)
        #expect(LayoutEngine().solve(builder.problem).frames[view].width == -20)
    }
}
