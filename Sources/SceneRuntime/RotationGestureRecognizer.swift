import Foundation

/// Recognizes two fingers turning (UIKit's `UIRotationGestureRecognizer`). Continuous:
/// `.began`, `.changed`, `.ended`.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    private var turned: CGFloat = 0
    private var base: CGFloat = 0

    /// The rotation since the gesture began, in radians (or since `rotation` was last set;
    /// handlers set it to 0 to read increments).
    open var rotation: CGFloat {
        get { turned - base }
        set { base = turned - newValue }
    }

    /// How fast the rotation changes, in radians per second.
    public internal(set) var velocity: CGFloat = 0

    /// Turns two fingers by `radians`: `.began` (rotation 0), `.changed` (`radians`),
    /// `.ended`. A simulated rotation lasts a quarter second; no turn fails it.
    @discardableResult
    public func simulateRotation(_ radians: CGFloat) -> Bool {
        simulate(.rotation(radians: radians), touches: 2)
    }

    /// `simulateRotation(.pi / 2)`: a quarter turn clockwise.
    @discardableResult
    open override func simulateRecognition() -> Bool {
        simulateRotation(.pi / 2)
    }

    override func plan(for gesture: SimulatedGesture) -> GesturePlan? {
        guard case let .rotation(radians) = gesture.motion, radians != 0, gesture.touches == 2 else { return nil }
        let center = viewCenter
        return GesturePlan(steps: [
            (.began, { [self] in
                turned = 0
                base = 0
                velocity = 0
                touchLocation = center
            }),
            (.changed, { [self] in
                turned = radians
                velocity = radians / CGFloat(Self.simulatedDuration)
            }),
            (.ended, {}),
        ])
    }
}
