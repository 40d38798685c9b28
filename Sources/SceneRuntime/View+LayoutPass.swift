import Foundation

/// The layout passes. There is no run loop: they run at `layoutIfNeeded()`, which the
/// runtime calls when a transition settles, a window shows or resizes.
///
/// 1. **Update constraints**, bottom-up over the whole tree: each view marked by
///    `setNeedsUpdateConstraints()` (every view, the first time) gets `updateConstraints()`
///    — a controller's root view through the controller's `updateViewConstraints()`.
/// 2. **Solve**: the tree's layout engine (kept by the tree's root) solves the tree's
///    constraints when anything changed, and marks the superviews of the views it moves.
/// 3. **Layout**, top-down from the highest ancestor that needs it: each view is told of
///    safe-area and margin changes, then, when marked, its controller's
///    `viewWillLayoutSubviews()`, its `layoutSubviews()` (which places the subviews
///    constraints lay out), the controller's `viewDidLayoutSubviews()`; then its subviews.
///    When laying out changed what the constraints depend on, the pass runs again (a few
///    times at most).
extension View {
    /// Marks the view for layout at the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the pending passes: constraint updates, the solve, then the layout of the
    /// highest ancestor that needs layout (else this view) and its subtree.
    public func layoutIfNeeded() {
        let root = layoutRoot
        root.updateConstraintsIfNeeded()
        LayoutHost.solveIfNeeded(root: root)
        _ = root.layoutState.host?.forgetMovedViews()
        for _ in 0..<LayoutHost.maximumPasses {
            let start = highestAncestorNeedingLayout
            start.layoutTreeIfNeeded()
            LayoutHost.solveIfNeeded(root: root)
            let moved = root.layoutState.host?.forgetMovedViews() ?? []
            guard moved.contains(where: { $0.superview?.needsLayout == true && $0.isDescendant(of: start) }) else { break }
        }
    }

    /// Marks the view for `updateConstraints()` at the next update pass.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
    }

    /// Whether `updateConstraints()` is due at the next update pass.
    public func needsUpdateConstraints() -> Bool {
        layoutState.needsUpdateConstraints
    }

    /// Runs the update pass over this view's subtree now: subviews first, then the view.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard layoutState.needsUpdateConstraints else { return }
        layoutState.needsUpdateConstraints = false
        if let controller = owningViewController {
            RuntimeEventCenter.record(.updateViewConstraints(controller.debugLabel))
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Whether the constraints leave this view's frame open (UIKit's `hasAmbiguousLayout`),
    /// as the tree's engine finds it now.
    public var hasAmbiguousLayout: Bool {
        let root = layoutRoot
        LayoutHost.solveIfNeeded(root: root)
        return root.layoutState.host?.isAmbiguous(self) ?? false
    }

    /// The top of the view's tree: the window, or a view without superview.
    var layoutRoot: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// This view's highest ancestor, up an unbroken chain of ancestors that need layout
    /// (as Core Animation's `layoutIfNeeded` looks up); this view when its superview does not.
    private var highestAncestorNeedingLayout: View {
        var start = self
        while let superview = start.superview, superview.needsLayout { start = superview }
        return start
    }

    /// Lays out this view if it is marked, then its subviews.
    private func layoutTreeIfNeeded() {
        announceInsetChanges()
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            controller?.deliverLayout(will: true)
            layoutSubviews()
            controller?.layoutContainerSubviews()
            controller?.deliverLayout(will: false)
        }
        for subview in subviews {
            subview.layoutTreeIfNeeded()
        }
    }

    /// Places the subviews constraints lay out where the engine put them (the default
    /// `layoutSubviews()`), solving first if anything changed since the last solve.
    func applyEngineFrames() {
        guard subviews.contains(where: { !$0.layoutState.translatesAutoresizingMask }) else { return }
        let root = layoutRoot
        let wasMarked = needsLayout
        LayoutHost.solveIfNeeded(root: root)
        guard let host = root.layoutState.host else { return }
        for subview in subviews where !subview.layoutState.translatesAutoresizingMask {
            if let frame = host.frame(of: subview), frame != subview.frame { subview.frame = frame }
        }
        needsLayout = wasMarked  // the marks the solve just made were for these subviews: done
    }
}
