import Foundation

/// Read-only text (UIKit's `UILabel`). Its accessibility label defaults to its text.
///
/// Its intrinsic content size is its text measured in its font (SceneLayout's `TextMetrics`):
/// one line, or — when `numberOfLines` is not 1 — wrapped at `preferredMaxLayoutWidth`, else at
/// its current width once laid out.
@MainActor
open class Label: View, TextBaselineProviding {
    /// The text shown.
    open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (default: the system font, 17 points).
    public var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// Horizontal alignment.
    public var textAlignment: TextAlignment = .natural
    /// The maximum number of lines; 0 means no limit.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width a multi-line label wraps at for its intrinsic size (0: its current width).
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the label shows as enabled.
    public var isEnabled = true

    /// Creates a label.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// The text's size in the font; see the class description.
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.label(self) }

    var textBaselines: (first: CGFloat?, last: CGFloat?) { IntrinsicSizes.labelBaselines(self) }

    /// The explicit accessibility label, else the text.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
}
