import Foundation

/// The base of everything that takes part in event handling (UIKit's `UIResponder`): views,
/// view controllers, windows and the application.
///
/// `next` forms the responder chain: a view → its controller (for a controller's root view)
/// or its superview; a controller → its view's superview (else its parent, else the
/// controller presenting it); the window → its `Application`; the application → its
/// delegate when the delegate is a `Responder`. `responderChain` lists it and
/// `sendUpResponderChain(_:)` offers an event to each responder in turn.
///
/// First-responder status (`becomeFirstResponder()` …) is tracked per window, and
/// nil-targeted actions (`ActionSelector`s sent by `Application.sendAction(_:to:from:for:)`)
/// go to the first responder up the chain whose `canPerformAction(_:withSender:)` is true.
///
/// The VoiceOver special actions are methods here, as in UIKit's informal accessibility
/// protocols; `Accessibility` dispatches them up the chain from the focused element.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    // MARK: First responder (see Responder+FirstResponder.swift)

    /// Whether the responder can become its window's first responder. The default is
    /// `false`; text fields, text views and search bars return `true`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder its window's first responder, after asking the current one to
    /// resign. Returns `false` when it cannot become first responder, is in no window, or
    /// the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        FirstResponderTracking.become(self)
    }

    /// Gives up first-responder status (if it has it). The default returns `true`; text
    /// fields, text views and search bars end editing first, and may refuse.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        FirstResponderTracking.resign(self)
    }

    // MARK: Nil-targeted actions (see Responder+Actions.swift)

    /// Whether this responder performs `action` (UIKit's `canPerformAction(_:withSender:)`).
    /// The default: a handler registered for `action` accepts this responder. Override to
    /// refuse an action here (the search goes on up the chain) or to claim one.
    open func canPerformAction(_ action: ActionSelector, withSender sender: Any?) -> Bool {
        ActionRegistry.accepts(action, self)
    }

    /// The responder that performs `action` (UIKit's `target(forAction:withSender:)`): this
    /// one when `canPerformAction(_:withSender:)` says so, else the next responder's answer;
    /// `nil` at the end of the chain.
    open func target(forAction action: ActionSelector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return ActionRegistry.searchingNext(from: self) { $0.target(forAction: action, withSender: sender) }
    }

    // MARK: VoiceOver special actions (UIKit's UIAccessibilityAction)

    /// The escape gesture (two-finger Z): dismiss an overlay or go back one level. Return
    /// `true` if you handled it. The default returns `false`; view controllers dismiss a
    /// presented controller and `NavigationController` pops.
    open func accessibilityPerformEscape() -> Bool { false }

    /// The magic tap (two-finger double tap): perform the screen's most important action.
    /// Return `true` if you handled it. The default returns `false`.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The three-finger scroll gesture. Return `true` if you scrolled (then post
    /// `.pageScrolled`). The default returns `false`; `ScrollView` scrolls a page.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

    /// Increments the value of an element with the `.adjustable` trait (swipe up).
    /// The default does nothing; `Slider` and `PageControl` step their value.
    open func accessibilityIncrement() {}

    /// Decrements the value of an element with the `.adjustable` trait (swipe down).
    /// The default does nothing; `Slider` and `PageControl` step their value.
    open func accessibilityDecrement() {}
}
