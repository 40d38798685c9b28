import Foundation

/// A notification for assistive technologies (UIKit's `UIAccessibility.Notification`),
/// posted with `Accessibility.post(notification:argument:)`.
public struct AccessibilityNotification: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A new screen appeared. Argument: the element to focus (a `View`), a `String` to
    /// speak, or `nil` — VoiceOver then focuses the screen's first element.
    public static let screenChanged = AccessibilityNotification(rawValue: "screenChanged")
    /// Part of the screen changed. Argument: the element to focus, or `nil` to keep the
    /// focus (or, when the focused element left the screen, take the first element).
    public static let layoutChanged = AccessibilityNotification(rawValue: "layoutChanged")
    /// Something to speak. Argument: a `String`; the focus does not move.
    public static let announcement = AccessibilityNotification(rawValue: "announcement")
    /// A scroll view scrolled a page. Argument: a `String` such as "Page 2 of 3".
    public static let pageScrolled = AccessibilityNotification(rawValue: "pageScrolled")

    public var description: String { rawValue }
}

/// One posted accessibility notification, as observers receive it.
@MainActor
public struct PostedAccessibilityNotification {
    /// What was posted.
    public let notification: AccessibilityNotification
    /// The argument as posted.
    public let argument: Any?
    /// Where the VoiceOver focus is after the notification was handled (the named element,
    /// or the first element of the screen when the notification asked for it).
    public let focusedElement: View?

    /// The argument when it is an element to focus.
    public var element: View? { argument as? View }

    /// The argument when it is text to speak.
    public var announcement: String? { argument as? String }
}
