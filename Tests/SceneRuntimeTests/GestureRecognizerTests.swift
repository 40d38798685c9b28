import Foundation
import Testing
@testable import SceneRuntime

/// Records the state at each action.
@MainActor
final class GestureLog {
    var states: [GestureRecognizer.State] = []
    var entries: [String] = []
}

/// A gesture recognizer delegate whose answers a test sets.
@MainActor
final class GestureTestDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requiresFailureOf: GestureRecognizer?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool { shouldReceive }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
        otherGestureRecognizer === requiresFailureOf
    }
}

/// A view of 200×100 at (10, 20) in a shown window.
@MainActor
func shownGestureView() -> (View, Window) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    let view = View(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    window.addSubview(view)
    return (view, window)
}

/// Attaches `recognizer` to `view` with an action logging its state.
@MainActor
func attachLogged<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, to view: View, log: GestureLog) -> Recognizer {
    view.addGestureRecognizer(recognizer)
    recognizer.addTarget(log) { log, recognizer in log.states.append(recognizer.state) }
    return recognizer
}

@Suite("Gesture recognizers")
@MainActor
struct GestureRecognizerTests {
    // MARK: State machines

    @Test func aTapIsDiscreteAndTheRecognizerIsPossibleAgainAfterwards() {
        final class CountingTap: TapGestureRecognizer {
            var resets = 0
            override func reset() {
                super.reset()
                resets += 1
            }
        }
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let tap = attachLogged(CountingTap(), to: view, log: log)
        var touches: [Int] = []
        tap.addAction { touches.append($0.numberOfTouches) }
        #expect(tap.state == .possible)
        #expect(tap.simulateTap())
        #expect(log.states == [.ended])
        #expect(GestureRecognizer.State.recognized == .ended)
        #expect(touches == [1])
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
        #expect(tap.resets == 1)
        #expect(tap.location(in: view) == CGPoint(x: 100, y: 50))
        #expect(tap.location(in: nil) == CGPoint(x: 110, y: 70))
        withExtendedLifetime(window) {}
    }

    @Test func aPanGoesBeganChangedEndedWithOneActionEach() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let pan = attachLogged(PanGestureRecognizer(), to: view, log: log)
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        var locations: [CGPoint] = []
        pan.addAction { pan in
            translations.append(pan.translation(in: view))
            velocities.append(pan.velocity(in: nil))
            locations.append(pan.location(in: view))
        }
        #expect(pan.simulatePan(translation: CGPoint(x: 40, y: -10)))
        #expect(log.states == [.began, .changed, .ended])
        #expect(translations == [.zero, CGPoint(x: 40, y: -10), CGPoint(x: 40, y: -10)])
        #expect(velocities == [.zero, CGPoint(x: 160, y: -40), CGPoint(x: 160, y: -40)])
        #expect(locations == [CGPoint(x: 100, y: 50), CGPoint(x: 140, y: 40), CGPoint(x: 140, y: 40)])
        #expect(pan.state == .possible)
        #expect(!pan.simulatePan(translation: .zero))
        #expect(log.states.count == 3)
        withExtendedLifetime(window) {}
    }

    @Test func resettingTheTranslationInAnActionGivesIncrements() {
        let (view, window) = shownGestureView()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var moved: [CGPoint] = []
        pan.addAction { pan in
            moved.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        #expect(pan.simulatePan(translation: CGPoint(x: 30, y: 0)))
        #expect(moved == [.zero, CGPoint(x: 30, y: 0), .zero])
        withExtendedLifetime(window) {}
    }

    @Test func aLongPressBeginsAfterTheMinimumDurationAndChangesOnlyWhenMoved() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let press = attachLogged(LongPressGestureRecognizer(), to: view, log: log)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        #expect(press.simulateLongPress())
        #expect(log.states == [.began, .ended])
        log.states.removeAll()
        #expect(press.simulateLongPress(duration: 1, movement: CGPoint(x: 0, y: 30)))
        #expect(log.states == [.began, .changed, .ended])
        log.states.removeAll()
        #expect(!press.simulateLongPress(duration: 0.2))
        #expect(log.states.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func aSwipeIsRecognizedOnlyInItsDirections() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let swipe = attachLogged(SwipeGestureRecognizer(), to: view, log: log)
        #expect(swipe.direction == .right)
        #expect(swipe.simulateSwipe())
        #expect(!swipe.simulateSwipe(.left))
        swipe.direction = [.left, .up]
        #expect(swipe.simulateSwipe(.up))
        #expect(swipe.simulateSwipe())
        #expect(!swipe.simulateSwipe(.right))
        #expect(log.states == [.ended, .ended, .ended])
        swipe.numberOfTouchesRequired = 2
        #expect(swipe.simulateSwipe(.left))
        withExtendedLifetime(window) {}
    }

    @Test func pinchAndRotationAreContinuousTwoFingerGestures() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let pinch = attachLogged(PinchGestureRecognizer(), to: view, log: log)
        var scales: [CGFloat] = []
        pinch.addAction { scales.append($0.scale) }
        #expect(pinch.simulatePinch(scale: 2))
        #expect(log.states == [.began, .changed, .ended])
        #expect(scales == [1, 2, 2])
        #expect(pinch.velocity == 4)
        #expect(!pinch.simulatePinch(scale: 1))

        let rotationLog = GestureLog()
        let rotation = attachLogged(RotationGestureRecognizer(), to: View(), log: rotationLog)
        view.addGestureRecognizer(rotation)
        var angles: [CGFloat] = []
        rotation.addAction { rotation in
            angles.append(rotation.rotation)
            rotation.rotation = 0
        }
        #expect(rotation.simulateRotation(.pi))
        #expect(rotationLog.states == [.began, .changed, .ended])
        #expect(angles == [0, .pi, 0])
        #expect(rotation.velocity == 4 * .pi)
        #expect(!rotation.simulateRotation(0))
        withExtendedLifetime(window) {}
    }

    @Test func screenEdgePansStartAtOneOfTheirEdges() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let edge = attachLogged(ScreenEdgePanGestureRecognizer(), to: view, log: log)
        #expect(edge.edges.isEmpty)
        #expect(!edge.simulateRecognition())
        edge.edges = .left
        var starts: [CGPoint] = []
        edge.addAction { if $0.state == .began { starts.append($0.location(in: view)) } }
        #expect(edge.simulateEdgePan(translation: CGPoint(x: 80, y: 0)))
        #expect(starts == [CGPoint(x: 0, y: 50)])
        #expect(!edge.simulateEdgePan(from: .right, translation: CGPoint(x: -80, y: 0)))
        #expect(edge.simulateRecognition())
        #expect(log.states == [.began, .changed, .ended, .began, .changed, .ended])
        withExtendedLifetime(window) {}
    }

    @Test func simulateRecognitionDoesEachKindsDefaultGesture() {
        let (view, window) = shownGestureView()
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .all
        let recognizers: [GestureRecognizer] = [
            TapGestureRecognizer(), LongPressGestureRecognizer(), SwipeGestureRecognizer(), PanGestureRecognizer(),
            edge, PinchGestureRecognizer(), RotationGestureRecognizer(), GestureRecognizer(),
        ]
        for recognizer in recognizers {
            let host = View(frame: view.bounds)
            view.addSubview(host)
            host.addGestureRecognizer(recognizer)
            var actions = 0
            recognizer.addAction { _ in actions += 1 }
            #expect(recognizer.simulateRecognition(), "\(type(of: recognizer))")
            #expect(actions > 0)
        }
        withExtendedLifetime(window) {}
    }

    // MARK: Who may recognize

    @Test func disabledDetachedOrUnreachableRecognizersDoNotRecognize() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let tap = attachLogged(TapGestureRecognizer(), to: view, log: log)
        tap.isEnabled = false
        #expect(!tap.simulateTap())
        tap.isEnabled = true

        view.isHidden = true
        #expect(!tap.simulateTap())
        view.isHidden = false
        view.alpha = 0
        #expect(!tap.simulateTap())
        view.alpha = 1
        view.isUserInteractionEnabled = false
        #expect(!tap.simulateTap())
        view.isUserInteractionEnabled = true
        window.isHidden = true
        #expect(!tap.simulateTap())
        window.isHidden = false

        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(!tap.simulateTap())
        #expect(log.states.isEmpty)
        view.addGestureRecognizer(tap)
        #expect(tap.simulateTap())
        #expect(log.states == [.ended])
    }

    @Test func theDelegateDecidesWhetherTheRecognizerReceivesAndBegins() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let pan = attachLogged(PanGestureRecognizer(), to: view, log: log)
        let delegate = GestureTestDelegate()
        pan.delegate = delegate
        delegate.shouldBegin = false
        #expect(!pan.simulatePan(translation: CGPoint(x: 10, y: 0)))
        delegate.shouldBegin = true
        delegate.shouldReceive = false
        #expect(!pan.simulatePan(translation: CGPoint(x: 10, y: 0)))
        delegate.shouldReceive = true
        #expect(pan.simulatePan(translation: CGPoint(x: 10, y: 0)))
        #expect(log.states == [.began, .changed, .ended])
        withExtendedLifetime(window) {}
    }

    @Test func disablingARecognizerDuringItsGestureCancelsIt() {
        let (view, window) = shownGestureView()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var states: [GestureRecognizer.State] = []
        pan.addAction { pan in
            states.append(pan.state)
            if pan.state == .began { pan.isEnabled = false }
        }
        #expect(pan.simulatePan(translation: CGPoint(x: 10, y: 0)))
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
        withExtendedLifetime(window) {}
    }
}
