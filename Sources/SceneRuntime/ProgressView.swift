import Foundation

/// A bar showing the progress of a task (UIKit's `UIProgressView`).
@MainActor
open class ProgressView: View {
    /// Progress styles.
    public enum Style: Int, Hashable, Sendable { case `default`, bar }

    /// The style.
    public var progressViewStyle: Style = .default

    /// The progress, clamped to `0...1`.
    public var progress: Float = 0 {
        didSet {
            let clamped = min(max(progress, 0), 1)
            if clamped != progress { progress = clamped }
        }
    }

    /// Creates a progress view at zero.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .updatesFrequently
    }

    /// Creates a progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// No width, 4 tall (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.progressView }

    /// Sets the progress (headless: never animated).
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The progress as a percentage, e.g. `40%`.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((progress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
}
