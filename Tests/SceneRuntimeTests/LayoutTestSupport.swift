import Foundation
import Testing
@testable import SceneRuntime

/// A view that constraints place (`translatesAutoresizingMaskIntoConstraints == false`),
/// added to `superview`, with an accessibility identifier naming it in constraint reports.
@MainActor
func constrainedView<V: View>(_ view: V = View(), in superview: View, named name: String? = nil) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    superview.addSubview(view)
    return view
}

/// Constraints pinning `view`'s edges to `guide`'s (or another view's) with `insets`.
@MainActor
func edges(of view: View, to guide: LayoutGuide, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: insets.left),
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -insets.right),
        view.topAnchor.constraint(equalTo: guide.topAnchor, constant: insets.top),
        view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -insets.bottom),
    ]
}

/// A view that counts its layout passes and the frames it was given.
@MainActor
final class CountingView: View {
    private(set) var layoutCount = 0
    private(set) var frameChanges = 0

    override var frame: CGRect {
        get { super.frame }
        set {
            if newValue != super.frame { frameChanges += 1 }
            super.frame = newValue
        }
    }

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

/// Whether two coordinates are equal up to floating-point noise (a view keeps its centre, so
/// an edge can come back as 58.999… for 59 when the height is a third of a point).
func approx(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < 1e-9
}
