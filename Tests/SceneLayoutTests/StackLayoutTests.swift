import Testing
@testable import SceneLayout

/// Stack arrangements solved by the engine, against frames computed by hand.
///
/// The stack (item 1) sits at (10, 20) in a 400 × 400 root; unless said otherwise it is 300
/// long along its axis and 100 thick, with spacing 10. Its three views (items 2, 3, 4) have
/// content lengths 40, 60, 80 along the axis and thicknesses 20, 30, 10 across it; their hugging
/// along the axis is 251, 250, 252 (so the second stretches in a fill distribution); their first
/// baselines are 15, 22, 8 from the top and last baselines 5, 8, 2 from the bottom.
@Suite struct StackLayoutTests {
    static let lengths = [40.0, 60, 80]
    static let thicknesses = [20.0, 30, 10]
    static let huggings = [251.0, 250, 252]
    static let firstBaselines = [15.0, 22, 8]
    static let lastBaselines = [5.0, 8, 2]

    static func problem(
        _ arrangement: StackArrangement, length: Double? = 300, thickness: Double? = 100, hidden: Set<Int> = [],
        configure: (inout LayoutProblem) -> Void = { _ in }
    ) -> LayoutProblem {
        let horizontal = arrangement.axis == .horizontal
        var problem = LayoutProblem(items: [
            LayoutItem(key: 0, parent: nil, name: "root", frame: LayoutRect(x: 0, y: 0, width: 400, height: 400)),
            LayoutItem(key: 1, parent: 0, name: "stack"),
        ])
        problem.items[1].layoutMargins = arrangement.layoutMargins
        for index in 0..<3 {
            var view = LayoutItem(key: 2 + index, parent: 1, name: "v\(index)")
            view.intrinsicWidth = horizontal ? lengths[index] : thicknesses[index]
            view.intrinsicHeight = horizontal ? thicknesses[index] : lengths[index]
            if horizontal {
                view.horizontalHugging = LayoutPriority(huggings[index])
            } else {
                view.verticalHugging = LayoutPriority(huggings[index])
            }
            view.firstBaselineFromTop = firstBaselines[index]
            view.lastBaselineFromBottom = lastBaselines[index]
            problem.items.append(view)
        }
        var slot = 0
        func pin(_ attribute: LayoutAttribute, _ second: Int?, _ secondAttribute: LayoutAttribute?, _ constant: Double) {
            problem.constraints.append(ItemConstraint(
                key: ConstraintKey(owner: 1, slot: slot), firstItem: 1, firstAttribute: attribute,
                secondItem: second, secondAttribute: secondAttribute, constant: constant))
            slot += 1
        }
        pin(.leading, 0, .leading, 10)
        pin(.top, 0, .top, 20)
        if let length { pin(horizontal ? .width : .height, nil, nil, length) }
        if let thickness { pin(horizontal ? .height : .width, nil, nil, thickness) }
        configure(&problem)
        let arranged = (2...4).map { StackArrangement.ArrangedItem($0, in: problem, isHidden: hidden.contains($0)) }
        arrangement.apply(to: &problem, stack: 1, arranged: arranged, keyOwner: 9)
        return problem
    }

    /// (start, length) of each view along the axis, by distribution, in a 300-long stack.
    static func mainExpectation(_ distribution: StackArrangement.Distribution) -> [(Double, Double)] {
        switch distribution {
        case .fill: return [(0, 40), (50, 160), (220, 80)]
        case .fillEqually:
            let length = 280.0 / 3
            return [(0, length), (length + 10, length), (2 * length + 20, length)]
        case .fillProportionally:
            let lengths = [40.0, 60, 80].map { 280 * $0 / 180 }
            return [(0, lengths[0]), (lengths[0] + 10, lengths[1]), (lengths[0] + lengths[1] + 20, lengths[2])]
        case .equalSpacing: return [(0, 40), (100, 60), (220, 80)]
        case .equalCentering: return [(0, 40), (110, 60), (220, 80)]
        }
    }

    /// (start, thickness) of each view across the axis, by alignment, in a 100-thick stack.
    static func crossExpectation(_ alignment: StackArrangement.Alignment) -> [(Double, Double)] {
        switch alignment {
        case .fill: return [(0, 100), (0, 100), (0, 100)]
        case .leading: return [(0, 20), (0, 30), (0, 10)]
        case .center: return [(40, 20), (35, 30), (45, 10)]
        case .trailing: return [(80, 20), (70, 30), (90, 10)]
        // The tallest ascender (22) touches the top; the others' tops follow their baselines.
        case .firstBaseline: return [(7, 20), (0, 30), (14, 10)]
        // The deepest descender (8) touches the bottom.
        case .lastBaseline: return [(77, 20), (70, 30), (84, 10)]
        }
    }

    static func frame(main: (Double, Double), cross: (Double, Double), horizontal: Bool) -> LayoutRect {
        horizontal
            ? LayoutRect(x: main.0, y: cross.0, width: main.1, height: cross.1)
            : LayoutRect(x: cross.0, y: main.0, width: cross.1, height: main.1)
    }

    static func close(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    static func expectFrames(_ solution: LayoutSolution, _ expected: [LayoutRect], _ comment: String) {
        for (offset, rect) in expected.enumerated() {
            #expect(close(solution.frames[2 + offset], rect), "\(comment): view \(offset) at \(solution.frames[2 + offset]), expected \(rect)")
        }
        #expect(solution.broken.isEmpty, "\(comment): broke \(solution.broken)")
        #expect(solution.ambiguousItems.isEmpty, "\(comment): ambiguous \(solution.ambiguousItems)")
    }

    @Test(arguments: StackArrangement.Axis.allCases)
    func everyDistributionAndAlignment(axis: StackArrangement.Axis) {
        for distribution in StackArrangement.Distribution.allCases {
            for alignment in StackArrangement.Alignment.allCases {
                let arrangement = StackArrangement(axis: axis, distribution: distribution, alignment: alignment, spacing: 10)
                let horizontal = axis == .horizontal
                let solution = LayoutEngine().solve(Self.problem(arrangement, length: 300, thickness: 100))
                let crossAlignment = horizontal ? alignment : arrangement.effectiveAlignment
                let expected = zip(Self.mainExpectation(distribution), Self.crossExpectation(crossAlignment)).map {
                    Self.frame(main: $0, cross: $1, horizontal: horizontal)
                }
                let stack = horizontal
                    ? LayoutRect(x: 10, y: 20, width: 300, height: 100) : LayoutRect(x: 10, y: 20, width: 100, height: 300)
                #expect(Self.close(solution.frames[1], stack))
                Self.expectFrames(solution, expected, "\(axis) \(distribution) \(alignment)")
            }
        }
    }

    @Test func contentSizedStacks() {
        // Fill: the stack is as long as the views and spacing, as thick as the thickest view.
        let center = LayoutEngine().solve(Self.problem(StackArrangement(alignment: .center, spacing: 10), length: nil, thickness: nil))
        #expect(Self.close(center.frames[1], LayoutRect(x: 10, y: 20, width: 200, height: 30)))
        Self.expectFrames(center, [
            LayoutRect(x: 0, y: 5, width: 40, height: 20), LayoutRect(x: 50, y: 0, width: 60, height: 30),
            LayoutRect(x: 120, y: 10, width: 80, height: 10),
        ], "content-sized center")
        // Fill alignment: compression resistance (750) beats hugging (250), so the thickest wins.
        let fill = LayoutEngine().solve(Self.problem(StackArrangement(spacing: 10), length: nil, thickness: nil))
        #expect(Self.close(fill.frames[1], LayoutRect(x: 10, y: 20, width: 200, height: 30)))
        // equalSpacing shrinks to the minimum spacing.
        let spaced = LayoutEngine().solve(Self.problem(StackArrangement(distribution: .equalSpacing, spacing: 10), length: nil, thickness: nil))
        #expect(Self.close(spaced.frames[1], LayoutRect(x: 10, y: 20, width: 200, height: 30)))
        #expect(spaced.ambiguousItems.isEmpty && spaced.broken.isEmpty)
        // fillEqually stretches every view to the longest content.
        let equal = LayoutEngine().solve(Self.problem(StackArrangement(distribution: .fillEqually, spacing: 10), length: nil, thickness: nil))
        #expect(Self.close(equal.frames[1], LayoutRect(x: 10, y: 20, width: 260, height: 30)))
        #expect(Self.close(equal.frames[3], LayoutRect(x: 90, y: 0, width: 80, height: 30)))
    }

    @Test func compressionResistanceDecidesWhoShrinks() {
        let problem = Self.problem(StackArrangement(alignment: .top, spacing: 10), length: 150) { problem in
            problem.items[4].horizontalCompressionResistance = LayoutPriority(749)
        }
        Self.expectFrames(LayoutEngine().solve(problem), [
            LayoutRect(x: 0, y: 0, width: 40, height: 20), LayoutRect(x: 50, y: 0, width: 60, height: 30),
            LayoutRect(x: 120, y: 0, width: 30, height: 10),
        ], "compressed")
    }

    @Test func hiddenViewsCollapse() {
        let solution = LayoutEngine().solve(Self.problem(StackArrangement(spacing: 10), hidden: [3]))
        // The first view (hugging 251) stretches rather than the last (252); the hidden one is
        // parked, zero wide, after the first.
        #expect(Self.close(solution.frames[2], LayoutRect(x: 0, y: 0, width: 210, height: 100)))
        #expect(Self.close(solution.frames[4], LayoutRect(x: 220, y: 0, width: 80, height: 100)))
        #expect(Self.close(solution.frames[3], LayoutRect(x: 210, y: 0, width: 0, height: 30)))
        #expect(solution.broken.isEmpty && solution.ambiguousItems.isEmpty)
    }

    @Test func marginsRelativeArrangement() {
        let margins = LayoutInsets(top: 5, left: 7, bottom: 5, right: 7)
        let arrangement = StackArrangement(
            distribution: .fillProportionally, spacing: 10, isLayoutMarginsRelativeArrangement: true, layoutMargins: margins)
        let lengths = [40.0, 60, 80].map { 266 * $0 / 180 }
        Self.expectFrames(LayoutEngine().solve(Self.problem(arrangement)), [
            LayoutRect(x: 7, y: 5, width: lengths[0], height: 90),
            LayoutRect(x: 17 + lengths[0], y: 5, width: lengths[1], height: 90),
            LayoutRect(x: 27 + lengths[0] + lengths[1], y: 5, width: lengths[2], height: 90),
        ], "margins")
    }

    @Test func emptyStackShrinksToNothing() {
        var problem = LayoutProblem(items: [
            LayoutItem(key: 0, parent: nil, name: "root", frame: LayoutRect(x: 0, y: 0, width: 400, height: 400)),
            LayoutItem(key: 1, parent: 0, name: "stack"),
        ])
        problem.constraints = [
            ItemConstraint(key: ConstraintKey(owner: 1, slot: 0), firstItem: 1, firstAttribute: .leading, secondItem: 0, secondAttribute: .leading, constant: 10),
            ItemConstraint(key: ConstraintKey(owner: 1, slot: 1), firstItem: 1, firstAttribute: .top, secondItem: 0, secondAttribute: .top, constant: 20),
        ]
        StackArrangement(axis: .vertical, alignment: .center).apply(to: &problem, stack: 1, arranged: [], keyOwner: 9)
        let solution = LayoutEngine().solve(problem)
        #expect(Self.close(solution.frames[1], LayoutRect(x: 10, y: 20, width: 0, height: 0)))
        #expect(solution.ambiguousItems.isEmpty && solution.broken.isEmpty)
    }

    /// UIKit's observed `UISV-text-width-disambiguation` (rdar://39275811): a wrapping label and
    /// a switch in a horizontal fill stack each get half the width, the switch's hugging (750)
    /// losing to the constraint's 759.
    @Test func wrappingTextTakesAnEqualShare() {
        var problem = Self.problem(StackArrangement(spacing: 8), length: 300, thickness: nil)
        problem = LayoutProblem(items: Array(problem.items.prefix(4)), constraints: Array(problem.constraints.prefix(3)))
        problem.items[2].intrinsicWidth = 500
        problem.items[2].horizontalCompressionResistance = LayoutPriority(749)
        problem.items[3].intrinsicWidth = 51
        problem.items[3].intrinsicHeight = 31
        problem.items[3].horizontalHugging = .defaultHigh
        let arranged = [
            StackArrangement.ArrangedItem(index: 2, wrapsText: true), StackArrangement.ArrangedItem(index: 3),
        ]
        StackArrangement(alignment: .top, spacing: 8).apply(to: &problem, stack: 1, arranged: arranged, keyOwner: 9)
        let solution = LayoutEngine().solve(problem)
        #expect(abs(solution.frames[2].width - 150) < 0.01)
        #expect(abs(solution.frames[3].width - 142) < 0.01)
    }

    @Test func resolvingAfterAChangeMatchesAFreshEngine() {
        let engine = LayoutEngine()
        for distribution in StackArrangement.Distribution.allCases {
            for hidden in [Set<Int>(), [3], [2, 4]] {
                let problem = Self.problem(StackArrangement(distribution: distribution, alignment: .center, spacing: 10), hidden: hidden)
                let reused = engine.solve(problem)
                let fresh = LayoutEngine().solve(problem)
                #expect(zip(reused.frames, fresh.frames).allSatisfy { Self.close($0, $1) }, "\(distribution) \(hidden)")
                #expect(reused.broken.isEmpty && reused.ambiguousItems.isEmpty, "\(distribution) \(hidden)")
            }
        }
    }
}
