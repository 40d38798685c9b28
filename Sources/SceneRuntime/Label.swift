import Foundation

/// Read-only text (UIKit's `UILabel`). Its accessibility label defaults to its text.
@MainActor
open class Label: View {
    /// The text shown.
    open var text: String?
    /// Horizontal alignment.
    public var textAlignment: TextAlignment = .natural
    /// The maximum number of lines; 0 means no limit.
    public var numberOfLines = 1
    /// Whether the label shows as enabled.
    public var isEnabled = true

    /// Creates a label.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// The explicit accessibility label, else the text.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
}
