import Foundation

/// Lays out a row or column of views through constraints (UIKit's `UIStackView`).
///
/// As in UIKit, the stack places nothing itself: it adds constraints for its arranged views —
/// along its axis the `distribution`, across it the `alignment` — which the layout engine
/// solves with the rest of the tree (see `StackView+Arrangement.swift`). Arranged views are
/// placed by constraints (`translatesAutoresizingMaskIntoConstraints` becomes `false` when
/// they are added) and sized by their intrinsic content sizes, their hugging and compression
/// resistance and any constraints of their own. Hidden arranged views leave the arrangement.
@MainActor
open class StackView: View {
    /// Layout directions.
    public enum Axis: Int, Hashable, Sendable { case horizontal, vertical }
    /// Main-axis sizing.
    public enum Distribution: Int, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// Cross-axis placement.
    public enum Alignment: Int, Hashable, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The top edge (horizontal stacks): `.leading`.
        public static let top = Alignment.leading
        /// The bottom edge (horizontal stacks): `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The layout direction.
    public var axis: Axis = .horizontal { didSet { arrangementDidChange() } }
    /// Main-axis sizing.
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// Cross-axis placement.
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between arranged views (the smallest gap for `.equalSpacing` and `.equalCentering`).
    public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the views are arranged inside the stack's layout margins instead of its bounds
    /// (default `false`).
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Vertical stacks: whether `spacing` runs from one view's last baseline to the next one's
    /// first baseline (default `false`).
    public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// Spacings after particular arranged views (`setCustomSpacing(_:after:)`), by serial number.
    private var customSpacings: [Int: CGFloat] = [:]

    /// Creates a stack arranging `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arranged views (clamped); constraints place it from
    /// now on (`translatesAutoresizingMaskIntoConstraints = false`, as UIKit does).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[view.layoutSerial] = nil
        arrangementDidChange()
    }

    /// Removing an arranged view from the stack also stops arranging it.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Sets the spacing after `arrangedSubview` (UIKit's `setCustomSpacing(_:after:)`);
    /// `StackView.spacingUseDefault` goes back to `spacing`.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[arrangedSubview.layoutSerial] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview`: its custom spacing, else `StackView.spacingUseDefault`.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[arrangedSubview.layoutSerial] ?? Self.spacingUseDefault
    }

    /// The custom spacing that means "use `spacing`" (UIKit's `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The custom spacing after `view`, if one is set.
    func customSpacingValue(after view: View) -> CGFloat? {
        customSpacings[view.layoutSerial]
    }

    private func arrangementDidChange() {
        LayoutInvalidation.invalidateStructure()
        setNeedsLayout()
    }
}
