import Foundation

/// Manages editing in a text field (UIKit's `UITextFieldDelegate`). Every method has a
/// default; the field's simulated editing asks it in UIKit's order.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin. Default: `true`.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Called after editing began (the field is first responder when in a window).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end. Default: `true`.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Called after editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the characters in `range` (UTF-16, of the current text) may be replaced by
    /// `string`. Default: `true`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the text. Default: `true`.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key does its default: send `editingDidEndOnExit` and
    /// `primaryActionTriggered`, then end editing. Default: `true`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
