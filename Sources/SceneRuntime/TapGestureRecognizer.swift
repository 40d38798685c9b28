import Foundation

/// Recognizes taps (UIKit's `UITapGestureRecognizer`). Discrete: `.possible` → `.ended`,
/// one action per recognized gesture.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// The taps that make the gesture.
    open var numberOfTapsRequired = 1
    /// The fingers each tap uses.
    open var numberOfTouchesRequired = 1

    /// Taps the view as a user would, `numberOfTapsRequired` times with
    /// `numberOfTouchesRequired` fingers. Returns whether this recognizer recognized it.
    @discardableResult
    public func simulateTap() -> Bool {
        simulateTap(count: numberOfTapsRequired)
    }

    /// Taps the view `count` times in quick succession. The recognizer recognizes once the
    /// taps reach `numberOfTapsRequired`; a double-tap recognizer fails on a single tap, so
    /// a single-tap recognizer that `require(toFail:)`s it recognizes `simulateTap()` and
    /// fails `simulateTap(count: 2)` (the double tap recognizes instead).
    @discardableResult
    public func simulateTap(count: Int) -> Bool {
        simulate(.tap(count: count), touches: numberOfTouchesRequired)
    }

    /// `simulateTap()`.
    @discardableResult
    open override func simulateRecognition() -> Bool {
        simulateTap()
    }

    override func plan(for gesture: SimulatedGesture) -> GesturePlan? {
        guard case let .tap(count) = gesture.motion, numberOfTapsRequired > 0, count >= numberOfTapsRequired,
              gesture.touches == numberOfTouchesRequired else { return nil }
        return discretePlan(at: viewCenter)
    }
}
