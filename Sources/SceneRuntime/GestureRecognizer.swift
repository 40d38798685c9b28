import Foundation

/// Recognizes a gesture on a view and sends its actions (UIKit's `UIGestureRecognizer`).
///
/// Attach it with `View.addGestureRecognizer(_:)` and give it actions with
/// `addTarget(_:action:)` (the target is held weakly; the handler gets the recognizer as
/// its own type) or `addAction(_:)`. Subclasses recognize taps, long presses, swipes, pans,
/// screen-edge pans, pinches and rotations.
///
/// Headless, a user's gesture is simulated with the subclass's `simulate…` helper (or
/// `simulateRecognition()`), which returns whether this recognizer recognized it. A
/// recognizer recognizes only when it is enabled, attached to a view a user can reach
/// (`View.isReachableByUser`), the delegate lets it receive the event and begin, the
/// gesture is its kind of gesture, the recognizers it requires to fail do not recognize the
/// same touches, and no recognizer that recognized first prevents it. Discrete gestures go
/// from `.possible` to `.ended` (one action); continuous gestures go `.began`, `.changed`
/// …, `.ended`, sending the actions at each transition. Afterwards the recognizer is back in
/// `.possible` (and `reset()` ran) when the call returns — UIKit resets it at the end of
/// the run-loop turn.
@MainActor
open class GestureRecognizer: GestureRecognizerActions {
    /// Where a recognizer is in recognizing its gesture (UIKit's
    /// `UIGestureRecognizer.State`, with its raw values).
    public enum State: Int, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended
    }

    private struct Registration {
        let action: Action
        weak var target: AnyObject?
        let hasTarget: Bool
    }

    /// The recognizer's state; `.possible` between gestures.
    public internal(set) var state: State = .possible
    /// Whether the recognizer recognizes gestures. Disabling it during a continuous
    /// gesture (in an action) cancels the gesture.
    open var isEnabled = true
    /// Whether touches the recognizer recognized are cancelled for its view: a button's tap
    /// recognized by a tap recognizer on the button sends `touchCancel`, not `touchUpInside`.
    open var cancelsTouchesInView = true
    /// Whether the view only receives the touches once the recognizer failed: a button under
    /// a recognizing tap recognizer then sends nothing at all.
    open var delaysTouchesBegan = false
    /// Whether the view receives the end of the touches only after the recognizer decided
    /// (recorded: headless, the recognizer always decides before the touches end).
    open var delaysTouchesEnded = true
    /// The view the recognizer is attached to (weak); see `View.addGestureRecognizer(_:)`.
    public internal(set) weak var view: View?
    /// Decides whether the recognizer receives touches, begins and recognizes with others (weak).
    public weak var delegate: GestureRecognizerDelegate?
    /// A name for debugging.
    public var name: String?
    /// The number of touches of the current gesture; 0 between gestures.
    public internal(set) var numberOfTouches = 0

    private var registrations: [Registration] = []
    private var failureRequirements: [WeakGestureRecognizer] = []
    /// Where the current (else the last) gesture's touches are, in the view's coordinates.
    var touchLocation: CGPoint?

    /// How long a simulated continuous gesture lasts, for velocities: a quarter second.
    static let simulatedDuration: TimeInterval = 0.25

    /// Creates a recognizer with no actions.
    public init() {}

    // MARK: Actions

    /// Removes the actions added with `target` (`nil`: every action).
    public func removeTarget(_ target: AnyObject?) {
        registrations.removeAll { target == nil || ($0.hasTarget && $0.target === target) }
    }

    /// Removes `action`.
    public func removeAction(_ action: Action) {
        registrations.removeAll { $0.action === action }
    }

    func register(_ action: Action, target: AnyObject?) {
        registrations.append(Registration(action: action, target: target, hasTarget: target != nil))
    }

    /// Runs the actions in the order they were added; actions whose target was released are dropped.
    func sendActions() {
        registrations.removeAll { $0.hasTarget && $0.target == nil }
        for registration in registrations {
            registration.action.perform(sender: self)
        }
    }

    // MARK: Relationships

    /// Makes this recognizer wait until `otherGestureRecognizer` (on any view) fails: when
    /// the other recognizes the same touches, this one fails. Kept weakly.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self, !requiredToFail.contains(where: { $0 === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// The recognizers given to `require(toFail:)` that are still alive.
    var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (subclass hook).
    /// Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail (subclass hook). Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether recognizing first prevents `preventedGestureRecognizer` from recognizing.
    /// Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing first, prevents this one. Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Location

    /// Where the gesture is (its touches' centroid) in `view`'s coordinates (`nil`: the
    /// window's). Headless: the middle of the recognizer's view, moved as a simulated pan
    /// moves; it keeps the last gesture's location between gestures.
    open func location(in view: View?) -> CGPoint {
        guard let host = self.view else { return .zero }
        let point = touchLocation ?? CGPoint(x: host.bounds.midX, y: host.bounds.midY)
        return host.convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// Where touch `touchIndex` is; headless every touch is at `location(in:)`.
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        location(in: view)
    }

    /// Called when the recognizer returns to `.possible` after a gesture ended, failed or
    /// was cancelled. Subclasses reset their per-gesture state; call `super`.
    open func reset() {}

    // MARK: Simulation

    /// Simulates the recognizer's kind of gesture with its defaults (a tap with the required
    /// taps and touches, a long press, a swipe in its direction, a pan of 100 points right, a
    /// pinch to twice the size, a quarter turn). For a custom subclass: a gesture it
    /// recognizes as discrete. Returns whether this recognizer recognized it.
    @discardableResult
    open func simulateRecognition() -> Bool {
        simulate(.custom, touches: 1)
    }

    /// Delivers a simulated gesture to this recognizer and the recognizers that would see
    /// the same touches; returns whether this one recognized it.
    func simulate(_ motion: SimulatedGesture.Motion, touches: Int) -> Bool {
        GestureArbiter.simulate(SimulatedGesture(motion: motion, touches: touches), on: self)
    }

    /// How this recognizer would recognize `gesture` — the states it goes through — or
    /// `nil` when it is not its gesture. Subclasses override it for their kind.
    func plan(for gesture: SimulatedGesture) -> GesturePlan? {
        guard case .custom = gesture.motion else { return nil }
        return discretePlan(at: viewCenter)
    }

    /// A discrete recognition at `location` (in the view's coordinates).
    func discretePlan(at location: CGPoint) -> GesturePlan {
        GesturePlan(steps: [(.ended, { [self] in touchLocation = location })])
    }

    /// The middle of the view's bounds.
    var viewCenter: CGPoint {
        view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero
    }
}

/// Typed, closure-based target-action for gesture recognizers: the handler receives the
/// recognizer as its own type (`PanGestureRecognizer` …), so no casts are needed.
@MainActor
public protocol GestureRecognizerActions: AnyObject {}

extension GestureRecognizerActions where Self: GestureRecognizer {
    /// Target-action without selectors: at each state transition `action` runs with
    /// `target` and the recognizer. The target is held weakly — the action is dropped once
    /// it is released. Returns the action, for `removeAction(_:)`.
    ///
    /// ```swift
    /// pan.addTarget(self) { controller, pan in controller.drag(pan.translation(in: nil)) }
    /// ```
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target, Self) -> Void) -> Action {
        let registered = Action { [weak self, weak target] _ in
            guard let self, let target else { return }
            action(target, self)
        }
        register(registered, target: target)
        return registered
    }

    /// Runs `handler` with the recognizer at each state transition. Returns the action.
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (Self) -> Void) -> Action {
        let registered = Action { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
        register(registered, target: nil)
        return registered
    }
}

@MainActor
final class WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
