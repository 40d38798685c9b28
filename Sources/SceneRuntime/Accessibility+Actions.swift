import Foundation

/// The VoiceOver special gestures, dispatched as iOS does: to the element with the
/// VoiceOver focus first, then up its responder chain (its views, their controllers, the
/// window, the application and an app delegate that is a `Responder`), stopping at the
/// first responder that returns `true`. Each returns the responder that handled the
/// gesture, or `nil` when none did (nothing happens then).
///
/// `from` overrides the starting element; by default it is `focusedElement`, else the
/// first element of the key window's front screen.
extension Accessibility {
    /// The escape gesture: by default a `NavigationController` pops and a presented
    /// controller dismisses itself.
    @discardableResult
    public static func performEscape(from element: Responder? = nil) -> Responder? {
        start(element)?.sendUpResponderChain { $0.accessibilityPerformEscape() }
    }

    /// The magic tap. Nothing handles it by default; an `Application` subclass or an app
    /// delegate that is a `Responder` can, at the end of the chain.
    @discardableResult
    public static func performMagicTap(from element: Responder? = nil) -> Responder? {
        start(element)?.sendUpResponderChain { $0.accessibilityPerformMagicTap() }
    }

    /// The three-finger scroll: by default the nearest `ScrollView` up the chain that can
    /// move in `direction` scrolls a page.
    @discardableResult
    public static func performScroll(_ direction: AccessibilityScrollDirection, from element: Responder? = nil) -> Responder? {
        start(element)?.sendUpResponderChain { $0.accessibilityScroll(direction) }
    }

    /// Swipe up on an adjustable element: the first view up the chain (the focused one
    /// included) with the `.adjustable` trait gets `accessibilityIncrement()`. Returns it.
    @discardableResult
    public static func performIncrement(from element: Responder? = nil) -> Responder? {
        guard let adjustable = adjustableElement(from: element) else { return nil }
        adjustable.accessibilityIncrement()
        return adjustable
    }

    /// Swipe down on an adjustable element: as `performIncrement(from:)`, with
    /// `accessibilityDecrement()`.
    @discardableResult
    public static func performDecrement(from element: Responder? = nil) -> Responder? {
        guard let adjustable = adjustableElement(from: element) else { return nil }
        adjustable.accessibilityDecrement()
        return adjustable
    }

    private static func start(_ element: Responder?) -> Responder? {
        if let element { return element }
        if let focused = AccessibilityFocus.current { return focused }
        return Window.keyWindow.flatMap(AccessibilityFocus.firstElement(in:))
    }

    private static func adjustableElement(from element: Responder?) -> View? {
        start(element)?.responderChain.lazy
            .compactMap { $0 as? View }
            .first { $0.accessibilityTraits.contains(.adjustable) && !$0.accessibilityTraits.contains(.notEnabled) }
    }
}
