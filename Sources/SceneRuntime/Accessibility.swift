import Foundation

/// Assistive-technology support (UIKit's `UIAccessibility`), simulating a VoiceOver user:
/// notifications, the VoiceOver focus, and the special gestures.
///
/// - `post(notification:argument:)` delivers to `AccessibilityNotificationCenter.shared`
///   and moves the focus as VoiceOver would: `.screenChanged` to the element given, else to
///   the screen's first element; `.layoutChanged` to the element given, else it keeps the
///   focus while the focused element stays on screen.
/// - The runtime posts `.screenChanged` itself after a push or a presentation, naming the
///   new screen's `ViewController.preferredAccessibilityFocus` — after a push without one,
///   the navigation bar's back button — and after a pop or a dismissal, naming the
///   revealed screen's, or none.
/// - The special gestures (`performEscape()` …) start at the focused element and travel
///   up its responder chain; see `Accessibility+Actions.swift`.
@MainActor
public enum Accessibility {
    /// Posts `notification` (UIKit's `UIAccessibility.post(notification:argument:)`).
    /// Without an element argument, the key window's front screen is where VoiceOver looks
    /// for the first element.
    public static func post(notification: AccessibilityNotification, argument: Any?) {
        post(notification, argument: argument, in: nil)
    }

    /// The element the VoiceOver cursor is on, if it is still alive.
    public static var focusedElement: View? { AccessibilityFocus.current }

    /// Moves the VoiceOver cursor to `element`, as a user touching or swiping to it would
    /// (`nil` clears it). No notification is posted.
    public static func focus(_ element: View?) {
        AccessibilityFocus.move(to: element)
    }

    /// The first element VoiceOver reads on `window`'s front screen (the frontmost
    /// presentation, else the root's view): top to bottom, then left to right.
    public static func firstElement(in window: Window) -> View? {
        AccessibilityFocus.firstElement(in: window)
    }

    /// Posts with `window` as the place to look for a first element when needed.
    static func post(_ notification: AccessibilityNotification, argument: Any?, in window: Window?) {
        let screenWindow = window ?? (argument as? View)?.window ?? Window.keyWindow
        switch notification {
        case .screenChanged:
            if let element = argument as? View, AccessibilityFocus.isOnScreen(element) {
                AccessibilityFocus.move(to: element)
            } else {
                AccessibilityFocus.move(to: screenWindow.flatMap(AccessibilityFocus.firstElement(in:)))
            }
        case .layoutChanged:
            if let element = argument as? View, AccessibilityFocus.isOnScreen(element) {
                AccessibilityFocus.move(to: element)
            } else if let current = AccessibilityFocus.current, AccessibilityFocus.isOnScreen(current) {
                break
            } else {
                AccessibilityFocus.move(to: screenWindow.flatMap(AccessibilityFocus.firstElement(in:)))
            }
        default:
            break
        }
        AccessibilityNotificationCenter.shared.deliver(PostedAccessibilityNotification(
            notification: notification, argument: argument, focusedElement: AccessibilityFocus.current))
    }

    /// The runtime's post after `controller`'s screen was shown in `window` by a push,
    /// pop, presentation or dismissal: `.screenChanged` naming its preferred focus.
    static func screenDidChange(showing controller: ViewController?, in window: Window?) {
        screenDidChange(focusing: controller?.preferredAccessibilityFocus, in: window)
    }

    /// The runtime's `.screenChanged` post naming `element` (`nil`: the first element).
    static func screenDidChange(focusing element: View?, in window: Window?) {
        guard let window, !window.isHidden else { return }
        post(.screenChanged, argument: element, in: window)
    }
}
