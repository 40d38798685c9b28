import Foundation

/// Where accessibility notifications are delivered (`Accessibility.post(notification:argument:)`
/// and the runtime's own posts after pushes and presentations): observers are closures
/// called in registration order, before `post` returns.
///
/// ```swift
/// let token = AccessibilityNotificationCenter.shared.addObserver { posted in
///     print(posted.notification, posted.focusedElement?.accessibilityIdentifier ?? "-")
/// }
/// defer { AccessibilityNotificationCenter.shared.removeObserver(token) }
/// ```
@MainActor
public final class AccessibilityNotificationCenter {
    /// The centre every post goes to.
    public static let shared = AccessibilityNotificationCenter()

    /// Identifies one observer, to remove it.
    public struct Token: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private var observers: [(Token, @MainActor (PostedAccessibilityNotification) -> Void)] = []
    private var nextToken: UInt64 = 0

    private init() {}

    /// Calls `observer` with every notification posted from now on, until
    /// `removeObserver(_:)` is called with the returned token.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (PostedAccessibilityNotification) -> Void) -> Token {
        nextToken += 1
        let token = Token(value: nextToken)
        observers.append((token, observer))
        return token
    }

    /// Stops calling the observer registered with `token` (unknown tokens are ignored).
    public func removeObserver(_ token: Token) {
        observers.removeAll { $0.0 == token }
    }

    func deliver(_ posted: PostedAccessibilityNotification) {
        for (_, observer) in observers { observer(posted) }
    }
}
