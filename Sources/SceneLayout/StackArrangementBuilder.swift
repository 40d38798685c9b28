/// The kinds of constraint a stack arrangement makes. Each has UIKit's identifier (or, for the
/// few that are this engine's own, a `stack-` one) and its own band of key slots, so that a
/// constraint keeps its key when other parts of the arrangement change.
enum StackConstraintRole: Int, CaseIterable {
    case canvasConnection = 1
    case spacing
    case fillEqually
    case fillProportionally
    case distributingEdge
    case canvasFit
    case alignment
    case spanningBoundary
    case spanningFit
    case ambiguitySuppression
    case textWidthDisambiguation
    case hiding
    case spacingHidden
    case guidePlacement

    /// The constraint's identifier, as UIKit logs it.
    var identifier: String {
        switch self {
        case .canvasConnection: "UISV-canvas-connection"
        case .spacing: "UISV-spacing"
        case .fillEqually: "UISV-fill-equally"
        case .fillProportionally: "UISV-fill-proportionally"
        case .distributingEdge: "UISV-distributing-edge"
        case .canvasFit: "UISV-canvas-fit"
        case .alignment: "UISV-alignment"
        case .spanningBoundary: "UISV-spanning-boundary"
        case .spanningFit: "UISV-spanning-fit"
        case .ambiguitySuppression: "UISV-ambiguity-suppression"
        case .textWidthDisambiguation: "UISV-text-width-disambiguation"
        case .hiding: "UISV-hiding"
        case .spacingHidden: "UISV-spacing-hidden"
        case .guidePlacement: "stack-guide-placement"
        }
    }
}

/// A part of an item along one of the stack's two directions.
enum StackEdge {
    case start, end, center, size
}

/// The stack's own direction (`main`) or the one across it (`cross`).
enum StackDirection {
    case main, cross
}

/// Collects the constraints of one arrangement.
struct StackConstraintBuilder {
    let stack: Int
    let owner: Int
    let arrangement: StackArrangement
    private(set) var constraints: [ItemConstraint] = []

    init(stack: Int, owner: Int, arrangement: StackArrangement) {
        self.stack = stack
        self.owner = owner
        self.arrangement = arrangement
    }

    /// Whether `direction` runs horizontally.
    func isHorizontal(_ direction: StackDirection) -> Bool {
        (arrangement.axis == .horizontal) == (direction == .main)
    }

    /// The attribute of an arranged item (or a guide) for `edge` along `direction`.
    func attribute(_ edge: StackEdge, _ direction: StackDirection) -> LayoutAttribute {
        let horizontal = isHorizontal(direction)
        switch edge {
        case .start: return horizontal ? .leading : .top
        case .end: return horizontal ? .trailing : .bottom
        case .center: return horizontal ? .centerX : .centerY
        case .size: return horizontal ? .width : .height
        }
    }

    /// The attribute of the stack's canvas (its bounds or its margins) for `edge`.
    func canvasAttribute(_ edge: StackEdge, _ direction: StackDirection) -> LayoutAttribute {
        let plain = attribute(edge, direction)
        guard arrangement.isLayoutMarginsRelativeArrangement else { return plain }
        switch plain {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return plain
        }
    }

    /// The canvas's length along `direction` less the stack's size: minus the margins when the
    /// arrangement is margins-relative, else 0.
    func canvasInset(_ direction: StackDirection) -> Double {
        guard arrangement.isLayoutMarginsRelativeArrangement else { return 0 }
        let margins = arrangement.layoutMargins
        return isHorizontal(direction) ? margins.left + margins.right : margins.top + margins.bottom
    }

    /// Adds `first.firstAttribute relation second.secondAttribute × multiplier + constant`, keyed
    /// by its role, the arranged position it concerns and a part number.
    mutating func add(
        _ role: StackConstraintRole, position: Int, part: Int = 0,
        _ first: Int, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: Int? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        let slot = role.rawValue << 24 | position << 4 | part
        constraints.append(
            ItemConstraint(
                key: ConstraintKey(owner: owner, slot: slot), firstItem: first, firstAttribute: firstAttribute,
                relation: relation, secondItem: second, secondAttribute: secondAttribute, multiplier: multiplier,
                constant: constant, priority: priority, identifier: role.identifier))
    }

    /// A stack with no visible view shrinks to nothing (at a low priority) on both axes.
    mutating func addEmptyCanvasFit() {
        for (part, direction) in [StackDirection.main, .cross].enumerated() {
            add(
                .canvasFit, position: 0, part: part, stack, canvasAttribute(.end, direction), .equal,
                stack, canvasAttribute(.start, direction), priority: StackPriorities.canvasFit)
        }
    }

    /// Hidden views leave the arrangement: zero length along the axis (nearly required, as
    /// UIKit's `UISV-hiding`), parked where they would be at a low priority, zero thickness at
    /// the ambiguity-suppression priority. None of this can push a visible view.
    mutating func addHiddenParking(arranged: [StackArrangement.ArrangedItem]) {
        var previousVisible: Int?
        for (position, item) in arranged.enumerated() {
            guard item.isHidden else {
                previousVisible = item.index
                continue
            }
            add(
                .hiding, position: position, item.index, attribute(.size, .main), constant: 0,
                priority: StackPriorities.hiding)
            if let previousVisible {
                add(
                    .spacingHidden, position: position, item.index, attribute(.start, .main), .equal,
                    previousVisible, attribute(.end, .main), priority: StackPriorities.parking)
            } else {
                add(
                    .spacingHidden, position: position, item.index, attribute(.start, .main), .equal,
                    stack, canvasAttribute(.start, .main), priority: StackPriorities.parking)
            }
            add(
                .spacingHidden, position: position, part: 1, item.index, attribute(.start, .cross), .equal,
                stack, canvasAttribute(.start, .cross), priority: StackPriorities.parking)
            add(
                .ambiguitySuppression, position: position, item.index, attribute(.size, .cross), constant: 0,
                priority: StackPriorities.ambiguitySuppression)
        }
    }
}

/// The priorities of UIKit's stack constraints (the required ones aside).
public enum StackPriorities {
    /// `UISV-hiding`: a hidden arranged view's zero length along the axis (UIKit: 999.999).
    public static let hiding = LayoutPriority(999.999)
    /// `UISV-spanning-boundary` for the edge the alignment pins (leading, trailing, baselines).
    public static let spanningBoundary = LayoutPriority(999.5)
    /// `UISV-fill-proportionally` of the first arranged view; each next one is 1 lower.
    public static let fillProportionallyFirst = 999.0
    /// `UISV-text-width-disambiguation` (observed, rdar://39275811).
    public static let textWidthDisambiguation = LayoutPriority(759)
    /// `UISV-fill-equally` between the centre gaps of equalCentering, for the first gap; each next
    /// one is 1 lower.
    public static let equalCenteringFirst = 150.0
    /// `UISV-spanning-fit`: the alignment spanner hugs the views just above fitting-size level.
    public static let spanningFit = LayoutPriority(51)
    /// Hidden views parked where they would be.
    public static let parking = LayoutPriority(50)
    /// `UISV-canvas-fit`: equal-spacing stacks (and empty stacks) shrink to fit.
    public static let canvasFit = LayoutPriority(49)
    /// `UISV-ambiguity-suppression`: views not filled across the axis have a zero thickness to
    /// fall back on.
    public static let ambiguitySuppression = LayoutPriority(25)
}
