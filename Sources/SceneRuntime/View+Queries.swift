import Foundation

/// Questions about a view's place in its tree.
extension View {
    /// The window that contains the view, if any.
    public var window: Window? {
        var candidate: View? = self
        while let view = candidate {
            if let window = view as? Window { return window }
            candidate = view.superview
        }
        return nil
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var candidate: View? = self
        while let current = candidate {
            if current === view { return true }
            candidate = current.superview
        }
        return false
    }

    /// The first view with `tag` in this subtree, searching this view first, depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Whether a user could reach the view: it and its ancestors are shown, opaque enough
    /// and accept interaction. Simulated user actions do nothing on unreachable views.
    public var isReachableByUser: Bool {
        var candidate: View? = self
        while let view = candidate {
            if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return false }
            candidate = view.superview
        }
        return true
    }
}
