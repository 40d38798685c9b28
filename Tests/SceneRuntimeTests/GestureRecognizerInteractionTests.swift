import Foundation
import Testing
@testable import SceneRuntime

@Suite("Gesture recognizers together")
@MainActor
struct GestureRecognizerInteractionTests {
    // MARK: Between recognizers

    @Test func aSingleTapThatRequiresADoubleTapToFail() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        single.addAction { _ in log.entries.append("single") }
        double.addAction { _ in log.entries.append("double") }
        single.require(toFail: double)

        // One tap: the double tap fails, so the single tap recognizes.
        #expect(single.simulateTap())
        #expect(log.entries == ["single"])
        // Two taps: the double tap recognizes, so the single tap fails.
        #expect(!single.simulateTap(count: 2))
        #expect(log.entries == ["single", "double"])
        #expect(double.simulateTap())
        #expect(log.entries == ["single", "double", "double"])
        // Without the requirement, the single tap recognizes on the first of two taps.
        let other = TapGestureRecognizer()
        view.addGestureRecognizer(other)
        #expect(other.simulateTap(count: 2))
        withExtendedLifetime(window) {}
    }

    @Test func aRequirementOnAnotherViewIsHonoured() {
        let (view, window) = shownGestureView()
        let elsewhere = View(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(elsewhere)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let otherPan = PanGestureRecognizer()
        elsewhere.addGestureRecognizer(otherPan)
        var otherActions = 0
        otherPan.addAction { _ in otherActions += 1 }
        pan.require(toFail: otherPan)
        #expect(!pan.simulatePan(translation: CGPoint(x: 10, y: 0)))
        #expect(otherActions == 3)
        otherPan.isEnabled = false
        #expect(pan.simulatePan(translation: CGPoint(x: 10, y: 0)))
        withExtendedLifetime(window) {}
    }

    @Test func aPanWaitsForAnEdgePanThroughTheDelegate() {
        let (view, window) = shownGestureView()
        let pan = PanGestureRecognizer()
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(edge)
        let delegate = GestureTestDelegate()
        delegate.requiresFailureOf = edge
        pan.delegate = delegate
        var panActions = 0
        pan.addAction { _ in panActions += 1 }
        // A pan from the left edge is the edge pan's; a pan from the middle is the pan's.
        #expect(edge.simulateEdgePan(translation: CGPoint(x: 50, y: 0)))
        #expect(panActions == 0)
        #expect(pan.simulatePan(translation: CGPoint(x: 50, y: 0)))
        #expect(panActions == 3)
        delegate.requiresFailureOf = nil
        #expect(edge.simulateEdgePan(translation: CGPoint(x: 50, y: 0)))
        #expect(panActions == 3)
        withExtendedLifetime(window) {}
    }

    @Test func aRecognizerPreventsOthersOnItsAncestorsUnlessSimultaneous() {
        let (view, window) = shownGestureView()
        let log = GestureLog()
        let inner = TapGestureRecognizer()
        let outer = TapGestureRecognizer()
        view.addGestureRecognizer(inner)
        window.addGestureRecognizer(outer)
        inner.addAction { _ in log.entries.append("inner") }
        outer.addAction { _ in log.entries.append("outer") }

        #expect(inner.simulateTap())
        #expect(log.entries == ["inner"])
        let delegate = GestureTestDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        #expect(inner.simulateTap())
        #expect(log.entries == ["inner", "inner", "outer"])
        // Tapping where only the outer view is: the inner recognizer is not touched.
        #expect(outer.simulateTap())
        #expect(log.entries == ["inner", "inner", "outer", "outer"])
    }

    // MARK: Attaching and actions

    @Test func viewsOwnTheirRecognizersAndAnotherViewTakesOneOver() {
        let first = View()
        let second = View()
        #expect(first.gestureRecognizers == nil)
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        first.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.map(\.name) == ["tap"])
        #expect(tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers == nil)
        #expect(tap.view === second)
        second.gestureRecognizers = [PanGestureRecognizer()]
        #expect(tap.view == nil)
        #expect(second.gestureRecognizers?.count == 1)
    }

    @Test func theTargetIsHeldWeaklyAndCanBeRemoved() {
        final class Target {
            var taps = 0
        }
        let view = View()
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var target: Target? = Target()
        weak let weakTarget = target
        tap.addTarget(target!) { target, tap in target.taps += tap.numberOfTapsRequired }
        #expect(tap.simulateTap())
        #expect(target?.taps == 1)
        target = nil
        #expect(weakTarget == nil)
        #expect(tap.simulateTap())

        let kept = Target()
        tap.addTarget(kept) { target, _ in target.taps += 1 }
        tap.removeTarget(kept)
        #expect(tap.simulateTap())
        #expect(kept.taps == 0)
    }

    // MARK: cancelsTouchesInView

    @Test func aTapRecognizerOnAButtonCancelsItsTouches() {
        let (view, window) = shownGestureView()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        view.addSubview(button)
        var log: [String] = []
        button.addAction(for: .touchDown) { log.append("touchDown") }
        button.addAction(for: .touchUpInside) { log.append("touchUpInside") }
        button.addAction(for: .touchCancel) { log.append("touchCancel") }
        button.addAction(for: .primaryActionTriggered) { log.append("primary") }
        let tap = TapGestureRecognizer()
        tap.addAction { _ in log.append("tap") }
        button.addGestureRecognizer(tap)

        #expect(!button.simulateTap())
        #expect(log == ["touchDown", "tap", "touchCancel"])

        log.removeAll()
        tap.cancelsTouchesInView = false
        #expect(button.simulateTap())
        #expect(log == ["touchDown", "tap", "touchUpInside", "primary"])

        log.removeAll()
        tap.cancelsTouchesInView = true
        tap.delaysTouchesBegan = true
        #expect(!button.simulateTap())
        #expect(log == ["tap"])

        log.removeAll()
        tap.isEnabled = false
        #expect(button.simulateTap())
        #expect(log == ["touchDown", "touchUpInside", "primary"])
        withExtendedLifetime(window) {}
    }

    @Test func aTapRecognizerOnAnAncestorLeavesAButtonsTapAlone() {
        let (view, window) = shownGestureView()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        view.addSubview(button)
        var log: [String] = []
        button.addAction(for: .primaryActionTriggered) { log.append("primary") }
        let tap = TapGestureRecognizer()
        tap.addAction { _ in log.append("tap") }
        view.addGestureRecognizer(tap)
        #expect(button.simulateTap())
        #expect(log == ["primary"])
        withExtendedLifetime(window) {}
    }
}
