import Foundation
import Testing
@testable import SceneRuntime

/// Something a responder can handle: a "save" event sent up the chain.
@MainActor
protocol SaveHandling: AnyObject {
    func save() -> Bool
}

@MainActor
final class SavingViewController: ViewController, SaveHandling {
    var saves = 0
    var accepts = true
    func save() -> Bool {
        saves += 1
        return accepts
    }
}

@MainActor
@Suite("Responder chain and memory warnings")
struct ResponderChainTests {
    @Test func nextGoesFromViewToControllerToSuperviewToWindowToApplication() throws {
        let application = Application()
        let delegate = ResponderAppDelegate()
        application.delegate = delegate
        let list = ViewController()
        let navigation = NavigationController(rootViewController: list)
        let window = makeVisibleWindow(root: navigation)
        window.application = application
        let button = Button(frame: .zero)
        let stack = StackView(frame: .zero)
        stack.addSubview(button)
        list.view.addSubview(stack)

        let chain = button.responderChain
        let expected: [Responder] = [button, stack, list.view, list, list.view.superview!, navigation.view, navigation, window, application, delegate]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
        #expect(list.view.superview?.isDescendant(of: navigation.view) == true)
        #expect(delegate.next == nil)
    }

    @Test func aPresentedControllersChainRunsThroughItsContainerToTheWindow() {
        let root = ViewController()
        let window = makeVisibleWindow(root: root)
        let presented = ViewController()
        root.present(presented, animated: false)
        let chain = presented.view.responderChain
        #expect(chain[1] === presented)
        #expect(chain[2] === presented.view.superview)
        #expect(chain[3] === window)
        #expect(!chain.contains { $0 === root }, "the presenting controller is not on the way up")
        // A controller whose view is in no superview continues with its parent, then its presenter.
        let unloaded = ViewController()
        #expect(unloaded.next == nil)
    }

    @Test func anEventTravelsUpUntilSomeoneHandlesIt() throws {
        let outer = SavingViewController()
        let inner = SavingViewController()
        let window = makeVisibleWindow(root: outer)
        outer.embed(inner, in: outer.view)
        let field = TextField(frame: .zero)
        inner.view.addSubview(field)

        inner.accepts = false
        let handler = field.sendUpResponderChain { ($0 as? SaveHandling)?.save() ?? false }
        #expect(handler === outer)
        #expect(inner.saves == 1)
        #expect(outer.saves == 1)
        #expect(field.nearestResponder(ofType: SaveHandling.self) === inner)

        outer.accepts = false
        #expect(field.sendUpResponderChain { ($0 as? SaveHandling)?.save() ?? false } == nil)
        #expect(window.nearestResponder(ofType: Application.self) === Application.shared)
    }

    @Test func memoryWarningsReachEveryControllerPresentedOnesIncluded() throws {
        let application = Application()
        var appWarnings = 0
        final class Delegate: ApplicationDelegate {
            let onWarning: () -> Void
            init(_ onWarning: @escaping () -> Void) { self.onWarning = onWarning }
            func applicationDidReceiveMemoryWarning(_ application: Application) { onWarning() }
        }
        let delegate = Delegate { appWarnings += 1 }
        application.delegate = delegate

        let probes = (0..<8).map { ProbeViewController("P\($0)") }
        let tabs = TabBarController()
        let stack = NavigationController(rootViewController: probes[0])
        stack.pushViewController(probes[1], animated: false)
        stack.definesPresentationContext = true
        tabs.setViewControllers([stack, probes[2]], animated: false)
        let window = makePadWindow(root: tabs)
        window.application = application
        // A form sheet over everything, which presents a popover of its own.
        probes[3].modalPresentationStyle = .formSheet
        probes[1].present(probes[3], animated: false)
        probes[4].modalPresentationStyle = .popover
        probes[4].popoverPresentationController?.sourceView = probes[3].view
        probes[3].present(probes[4], animated: false)
        // A context presentation inside the unselected part of the hierarchy.
        let second = makeVisibleWindow(root: probes[5])
        second.application = application
        probes[6].modalPresentationStyle = .fullScreen
        probes[5].present(probes[6], animated: false)
        let other = makeVisibleWindow(root: probes[7])

        application.simulateMemoryWarning()
        #expect(appWarnings == 1)
        #expect(probes.prefix(7).map(\.memoryWarnings) == [1, 1, 1, 1, 1, 1, 1])
        #expect(probes[7].memoryWarnings == 0, "a window of another application")
        #expect(probes[4].presentingViewController === probes[3])
        other.simulateMemoryWarning()
        #expect(probes[7].memoryWarnings == 1)
    }
}
