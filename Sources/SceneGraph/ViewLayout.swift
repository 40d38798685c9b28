/// An attribute of a view or layout guide that a constraint relates (UIKit's
/// `NSLayoutConstraint.Attribute`); the raw values are the storyboard and scene-format spellings.
public enum LayoutAttributeName: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Reads a storyboard spelling: `baseline` is the last baseline.
    public init?(storyboardName: String) {
        if storyboardName == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: storyboardName)
    }
}

/// How a constraint's two sides compare.
public enum LayoutRelationName: String, CaseIterable, Hashable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// One layout constraint: `first.attribute relation second.attribute × multiplier + constant`.
public struct LayoutConstraintNode: Hashable, Sendable {
    /// The constraint's id (what outlets name), when it has one.
    public var id: String?
    /// The first item's id; nil means the view that holds the constraint.
    public var firstItem: String?
    /// The first item's attribute.
    public var firstAttribute: LayoutAttributeName
    /// How the two sides compare.
    public var relation: LayoutRelationName
    /// The second item's id; nil with a nil `secondAttribute` means a constant (width = 44);
    /// nil with an attribute means the view that holds the constraint.
    public var secondItem: String?
    /// The second item's attribute; nil for a constant constraint.
    public var secondAttribute: LayoutAttributeName?
    /// The factor applied to the second attribute.
    public var multiplier: Double
    /// The offset added to the second side.
    public var constant: Double
    /// The priority, 1 to 1000 (required).
    public var priority: Double
    /// The identifier shown in unsatisfiable-constraint logs.
    public var identifier: String?
    /// Whether the constraint is installed (active) when no variation says otherwise.
    public var isActive: Bool
    /// Values that differ under some size classes (`constant`, `multiplier`, `priority`, `active`).
    public var variations: [TraitVariation]
    /// The element's source positions.
    public var source: SourceRange

    /// Creates a required equality with multiplier 1 and constant 0.
    public init(id: String?, firstItem: String?, firstAttribute: LayoutAttributeName, source: SourceRange) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = .equal
        self.secondItem = nil
        self.secondAttribute = nil
        self.multiplier = 1
        self.constant = 0
        self.priority = 1000
        self.identifier = nil
        self.isActive = true
        self.variations = []
        self.source = source
    }
}

/// A rectangle in points, in the superview's coordinates.
public struct LayoutFrame: Hashable, Sendable {
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
}

/// Insets for each edge, in points.
public struct LayoutEdgeInsets: Hashable, Sendable {
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
}

/// A layout guide a view owns, which constraints name by id.
public struct LayoutGuideNode: Hashable, Sendable {
    /// What the guide follows.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The view's safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// The view's layout margins (`layoutMarginsGuide`).
        case layoutMargins
        /// A controller's top layout guide (before safe areas): from the top to below the top bars.
        case topLayoutGuide
        /// A controller's bottom layout guide (before safe areas): from above the bottom bars down.
        case bottomLayoutGuide
    }

    /// The guide's id.
    public var id: String
    /// What the guide follows.
    public var kind: Kind
    /// The element's source positions.
    public var source: SourceRange

    /// Creates a guide.
    public init(id: String, kind: Kind, source: SourceRange) {
        self.id = id
        self.kind = kind
        self.source = source
    }
}

/// The edges and dimensions of a view that autoresizing lets follow its superview (UIKit's
/// `UIView.AutoresizingMask`), as storyboards and scene files spell them.
public struct AutoresizingFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingFlags(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingFlags(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingFlags(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingFlags(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingFlags(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingFlags(rawValue: 1 << 5)

    /// The flags with their storyboard attribute names, in UIKit's bit order.
    public static let named: [(name: String, flag: AutoresizingFlags)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
}

/// Everything a view declares about where it goes: its designed frame, its constraints (held by
/// this view, as storyboards keep them in a common ancestor), its guides and its content priorities.
public struct ViewLayout: Hashable, Sendable {
    /// The frame the designer placed the view at (storyboards: what Xcode computed), in the
    /// superview's coordinates; nil when not given.
    public var frame: LayoutFrame?
    /// How the view follows its superview's size when laid out without constraints.
    public var autoresizingMask: AutoresizingFlags?
    /// Whether the view's frame and autoresizing mask become constraints; nil means not said
    /// (storyboards: false for views that constraints name, true for the others).
    public var translatesAutoresizingMask: Bool?
    /// Whether the designer fixed the frame with no constraints deciding it (storyboards'
    /// `fixedFrame="YES"`: Interface Builder adds constraints keeping the frame when it builds).
    public var hasFixedFrame = false
    /// The constraints this view holds, in document order.
    public var constraints: [LayoutConstraintNode]
    /// The layout guides this view owns.
    public var guides: [LayoutGuideNode]
    /// How strongly the view resists growing beyond its content size (default 250).
    public var horizontalHugging: Double?
    /// How strongly the view resists growing beyond its content size (default 250).
    public var verticalHugging: Double?
    /// How strongly the view resists shrinking below its content size (default 750).
    public var horizontalCompressionResistance: Double?
    /// How strongly the view resists shrinking below its content size (default 750).
    public var verticalCompressionResistance: Double?
    /// Explicit layout margins, when not the system's.
    public var layoutMargins: LayoutEdgeInsets?
    /// Whether the view's margins grow to its superview's (UIKit's `preservesSuperviewLayoutMargins`).
    public var preservesSuperviewLayoutMargins: Bool?
    /// Whether the margins are measured from the safe area (UIKit's default, true).
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// A placeholder content size the designer gave (Interface Builder's "intrinsic size: placeholder").
    public var placeholderIntrinsicSize: (width: Double?, height: Double?)? {
        get { placeholderWidth == nil && placeholderHeight == nil ? nil : (placeholderWidth, placeholderHeight) }
        set { placeholderWidth = newValue?.width; placeholderHeight = newValue?.height }
    }
    private var placeholderWidth: Double?
    private var placeholderHeight: Double?

    /// Nothing declared. Inlinable: reading a view's absent layout makes one
    /// (``OutOfLineLayout``), and inlined its fields are known to be empty where they are read.
    @inlinable public init() {
        constraints = []
        guides = []
    }

    /// Whether the view declares nothing about its layout: every field at its default.
    ///
    /// Field by field, not `self == ViewLayout()`: making a default layout and comparing the two
    /// cost ~200 instructions, and a view's layout is tested at every assignment
    /// (``OutOfLineLayout``, issue 26). `ViewLayoutEmptinessTests` fails when a field is added
    /// without a test here.
    public var isEmpty: Bool {
        frame == nil && autoresizingMask == nil && translatesAutoresizingMask == nil && !hasFixedFrame
            && constraints.isEmpty && guides.isEmpty
            && horizontalHugging == nil && verticalHugging == nil
            && horizontalCompressionResistance == nil && verticalCompressionResistance == nil
            && layoutMargins == nil && preservesSuperviewLayoutMargins == nil && insetsLayoutMarginsFromSafeArea == nil
            && placeholderWidth == nil && placeholderHeight == nil
    }
}

/// The screen a storyboard or scene file was designed on (a storyboard's `<device>`).
public struct DesignedDevice: Hashable, Sendable {
    /// Interface Builder's device id (`retina4_7`, `retina6_1`, `ipad9_7`, …); in scene files also
    /// a device preset's name (`iphone-8`), kept as written.
    public var id: String
    /// Whether the design is in landscape.
    public var isLandscape: Bool

    /// Creates a designed device.
    public init(id: String, isLandscape: Bool) {
        self.id = id
        self.isLandscape = isLandscape
    }
}

/// The bars a scene was designed under (storyboards' simulated metrics), which set its safe area.
public struct SimulatedBars: Hashable, Sendable {
    /// Whether a status bar is shown (nil: inferred).
    public var statusBar: Bool?
    /// The top bar: `navigationBar`, `none` or nil (inferred from the container).
    public var topBar: String?
    /// The bottom bar: `tabBar`, `toolbar`, `none` or nil (inferred from the container).
    public var bottomBar: String?
    /// Whether the top bar is opaque (`translucent="NO"`), which moves the root view below it.
    public var opaqueTopBar: Bool
    /// Whether the bottom bar is opaque.
    public var opaqueBottomBar: Bool
    /// The screen this scene itself says it was designed on, overriding the document's
    /// ``SceneDocument/designedDevice`` (older storyboards' per-scene simulated screen and
    /// orientation; a scene file's per-scene `device`); nil: the document's.
    public var device: DesignedDevice?

    /// Nothing simulated: everything inferred.
    public init() {
        opaqueTopBar = false
        opaqueBottomBar = false
    }
}

// MARK: - Conveniences for readers, writers and consumers

extension LayoutConstraintNode {
    /// The attributes a size-class variation of a constraint may override, as ``TraitVariation``
    /// keys: numbers for `constant`, `multiplier` (always a decimal, never `a:b`) and `priority`,
    /// `true`/`false` for `active` (whether the constraint is installed under those size classes).
    public static let overridableAttributes = ["constant", "multiplier", "priority", "active"]

    /// Reads a multiplier: a decimal number (`0.5`) or a ratio (`1:3`, as storyboards write aspect
    /// ratios); nil when the text is neither or the result is not finite.
    public static func multiplier(parsing text: String) -> Double? {
        if let colon = text.firstIndex(of: ":") {
            guard let numerator = Double(text[..<colon]), let denominator = Double(text[text.index(after: colon)...]),
                  denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
}

extension AutoresizingFlags {
    /// The flags with UIKit's names (`flexibleLeftMargin`, …, `flexibleBottomMargin`), in UIKit's
    /// bit order: how scene files and the JSON dump spell them.
    public static let uikitNames: [(name: String, flag: AutoresizingFlags)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The UIKit names of the flags set, in bit order (empty for no flags).
    public var uikitNames: [String] { Self.uikitNames.filter { contains($0.flag) }.map(\.name) }
}

extension ViewLayout {
    /// The first guide of a kind the view owns.
    public func guide(ofKind kind: LayoutGuideNode.Kind) -> LayoutGuideNode? {
        guides.first { $0.kind == kind }
    }
}

extension SimulatedBars {
    /// Whether nothing is simulated (everything inferred).
    public var isEmpty: Bool { self == SimulatedBars() }
}

extension Scene {
    /// Calls `body` with every layout of the scene and the id of what holds it: each view's
    /// (in ``forEachView(_:)``'s order), then after each view's own, its cells' (the cell's own
    /// ``CellPrototype/layout``, then its content view's ``CellPrototype/contentLayout``, whose
    /// holder id is ``CellPrototype/contentViewID``).
    public func forEachLayout(_ body: (_ holderID: String?, _ layout: ViewLayout) -> Void) {
        forEachView { view in
            body(view.id, view.layout)
            for index in view.cells.indices {
                body(view.cells[index].id, view.cells[index].layout)
                body(view.cells[index].contentViewID, view.cells[index].contentLayout)
            }
        }
    }

    /// The constraint with an id (what an outlet to a constraint names) and the id of the view,
    /// cell or content view that holds it; nil when no layout of the scene has it.
    ///
    /// Outlets to constraints name the constraint's id; so that the resolver and the name gate
    /// treat that id as an object of the scene, both readers also keep a ``SceneObject`` with
    /// element `constraint` and that id in ``otherObjects`` for each constraint an outlet names.
    public func constraint(withID id: String) -> (constraint: LayoutConstraintNode, holderID: String?)? {
        var found: (LayoutConstraintNode, String?)?
        forEachLayout { holder, layout in
            guard found == nil, let constraint = layout.constraints.first(where: { $0.id == id }) else { return }
            found = (constraint, holder)
        }
        return found
    }
}

extension Scene {
    /// The ids that the scene's constraints name as their items (a constraint without a first
    /// item names the view that holds it).
    public var constraintItemIDs: Set<String> {
        var ids: Set<String> = []
        func collect(_ layout: ViewLayout, holder: String?) {
            for constraint in layout.constraints {
                if let first = constraint.firstItem ?? holder { ids.insert(first) }
                if constraint.secondAttribute != nil, let second = constraint.secondItem ?? holder { ids.insert(second) }
            }
        }
        forEachView { view in
            collect(view.layout, holder: view.id)
            for cell in view.cells {
                collect(cell.contentLayout, holder: cell.contentViewID)
                collect(cell.layout, holder: cell.id)
            }
        }
        return ids
    }
}

extension Scene {
    /// The ids of the scene's constraints (of views, cells and cell content views): what outlets
    /// to `LayoutConstraint`s name.
    public var constraintIDs: Set<String> {
        var ids: Set<String> = []
        forEachView { view in
            ids.formUnion(view.layout.constraints.lazy.compactMap(\.id))
            for cell in view.cells {
                ids.formUnion(cell.contentLayout.constraints.lazy.compactMap(\.id))
                ids.formUnion(cell.layout.constraints.lazy.compactMap(\.id))
            }
        }
        return ids
    }
}

extension ViewNode {
    /// Whether the view is placed by its frame and autoresizing mask rather than by constraints:
    /// as the file says; a fixed frame (storyboards' `fixedFrame`) keeps its frame; otherwise
    /// (older storyboards) when no constraint names it. `constrainedIDs` is the scene's
    /// ``Scene/constraintItemIDs``.
    public func translatesAutoresizingMask(constrainedIDs: Set<String>) -> Bool {
        if layout.hasFixedFrame { return true }
        if let explicit = layout.translatesAutoresizingMask { return explicit }
        guard let id else { return true }
        return !constrainedIDs.contains(id)
    }
}
