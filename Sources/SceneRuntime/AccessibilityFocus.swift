import Foundation

/// The simulated VoiceOver cursor: which element has the accessibility focus, and how a
/// screen's first element is found.
@MainActor
enum AccessibilityFocus {
    private static weak var focused: View?

    static var current: View? { focused }

    static func move(to element: View?) {
        focused = element
    }

    /// The first accessibility element of `window`'s front screen, in reading order (top
    /// to bottom, then left to right; ties in tree order). The front screen is the
    /// frontmost shown subview of the window — a presentation's container when one is
    /// shown, so VoiceOver stays inside a sheet as it does on iOS.
    static func firstElement(in window: Window) -> View? {
        guard let screen = window.subviews.last(where: { !$0.isHidden && $0.alpha >= 0.01 }) else { return nil }
        var elements: [(View, CGRect)] = []
        collect(screen, into: &elements)
        let ordered = elements.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.1, rhs.element.1)
            if a.minY != b.minY { return a.minY < b.minY }
            if a.minX != b.minX { return a.minX < b.minX }
            return lhs.offset < rhs.offset
        }
        return ordered.first?.element.0
    }

    /// Whether `element` is shown in a window (it and its ancestors visible).
    static func isOnScreen(_ element: View) -> Bool {
        guard let window = element.window, !window.isHidden else { return false }
        var candidate: View? = element
        while let view = candidate {
            if view.isHidden || view.alpha < 0.01 { return false }
            candidate = view.superview
        }
        return true
    }

    /// The first view of `root`'s tree (root included, depth first) with `identifier` as
    /// its `accessibilityIdentifier`.
    static func view(withIdentifier identifier: String, in root: View) -> View? {
        if root.accessibilityIdentifier == identifier { return root }
        for subview in root.subviews {
            if let match = view(withIdentifier: identifier, in: subview) { return match }
        }
        return nil
    }

    private static func collect(_ view: View, into elements: inout [(View, CGRect)]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if view.isAccessibilityElement {
            elements.append((view, view.convert(view.bounds, to: nil)))
            return
        }
        for subview in view.subviews { collect(subview, into: &elements) }
    }
}
