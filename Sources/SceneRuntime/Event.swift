import Foundation

/// An event that caused an action (UIKit's `UIEvent`). Headless interactions make one per
/// simulated gesture; nil-targeted actions and gesture recognizer delegates receive it.
@MainActor
open class Event {
    /// Kinds of events (UIKit's `UIEvent.EventType`, with its raw values).
    public enum EventType: Int, Hashable, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The event's kind.
    public let type: EventType
    /// When the event happened, in seconds of system uptime.
    public let timestamp: TimeInterval

    /// Creates an event of `type` (default: touches) happening now.
    public init(type: EventType = .touches, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.type = type
        self.timestamp = timestamp
    }
}
