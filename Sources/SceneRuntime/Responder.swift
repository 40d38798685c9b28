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
/// The VoiceOver special actions are methods here, as in UIKit's informal accessibility
/// protocols; `Accessibility` dispatches them up the chain from the focused element.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

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
