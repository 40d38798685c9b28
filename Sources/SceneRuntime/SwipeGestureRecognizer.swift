import Foundation

/// Recognizes a swipe in one of its directions (UIKit's `UISwipeGestureRecognizer`).
/// Discrete: `.possible` → `.ended`; `location(in:)` is where the swipe began.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Swipe directions (UIKit's `UISwipeGestureRecognizer.Direction`, with its raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions the recognizer accepts.
    open var direction: Direction = .right
    /// The fingers the swipe uses.
    open var numberOfTouchesRequired = 1

    /// Swipes across the view with `numberOfTouchesRequired` fingers: in `direction`, or —
    /// `nil` — in the recognizer's own direction (the first of right, left, up, down it
    /// accepts). A direction it does not accept fails it. Returns whether this recognizer
    /// recognized the swipe.
    @discardableResult
    public func simulateSwipe(_ direction: Direction? = nil) -> Bool {
        let swipe = direction ?? [Direction.right, .left, .up, .down].first(where: self.direction.contains) ?? []
        return simulate(.swipe(swipe), touches: numberOfTouchesRequired)
    }

    /// `simulateSwipe()`.
    @discardableResult
    open override func simulateRecognition() -> Bool {
        simulateSwipe()
    }

    override func plan(for gesture: SimulatedGesture) -> GesturePlan? {
        guard case let .swipe(swipe) = gesture.motion, !swipe.isEmpty, direction.isSuperset(of: swipe),
              gesture.touches == numberOfTouchesRequired else { return nil }
        return discretePlan(at: viewCenter)
    }
}
