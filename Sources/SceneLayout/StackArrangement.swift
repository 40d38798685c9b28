/// UIKit's `UIStackView` arrangement expressed as constraints, as UIKit itself does it.
///
/// A stack view does not place its arranged views; it adds constraints (UIKit names them
/// `UISV-…`) and lets the engine solve them together with everything else. This type makes the
/// same constraints for a stack item of a ``LayoutProblem``:
///
/// - along the axis, the *distribution*: the first and last visible views pinned to the canvas,
///   neighbours `spacing` apart (`≥ spacing` for the equal-spacing distributions), equal sizes
///   (fillEqually), sizes proportional to the content sizes (fillProportionally), equal gaps or
///   equal centre distances kept by hidden gap guides (equalSpacing, equalCentering);
/// - across the axis, the *alignment*: fill pins both edges of every view; the others align the
///   views with one another and keep them inside an "alignment spanner" guide whose hugging makes
///   the stack as thick as its thickest view.
///
/// The canvas is the stack's bounds, or its layout margins when
/// ``isLayoutMarginsRelativeArrangement`` is set. Hidden arranged views leave the arrangement:
/// they are parked at zero length where they would be, with non-required constraints only.
///
/// Use ``constraints(stack:arranged:keyOwner:firstGuideIndex:guideKey:)`` to get the constraints
/// and the guide items to append, or ``apply(to:stack:arranged:keyOwner:guideKey:)`` to add them
/// to a problem directly. See `docs/Layout.md` for every rule and priority.
public struct StackArrangement: Hashable, Sendable {
    /// The direction the views follow one another (UIKit's `axis`).
    public enum Axis: String, CaseIterable, Hashable, Sendable {
        case horizontal, vertical
    }

    /// How the views share the length along the axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        /// The views keep their own sizes; hugging and compression resistance decide who
        /// stretches or shrinks so that together they fill the canvas.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths proportional to the views' content sizes along the axis.
        case fillProportionally
        /// Views keep their sizes; the gaps between them are equal and at least `spacing`.
        case equalSpacing
        /// Views keep their sizes; their centres are equally far apart, gaps at least `spacing`.
        case equalCentering
    }

    /// Where the views sit across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        /// Every view spans the canvas across the axis.
        case fill
        /// Views flush with the leading (vertical stack) or top (horizontal stack) edge.
        case leading
        /// Views' first baselines aligned (horizontal stacks; vertical stacks treat it as leading).
        case firstBaseline
        /// Views centred across the axis.
        case center
        /// Views flush with the trailing (vertical stack) or bottom (horizontal stack) edge.
        case trailing
        /// Views' last baselines aligned (horizontal stacks; vertical stacks treat it as trailing).
        case lastBaseline

        /// UIKit's `.top`, the same value as `.leading`.
        public static let top = Alignment.leading
        /// UIKit's `.bottom`, the same value as `.trailing`.
        public static let bottom = Alignment.trailing

        /// The alignment an Interface Builder `alignment="…"` attribute names (`top`, `bottom`,
        /// `leading`, `center`, …); nil for an unknown value. A missing attribute means `.fill`.
        public init?(interfaceBuilderValue value: String) {
            switch value {
            case "top": self = .leading
            case "bottom": self = .trailing
            default: self.init(rawValue: value)
            }
        }
    }

    /// One arranged view.
    public struct ArrangedItem: Hashable, Sendable {
        /// The view's index in the problem's items.
        public var index: Int
        /// Whether the view is hidden (it then leaves the arrangement).
        public var isHidden: Bool
        /// The view's content size (UIKit's intrinsic content size), when known: fillProportionally
        /// shares the length along the axis in proportion to it. Other distributions ignore it.
        public var contentWidth: Double?
        public var contentHeight: Double?
        /// A spacing after this view instead of the stack's (UIKit's `setCustomSpacing(_:after:)`).
        public var customSpacingAfter: Double?
        /// Whether the view is multi-line text (a label with `numberOfLines` ≠ 1), which UIKit
        /// gives a `UISV-text-width-disambiguation` constraint in horizontal fill stacks.
        public var wrapsText: Bool

        /// Creates an arranged view.
        public init(
            index: Int, isHidden: Bool = false, contentWidth: Double? = nil, contentHeight: Double? = nil,
            customSpacingAfter: Double? = nil, wrapsText: Bool = false
        ) {
            self.index = index
            self.isHidden = isHidden
            self.contentWidth = contentWidth
            self.contentHeight = contentHeight
            self.customSpacingAfter = customSpacingAfter
            self.wrapsText = wrapsText
        }

        /// The arranged view at `index` of `problem`, with its content size from the item's
        /// intrinsic size.
        public init(_ index: Int, in problem: LayoutProblem, isHidden: Bool = false, wrapsText: Bool = false) {
            let item = problem.items[index]
            self.init(
                index: index, isHidden: isHidden, contentWidth: item.intrinsicWidth,
                contentHeight: item.intrinsicHeight, wrapsText: wrapsText)
        }
    }

    /// What an arrangement adds to a problem.
    public struct Output: Hashable, Sendable {
        /// The constraints to add.
        public var constraints: [ItemConstraint]
        /// Guides to append to the problem's items, in order, the first at the `firstGuideIndex`
        /// given (children of the stack: the alignment spanner, then the gap guides).
        public var guides: [LayoutItem]
    }

    /// The direction the views follow one another.
    public var axis: Axis
    /// How the views share the length along the axis.
    public var distribution: Distribution
    /// Where the views sit across the axis.
    public var alignment: Alignment
    /// The gap between neighbours (a minimum for equalSpacing and equalCentering).
    public var spacing: Double
    /// Vertical stacks only: spacing runs from one view's last baseline to the next one's first.
    public var isBaselineRelativeArrangement: Bool
    /// Whether the canvas is the stack's layout margins rather than its bounds.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// The stack's layout margins (fillProportionally subtracts them from the length it shares
    /// when the arrangement is margins-relative); they should be the stack item's.
    public var layoutMargins: LayoutInsets

    /// Creates an arrangement; the defaults are UIKit's.
    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false, layoutMargins: LayoutInsets = .zero
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.layoutMargins = layoutMargins
    }

    /// The key a guide gets when the caller gives none: negative, so that it cannot meet the
    /// caller's own (non-negative) item keys; `slot` 0 is the alignment spanner, 1… the gap guides.
    public static func defaultGuideKey(keyOwner: Int, slot: Int) -> Int {
        -1 - (keyOwner &* 4096 &+ slot)
    }

    /// The constraints (and guides) that arrange `arranged` inside the stack at index `stack`.
    ///
    /// - Parameters:
    ///   - stack: The stack's index in the problem's items.
    ///   - arranged: The arranged views, in order (hidden ones included).
    ///   - keyOwner: The `owner` of every ``ConstraintKey`` made; slots are stable across calls
    ///     for the same arrangement, so the engine only updates what changed.
    ///   - firstGuideIndex: The index the first returned guide will have once appended (usually
    ///     the problem's item count).
    ///   - guideKey: The stable item key of the guide in a slot (0 the alignment spanner, 1… the
    ///     gap guides).
    public func constraints(
        stack: Int, arranged: [ArrangedItem], keyOwner: Int, firstGuideIndex: Int,
        guideKey: (_ slot: Int) -> Int
    ) -> Output {
        var builder = StackConstraintBuilder(stack: stack, owner: keyOwner, arrangement: self)
        var guides: [LayoutItem] = []
        func newGuide(slot: Int, name: String) -> Int {
            var guide = LayoutItem(key: guideKey(slot), parent: stack, name: name)
            guide.layoutMargins = .zero
            guides.append(guide)
            return firstGuideIndex + guides.count - 1
        }
        let visible = arranged.enumerated().filter { !$0.element.isHidden }.map(\.offset)
        if visible.isEmpty {
            builder.addEmptyCanvasFit()
        } else {
            let spanner = usesSpanner ? newGuide(slot: 0, name: "UISV-alignment-spanner") : nil
            builder.addDistribution(arranged: arranged, visible: visible) { gap in
                newGuide(slot: gap + 1, name: "UISV-distributing")
            }
            builder.addAlignment(arranged: arranged, visible: visible, spanner: spanner)
        }
        builder.addHiddenParking(arranged: arranged)
        return Output(constraints: builder.constraints, guides: guides)
    }

    /// ``constraints(stack:arranged:keyOwner:firstGuideIndex:guideKey:)`` with the default
    /// guide keys (``defaultGuideKey(keyOwner:slot:)``).
    public func constraints(stack: Int, arranged: [ArrangedItem], keyOwner: Int, firstGuideIndex: Int) -> Output {
        constraints(stack: stack, arranged: arranged, keyOwner: keyOwner, firstGuideIndex: firstGuideIndex) {
            Self.defaultGuideKey(keyOwner: keyOwner, slot: $0)
        }
    }

    /// Appends the arrangement's guides to `problem.items` and its constraints to
    /// `problem.constraints`. The stack item's own layout margins stand for ``layoutMargins``.
    public func apply(
        to problem: inout LayoutProblem, stack: Int, arranged: [ArrangedItem], keyOwner: Int,
        guideKey: ((_ slot: Int) -> Int)? = nil
    ) {
        var arrangement = self
        if problem.items.indices.contains(stack) { arrangement.layoutMargins = problem.items[stack].layoutMargins }
        let output = arrangement.constraints(
            stack: stack, arranged: arranged, keyOwner: keyOwner, firstGuideIndex: problem.items.count,
            guideKey: guideKey ?? { Self.defaultGuideKey(keyOwner: keyOwner, slot: $0) })
        problem.items += output.guides
        problem.constraints += output.constraints
    }

    /// The alignment in effect: baseline alignments mean leading and trailing in vertical stacks.
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// Whether the alignment needs the spanner guide (every alignment but fill).
    var usesSpanner: Bool { effectiveAlignment != .fill }
}
