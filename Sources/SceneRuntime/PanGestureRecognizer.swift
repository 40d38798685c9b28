import Foundation

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`). Continuous: `.began` when the
/// fingers start moving, `.changed` as they move, `.ended` when they lift.
///
/// `translation(in:)` is the movement since the gesture began (or since the last
/// `setTranslation(_:in:)`); `velocity(in:)` is in points per second. Headless views are
/// never scaled or rotated, so both are the same in every view's coordinates.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers the drag may use.
    open var minimumNumberOfTouches = 1
    /// The most fingers the drag may use.
    open var maximumNumberOfTouches = Int.max

    private var movement: CGPoint = .zero
    private var translationBase: CGPoint = .zero
    private var currentVelocity: CGPoint = .zero

    /// The movement since the gesture began, minus what `setTranslation(_:in:)` took away.
    open func translation(in view: View?) -> CGPoint {
        CGPoint(x: movement.x - translationBase.x, y: movement.y - translationBase.y)
    }

    /// Makes the current translation `translation` (handlers reset it to `.zero` to read
    /// increments).
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        translationBase = CGPoint(x: movement.x - translation.x, y: movement.y - translation.y)
    }

    /// The drag's speed, in points per second.
    open func velocity(in view: View?) -> CGPoint {
        currentVelocity
    }

    /// Drags across the view by `translation` with `minimumNumberOfTouches` fingers:
    /// `.began` (translation zero), `.changed` (the whole translation), `.ended` — three
    /// actions. A simulated drag lasts a quarter second. No movement fails it.
    @discardableResult
    public func simulatePan(translation: CGPoint) -> Bool {
        simulate(.pan(translation: translation, edge: simulatedEdge), touches: minimumNumberOfTouches)
    }

    /// `simulatePan(translation:)` 100 points to the right.
    @discardableResult
    open override func simulateRecognition() -> Bool {
        simulatePan(translation: CGPoint(x: 100, y: 0))
    }

    /// The edge a simulated pan starts from (`nil`: the middle of the view).
    var simulatedEdge: RectEdge? { nil }

    /// Whether a pan from `edge` (`nil`: not from an edge) is this recognizer's.
    func acceptsPan(from edge: RectEdge?) -> Bool { true }

    override func plan(for gesture: SimulatedGesture) -> GesturePlan? {
        guard case let .pan(translation, edge) = gesture.motion, translation != .zero, acceptsPan(from: edge),
              (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(gesture.touches)
        else { return nil }
        let start = startLocation(from: edge)
        let duration = CGFloat(Self.simulatedDuration)
        return GesturePlan(steps: [
            (.began, { [self] in
                movement = .zero
                translationBase = .zero
                currentVelocity = .zero
                touchLocation = start
            }),
            (.changed, { [self] in
                movement = translation
                currentVelocity = CGPoint(x: translation.x / duration, y: translation.y / duration)
                touchLocation = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
            }),
            (.ended, {}),
        ])
    }

    /// The middle of the view, or of its `edge`.
    private func startLocation(from edge: RectEdge?) -> CGPoint {
        guard let bounds = view?.bounds else { return .zero }
        switch edge {
        case .top?: return CGPoint(x: bounds.midX, y: bounds.minY)
        case .left?: return CGPoint(x: bounds.minX, y: bounds.midY)
        case .bottom?: return CGPoint(x: bounds.midX, y: bounds.maxY)
        case .right?: return CGPoint(x: bounds.maxX, y: bounds.midY)
        default: return CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}
