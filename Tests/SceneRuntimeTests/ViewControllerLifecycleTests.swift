import Foundation
import Testing
@testable import SceneRuntime

@Suite("View controller lifecycle")
@MainActor
struct ViewControllerLifecycleTests {
    @Test func viewLoadsLazilyOnceOnFirstAccess() {
        let controller = ProbeViewController("A")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.viewDidLoadCount == 0)

        let first = controller.view
        let second = controller.view
        #expect(first === second)
        #expect(controller.isViewLoaded)
        #expect(controller.loadViewCount == 1)
        #expect(controller.viewDidLoadCount == 1)

        controller.loadViewIfNeeded()
        #expect(controller.viewDidLoadCount == 1)
        #expect(controller.view.next === controller)
    }

    @Test func loadViewHandlerBuildsTheViewTreeAndOutlets() {
        final class Screen: ViewController {
            var titleLabel: Label?
            var saveButton: Button?
            var saves = 0
        }
        let screen = Screen()
        screen.loadViewHandler = { controller in
            let root = View()
            let label = Label()
            label.text = "Hello"
            let button = Button(type: .system)
            button.setTitle("Save", for: .normal)
            root.addSubview(label)
            root.addSubview(button)
            let screen = controller as? Screen
            screen?.titleLabel = label
            screen?.saveButton = button
            button.addAction(for: .primaryActionTriggered) { [weak screen] in screen?.saves += 1 }
            return root
        }
        #expect(screen.titleLabel == nil)
        screen.loadViewIfNeeded()
        #expect(screen.view.subviews.count == 2)
        #expect(screen.titleLabel?.text == "Hello")
        #expect(screen.saveButton?.simulateTap() == true)
        #expect(screen.saves == 1)
    }

    @Test func loadViewWithoutAViewIsReportedAndReplaced() {
        final class Forgetful: ViewController {
            override func loadView() {}
        }
        let capture = MisuseCapture()
        defer { capture.finish() }
        let controller = Forgetful()
        controller.debugName = "Forgetful"
        #expect(controller.view != nil)
        #expect(capture.reported == [.loadViewDidNotSetView(controller: "Forgetful")])
    }

    @Test func settingViewNilUnloadsAndTheNextAccessReloads() {
        let controller = ProbeViewController("A")
        let first = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(controller.view !== first)
        #expect(controller.viewDidLoadCount == 2)
    }

    @Test func debugLabelPrefersDebugNameThenTitleThenRestorationIdentifierThenType() {
        let controller = ViewController()
        #expect(controller.debugLabel == "ViewController")
        controller.restorationIdentifier = "Restore"
        #expect(controller.debugLabel == "Restore")
        controller.title = "Title"
        #expect(controller.debugLabel == "Title")
        controller.debugName = "Debug"
        #expect(controller.debugLabel == "Debug")
    }

    @Test func titleUpdatesExistingNavigationAndTabBarItems() {
        let controller = ViewController()
        controller.title = "First"
        #expect(controller.navigationItem.title == "First")
        #expect(controller.tabBarItem.title == "First")
        controller.title = "Second"
        #expect(controller.navigationItem.title == "Second")
        #expect(controller.tabBarItem.title == "Second")
    }

    @Test func appearanceStateMachineAllowsOnlyLegalTransitions() {
        let legal: [(AppearanceState, AppearanceState.Transition, AppearanceState)] = [
            (.disappeared, .beginAppearing, .appearing),
            (.disappearing, .beginAppearing, .appearing),
            (.appearing, .end, .appeared),
            (.appeared, .beginDisappearing, .disappearing),
            (.appearing, .beginDisappearing, .disappearing),
            (.disappearing, .end, .disappeared),
        ]
        for (state, transition, expected) in legal {
            #expect(state.applying(transition) == expected)
        }
        let illegal: [(AppearanceState, AppearanceState.Transition)] = [
            (.appearing, .beginAppearing), (.appeared, .beginAppearing),
            (.disappeared, .beginDisappearing), (.disappearing, .beginDisappearing),
            (.disappeared, .end), (.appeared, .end),
        ]
        for (state, transition) in illegal {
            #expect(state.applying(transition) == nil)
        }
    }

    @Test func invalidAppearanceTransitionsAreRejectedWithoutCallbacks() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let controller = ProbeViewController("A")

        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()

        #expect(controller.observations.map(\.callback) == ["viewWillAppear", "viewDidAppear"])
        #expect(controller.appearanceState == .appeared)
        #expect(capture.reported == [
            .invalidAppearanceTransition(controller: "A", state: .disappeared, transition: .end),
            .invalidAppearanceTransition(controller: "A", state: .disappeared, transition: .beginDisappearing),
            .invalidAppearanceTransition(controller: "A", state: .appearing, transition: .beginAppearing),
            .invalidAppearanceTransition(controller: "A", state: .appeared, transition: .end),
        ])
    }

    @Test func appearanceCanBeReversedMidTransition() {
        let controller = ProbeViewController("A")
        let recorder = EventRecorder(categories: .appearance)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(controller.appearanceState == .disappeared)
        #expect(recorder.events == [
            .viewWillAppear("A", animated: true),
            .viewWillDisappear("A", animated: true),
            .viewDidDisappear("A", animated: true),
        ])
    }

    @Test func beginAppearanceLoadsTheViewFirst() {
        let controller = ProbeViewController("A")
        let recorder = EventRecorder()
        controller.beginAppearanceTransition(true, animated: false)
        #expect(recorder.events == [.viewDidLoad("A"), .viewWillAppear("A", animated: false)])
    }

    @Test func layoutCallbacksBracketTheLayoutPassBeforeViewDidAppear() {
        let controller = ProbeViewController("A")
        let recorder = EventRecorder(categories: [.appearance, .layout])
        _ = makeVisibleWindow(root: controller)
        #expect(recorder.events == [
            .viewWillAppear("A", animated: false),
            .viewWillLayoutSubviews("A"),
            .viewDidLayoutSubviews("A"),
            .viewDidAppear("A", animated: false),
        ])
        controller.view.layoutIfNeeded()
        #expect(controller.layoutCallbacks == ["will", "did"])
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.layoutCallbacks == ["will", "did", "will", "did"])
    }

    @Test func preferredContentSizeChangesNotifyTheParent() {
        final class Parent: ViewController {
            var notified: [ViewController] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {
                notified.append(container)
            }
        }
        let parent = Parent()
        let child = ViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.notified.count == 1)
        #expect(parent.notified.first === child)
    }

    @Test func memoryWarningsReachEveryController() {
        let child = ProbeViewController("Child")
        let root = NavigationController(rootViewController: child)
        let window = makeVisibleWindow(root: root)
        let recorder = EventRecorder(categories: .memory)
        window.simulateMemoryWarning()
        #expect(child.memoryWarnings == 1)
        #expect(recorder.events == [.didReceiveMemoryWarning("NavigationController"), .didReceiveMemoryWarning("Child")])
    }
}
