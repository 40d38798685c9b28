import Foundation

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`).
/// Continuous: `.began`, `.changed`, `.ended`.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    private var pinched: CGFloat = 1
    private var base: CGFloat = 1

    /// The distance between the fingers relative to the start of the gesture (or to when
    /// `scale` was last set; handlers set it to 1 to read increments).
    open var scale: CGFloat {
        get { pinched / base }
        set { if newValue > 0 { base = pinched / newValue } }
    }

    /// How fast the scale changes, in scale factor per second.
    public internal(set) var velocity: CGFloat = 0

    /// Pinches to `scale` times the fingers' starting distance with two fingers: `.began`
    /// (scale 1), `.changed` (`scale`), `.ended`. A simulated pinch lasts a quarter second; a
    /// scale of 1 (no movement) or not above 0 fails it.
    @discardableResult
    public func simulatePinch(scale: CGFloat) -> Bool {
        simulate(.pinch(scale: scale), touches: 2)
    }

    /// `simulatePinch(scale: 2)`.
    @discardableResult
    open override func simulateRecognition() -> Bool {
        simulatePinch(scale: 2)
    }

    override func plan(for gesture: SimulatedGesture) -> GesturePlan? {
        guard case let .pinch(target) = gesture.motion, target > 0, target != 1, gesture.touches == 2 else { return nil }
        let center = viewCenter
        return GesturePlan(steps: [
            (.began, { [self] in
                pinched = 1
                base = 1
                velocity = 0
                touchLocation = center
            }),
            (.changed, { [self] in
                pinched = target
                velocity = (target - 1) / CGFloat(Self.simulatedDuration)
            }),
            (.ended, {}),
        ])
    }
}
