extension StackConstraintBuilder {
    /// The constraints along the axis: canvas connections, spacing, and the distribution's own.
    /// `newGap(k)` appends the gap guide between visible views `k` and `k + 1` and returns its
    /// index.
    mutating func addDistribution(
        arranged: [StackArrangement.ArrangedItem], visible: [Int], newGap: (Int) -> Int
    ) {
        let first = arranged[visible[0]].index
        let last = arranged[visible[visible.count - 1]].index
        // UISV-canvas-connection: the first and last visible views touch the canvas's ends.
        add(.canvasConnection, position: visible[0], stack, canvasAttribute(.start, .main), .equal, first, attribute(.start, .main))
        add(.canvasConnection, position: visible[visible.count - 1], part: 1, stack, canvasAttribute(.end, .main), .equal, last, attribute(.end, .main))
        addSpacing(arranged: arranged, visible: visible)
        switch arrangement.distribution {
        case .fill:
            addTextWidthDisambiguation(arranged: arranged, visible: visible)
        case .fillEqually:
            for position in visible.dropFirst() {
                add(.fillEqually, position: position, arranged[position].index, attribute(.size, .main), .equal, first, attribute(.size, .main))
            }
        case .fillProportionally:
            addProportions(arranged: arranged, visible: visible)
        case .equalSpacing, .equalCentering:
            addGapGuides(arranged: arranged, visible: visible, newGap: newGap)
        }
    }

    /// The spacing after the view at arranged position `position`.
    func spacing(after position: Int, in arranged: [StackArrangement.ArrangedItem]) -> Double {
        arranged[position].customSpacingAfter ?? arrangement.spacing
    }

    /// Whether spacing runs between baselines (vertical stacks that ask for it).
    var baselineRelative: Bool { arrangement.isBaselineRelativeArrangement && arrangement.axis == .vertical }

    /// The attribute a gap starts from (the previous view's end) and ends at (the next one's start).
    var gapStartAttribute: LayoutAttribute { baselineRelative ? .lastBaseline : attribute(.end, .main) }
    var gapEndAttribute: LayoutAttribute { baselineRelative ? .firstBaseline : attribute(.start, .main) }

    /// UISV-spacing: `next.start = previous.end + spacing` (`≥` for the equal-spacing
    /// distributions, which open the gaps wider).
    mutating func addSpacing(arranged: [StackArrangement.ArrangedItem], visible: [Int]) {
        let spreads = arrangement.distribution == .equalSpacing || arrangement.distribution == .equalCentering
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(
                .spacing, position: next, arranged[next].index, gapEndAttribute, spreads ? .greaterThanOrEqual : .equal,
                arranged[previous].index, gapStartAttribute, constant: spacing(after: previous, in: arranged))
        }
    }

    /// UISV-fill-proportionally: each view's length is its share of the canvas's length less the
    /// spacing, in proportion to its content size. Not required: the first view's priority is 999,
    /// each next one's 1 lower, as UIKit does. Views without a content size get no share (length
    /// 0 at that priority); if none has one, all share equally.
    ///
    /// UIKit computes the shares of the whole length, spacing included (a known bug,
    /// rdar://34595752, that leaves the last view bigger); this follows the documented behaviour.
    mutating func addProportions(arranged: [StackArrangement.ArrangedItem], visible: [Int]) {
        let horizontal = arrangement.axis == .horizontal
        let sizes = visible.map { position -> Double in
            let item = arranged[position]
            return max(0, (horizontal ? item.contentWidth : item.contentHeight) ?? 0)
        }
        let total = sizes.reduce(0, +)
        let gaps = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + spacing(after: $1.0, in: arranged) }
        let reserved = gaps + canvasInset(.main)
        for (slot, position) in visible.enumerated() {
            let share = total > 0 ? sizes[slot] / total : 1 / Double(visible.count)
            let priority = LayoutPriority(max(1, StackPriorities.fillProportionallyFirst - Double(position)))
            add(
                .fillProportionally, position: position, arranged[position].index, attribute(.size, .main), .equal,
                stack, attribute(.size, .main), multiplier: share, constant: -share * reserved, priority: priority)
        }
    }

    /// equalSpacing and equalCentering: a hidden guide spans each gap (from one view's end to
    /// the next one's start, or from centre to centre), the guides are kept equal (required for
    /// equalSpacing; 150 down to 1 for equalCentering, so that the minimum spacing wins), and
    /// the stack shrinks to fit when nothing else sizes it.
    mutating func addGapGuides(arranged: [StackArrangement.ArrangedItem], visible: [Int], newGap: (Int) -> Int) {
        let centering = arrangement.distribution == .equalCentering
        var firstGap: Int?
        // Gap by gap, by index: `zip(…).enumerated()` had the runtime build its iterator's metadata
        // and check three `Sequence` conformances on first use, each a scan of every conformance
        // record of the process (~0.6 M instructions of `lint` of the corpus, issue 26).
        for gap in visible.indices.dropLast() {
            let previous = visible[gap], next = visible[gap + 1]
            let guide = newGap(gap)
            let startAttribute = centering ? attribute(.center, .main) : gapStartAttribute
            let endAttribute = centering ? attribute(.center, .main) : gapEndAttribute
            add(.distributingEdge, position: next, guide, attribute(.start, .main), .equal, arranged[previous].index, startAttribute)
            add(.distributingEdge, position: next, part: 1, guide, attribute(.end, .main), .equal, arranged[next].index, endAttribute)
            // The guide's other direction is pinned so that the guide is fully determined.
            add(.guidePlacement, position: next, guide, attribute(.start, .cross), .equal, stack, canvasAttribute(.start, .cross))
            add(.guidePlacement, position: next, part: 1, guide, attribute(.size, .cross), constant: 0)
            if let firstGap {
                let priority = centering
                    ? LayoutPriority(max(1, StackPriorities.equalCenteringFirst - Double(previous)))
                    : .required
                add(.fillEqually, position: next, guide, attribute(.size, .main), .equal, firstGap, attribute(.size, .main), priority: priority)
            } else {
                firstGap = guide
            }
        }
        add(
            .canvasFit, position: 0, stack, attribute(.size, .main), constant: 0, priority: StackPriorities.canvasFit)
    }

    /// UISV-text-width-disambiguation: in a horizontal fill stack UIKit gives each multi-line
    /// text view an equal share of the width at priority 759 (above the default hugging), so that
    /// wrapping text does not take the whole line. Observed behaviour (rdar://39275811).
    mutating func addTextWidthDisambiguation(arranged: [StackArrangement.ArrangedItem], visible: [Int]) {
        guard arrangement.axis == .horizontal else { return }
        for position in visible where arranged[position].wrapsText {
            add(
                .textWidthDisambiguation, position: position, arranged[position].index, .width, .equal, stack, .width,
                multiplier: 1 / Double(visible.count), priority: StackPriorities.textWidthDisambiguation)
        }
    }
}
