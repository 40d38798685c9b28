import Foundation

/// Lays out a row or column of views (UIKit's `UIStackView`).
///
/// Headless layout is deliberately simple: hidden arranged views are skipped; with
/// `.fillEqually` the others share the main axis equally, otherwise they keep their
/// main-axis size and follow one another `spacing` apart; with `.fill` alignment they take
/// the stack's full cross-axis size.
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
    }

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The layout direction.
    public var axis: Axis = .horizontal { didSet { setNeedsLayout() } }
    /// Main-axis sizing.
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Cross-axis placement.
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The gap between arranged views.
    public var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// Creates a stack arranging `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arranged views (clamped).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// Removing an arranged view from the stack also stops arranging it.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let horizontal = axis == .horizontal
        let mainLength = horizontal ? bounds.width : bounds.height
        let crossLength = horizontal ? bounds.height : bounds.width
        let equalLength = (mainLength - spacing * CGFloat(shown.count - 1)) / CGFloat(shown.count)
        var position: CGFloat = 0
        for view in shown {
            let size = view.frame.size
            let main = distribution == .fillEqually ? max(0, equalLength) : (horizontal ? size.width : size.height)
            let ownCross = horizontal ? size.height : size.width
            let cross = alignment == .fill ? crossLength : ownCross
            let crossOrigin: CGFloat
            switch alignment {
            case .center: crossOrigin = (crossLength - cross) / 2
            case .trailing, .lastBaseline: crossOrigin = crossLength - cross
            default: crossOrigin = 0
            }
            view.frame = horizontal
                ? CGRect(x: position, y: crossOrigin, width: main, height: cross)
                : CGRect(x: crossOrigin, y: position, width: cross, height: main)
            position += main + spacing
        }
    }
}
