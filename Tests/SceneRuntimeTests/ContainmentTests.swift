import Foundation
import Testing
@testable import SceneRuntime

/// Listings 5-1 to 5-5 of Apple's View Controller Programming Guide, and containment rules.
@Suite("Containment")
@MainActor
struct ContainmentTests {
    /// Runs `body` with a custom container shown in a window kept alive meanwhile.
    private func withShownContainer(_ body: (ProbeViewController) -> Void) {
        let container = ProbeViewController("Container")
        let window = makeVisibleWindow(root: container)
        withExtendedLifetime(window) { body(container) }
    }

    @Test func listing5_1AddingAChild() { withShownContainer { container in
        let child = ProbeViewController("Child")
        let recorder = EventRecorder(categories: .lifecycle)

        container.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)

        #expect(recorder.events == [
            .willMoveToParent("Child", parent: "Container"),
            .viewDidLoad("Child"),
            .viewWillAppear("Child", animated: false),
            .viewDidAppear("Child", animated: false),
            .didMoveToParent("Child", parent: "Container"),
        ])
        #expect(child.parent === container)
        #expect(container.children.count == 1 && container.children.first === child)
        #expect(child.observations.map(\.isMovingToParent) == [true, true])
        #expect(!child.isMovingToParent)
        #expect(child.appearanceState == .appeared)
        #expect(child.traitCollection == container.traitCollection)
    } }

    @Test func listing5_2RemovingAChild() { withShownContainer { container in
        weak var weakChild: ProbeViewController?
        do {
            let child = ProbeViewController("Child")
            weakChild = child
            container.embed(child, in: container.view)
            let recorder = EventRecorder(categories: .lifecycle)

            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()

            #expect(recorder.events == [
                .willMoveToParent("Child", parent: nil),
                .viewWillDisappear("Child", animated: false),
                .viewDidDisappear("Child", animated: false),
                .didMoveToParent("Child", parent: nil),
            ])
            #expect(child.observations(of: "viewWillDisappear").first?.isMovingFromParent == true)
            #expect(child.observations(of: "viewDidDisappear").first?.isMovingFromParent == true)
            #expect(!child.isMovingFromParent)
            #expect(child.parent == nil)
            #expect(container.children.isEmpty)
        }
        #expect(weakChild == nil)
    } }

    @Test func listing5_3TransitioningBetweenTwoChildren() { withShownContainer { container in
        let old = ProbeViewController("Old")
        let new = ProbeViewController("New")
        container.embed(old, in: container.view)
        let recorder = EventRecorder(categories: .lifecycle)
        var completed: Bool?

        container.addChild(new)
        old.willMove(toParent: nil)
        new.view.frame = old.view.frame
        container.transition(from: old, to: new, duration: 0.25, options: [], animations: {
            new.view.alpha = 1
        }, completion: { finished in
            completed = finished
            old.removeFromParent()
            new.didMove(toParent: container)
        })

        #expect(completed == true)
        #expect(recorder.events == [
            .willMoveToParent("New", parent: "Container"),
            .willMoveToParent("Old", parent: nil),
            .viewDidLoad("New"),
            .viewWillDisappear("Old", animated: true),
            .viewWillAppear("New", animated: true),
            .viewDidDisappear("Old", animated: true),
            .viewDidAppear("New", animated: true),
            .didMoveToParent("Old", parent: nil),
            .didMoveToParent("New", parent: "Container"),
        ])
        #expect(new.view.superview === container.view)
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(container.children.count == 1 && container.children.first === new)
    } }

    @Test func transitionRequiresBothControllersToBeChildren() { withShownContainer { container in
        let capture = MisuseCapture()
        defer { capture.finish() }
        let old = ProbeViewController("Old")
        container.embed(old, in: container.view)
        let stranger = ProbeViewController("Stranger")
        var completionRan = false
        container.transition(from: old, to: stranger, duration: 0, animations: nil) { _ in completionRan = true }
        #expect(!completionRan)
        #expect(old.view.superview === container.view)
        #expect(capture.reported == [.notInContainer(controller: "Stranger", container: "Container")])
    } }

    /// Listing 5-4: a container that forwards appearance itself; listing 5-5: it calls
    /// begin/end on its child from its own callbacks.
    final class ManualContainer: ViewController {
        let child: ViewController
        init(child: ViewController) {
            self.child = child
            super.init()
            debugName = "Manual"
        }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        override func viewWillAppear(_ animated: Bool) {
            child.beginAppearanceTransition(true, animated: animated)
        }
        override func viewDidAppear(_ animated: Bool) {
            child.endAppearanceTransition()
        }
        override func viewWillDisappear(_ animated: Bool) {
            child.beginAppearanceTransition(false, animated: animated)
        }
        override func viewDidDisappear(_ animated: Bool) {
            child.endAppearanceTransition()
        }
    }

    @Test func listings5_4And5_5ManualAppearanceForwarding() {
        let child = ProbeViewController("Child")
        let container = ManualContainer(child: child)
        container.embed(child, in: container.view)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = container
        let recorder = EventRecorder(categories: .appearance)

        window.makeKeyAndVisible()
        #expect(recorder.events == [
            .viewWillAppear("Manual", animated: false),
            .viewWillAppear("Child", animated: false),
            .viewDidAppear("Manual", animated: false),
            .viewDidAppear("Child", animated: false),
        ])

        recorder.removeAll()
        window.isHidden = true
        #expect(recorder.events == [
            .viewWillDisappear("Manual", animated: false),
            .viewWillDisappear("Child", animated: false),
            .viewDidDisappear("Manual", animated: false),
            .viewDidDisappear("Child", animated: false),
        ])
    }

    @Test func manualForwardingContainerGetsNoAutomaticChildCallbacksWhenAddingViews() {
        let child = ProbeViewController("Child")
        let container = ManualContainer(child: ProbeViewController("Other"))
        let window = makeVisibleWindow(root: container)
        defer { withExtendedLifetime(window) {} }
        let recorder = EventRecorder(categories: .appearance)
        container.embed(child, in: container.view)
        #expect(recorder.events.isEmpty)
        #expect(child.appearanceState == .disappeared)
        container.removeEmbedded(child)
        #expect(recorder.events.isEmpty)
    }

    @Test func automaticForwardingReachesChildrenWhenTheParentAppears() {
        let container = ProbeViewController("Container")
        let child = ProbeViewController("Child")
        let grandchild = ProbeViewController("Grandchild")
        container.embed(child, in: container.view)
        child.embed(grandchild, in: child.view)
        let hidden = ProbeViewController("Hidden")
        container.addChild(hidden)
        hidden.didMove(toParent: container)
        let recorder = EventRecorder(categories: .appearance)

        let window = makeVisibleWindow(root: container)
        #expect(recorder.events == [
            .viewWillAppear("Container", animated: false),
            .viewWillAppear("Child", animated: false),
            .viewWillAppear("Grandchild", animated: false),
            .viewDidAppear("Container", animated: false),
            .viewDidAppear("Child", animated: false),
            .viewDidAppear("Grandchild", animated: false),
        ])
        #expect(hidden.appearanceState == .disappeared)
        #expect(!hidden.isViewLoaded)
        withExtendedLifetime(window) {}
    }

    /// UIKit's `addChild(_:)`: "If the new child view controller is already the child of a
    /// container view controller, it is removed from that container before being added."
    @Test func addingAChildThatHasAnotherParentMovesIt() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let first = ProbeViewController("First")
        let second = ProbeViewController("Second")
        let child = ProbeViewController("Child")
        first.addChild(child)
        let recorder = EventRecorder(categories: .containment)
        second.addChild(child)
        #expect(child.parent === second)
        #expect(first.children.isEmpty)
        #expect(second.children.map(\.debugLabel) == ["Child"])
        #expect(recorder.events == [
            .willMoveToParent("Child", parent: nil),
            .didMoveToParent("Child", parent: nil),
            .willMoveToParent("Child", parent: "Second"),
        ])
        second.addChild(child)
        #expect(capture.reported == [.alreadyChild(child: "Child", parent: "Second")])
    }

    @Test func containmentCyclesAndWindowRootsAreRejected() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let parent = ProbeViewController("Parent")
        let child = ProbeViewController("Child")
        parent.addChild(child)
        child.addChild(parent)
        parent.addChild(parent)
        let root = ProbeViewController("Root")
        let window = Window(frame: .zero)
        window.rootViewController = root
        parent.addChild(root)
        #expect(parent.parent == nil)
        #expect(parent.children.count == 1)
        #expect(root.parent == nil)
        #expect(capture.reported == [
            .containmentCycle(child: "Parent", parent: "Child"),
            .containmentCycle(child: "Parent", parent: "Parent"),
            .controllerIsWindowRoot(controller: "Root"),
        ])
    }

    @Test func nearestAncestorsAreFound() {
        let leaf = ViewController()
        let navigation = NavigationController(rootViewController: leaf)
        let split = SplitViewController()
        split.viewControllers = [navigation]
        let tabs = TabBarController()
        tabs.viewControllers = [split]
        #expect(leaf.navigationController === navigation)
        #expect(leaf.splitViewController === split)
        #expect(leaf.tabBarController === tabs)
        #expect(navigation.navigationController == nil)
        #expect(tabs.tabBarController == nil)
    }

    @Test func removedChildIsReleasedAndParentIsAWeakReference() {
        let parent = ProbeViewController("Parent")
        weak var weakChild: ViewController?
        do {
            let child = ViewController()
            weakChild = child
            parent.embed(child, in: parent.view)
            #expect(child.parent === parent)
            parent.removeEmbedded(child)
        }
        #expect(weakChild == nil)

        weak var weakParent: ViewController?
        let survivor = ViewController()
        do {
            let transient = ViewController()
            weakParent = transient
            transient.embed(survivor, in: transient.view)
        }
        #expect(weakParent == nil)
        #expect(survivor.parent == nil)
    }
}
