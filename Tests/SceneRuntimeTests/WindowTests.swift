import Foundation
import Testing
@testable import SceneRuntime

@Suite("Window")
@MainActor
struct WindowTests {
    @Test func makeKeyAndVisibleShowsTheRootWithAppearanceCallbacks() {
        let root = ProbeViewController("Root")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let recorder = EventRecorder()
        window.rootViewController = root
        #expect(window.isHidden)
        #expect(root.isViewLoaded)
        #expect(root.appearanceState == .disappeared)

        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)
        #expect(root.view.window === window)
        #expect(recorder.events == [
            .traitCollectionDidChange("Root", .phonePortrait),
            .viewDidLoad("Root"),
            .viewWillAppear("Root", animated: false),
            .viewDidAppear("Root", animated: false),
        ])
        #expect(root.observations.map(\.isMovingToParent) == [false, false])
    }

    @Test func replacingTheRootSwapsAndReleasesTheOldHierarchy() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        weak var weakOld: ProbeViewController?
        weak var weakOldChild: ViewController?
        let new = ProbeViewController("New")
        let recorder = EventRecorder(categories: .appearance)
        do {
            let old = ProbeViewController("Old")
            let oldChild = ProbeViewController("OldChild")
            weakOld = old
            weakOldChild = oldChild
            old.embed(oldChild, in: old.view)
            window.rootViewController = old
            window.makeKeyAndVisible()
            recorder.removeAll()
            window.rootViewController = new
        }
        #expect(recorder.events == [
            .viewWillDisappear("Old", animated: false),
            .viewWillDisappear("OldChild", animated: false),
            .viewWillAppear("New", animated: false),
            .viewDidDisappear("Old", animated: false),
            .viewDidDisappear("OldChild", animated: false),
            .viewDidAppear("New", animated: false),
        ])
        #expect(weakOld == nil)
        #expect(weakOldChild == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === new.view)
    }

    @Test func tearDownDisappearsAndReleasesEverything() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        weak var weakNavigation: NavigationController?
        weak var weakTop: ProbeViewController?
        let recorder = EventRecorder(categories: .appearance)
        do {
            let top = ProbeViewController("Top")
            let navigation = NavigationController(rootViewController: ProbeViewController("Bottom"))
            navigation.pushViewController(top, animated: false)
            weakNavigation = navigation
            weakTop = top
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        recorder.removeAll()
        window.tearDown()
        #expect(recorder.events == [
            .viewWillDisappear("NavigationController", animated: false),
            .viewWillDisappear("Top", animated: false),
            .viewDidDisappear("NavigationController", animated: false),
            .viewDidDisappear("Top", animated: false),
        ])
        #expect(weakNavigation == nil)
        #expect(weakTop == nil)
        #expect(!window.isKeyWindow)
        #expect(window.subviews.isEmpty)
    }

    @Test func aControllerWithAParentCannotBecomeRoot() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let parent = ViewController()
        let child = ProbeViewController("Child")
        parent.addChild(child)
        let window = Window(frame: .zero)
        window.rootViewController = child
        #expect(window.rootViewController == nil)
        let root = ProbeViewController("Root")
        window.rootViewController = root
        let other = Window(frame: .zero)
        other.rootViewController = root
        #expect(other.rootViewController == nil)
        #expect(capture.reported == [.controllerCannotBeRoot(controller: "Child"), .controllerCannotBeRoot(controller: "Root")])
    }

    @Test func showingAgainAfterHidingRepeatsTheCycle() {
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        window.isHidden = true
        window.isHidden = false
        #expect(root.observations.map(\.callback) == [
            "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear",
        ])
        #expect(root.viewDidLoadCount == 1)
    }

    @Test func onlyOneWindowIsKey() {
        let first = makeVisibleWindow(root: ViewController())
        let second = makeVisibleWindow(root: ViewController())
        #expect(second.isKeyWindow)
        #expect(!first.isKeyWindow)
        first.makeKey()
        #expect(first.isKeyWindow && !second.isKeyWindow)
    }
}
