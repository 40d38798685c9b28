import Foundation

/// Single-line editable text (UIKit's `UITextField`).
///
/// Simulated typing asks the `delegate` and sends UIKit's editing events: editing begins
/// (`textFieldShouldBeginEditing`, the field becomes first responder when in a window,
/// `textFieldDidBeginEditing`, `editingDidBegin`); each change is asked first
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`) and followed by
/// `editingChanged`; return asks `textFieldShouldReturn` and sends `editingDidEndOnExit`
/// and `primaryActionTriggered`, then ends editing; ending asks
/// `textFieldShouldEndEditing`, resigns first responder and sends
/// `textFieldDidEndEditing`, then `editingDidEnd`.
@MainActor
open class TextField: Control {
    /// The border around the field (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Hashable, Sendable { case none, line, bezel, roundedRect }

    /// The text.
    open var text: String? = "" { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// Text shown while empty.
    public var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The border (default `.none`, as for a field made in code).
    public var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (default: the system font at Interface Builder's 14 points).
    public var font: Font = .systemFont(ofSize: 14) { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether the text is hidden as typed (passwords).
    public var isSecureTextEntry = false
    /// Horizontal alignment.
    public var textAlignment: TextAlignment = .natural
    /// Whether the field is being edited.
    public private(set) var isEditing = false
    /// Decides and observes editing (weak).
    public weak var delegate: TextFieldDelegate?

    /// The wider of the text and the placeholder plus the border's padding (ControlMetrics).
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.textField(self) }

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

    // MARK: First responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing (asking the delegate) and becomes first responder; `false` when the
    /// field is disabled, in no window, or the delegate or the current first responder refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, window != nil else { return false }
        return isEditing ? super.becomeFirstResponder() : beginEditingIfNeeded()
    }

    /// Ends editing (asking the delegate, who may refuse) and resigns first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        return endEditing()
    }

    // MARK: Simulated editing

    /// Starts editing (if needed) and types `string` one character at a time; characters
    /// the delegate refuses are dropped, without `editingChanged`. Returns `false` when the
    /// field is disabled or unreachable, or editing could not begin.
    @discardableResult
    public func simulateTyping(_ string: String) -> Bool {
        guard acceptsUserInteraction, beginEditingIfNeeded() else { return false }
        for character in string {
            let current = text ?? ""
            replace(NSRange(location: current.utf16.count, length: 0), in: current, with: String(character))
        }
        return true
    }

    /// Replaces the whole text as a paste or autocorrection would: one change, asked of the
    /// delegate, then one `editingChanged`. Returns `false` when refused or not possible.
    @discardableResult
    public func simulateReplacingText(with string: String) -> Bool {
        guard acceptsUserInteraction, beginEditingIfNeeded() else { return false }
        let current = text ?? ""
        return replace(NSRange(location: 0, length: current.utf16.count), in: current, with: string)
    }

    /// Taps the clear button: asks `textFieldShouldClear`, then empties the text and sends
    /// `editingChanged`. Returns whether the text was cleared.
    @discardableResult
    public func simulateClearButtonTap() -> Bool {
        guard acceptsUserInteraction, beginEditingIfNeeded(), delegate?.textFieldShouldClear(self) != false else { return false }
        text = ""
        sendActions(for: .editingChanged)
        return true
    }

    /// Presses return: asks `textFieldShouldReturn`; unless refused, `editingDidEndOnExit`,
    /// `primaryActionTriggered`, then editing ends. Returns whether return did that.
    @discardableResult
    public func simulateReturn() -> Bool {
        guard acceptsUserInteraction, beginEditingIfNeeded(), delegate?.textFieldShouldReturn(self) != false else { return false }
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        simulateEndEditing()
        return true
    }

    /// Ends editing (e.g. focus moved elsewhere): asks `textFieldShouldEndEditing`, resigns
    /// first responder, `textFieldDidEndEditing`, `editingDidEnd`. Returns whether editing
    /// ended (`false` when not editing or refused).
    @discardableResult
    public func simulateEndEditing() -> Bool {
        guard isEditing else { return false }
        return endEditing()
    }

    @discardableResult
    private func replace(_ range: NSRange, in current: String, with string: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) != false,
              let swiftRange = Range(range, in: current) else { return false }
        text = current.replacingCharacters(in: swiftRange, with: string)
        sendActions(for: .editingChanged)
        return true
    }

    private func beginEditingIfNeeded() -> Bool {
        if isEditing { return true }
        guard delegate?.textFieldShouldBeginEditing(self) != false else { return false }
        if window != nil, !super.becomeFirstResponder() { return false }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    private func endEditing() -> Bool {
        guard delegate?.textFieldShouldEndEditing(self) != false else { return false }
        isEditing = false
        super.resignFirstResponder()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }
}
