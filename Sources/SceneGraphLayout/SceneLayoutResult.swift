import SceneGraph
import SceneLayout

/// One view (or cell, or cell content view) of a laid-out scene.
public struct LaidOutView: Hashable, Sendable {
    /// The view's id in its document, when it has one.
    public var id: String?
    /// What the view is: a view kind's element name, `cell` or `contentView`.
    public var element: String
    /// The view's text, title or placeholder, for drawing and listings.
    public var text: String?
    /// The index of the superview in ``SceneLayoutResult/views``; nil for the root view.
    public var parent: Int?
    /// How deep in the tree the view is (the root view is 0).
    public var depth: Int
    /// The solved frame, in the superview's coordinates.
    public var frame: LayoutRect
    /// The solved frame, in the root view's coordinates.
    public var rootFrame: LayoutRect
    /// The frame the file gives (a storyboard's: what Xcode computed), in the superview's coordinates.
    public var designedFrame: LayoutRect?
    /// Whether constraints place the view (rather than its frame and autoresizing mask).
    public var isUnderConstraints: Bool
    /// Whether the constraints leave the view's frame undetermined.
    public var isAmbiguous: Bool
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Where the view is declared.
    public var source: SourceRange

    /// Creates a laid-out view.
    public init(
        id: String?, element: String, text: String?, parent: Int?, depth: Int, frame: LayoutRect, rootFrame: LayoutRect,
        designedFrame: LayoutRect?, isUnderConstraints: Bool, isAmbiguous: Bool, isHidden: Bool, source: SourceRange
    ) {
        self.id = id
        self.element = element
        self.text = text
        self.parent = parent
        self.depth = depth
        self.frame = frame
        self.rootFrame = rootFrame
        self.designedFrame = designedFrame
        self.isUnderConstraints = isUnderConstraints
        self.isAmbiguous = isAmbiguous
        self.isHidden = isHidden
        self.source = source
    }
}

/// A constraint the engine left out because it conflicts with required ones.
public struct BrokenLayoutConstraint: Hashable, Sendable {
    /// The constraint left out.
    public var constraint: LayoutConstraintNode
    /// The required constraints it conflicted with, when the engine can tell.
    public var conflicting: [LayoutConstraintNode]

    /// Creates a report.
    public init(constraint: LayoutConstraintNode, conflicting: [LayoutConstraintNode]) {
        self.constraint = constraint
        self.conflicting = conflicting
    }
}

/// A constraint that names an item the scene does not have (or that cannot be laid out).
public struct UnresolvedLayoutConstraint: Hashable, Sendable {
    /// The constraint.
    public var constraint: LayoutConstraintNode
    /// The id that names nothing the layout knows.
    public var missingItem: String

    /// Creates a report.
    public init(constraint: LayoutConstraintNode, missingItem: String) {
        self.constraint = constraint
        self.missingItem = missingItem
    }
}

/// A scene laid out on a device.
public struct SceneLayoutResult: Hashable, Sendable {
    /// The scene's id.
    public var scene: SceneID
    /// The environment it was laid out in.
    public var environment: LayoutEnvironment
    /// Every view, parents before children, depth first.
    public var views: [LaidOutView]
    /// Constraints left out as unsatisfiable.
    public var broken: [BrokenLayoutConstraint]
    /// Constraints naming items the scene does not have.
    public var unresolved: [UnresolvedLayoutConstraint]

    /// Creates a result.
    public init(
        scene: SceneID, environment: LayoutEnvironment, views: [LaidOutView], broken: [BrokenLayoutConstraint],
        unresolved: [UnresolvedLayoutConstraint]
    ) {
        self.scene = scene
        self.environment = environment
        self.views = views
        self.broken = broken
        self.unresolved = unresolved
    }

    /// The views whose frame the constraints leave undetermined.
    public var ambiguousViews: [LaidOutView] { views.filter(\.isAmbiguous) }

    /// Views under constraints whose designed frame differs from the solved one by more than
    /// `tolerance` points on some edge (Interface Builder's "misplaced views").
    public func misplacedViews(tolerance: Double = 0.5) -> [LaidOutView] {
        views.filter { view in
            guard view.isUnderConstraints, !view.isAmbiguous, let designed = view.designedFrame else { return false }
            return !view.frame.isClose(to: designed, tolerance: tolerance)
        }
    }
}

extension LayoutRect {
    /// Whether every edge of the two rectangles is within `tolerance` points.
    public func isClose(to other: LayoutRect, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(x + width - other.x - other.width) <= tolerance
            && abs(y + height - other.y - other.height) <= tolerance
    }
}
