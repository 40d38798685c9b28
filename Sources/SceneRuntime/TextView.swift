import Foundation

/// Scrollable, multi-line text (UIKit's `UITextView`).
///
/// Its delegate is the scroll view's `delegate` (typed `ScrollViewDelegate?`): assign a
/// `TextViewDelegate` — `textView.delegate = controller` — and the text view uses it, as
/// table views use theirs. Simulated editing asks it in UIKit's order: editing begins
/// (`textViewShouldBeginEditing`, first responder when in a window,
/// `textViewDidBeginEditing`); each change is asked first
/// (`textView(_:shouldChangeTextIn:replacementText:)`) — a refused change leaves the text
/// alone — then the insertion point moves (`textViewDidChangeSelection`) and
/// `textViewDidChange` follows; ending asks `textViewShouldEndEditing`, resigns first
/// responder and calls `textViewDidEndEditing`.
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
    /// The selection (UTF-16); a zero length is the insertion point.
    public var selectedRange = NSRange(location: 0, length: 0)
    /// Whether the text is being edited (not in UIKit's API: a headless convenience).
    public private(set) var isEditing = false

    /// The delegate, when it is a `TextViewDelegate`.
    var textViewDelegate: TextViewDelegate? { delegate as? TextViewDelegate }

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

    // MARK: First responder

    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing (asking the delegate) and becomes first responder; `false` when it
    /// is not editable, in no window, or the delegate or the current first responder refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, window != nil else { return false }
        return isEditing || !isEditable ? super.becomeFirstResponder() : beginEditingIfNeeded()
    }

    /// Ends editing (asking the delegate, who may refuse) and resigns first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        return endEditing()
    }

    // MARK: Simulated editing

    /// Starts editing (if needed) and types `string` one character at a time at the end of
    /// the text; characters the delegate refuses are dropped. Returns `false` when the view
    /// is not editable or unreachable, or editing could not begin.
    @discardableResult
    public func simulateTyping(_ string: String) -> Bool {
        guard acceptsEditing, beginEditingIfNeeded() else { return false }
        for character in string {
            let current = text ?? ""
            replace(NSRange(location: current.utf16.count, length: 0), in: current, with: String(character))
        }
        return true
    }

    /// Replaces the whole text as a paste would: one change asked of the delegate. Returns
    /// `false` when refused or not possible.
    @discardableResult
    public func simulateReplacingText(with string: String) -> Bool {
        guard acceptsEditing, beginEditingIfNeeded() else { return false }
        let current = text ?? ""
        return replace(NSRange(location: 0, length: current.utf16.count), in: current, with: string)
    }

    /// Selects `range` as a user's drag would: `textViewDidChangeSelection`. Returns
    /// `false` when the view is not selectable or unreachable, or the range is outside the text.
    @discardableResult
    public func simulateSelection(_ range: NSRange) -> Bool {
        guard isSelectable, isReachableByUser, NSMaxRange(range) <= (text ?? "").utf16.count else { return false }
        selectedRange = range
        textViewDelegate?.textViewDidChangeSelection(self)
        return true
    }

    /// Ends editing: asks `textViewShouldEndEditing`, resigns first responder,
    /// `textViewDidEndEditing`. Returns whether editing ended.
    @discardableResult
    public func simulateEndEditing() -> Bool {
        guard isEditing else { return false }
        return endEditing()
    }

    private var acceptsEditing: Bool { isEditable && isReachableByUser }

    @discardableResult
    private func replace(_ range: NSRange, in current: String, with string: String) -> Bool {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) != false,
              let swiftRange = Range(range, in: current) else { return false }
        text = current.replacingCharacters(in: swiftRange, with: string)
        selectedRange = NSRange(location: range.location + string.utf16.count, length: 0)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        return true
    }

    private func beginEditingIfNeeded() -> Bool {
        if isEditing { return true }
        guard textViewDelegate?.textViewShouldBeginEditing(self) != false else { return false }
        if window != nil, !super.becomeFirstResponder() { return false }
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        return true
    }

    private func endEditing() -> Bool {
        guard textViewDelegate?.textViewShouldEndEditing(self) != false else { return false }
        isEditing = false
        super.resignFirstResponder()
        textViewDelegate?.textViewDidEndEditing(self)
        return true
    }
}
