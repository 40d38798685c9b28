import Foundation

/// Scrollable, multi-line text (UIKit's `UITextView`).
@MainActor
open class TextView: ScrollView {
    /// The text.
    open var text: String? = ""
    /// Whether users can edit the text.
    public var isEditable = true
    /// Whether users can select the text.
    public var isSelectable = true
    /// Horizontal alignment.
    public var textAlignment: TextAlignment = .natural

    /// Creates a text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// The text.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
}
