import Testing
@testable import SceneLayout

/// The constraints of stack arrangements, read as text: `first.attribute relation second.attribute
/// × multiplier + constant @priority`, items by index (1 is the stack, 2… the arranged views, the
/// guides after them).
@Suite struct StackArrangementTests {
    /// Root 0, stack 1, arranged views 2, 3, 4.
    static func problem(views: Int = 3) -> LayoutProblem {
        var items = [LayoutItem(key: 0, parent: nil, name: "root"), LayoutItem(key: 1, parent: 0, name: "stack")]
        for index in 0..<views { items.append(LayoutItem(key: 2 + index, parent: 1, name: "v\(index)")) }
        return LayoutProblem(items: items)
    }

    static func arranged(_ indices: [Int] = [2, 3, 4], hidden: Set<Int> = []) -> [StackArrangement.ArrangedItem] {
        indices.map { StackArrangement.ArrangedItem(index: $0, isHidden: hidden.contains($0)) }
    }

    static func text(_ constraint: ItemConstraint) -> String {
        let relation = switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var result = "\(constraint.firstItem).\(constraint.firstAttribute) \(relation)"
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            result += " \(second).\(attribute)"
            if constraint.multiplier != 1 { result += " * \(constraint.multiplier.layoutText)" }
            if constraint.constant != 0 { result += " + \(constraint.constant.layoutText)" }
        } else {
            result += " \(constraint.constant.layoutText)"
        }
        let priority = constraint.priority.rawValue
        if !constraint.priority.isRequired { result += " @" + (priority == priority.rounded() ? String(Int(priority)) : String(priority)) }
        return result
    }

    static func texts(_ output: StackArrangement.Output, identifier: String? = nil) -> [String] {
        output.constraints.filter { identifier == nil || $0.identifier == identifier }.map(text).sorted()
    }

    static func make(
        _ arrangement: StackArrangement, arranged: [StackArrangement.ArrangedItem] = arranged(), firstGuide: Int = 5
    ) -> StackArrangement.Output {
        arrangement.constraints(stack: 1, arranged: arranged, keyOwner: 77, firstGuideIndex: firstGuide)
    }

    @Test func fillFillHorizontal() {
        let output = Self.make(StackArrangement(spacing: 8))
        #expect(output.guides.isEmpty)
        #expect(Self.texts(output) == [
            "1.bottom == 2.bottom", "1.leading == 2.leading", "1.top == 2.top", "1.trailing == 4.trailing",
            "2.bottom == 3.bottom", "2.bottom == 4.bottom", "2.top == 3.top", "2.top == 4.top",
            "3.leading == 2.trailing + 8", "4.leading == 3.trailing + 8",
        ])
        #expect(output.constraints.allSatisfy { $0.priority.isRequired && $0.key.owner == 77 })
        #expect(Set(output.constraints.map(\.key)).count == output.constraints.count)
    }

    @Test func identifiersAreUIKits() {
        let output = Self.make(StackArrangement(spacing: 8))
        #expect(Self.texts(output, identifier: "UISV-canvas-connection") == [
            "1.bottom == 2.bottom", "1.leading == 2.leading", "1.top == 2.top", "1.trailing == 4.trailing",
        ])
        #expect(Self.texts(output, identifier: "UISV-spacing") == ["3.leading == 2.trailing + 8", "4.leading == 3.trailing + 8"])
        #expect(Self.texts(output, identifier: "UISV-alignment").count == 4)
    }

    @Test func fillEquallyVertical() {
        let output = Self.make(StackArrangement(axis: .vertical, distribution: .fillEqually, spacing: 4))
        #expect(Self.texts(output, identifier: "UISV-fill-equally") == ["3.height == 2.height", "4.height == 2.height"])
        #expect(Self.texts(output, identifier: "UISV-spacing") == ["3.top == 2.bottom + 4", "4.top == 3.bottom + 4"])
        #expect(Self.texts(output, identifier: "UISV-canvas-connection") == [
            "1.bottom == 4.bottom", "1.leading == 2.leading", "1.top == 2.top", "1.trailing == 2.trailing",
        ])
    }

    @Test func fillProportionallySharesTheLengthLessSpacing() {
        var arranged = Self.arranged()
        arranged[0].contentWidth = 10
        arranged[1].contentWidth = 30
        arranged[2].contentWidth = 60
        let output = Self.make(StackArrangement(distribution: .fillProportionally, spacing: 5), arranged: arranged)
        #expect(Self.texts(output, identifier: "UISV-fill-proportionally") == [
            "2.width == 1.width * 0.1 + -1 @999", "3.width == 1.width * 0.3 + -3 @998", "4.width == 1.width * 0.6 + -6 @997",
        ])
    }

    @Test func fillProportionallyWithMarginsAndUnknownSizes() {
        var arranged = Self.arranged([2, 3])
        arranged[0].contentHeight = 20
        let arrangement = StackArrangement(
            axis: .vertical, distribution: .fillProportionally, spacing: 10, isLayoutMarginsRelativeArrangement: true,
            layoutMargins: LayoutInsets(top: 3, left: 0, bottom: 7, right: 0))
        let output = Self.make(arrangement, arranged: arranged)
        #expect(Self.texts(output, identifier: "UISV-fill-proportionally") == [
            "2.height == 1.height + -20 @999", "3.height == 1.height * 0 @998",
        ])
        // No content size at all: equal shares.
        let equal = Self.make(arrangement, arranged: Self.arranged([2, 3]))
        #expect(Self.texts(equal, identifier: "UISV-fill-proportionally") == [
            "2.height == 1.height * 0.5 + -10 @999", "3.height == 1.height * 0.5 + -10 @998",
        ])
    }

    @Test func equalSpacingUsesGapGuides() {
        let output = Self.make(StackArrangement(distribution: .equalSpacing, spacing: 6), firstGuide: 9)
        #expect(output.guides.count == 2)
        #expect(output.guides.allSatisfy { $0.parent == 1 && $0.kind == .view && $0.name == "UISV-distributing" })
        #expect(Set(output.guides.map(\.key)).count == 2)
        #expect(Self.texts(output, identifier: "UISV-spacing") == ["3.leading >= 2.trailing + 6", "4.leading >= 3.trailing + 6"])
        #expect(Self.texts(output, identifier: "UISV-distributing-edge") == [
            "10.leading == 3.trailing", "10.trailing == 4.leading", "9.leading == 2.trailing", "9.trailing == 3.leading",
        ])
        #expect(Self.texts(output, identifier: "UISV-fill-equally") == ["10.width == 9.width"])
        #expect(Self.texts(output, identifier: "UISV-canvas-fit") == ["1.width == 0 @49"])
        #expect(Self.texts(output, identifier: "stack-guide-placement") == [
            "10.height == 0", "10.top == 1.top", "9.height == 0", "9.top == 1.top",
        ])
    }

    @Test func equalCenteringUsesCentreGuidesBelowTheSpacing() {
        let output = Self.make(StackArrangement(axis: .vertical, distribution: .equalCentering, spacing: 2), firstGuide: 5)
        #expect(Self.texts(output, identifier: "UISV-distributing-edge") == [
            "5.bottom == 3.centerY", "5.top == 2.centerY", "6.bottom == 4.centerY", "6.top == 3.centerY",
        ])
        #expect(Self.texts(output, identifier: "UISV-fill-equally") == ["6.height == 5.height @149"])
        #expect(Self.texts(output, identifier: "UISV-spacing") == ["3.top >= 2.bottom + 2", "4.top >= 3.bottom + 2"])
    }

    @Test func leadingAlignmentUsesTheSpanner() {
        let output = Self.make(StackArrangement(alignment: .top), firstGuide: 5)
        #expect(output.guides.map(\.name) == ["UISV-alignment-spanner"])
        #expect(Self.texts(output, identifier: "UISV-alignment") == ["2.top == 3.top", "2.top == 4.top"])
        #expect(Self.texts(output, identifier: "UISV-canvas-connection").filter { $0.contains("top") || $0.contains("bottom") } == [
            "1.bottom == 5.bottom", "1.top == 2.top",
        ])
        #expect(Self.texts(output, identifier: "UISV-spanning-boundary") == [
            "5.bottom >= 2.bottom", "5.bottom >= 3.bottom", "5.bottom >= 4.bottom",
            "5.top == 2.top @999.5", "5.top == 3.top @999.5", "5.top == 4.top @999.5",
        ])
        #expect(Self.texts(output, identifier: "UISV-spanning-fit") == ["5.height == 0 @51"])
        #expect(Self.texts(output, identifier: "UISV-ambiguity-suppression") == [
            "2.height == 0 @25", "3.height == 0 @25", "4.height == 0 @25",
        ])
        #expect(Self.texts(output, identifier: "stack-guide-placement") == ["5.leading == 1.leading", "5.trailing == 1.trailing"])
    }

    @Test func centerAndTrailingAlignments() {
        let center = Self.make(StackArrangement(axis: .vertical, alignment: .center), firstGuide: 5)
        #expect(Self.texts(center, identifier: "UISV-alignment") == ["2.centerX == 3.centerX", "2.centerX == 4.centerX"])
        #expect(Self.texts(center, identifier: "UISV-canvas-connection").filter { !$0.contains("top") && !$0.contains("bottom") } == [
            "1.centerX == 2.centerX", "1.leading == 5.leading", "1.trailing == 5.trailing",
        ])
        #expect(Self.texts(center, identifier: "UISV-spanning-boundary").count == 6)
        #expect(Self.texts(center, identifier: "UISV-spanning-boundary").allSatisfy { !$0.contains("@") })

        let trailing = Self.make(StackArrangement(alignment: .bottom), firstGuide: 5)
        #expect(Self.texts(trailing, identifier: "UISV-alignment") == ["2.bottom == 3.bottom", "2.bottom == 4.bottom"])
        #expect(Self.texts(trailing, identifier: "UISV-spanning-boundary") == [
            "5.bottom == 2.bottom @999.5", "5.bottom == 3.bottom @999.5", "5.bottom == 4.bottom @999.5",
            "5.top <= 2.top", "5.top <= 3.top", "5.top <= 4.top",
        ])
    }

    @Test func baselineAlignments() {
        let first = Self.make(StackArrangement(alignment: .firstBaseline), firstGuide: 5)
        #expect(Self.texts(first, identifier: "UISV-alignment") == ["2.firstBaseline == 3.firstBaseline", "2.firstBaseline == 4.firstBaseline"])
        #expect(Self.texts(first, identifier: "UISV-canvas-connection").filter { $0.contains("top") || $0.contains("bottom") } == [
            "1.bottom == 5.bottom", "1.top == 5.top",
        ])
        #expect(Self.texts(first, identifier: "UISV-spanning-boundary").filter { $0.contains("@") } == [
            "5.top == 2.top @999.5", "5.top == 3.top @999.5", "5.top == 4.top @999.5",
        ])
        let last = Self.make(StackArrangement(alignment: .lastBaseline), firstGuide: 5)
        #expect(Self.texts(last, identifier: "UISV-alignment") == ["2.lastBaseline == 3.lastBaseline", "2.lastBaseline == 4.lastBaseline"])
        // Vertical stacks align baselines as leading and trailing.
        let vertical = Self.make(StackArrangement(axis: .vertical, alignment: .lastBaseline), firstGuide: 5)
        #expect(Self.texts(vertical, identifier: "UISV-alignment") == ["2.trailing == 3.trailing", "2.trailing == 4.trailing"])
    }

    @Test func marginsRelativeCanvas() {
        let output = Self.make(StackArrangement(alignment: .center, isLayoutMarginsRelativeArrangement: true), firstGuide: 5)
        #expect(Self.texts(output, identifier: "UISV-canvas-connection") == [
            "1.bottomMargin == 5.bottom", "1.centerYWithinMargins == 2.centerY", "1.leadingMargin == 2.leading",
            "1.topMargin == 5.top", "1.trailingMargin == 4.trailing",
        ])
    }

    @Test func hiddenViewsLeaveTheArrangement() {
        let output = Self.make(StackArrangement(spacing: 8), arranged: Self.arranged(hidden: [3]))
        #expect(Self.texts(output, identifier: "UISV-spacing") == ["4.leading == 2.trailing + 8"])
        #expect(Self.texts(output, identifier: "UISV-hiding") == ["3.width == 0 @999.999"])
        #expect(Self.texts(output, identifier: "UISV-spacing-hidden") == ["3.leading == 2.trailing @50", "3.top == 1.top @50"])
        #expect(!output.constraints.contains { ($0.firstItem == 3 || $0.secondItem == 3) && $0.priority.isRequired })
        // A hidden first view is parked at the canvas's start.
        let first = Self.make(StackArrangement(), arranged: Self.arranged(hidden: [2]))
        #expect(Self.texts(first, identifier: "UISV-spacing-hidden") == ["2.leading == 1.leading @50", "2.top == 1.top @50"])
        #expect(Self.texts(first, identifier: "UISV-canvas-connection").contains("1.leading == 3.leading"))
    }

    @Test func emptyAndAllHiddenStacksShrink() {
        for arranged in [[], Self.arranged(hidden: [2, 3, 4])] {
            let output = Self.make(StackArrangement(alignment: .center), arranged: arranged)
            #expect(output.guides.isEmpty)
            #expect(Self.texts(output, identifier: "UISV-canvas-fit") == ["1.bottom == 1.top @49", "1.trailing == 1.leading @49"])
        }
    }

    @Test func customAndBaselineRelativeSpacing() {
        var arranged = Self.arranged()
        arranged[0].customSpacingAfter = 20
        let output = Self.make(StackArrangement(axis: .vertical, spacing: 8, isBaselineRelativeArrangement: true), arranged: arranged)
        #expect(Self.texts(output, identifier: "UISV-spacing") == [
            "3.firstBaseline == 2.lastBaseline + 20", "4.firstBaseline == 3.lastBaseline + 8",
        ])
        // Baseline-relative spacing is for vertical stacks only.
        let horizontal = Self.make(StackArrangement(spacing: 8, isBaselineRelativeArrangement: true))
        #expect(Self.texts(horizontal, identifier: "UISV-spacing") == ["3.leading == 2.trailing + 8", "4.leading == 3.trailing + 8"])
    }

    @Test func multiLineTextGetsAShareOfTheWidth() {
        var arranged = Self.arranged([2, 3])
        arranged[0].wrapsText = true
        let output = Self.make(StackArrangement(), arranged: arranged)
        #expect(Self.texts(output, identifier: "UISV-text-width-disambiguation") == ["2.width == 1.width * 0.5 @759"])
        #expect(Self.texts(Self.make(StackArrangement(axis: .vertical), arranged: arranged), identifier: "UISV-text-width-disambiguation").isEmpty)
    }

    @Test func keysAreUniqueAndStable() {
        for distribution in StackArrangement.Distribution.allCases {
            for alignment in StackArrangement.Alignment.allCases {
                for axis in StackArrangement.Axis.allCases {
                    let arrangement = StackArrangement(axis: axis, distribution: distribution, alignment: alignment, spacing: 3)
                    let output = Self.make(arrangement, arranged: Self.arranged(hidden: [3]))
                    #expect(Set(output.constraints.map(\.key)).count == output.constraints.count)
                    #expect(output.constraints.allSatisfy { $0.identifier != nil })
                    // Same input, same output (keys included).
                    #expect(output == Self.make(arrangement, arranged: Self.arranged(hidden: [3])))
                }
            }
        }
        // Hiding the last view keeps the keys of the constraints between the others.
        let all = Self.make(StackArrangement(spacing: 8))
        let someHidden = Self.make(StackArrangement(spacing: 8), arranged: Self.arranged(hidden: [4]))
        let spacing = all.constraints.first { Self.text($0) == "3.leading == 2.trailing + 8" }
        #expect(spacing.map { kept in someHidden.constraints.contains { $0.key == kept.key && $0 == kept } } == true)
    }

    @Test func applyAppendsGuidesAtTheEnd() {
        var problem = Self.problem()
        let arrangement = StackArrangement(distribution: .equalSpacing, alignment: .center)
        arrangement.apply(to: &problem, stack: 1, arranged: Self.arranged(), keyOwner: 5)
        #expect(problem.items.count == 8)
        #expect(problem.items[5].name == "UISV-alignment-spanner")
        #expect(problem.items[6...].allSatisfy { $0.parent == 1 })
        let referenced = problem.constraints.flatMap { [$0.firstItem] + ($0.secondItem.map { [$0] } ?? []) }
        #expect(referenced.allSatisfy { $0 < problem.items.count })
        #expect(Set(problem.items.map(\.key)).count == problem.items.count)
        // Caller-chosen guide keys.
        var custom = Self.problem()
        arrangement.apply(to: &custom, stack: 1, arranged: Self.arranged(), keyOwner: 5) { 1000 + $0 }
        #expect(custom.items[5...].map(\.key) == [1000, 1001, 1002])
    }

    @Test func arrangedItemFromTheProblem() {
        var problem = Self.problem()
        problem.items[3].intrinsicWidth = 42
        let item = StackArrangement.ArrangedItem(3, in: problem, isHidden: true)
        #expect(item.contentWidth == 42 && item.contentHeight == nil && item.isHidden)
    }

    @Test func interfaceBuilderAlignmentNames() {
        #expect(StackArrangement.Alignment(interfaceBuilderValue: "top") == .leading)
        #expect(StackArrangement.Alignment(interfaceBuilderValue: "bottom") == .trailing)
        #expect(StackArrangement.Alignment(interfaceBuilderValue: "firstBaseline") == .firstBaseline)
        #expect(StackArrangement.Alignment(interfaceBuilderValue: "middle") == nil)
        #expect(StackArrangement.Distribution(rawValue: "equalCentering") == .equalCentering)
        #expect(StackArrangement.Axis(rawValue: "vertical") == .vertical)
    }
}
