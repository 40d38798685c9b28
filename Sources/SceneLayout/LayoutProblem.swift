/// A rectangle in points (no Foundation here: `SceneRuntime` converts to and from `CGRect`).
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(x.layoutText), \(y.layoutText), \(width.layoutText), \(height.layoutText))" }
}

/// Insets for each edge of a rectangle, in points.
public struct LayoutInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A constraint's priority: 1 to 1000, where 1000 is required (UIKit's `UILayoutPriority`).
public struct LayoutPriority: Hashable, Comparable, Sendable {
    public var rawValue: Double
    /// Creates a priority; values are clamped to 1…1000.
    public init(_ rawValue: Double) { self.rawValue = min(1000, max(1, rawValue)) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An attribute of a layout item that a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
/// Leading and trailing are left and right: the engine lays out left to right.
public enum LayoutAttribute: Int, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Whether the attribute is horizontal (x positions and widths).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is an edge or an edge's margin: what attaches to a scroll view's
    /// content area rather than its frame.
    public var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
             .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The attribute's name as Swift spells the case (`leading`, `centerXWithinMargins`, …).
    public var name: String { Self.names[rawValue] }

    /// The attribute a name spells (the case name); nil for another word. A switch: the scene
    /// layouter reads one for each side of each constraint, and searching the names (or hashing
    /// them) cost 2,300 instructions a side.
    public init?(name: String) {
        switch name {
        case "left": self = .left
        case "right": self = .right
        case "top": self = .top
        case "bottom": self = .bottom
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "width": self = .width
        case "height": self = .height
        case "centerX": self = .centerX
        case "centerY": self = .centerY
        case "firstBaseline": self = .firstBaseline
        case "lastBaseline": self = .lastBaseline
        case "leftMargin": self = .leftMargin
        case "rightMargin": self = .rightMargin
        case "topMargin": self = .topMargin
        case "bottomMargin": self = .bottomMargin
        case "leadingMargin": self = .leadingMargin
        case "trailingMargin": self = .trailingMargin
        case "centerXWithinMargins": self = .centerXWithinMargins
        case "centerYWithinMargins": self = .centerYWithinMargins
        default: return nil
        }
    }

    /// The case names, by raw value.
    private static let names = allCases.map { "\($0)" }
}

/// How a constraint's two sides compare.
public enum LayoutRelation: Int, Hashable, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
}

/// A stable name for a constraint across solves, so that the engine updates only what changed.
/// `owner` is the caller's identity for the object (a constraint object, a stack view …), `slot`
/// tells apart several constraints one owner makes.
public struct ConstraintKey: Hashable, Sendable, Comparable {
    public var owner: Int
    public var slot: Int
    /// Creates a key.
    public init(owner: Int, slot: Int = 0) {
        self.owner = owner
        self.slot = slot
    }

    public static func < (lhs: ConstraintKey, rhs: ConstraintKey) -> Bool {
        (lhs.owner, lhs.slot) < (rhs.owner, rhs.slot)
    }
}

/// One constraint between items of a ``LayoutProblem``:
/// `first.firstAttribute relation second.secondAttribute × multiplier + constant`, or
/// `first.firstAttribute relation constant` when there is no second item.
public struct ItemConstraint: Hashable, Sendable {
    /// The constraint's stable name.
    public var key: ConstraintKey
    /// The index of the first item in ``LayoutProblem/items``.
    public var firstItem: Int
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// The index of the second item, or nil for a constant constraint.
    public var secondItem: Int?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// A name for logs (UIKit's `identifier`), or a description the caller chooses.
    public var identifier: String?

    /// Creates a constraint.
    public init(
        key: ConstraintKey, firstItem: Int, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
        secondItem: Int? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, identifier: String? = nil
    ) {
        self.key = key
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }
}

/// How an item that is not laid out by constraints keeps its frame: fixed, or following its
/// parent's size as UIKit's autoresizing mask says. The masks' bits are UIKit's:
/// 1 flexible left margin, 2 flexible width, 4 flexible right margin, 8 flexible top margin,
/// 16 flexible height, 32 flexible bottom margin.
public struct AutoresizingRule: Hashable, Sendable {
    /// The mask bits (UIKit's `UIView.AutoresizingMask.rawValue`).
    public var mask: Int
    /// The parent size the item's frame was set against.
    public var referenceParentWidth: Double
    public var referenceParentHeight: Double

    /// Creates a rule.
    public init(mask: Int, referenceParentWidth: Double, referenceParentHeight: Double) {
        self.mask = mask
        self.referenceParentWidth = referenceParentWidth
        self.referenceParentHeight = referenceParentHeight
    }
}

/// What kind of item: a view, or a guide whose rectangle follows its parent.
public enum LayoutItemKind: Hashable, Sendable {
    /// A view (its rectangle is unknowns the constraints set).
    case view
    /// A guide covering the parent inset by fixed insets (safe area, layout margins).
    case insetGuide(LayoutInsets)
    /// A band along the parent's top edge, `height` tall (a controller's top layout guide).
    case topBand(height: Double)
    /// A band along the parent's bottom edge, `height` tall (a controller's bottom layout guide).
    case bottomBand(height: Double)
}

/// One view or guide of a ``LayoutProblem``.
public struct LayoutItem: Hashable, Sendable {
    /// A stable name for the item across solves (the caller's identity for the view).
    public var key: Int
    /// The index of the parent item (the superview; a guide's owner), nil for the root.
    public var parent: Int?
    public var kind: LayoutItemKind
    /// The current (or designed) frame in the parent's coordinates. For the root it is where
    /// the root goes; for an item with an ``autoresizing`` rule it is the frame the rule keeps.
    public var frame: LayoutRect
    /// When set, the item is laid out from `frame` and this rule (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`); when nil, constraints place it.
    public var autoresizing: AutoresizingRule?
    /// The content size (UIKit's `intrinsicContentSize`); nil on an axis means none.
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// Content hugging and compression resistance priorities per axis.
    public var horizontalHugging: LayoutPriority
    public var verticalHugging: LayoutPriority
    public var horizontalCompressionResistance: LayoutPriority
    public var verticalCompressionResistance: LayoutPriority
    /// The layout margins the `…Margin` attributes use.
    public var layoutMargins: LayoutInsets
    /// The first baseline's distance from the top and the last baseline's from the bottom;
    /// nil means the item's top (first) and bottom (last) edges.
    public var firstBaselineFromTop: Double?
    public var lastBaselineFromBottom: Double?
    /// A name for diagnostics (the view's id, class or outlet name).
    public var name: String

    /// Creates a view item with UIKit's default priorities (hugging 250, compression 750) and
    /// margins of 8 points.
    public init(key: Int, parent: Int?, name: String, frame: LayoutRect = .zero, kind: LayoutItemKind = .view) {
        self.key = key
        self.parent = parent
        self.kind = kind
        self.frame = frame
        self.autoresizing = nil
        self.horizontalHugging = .defaultLow
        self.verticalHugging = .defaultLow
        self.horizontalCompressionResistance = .defaultHigh
        self.verticalCompressionResistance = .defaultHigh
        self.layoutMargins = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
        self.name = name
    }
}

/// A tree of items and the constraints between them: what one layout pass solves.
/// Items are listed parents before children; item 0 is the root.
public struct LayoutProblem: Hashable, Sendable {
    public var items: [LayoutItem]
    public var constraints: [ItemConstraint]

    /// Creates a problem.
    public init(items: [LayoutItem] = [], constraints: [ItemConstraint] = []) {
        self.items = items
        self.constraints = constraints
    }

    /// Whether the item at `item` lies inside the one at `ancestor` (not counting `ancestor`
    /// itself); false for indices out of range and for parent cycles.
    public func isDescendant(_ item: Int, of ancestor: Int) -> Bool {
        guard items.indices.contains(item) else { return false }
        var current = items[item].parent
        var steps = 0
        while let parent = current, items.indices.contains(parent), steps < items.count {
            if parent == ancestor { return true }
            current = items[parent].parent
            steps += 1
        }
        return false
    }
}

/// A constraint the engine could not satisfy and left out, as UIKit logs it ("Will attempt to
/// recover by breaking constraint …").
public struct BrokenConstraint: Hashable, Sendable {
    /// The constraint left out.
    public var key: ConstraintKey
    /// The required constraints it conflicted with (when the engine can tell), in key order.
    public var conflicting: [ConstraintKey]
    /// The items whose own rules took part in the conflict (the root's frame, an autoresizing
    /// item's or a guide's tie to its parent, a required content size), by index, in order.
    public var conflictingItems: [Int]

    /// Creates a report.
    public init(key: ConstraintKey, conflicting: [ConstraintKey], conflictingItems: [Int] = []) {
        self.key = key
        self.conflicting = conflicting
        self.conflictingItems = conflictingItems
    }
}

/// The outcome of a layout pass.
public struct LayoutSolution: Hashable, Sendable {
    /// Each item's frame in its parent's coordinates, by item index.
    public var frames: [LayoutRect]
    /// Each item's frame in the root's coordinates, by item index.
    public var rootFrames: [LayoutRect]
    /// Required constraints that could not hold (left out, in the order they were met).
    public var broken: [BrokenConstraint]
    /// The indices of view items whose frame the constraints do not fix (UIKit's
    /// `hasAmbiguousLayout`), in order.
    public var ambiguousItems: [Int]

    /// Creates a solution.
    public init(frames: [LayoutRect], rootFrames: [LayoutRect], broken: [BrokenConstraint], ambiguousItems: [Int]) {
        self.frames = frames
        self.rootFrames = rootFrames
        self.broken = broken
        self.ambiguousItems = ambiguousItems
    }
}

extension Double {
    /// A short text for a coordinate: no trailing `.0`, at most two decimals.
    public var layoutText: String {
        let rounded = (self * 100).rounded() / 100
        // Not finite, or too large for `Int`: the plain description (converting would trap).
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(self) }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
