import Foundation

/// Manages editing in a text view (UIKit's `UITextViewDelegate`). It refines
/// `ScrollViewDelegate`, so it is assigned to the scroll view's `delegate`. Every method has
/// a default; the view's simulated editing asks it in UIKit's order.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin. Default: `true`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Called after editing began (the view is first responder when in a window).
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end. Default: `true`.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Called after editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the text in `range` (UTF-16) may be replaced by `text`. Default: `true`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Called after a user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// Called after a user changed the selection (typing moves the insertion point too).
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
