import Foundation

/// A rectangular region of the interface and a node of the view tree (UIKit's `UIView`).
///
/// Geometry uses Foundation's `CGRect`. Like UIKit, a view stores its `center` and
/// `bounds`; `frame` is derived from them. Nothing is drawn: a view is the data a screen
/// would show — its tree, geometry, visibility and accessibility.
///
/// Layout has no run loop: `setNeedsLayout()` only marks the view; the pass runs when
/// `layoutIfNeeded()` is called, and the runtime calls it when a view controller
/// transition or a window resize settles.
@MainActor
open class View: Responder {
    // MARK: Tree

    /// The view's children, back to front.
    public private(set) var subviews: [View] = []

    /// The view that contains this one, if any (a weak back reference).
    public private(set) weak var superview: View?

    /// The view controller whose root view this is (weak; set by `ViewController.view`).
    weak var owningViewController: ViewController?

    // MARK: Geometry storage

    private var storedCenter: CGPoint
    private var storedBounds: CGRect

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: frame.standardized.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get {
            CGRect(
                x: storedCenter.x - storedBounds.width / 2,
                y: storedCenter.y - storedBounds.height / 2,
                width: storedBounds.width,
                height: storedBounds.height
            )
        }
        set {
            let old = storedBounds
            let oldCenter = storedCenter
            let rect = newValue.standardized
            storedBounds.size = rect.size
            storedCenter = CGPoint(x: rect.midX, y: rect.midY)
            if oldCenter != storedCenter || old.size != storedBounds.size { LayoutInvalidation.invalidate() }
            boundsDidChange(from: old)
        }
    }

    /// The view's rectangle in its own coordinates; the origin is the scroll position.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds
            storedBounds = newValue.standardized
            if old != storedBounds { LayoutInvalidation.invalidate() }
            boundsDidChange(from: old)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            if newValue != storedCenter { LayoutInvalidation.invalidate() }
            storedCenter = newValue
        }
    }

    /// How the view resizes when its superview's size changes.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { LayoutInvalidation.invalidate() } }
    }

    /// Called after `bounds` (or the size part of `frame`) changed. Resizes autoresizing
    /// subviews and marks the view for layout when the size changed.
    func boundsDidChange(from old: CGRect) {
        guard old.size != storedBounds.size else { return }
        for subview in subviews {
            subview.resizeWithOldSuperviewSize(old.size, newSize: storedBounds.size)
        }
        setNeedsLayout()
    }

    // MARK: Appearance

    /// Whether the view is hidden. Hidden views stay in the tree (a stack view stops
    /// arranging them).
    open var isHidden = false {
        didSet { if isHidden != oldValue { LayoutInvalidation.invalidate() } }
    }

    /// The view's opacity, 0 to 1.
    public var alpha: CGFloat = 1

    /// An integer that identifies the view; see `viewWithTag(_:)`.
    public var tag = 0

    /// Whether the view receives user events; simulated user actions honour it.
    public var isUserInteractionEnabled = true

    /// The attached gesture recognizers; see `View+GestureRecognizers.swift`.
    var storedGestureRecognizers: [GestureRecognizer] = []

    /// Values that vary with the view's traits; see `TraitVariations.swift`.
    var traitVariations: TraitVariationSet?

    /// The identifier used to save and restore the view's state. Views are preserved with
    /// the controller whose view tree holds them, when that controller is preserved.
    public var restorationIdentifier: String?

    /// Saves the view's state for restoration (UIKit's `encodeRestorableState(with:)`).
    /// `ScrollView` saves its content offset. Call `super` from overrides.
    open func encodeRestorableState(with coder: RestorationCoder) {}

    /// Restores what `encodeRestorableState(with:)` saved, after the owning controller
    /// decoded its state. Skipped when the view found is of another class.
    open func decodeRestorableState(with coder: RestorationCoder) {}

    /// Called on every restored view after all objects decoded their state.
    open func applicationFinishedRestoringState() {}

    /// Called once when a storyboard made the view, after its outlets and actions are
    /// connected (UIKit's `awakeFromNib()`); see `awakeFromStoryboard()`. Call `super`.
    open func awakeFromNib() {}

    /// Whether `awakeFromNib()` was sent.
    var hasAwokenFromNib = false

    // MARK: Accessibility

    /// Whether assistive technologies treat the view as one element.
    open var isAccessibilityElement = false

    /// The element's spoken label.
    open var accessibilityLabel: String?

    /// A string that identifies the element in UI tests; never spoken.
    public var accessibilityIdentifier: String?

    /// A spoken hint about the result of acting on the element.
    public var accessibilityHint: String?

    /// The element's current value, spoken after its label.
    open var accessibilityValue: String?

    /// What the element is and how it behaves.
    open var accessibilityTraits: AccessibilityTraits = []

    // MARK: Traits and responder chain

    /// The trait collection of the view's controller, superview or window.
    open var traitCollection: TraitCollection {
        if let controller = owningViewController { return controller.traitCollection }
        return superview?.traitCollection ?? TraitCollection()
    }

    /// The controller whose root view this is, otherwise the superview.
    open override var next: Responder? {
        owningViewController ?? superview
    }

    // MARK: Changing the tree

    /// Adds `view` in front of the other subviews; see `insertSubview(_:at:)`.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` just above `siblingSubview` (at the end if it is not a subview).
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview` (at the end if it is not a subview).
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` at `index` (clamped to the valid range), first removing it from its
    /// current superview. Adding a view to itself or to one of its descendants is rejected:
    /// nothing changes and `RuntimeError.viewHierarchyCycle` is reported.
    ///
    /// When the view carries a view controller's root view into a visible window, the
    /// controller receives its appearance callbacks (unless its parent forwards them
    /// manually); see `ViewController.shouldAutomaticallyForwardAppearanceMethods`.
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else {
            RuntimeDiagnostics.report(.viewHierarchyCycle(view: String(describing: type(of: view))))
            return
        }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        view.removeFromSuperview()
        let newWindow = window
        view.willMove(toSuperview: self)
        if newWindow != nil { view.notifyWillMove(toWindow: newWindow) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.layoutState.host = nil  // the tree's root hosts the layout engine
        LayoutInvalidation.invalidateStructure()
        view.didMoveToSuperview()
        view.updateTraitsInTree(previous: nil)
        if newWindow != nil { view.notifyDidMoveToWindow() }
        didAddSubview(view)
        ViewControllerAppearance.viewDidEnterHierarchy(view)
    }

    /// Removes the view from its superview. Controllers whose root views leave a visible
    /// window this way receive their disappearance callbacks.
    public func removeFromSuperview() {
        guard let superview else { return }
        let disappearing = ViewControllerAppearance.beginDisappearances(removing: self)
        let oldWindow = window
        superview.willRemoveSubview(self)
        deactivateConstraintsReachingIntoSubtree()
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        LayoutInvalidation.invalidateStructure()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        ViewControllerAppearance.endDisappearances(disappearing)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    private func notifyWillMove(toWindow newWindow: Window?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    // MARK: Tree callbacks

    /// Called before the view moves to a new superview (`nil` when removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves into a different window (`nil` when leaving one).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view moved into a different window (or left one).
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called when the view's traits changed (its controller's or window's), after the values
    /// that vary with traits were updated; the previous traits are given. Views are told top
    /// down, after their controller.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Layout
    // The passes are in View+LayoutPass.swift; Auto Layout's storage and overridable hooks are
    // here, their rules in View+Anchors.swift, View+SafeArea.swift, View+ContentSize.swift.

    /// Whether a layout pass is pending. A new view starts out needing layout.
    public internal(set) var needsLayout = true

    /// Auto Layout state: constraints, guides, priorities, margins; see `ViewLayoutState`.
    var layoutState = ViewLayoutState()

    /// Lays out the subviews. The default places the subviews that constraints lay out
    /// (`translatesAutoresizingMaskIntoConstraints == false`) where the layout engine put
    /// them; autoresizing already moved the others. Overrides should call `super`.
    open func layoutSubviews() {
        applyEngineFrames()
    }

    /// Updates the view's constraints during the update pass, which runs bottom-up before
    /// layout (UIKit's `updateConstraints()`); see `setNeedsUpdateConstraints()`. Call `super`
    /// last.
    open func updateConstraints() {}

    /// The size the view's content needs, or `View.noIntrinsicMetric` on an axis without one
    /// (UIKit's `intrinsicContentSize`). The default has none; labels, buttons and controls
    /// measure themselves. Call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Called during layout when `safeAreaInsets` changed. Call `super`.
    open func safeAreaInsetsDidChange() {}

    /// Called during layout when the effective `layoutMargins` changed. Call `super`.
    open func layoutMarginsDidChange() {}

    /// The smallest size (for `View.layoutFittingCompressedSize`) or the largest (for
    /// `layoutFittingExpandedSize`) the view's constraints allow, near `targetSize`, the view
    /// measured on its own (see `View+ContentSize.swift`); nothing is laid out.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give when each dimension is pulled towards
    /// `targetSize` at the priority given (`.required` fixes it, `.fittingSizeLevel` lets
    /// the constraints decide), as a table cell's height is measured for a fixed width.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
