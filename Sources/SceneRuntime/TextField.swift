import Foundation

/// Single-line editable text (UIKit's `UITextField`).
///
/// Simulated typing sends UIKit's editing events: `editingDidBegin` when editing starts,
/// `editingChanged` after each character, `editingDidEndOnExit` and
/// `primaryActionTriggered` on return, `editingDidEnd` when editing ends.
@MainActor
open class TextField: Control {
    /// The text.
    open var text: String? = ""
    /// Text shown while empty.
    public var placeholder: String?
    /// Whether the text is hidden as typed (passwords).
    public var isSecureTextEntry = false
    /// Horizontal alignment.
    public var textAlignment: TextAlignment = .natural
    /// Whether the field is being edited.
    public private(set) var isEditing = false

    /// The explicit accessibility label, else the placeholder.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    /// The text, unless it is secure.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isSecureTextEntry ? nil : text) }
        set { super.accessibilityValue = newValue }
    }

    /// Starts editing (if needed) and types `string` one character at a time. Returns
    /// `false` when the field is disabled or unreachable.
    @discardableResult
    public func simulateTyping(_ string: String) -> Bool {
        guard acceptsUserInteraction else { return false }
        beginEditingIfNeeded()
        for character in string {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
        return true
    }

    /// Replaces the whole text as a paste or autocorrection would: one `editingChanged`.
    @discardableResult
    public func simulateReplacingText(with string: String) -> Bool {
        guard acceptsUserInteraction else { return false }
        beginEditingIfNeeded()
        text = string
        sendActions(for: .editingChanged)
        return true
    }

    /// Presses return: `editingDidEndOnExit`, `primaryActionTriggered`, then editing ends.
    @discardableResult
    public func simulateReturn() -> Bool {
        guard acceptsUserInteraction else { return false }
        beginEditingIfNeeded()
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        simulateEndEditing()
        return true
    }

    /// Ends editing (e.g. focus moved elsewhere): `editingDidEnd` if editing.
    public func simulateEndEditing() {
        guard isEditing else { return }
        isEditing = false
        sendActions(for: .editingDidEnd)
    }

    private func beginEditingIfNeeded() {
        guard !isEditing else { return }
        isEditing = true
        sendActions(for: .editingDidBegin)
    }
}
