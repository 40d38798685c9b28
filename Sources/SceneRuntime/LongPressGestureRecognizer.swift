import Foundation

/// Recognizes a press held in place (UIKit's `UILongPressGestureRecognizer`). Continuous:
/// `.began` once the press lasted `minimumPressDuration`, `.changed` as the fingers move,
/// `.ended` when they lift.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The fingers the press uses.
    open var numberOfTouchesRequired = 1
    /// The taps before the press.
    open var numberOfTapsRequired = 0
    /// How far, in points, the fingers may move before the press is recognized.
    open var allowableMovement: CGFloat = 10

    /// Presses the view for `minimumPressDuration` without moving, then lifts: `.began`,
    /// `.ended`. Returns whether this recognizer recognized it.
    @discardableResult
    public func simulateLongPress() -> Bool {
        simulateLongPress(duration: minimumPressDuration)
    }

    /// Presses for `duration` seconds, then moves the fingers by `movement` and lifts:
    /// `.began`, `.changed` (when moved), `.ended`. A press shorter than
    /// `minimumPressDuration` fails.
    @discardableResult
    public func simulateLongPress(duration: TimeInterval, movement: CGPoint = .zero) -> Bool {
        simulate(.press(duration: duration, taps: numberOfTapsRequired, movement: movement), touches: numberOfTouchesRequired)
    }

    /// `simulateLongPress()`.
    @discardableResult
    open override func simulateRecognition() -> Bool {
        simulateLongPress()
    }

    override func plan(for gesture: SimulatedGesture) -> GesturePlan? {
        guard case let .press(duration, taps, movement) = gesture.motion, duration >= minimumPressDuration,
              taps == numberOfTapsRequired, gesture.touches == numberOfTouchesRequired else { return nil }
        let start = viewCenter
        var steps: [GesturePlan.Step] = [(.began, { [self] in touchLocation = start })]
        if movement != .zero {
            steps.append((.changed, { [self] in touchLocation = CGPoint(x: start.x + movement.x, y: start.y + movement.y) }))
        }
        steps.append((.ended, {}))
        return GesturePlan(steps: steps)
    }
}
