import Foundation

/// A simulated user gesture: what the fingers do and how many there are.
struct SimulatedGesture {
    enum Motion {
        /// The gesture of a custom recognizer's `simulateRecognition()`.
        case custom
        /// `count` quick taps.
        case tap(count: Int)
        /// A press held for `duration` after `taps` taps, then moved by `movement`.
        case press(duration: TimeInterval, taps: Int, movement: CGPoint)
        /// A quick swipe in one direction.
        case swipe(SwipeGestureRecognizer.Direction)
        /// A drag by `translation`, from `edge` of the view when given.
        case pan(translation: CGPoint, edge: RectEdge?)
        /// Two fingers pinching to `scale` times their distance.
        case pinch(scale: CGFloat)
        /// Two fingers turning by `radians`.
        case rotation(radians: CGFloat)
    }

    let motion: Motion
    let touches: Int
}

/// The states a recognizer goes through for one gesture, with what changes (translation,
/// scale, location …) before the actions of each state run.
struct GesturePlan {
    typealias Step = (state: GestureRecognizer.State, update: @MainActor () -> Void)
    let steps: [Step]
}

/// Decides which recognizers recognize a simulated gesture, as UIKit's gesture system does
/// for real touches, then runs their state transitions and actions.
///
/// The touches reach the recognizer simulated on, the other recognizers of its view and of
/// the view's ancestors (UIKit delivers a touch to all of them), and the recognizers these
/// require to fail, on whatever view. Each is decided in that order, the ones a recognizer
/// waits for first: it fails when it cannot receive the touches (disabled, unreachable
/// view, its delegate's `shouldReceive` says no), the gesture is not its kind, a recognizer
/// it requires to fail recognizes, its delegate's `gestureRecognizerShouldBegin` says no, or
/// one that recognized before prevents it (unless either delegate allows simultaneous
/// recognition). Recognizers then run their transitions in the order they were decided —
/// one after the other, where UIKit would interleave simultaneous continuous gestures.
@MainActor
enum GestureArbiter {
    /// Simulates `gesture` on `recognizer`'s view; returns whether `recognizer` recognized it.
    static func simulate(_ gesture: SimulatedGesture, on recognizer: GestureRecognizer) -> Bool {
        deliver(gesture, to: touched(from: recognizer)).contains { $0 === recognizer }
    }

    /// The recognizers that see touches meant for `first`: it, the others of its view and
    /// its ancestors', and (transitively) the recognizers these require to fail.
    static func touched(from first: GestureRecognizer) -> [GestureRecognizer] {
        var list = [first]
        var view = first.view
        while let current = view {
            for recognizer in current.storedGestureRecognizers where !list.contains(where: { $0 === recognizer }) {
                list.append(recognizer)
            }
            view = current.superview
        }
        var index = 0
        while index < list.count {
            for other in list[index].requiredToFail where !list.contains(where: { $0 === other }) {
                list.append(other)
            }
            index += 1
        }
        return list
    }

    /// Decides who among `candidates` recognizes `gesture`, runs their transitions and
    /// returns them in the order they ran.
    @discardableResult
    static func deliver(_ gesture: SimulatedGesture, to candidates: [GestureRecognizer]) -> [GestureRecognizer] {
        let decision = Decision(gesture: gesture, candidates: candidates)
        for candidate in candidates { _ = decision.recognizes(candidate) }
        for (recognizer, plan) in decision.recognized { run(plan, of: recognizer, touches: gesture.touches) }
        for recognizer in decision.failed {
            recognizer.state = .failed
            finish(recognizer)
        }
        return decision.recognized.map(\.0)
    }

    private static func run(_ plan: GesturePlan, of recognizer: GestureRecognizer, touches: Int) {
        recognizer.numberOfTouches = touches
        for (index, step) in plan.steps.enumerated() {
            if index > 0, !recognizer.isEnabled || recognizer.view == nil {
                recognizer.state = .cancelled
                recognizer.sendActions()
                break
            }
            step.update()
            recognizer.state = step.state
            recognizer.sendActions()
        }
        finish(recognizer)
    }

    private static func finish(_ recognizer: GestureRecognizer) {
        recognizer.state = .possible
        recognizer.numberOfTouches = 0
        recognizer.reset()
    }

    /// One gesture's decisions, made once per recognizer.
    @MainActor
    private final class Decision {
        let gesture: SimulatedGesture
        let candidates: [GestureRecognizer]
        let event = Event(type: .touches)
        private var outcomes: [ObjectIdentifier: Bool] = [:]
        private var deciding: Set<ObjectIdentifier> = []
        private(set) var recognized: [(GestureRecognizer, GesturePlan)] = []
        /// Recognizers that saw the touches as possibly theirs and failed.
        private(set) var failed: [GestureRecognizer] = []

        init(gesture: SimulatedGesture, candidates: [GestureRecognizer]) {
            self.gesture = gesture
            self.candidates = candidates
        }

        func recognizes(_ recognizer: GestureRecognizer) -> Bool {
            let identifier = ObjectIdentifier(recognizer)
            if let outcome = outcomes[identifier] { return outcome }
            guard deciding.insert(identifier).inserted else { return false }
            defer { deciding.remove(identifier) }
            guard receives(recognizer), let plan = recognizer.plan(for: gesture) else {
                outcomes[identifier] = false
                return false
            }
            let outcome = waitsInVain(recognizer) == false
                && recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) != false
                && !recognized.contains { prevents($0.0, recognizer) }
            outcomes[identifier] = outcome
            if outcome { recognized.append((recognizer, plan)) } else { failed.append(recognizer) }
            return outcome
        }

        private func receives(_ recognizer: GestureRecognizer) -> Bool {
            guard recognizer.isEnabled, let view = recognizer.view, view.isReachableByUser else { return false }
            return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
        }

        /// Whether a recognizer `recognizer` waits for recognizes (so it must fail).
        private func waitsInVain(_ recognizer: GestureRecognizer) -> Bool {
            let explicit = recognizer.requiredToFail
            let asked = candidates.filter { other in
                other !== recognizer && (
                    recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                        || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
                )
            }
            return (explicit + asked).contains { recognizes($0) }
        }

        private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
            let simultaneous = winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
            return !simultaneous && winner.canPrevent(other) && other.canBePrevented(by: winner)
        }
    }
}
