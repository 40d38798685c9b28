import Foundation

/// A spinner showing that work is under way (UIKit's `UIActivityIndicatorView`).
@MainActor
open class ActivityIndicatorView: View {
    /// Indicator sizes.
    public enum Style: Int, Hashable, Sendable {
        case medium, large
    }

    /// The indicator's size.
    public var style: Style = .medium { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether the indicator hides while stopped.
    public var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }
    /// Whether the indicator is spinning.
    public private(set) var isAnimating = false

    /// Creates a stopped (and therefore hidden) indicator.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateVisibility()
    }

    /// Creates a stopped indicator of `style`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// 20 × 20 (medium) or 37 × 37 (large) (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.activityIndicator(large: style == .large) }

    /// Starts spinning and shows the indicator.
    public func startAnimating() {
        isAnimating = true
        updateVisibility()
    }

    /// Stops spinning; hides the indicator if `hidesWhenStopped`.
    public func stopAnimating() {
        isAnimating = false
        updateVisibility()
    }

    private func updateVisibility() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }
}
