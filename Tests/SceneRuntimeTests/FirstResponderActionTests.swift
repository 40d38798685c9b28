import Foundation
import Testing
@testable import SceneRuntime

/// What the generated code of a scene with a first-responder action declares.
@MainActor
protocol FirstResponderTestCopying: AnyObject {
    func copyTapped(_ sender: Any?)
}

@Suite("First responder and nil-targeted actions")
@MainActor
struct FirstResponderActionTests {
    class Copier: ViewController, FirstResponderTestCopying {
        var copies: [String] = []
        func copyTapped(_ sender: Any?) {
            copies.append((sender as? Button)?.currentTitle ?? "?")
        }
    }

    /// A view that can be first responder, as a custom text input is.
    final class Editable: View {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// Registers `copyTapped:`-style handling for a fresh selector; remove it when done.
    private func registerCopy(_ name: String) -> ActionSelector {
        let selector = ActionSelector(name)
        Responder.registerActionHandler(for: selector, canPerform: { $0 is FirstResponderTestCopying }, perform: { responder, sender in
            (responder as? FirstResponderTestCopying)?.copyTapped(sender)
        })
        return selector
    }

    /// A container with two copier children, each with a button (and B an editable view).
    private func twoCopiers() -> (container: ViewController, a: Copier, b: Copier, buttonA: Button, buttonB: Button, editableA: Editable, window: Window) {
        let container = ViewController()
        let a = Copier()
        let b = Copier()
        let window = makeVisibleWindow(root: container)
        container.embed(a, in: container.view)
        container.embed(b, in: container.view)
        let buttonA = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        buttonA.setTitle("A", for: .normal)
        let buttonB = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        buttonB.setTitle("B", for: .normal)
        let editableA = Editable()
        a.view.addSubview(buttonA)
        a.view.addSubview(editableA)
        b.view.addSubview(buttonB)
        return (container, a, b, buttonA, buttonB, editableA, window)
    }

    @Test func aNilTargetedActionReachesTheNearestResponderThatPerformsIt() {
        let selector = registerCopy("frTestCopy1:")
        defer { Responder.unregisterActionHandlers(for: selector) }
        let scene = twoCopiers()
        scene.buttonB.addTarget(nil, action: selector, for: .touchUpInside)
        #expect(scene.buttonB.simulateTap())
        #expect(scene.b.copies == ["B"])
        #expect(scene.a.copies.isEmpty)
        #expect(scene.buttonB.target(forAction: selector, withSender: nil) as AnyObject? === scene.b)
        #expect(scene.b.canPerformAction(selector, withSender: nil))
        #expect(!scene.container.canPerformAction(selector, withSender: nil))
    }

    @Test func theFirstResponderOfTheSendersWindowComesFirst() {
        let selector = registerCopy("frTestCopy2:")
        defer { Responder.unregisterActionHandlers(for: selector) }
        let scene = twoCopiers()
        scene.buttonB.addTarget(nil, action: selector, for: .touchUpInside)
        #expect(scene.editableA.becomeFirstResponder())
        #expect(scene.editableA.isFirstResponder && scene.window.firstResponder === scene.editableA)
        #expect(scene.buttonB.simulateTap())
        #expect(scene.a.copies == ["B"])
        #expect(scene.b.copies.isEmpty)

        #expect(scene.editableA.resignFirstResponder())
        #expect(scene.window.firstResponder == nil)
        #expect(scene.buttonB.simulateTap())
        #expect(scene.b.copies == ["B"])
    }

    @Test func noResponderPerformingTheActionMeansFalse() {
        let selector = ActionSelector("frTestNobodyHandles:")
        let scene = twoCopiers()
        #expect(!scene.window.application.sendAction(selector, to: nil, from: scene.buttonA))
        #expect(scene.buttonA.target(forAction: selector, withSender: nil) == nil)
        #expect(!Application.shared.sendAction(selector, to: nil, from: nil))
        let copy = registerCopy("frTestCopy3:")
        defer { Responder.unregisterActionHandlers(for: copy) }
        let loose = Button()
        #expect(!Application.shared.sendAction(copy, to: nil, from: loose))
        #expect(!Application.shared.sendAction(copy, to: NSObject(), from: loose))
    }

    @Test func canPerformActionOverridesRedirectTheSearch() {
        final class Refusing: Copier {
            override func canPerformAction(_ action: ActionSelector, withSender sender: Any?) -> Bool { false }
        }
        let selector = registerCopy("frTestCopy4:")
        defer { Responder.unregisterActionHandlers(for: selector) }
        let outer = Copier()
        let inner = Refusing()
        let window = makeVisibleWindow(root: outer)
        outer.embed(inner, in: outer.view)
        let button = Button()
        button.setTitle("Copy", for: .normal)
        inner.view.addSubview(button)
        #expect(window.application.sendAction(selector, to: nil, from: button))
        #expect(inner.copies.isEmpty)
        #expect(outer.copies == ["Copy"])
    }

    @Test func anExplicitTargetPerformsDirectlyAndIsHeldWeakly() {
        let selector = registerCopy("frTestCopy5:")
        defer { Responder.unregisterActionHandlers(for: selector) }
        let button = Button()
        button.setTitle("Copy", for: .normal)
        var target: Copier? = Copier()
        weak let weakTarget = target
        button.addTarget(target, action: selector, for: .primaryActionTriggered)
        #expect(button.simulateTap())
        #expect(target?.copies == ["Copy"])
        target = nil
        #expect(weakTarget == nil)
        #expect(button.simulateTap())
        #expect(button.actionCount(for: .primaryActionTriggered) == 0)

        let other = Copier()
        button.addTarget(other, action: selector, for: .touchUpInside)
        button.addTarget(nil, action: selector, for: .touchUpInside)
        button.removeTarget(other, action: selector, for: .touchUpInside)
        #expect(button.actionCount(for: .touchUpInside) == 1)
        button.removeTarget(nil, action: nil, for: .touchUpInside)
        #expect(button.actionCount(for: .touchUpInside) == 0)
    }

    @Test func aHandlerOnlyRegistrationIsTriedUpTheChain() {
        let selector = ActionSelector("frTestCopy6:")
        Responder.registerActionHandler(for: selector) { responder, sender in
            guard let copier = responder as? FirstResponderTestCopying else { return false }
            copier.copyTapped(sender)
            return true
        }
        defer { Responder.unregisterActionHandlers(for: selector) }
        let scene = twoCopiers()
        #expect(scene.window.application.sendAction(selector, to: nil, from: scene.buttonA))
        #expect(scene.a.copies == ["A"])
    }

    @Test func theApplicationDelegateEndsTheChain() {
        final class AppDelegate: Responder, ApplicationDelegate, FirstResponderTestCopying {
            var copies = 0
            func copyTapped(_ sender: Any?) { copies += 1 }
        }
        final class LoggingApplication: Application {
            var sent: [String] = []
            override func sendAction(_ action: ActionSelector, to target: Any?, from sender: Any?, for event: Event? = nil) -> Bool {
                sent.append(action.description)
                return super.sendAction(action, to: target, from: sender, for: event)
            }
        }
        let selector = registerCopy("frTestCopy7:")
        defer { Responder.unregisterActionHandlers(for: selector) }
        let application = LoggingApplication()
        let delegate = AppDelegate()
        application.delegate = delegate
        let root = ViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.application = application
        window.rootViewController = root
        window.isHidden = false
        let button = Button()
        root.view.addSubview(button)
        button.addTarget(nil, action: selector, for: .primaryActionTriggered)
        #expect(button.simulateTap())
        #expect(application.sent == ["frTestCopy7:"])
        #expect(delegate.copies == 1)
    }

    @Test func becomingFirstResponderNeedsTheAbilityAndAWindow() {
        let window = makeVisibleWindow(root: ViewController())
        let plain = View()
        window.addSubview(plain)
        #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder())
        let loose = Editable()
        #expect(!loose.becomeFirstResponder())
        let editable = Editable()
        window.addSubview(editable)
        #expect(editable.becomeFirstResponder())
        #expect(editable.isFirstResponder)
        editable.removeFromSuperview()
        #expect(!editable.isFirstResponder)
        #expect(window.firstResponder == nil)
    }

    @Test func selectorsReadAsTheirText() {
        let selector: ActionSelector = "paste:"
        #expect(selector == ActionSelector("paste:"))
        #expect(selector.description == "paste:")
        #expect(Set<ActionSelector>(["a:", "a:", "b:"]).count == 2)
    }
}
