import Foundation
import Testing
@testable import SceneRuntime

@Suite("Navigation controller")
@MainActor
struct NavigationControllerTests {
    @Test func pushingBOverAFollowsUIKitOrder() {
        let a = ProbeViewController("A")
        let b = ProbeViewController("B")
        let navigation = NavigationController(rootViewController: a)
        navigation.debugName = "Nav"
        let window = makeVisibleWindow(root: navigation)
        let recorder = EventRecorder(categories: .lifecycle)

        navigation.pushViewController(b, animated: true)

        #expect(recorder.events == [
            .willMoveToParent("B", parent: "Nav"),
            .viewDidLoad("B"),
            .viewWillDisappear("A", animated: true),
            .viewWillAppear("B", animated: true),
            .viewDidDisappear("A", animated: true),
            .viewDidAppear("B", animated: true),
            .didMoveToParent("B", parent: "Nav"),
        ])
        #expect(b.observations(of: "viewWillAppear").map(\.isMovingToParent) == [true])
        #expect(b.observations(of: "viewDidAppear").map(\.isMovingToParent) == [true])
        #expect(a.observations(of: "viewWillDisappear").map(\.isMovingFromParent) == [false])
        #expect(!b.isMovingToParent)
        #expect(navigation.topViewController === b)
        #expect(navigation.viewControllers.count == 2)
        #expect(b.navigationController === navigation)
        #expect(b.view.superview != nil && a.viewIfLoaded?.superview == nil)
        #expect(b.view.window === window)
    }

    @Test func poppingMirrorsThePushAndReleasesThePoppedController() {
        let a = ProbeViewController("A")
        let navigation = NavigationController(rootViewController: a)
        navigation.debugName = "Nav"
        let window = makeVisibleWindow(root: navigation)
        weak var weakB: ProbeViewController?
        let recorder = EventRecorder(categories: .lifecycle)
        do {
            let b = ProbeViewController("B")
            weakB = b
            navigation.pushViewController(b, animated: false)
            recorder.removeAll()
            let popped = navigation.popViewController(animated: true)
            #expect(popped === b)
            #expect(b.observations(of: "viewWillDisappear").map(\.isMovingFromParent) == [true])
            #expect(b.observations(of: "viewDidDisappear").map(\.isMovingFromParent) == [true])
            #expect(a.observations(of: "viewWillAppear").last?.isMovingToParent == false)
            #expect(b.navigationController == nil)
        }
        #expect(recorder.events == [
            .willMoveToParent("B", parent: nil),
            .viewWillDisappear("B", animated: true),
            .viewWillAppear("A", animated: true),
            .viewDidDisappear("B", animated: true),
            .viewDidAppear("A", animated: true),
            .didMoveToParent("B", parent: nil),
        ])
        #expect(weakB == nil)
        #expect(navigation.topViewController === a)
        #expect(navigation.popViewController(animated: false) == nil)
        withExtendedLifetime(window) {}
    }

    @Test func popToRootOnlyTheTopGetsAppearanceCallbacks() {
        let root = ProbeViewController("Root")
        let middle = ProbeViewController("Middle")
        let top = ProbeViewController("Top")
        let navigation = NavigationController(rootViewController: root)
        navigation.debugName = "Nav"
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        let window = makeVisibleWindow(root: navigation)
        let recorder = EventRecorder(categories: .lifecycle)

        let popped = navigation.popToRootViewController(animated: false)

        #expect(popped?.count == 2 && popped?.first === middle && popped?.last === top)
        #expect(recorder.events == [
            .willMoveToParent("Middle", parent: nil),
            .willMoveToParent("Top", parent: nil),
            .viewDidLoad("Root"),
            .viewWillDisappear("Top", animated: false),
            .viewWillAppear("Root", animated: false),
            .viewDidDisappear("Top", animated: false),
            .viewDidAppear("Root", animated: false),
            .didMoveToParent("Middle", parent: nil),
            .didMoveToParent("Top", parent: nil),
        ])
        #expect(!middle.isViewLoaded)
        #expect(navigation.popToRootViewController(animated: false)?.isEmpty == true)
        withExtendedLifetime(window) {}
    }

    @Test func popToAControllerNotInTheStackIsRejected() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let navigation = NavigationController(rootViewController: ProbeViewController("Root"))
        navigation.debugName = "Nav"
        navigation.pushViewController(ProbeViewController("Top"), animated: false)
        #expect(navigation.popToViewController(ProbeViewController("Stranger"), animated: false) == nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(capture.reported == [.notInContainer(controller: "Stranger", container: "Nav")])
    }

    @Test func pushingAControllerAlreadyInAStackIsRejected() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let root = ProbeViewController("Root")
        let navigation = NavigationController(rootViewController: root)
        navigation.debugName = "Nav"
        let other = NavigationController(rootViewController: ProbeViewController("OtherRoot"))
        other.debugName = "Other"

        navigation.pushViewController(root, animated: false)
        other.pushViewController(root, animated: false)
        navigation.setViewControllers([root, root], animated: false)

        #expect(navigation.viewControllers.count == 1)
        #expect(other.viewControllers.count == 1)
        #expect(root.parent === navigation)
        #expect(capture.reported == [
            .alreadyInNavigationStack(controller: "Root", navigationController: "Nav"),
            .childHasAnotherParent(child: "Root", currentParent: "Nav", newParent: "Other"),
            .duplicateViewControllers(container: "Nav"),
        ])
    }

    @Test func setViewControllersReplacesTheStack() {
        let a = ProbeViewController("A")
        let b = ProbeViewController("B")
        let c = ProbeViewController("C")
        let navigation = NavigationController(rootViewController: a)
        navigation.debugName = "Nav"
        navigation.pushViewController(b, animated: false)
        let window = makeVisibleWindow(root: navigation)
        let recorder = EventRecorder(categories: .lifecycle)

        navigation.setViewControllers([c, b], animated: false)

        #expect(navigation.viewControllers.map(\.debugLabel) == ["C", "B"])
        #expect(navigation.children.map(\.debugLabel) == ["C", "B"])
        #expect(a.parent == nil)
        #expect(recorder.events == [
            .willMoveToParent("A", parent: nil),
            .willMoveToParent("C", parent: "Nav"),
            .didMoveToParent("A", parent: nil),
            .didMoveToParent("C", parent: "Nav"),
        ])
        #expect(navigation.navigationBar.items?.map(\.title) == [nil, nil])
        c.title = "See"
        #expect(navigation.navigationBar.backItem?.title == "See")
        withExtendedLifetime(window) {}
    }

    @Test func pushOnAHiddenStackHasNoAppearanceCallbacks() {
        let a = ProbeViewController("A")
        let navigation = NavigationController(rootViewController: a)
        let recorder = EventRecorder(categories: .appearance)
        navigation.pushViewController(ProbeViewController("B"), animated: false)
        #expect(recorder.events.isEmpty)
        #expect(!a.isViewLoaded)
        let window = makeVisibleWindow(root: navigation)
        #expect(!a.isViewLoaded)
        #expect(recorder.events == [
            .viewWillAppear("NavigationController", animated: false),
            .viewWillAppear("B", animated: false),
            .viewDidAppear("NavigationController", animated: false),
            .viewDidAppear("B", animated: false),
        ])
        withExtendedLifetime(window) {}
    }

    @Test func navigationBarFollowsTheStackAndTheBackButtonPops() {
        let list = ProbeViewController("List")
        list.title = "Recipes"
        list.navigationItem.backButtonTitle = "All"
        let detail = ProbeViewController("Detail")
        detail.title = "Soup"
        let navigation = NavigationController(rootViewController: list)
        let window = makeVisibleWindow(root: navigation)
        #expect(navigation.navigationBar.backButtonTitle == nil)
        #expect(!navigation.simulateBackButtonTap())

        navigation.pushViewController(detail, animated: true)
        #expect(navigation.navigationBar.topItem?.title == "Soup")
        #expect(navigation.navigationBar.backButtonTitle == "All")
        list.navigationItem.backBarButtonItem = BarButtonItem(title: "Back to list")
        #expect(navigation.navigationBar.backButtonTitle == "Back to list")

        detail.navigationItem.hidesBackButton = true
        #expect(!navigation.simulateBackButtonTap())
        detail.navigationItem.hidesBackButton = false
        #expect(navigation.simulateBackButtonTap())
        #expect(navigation.topViewController === list)
        #expect(navigation.navigationBar.frame.height == NavigationController.navigationBarHeight)
        #expect(navigation.navigationBar.frame.width == window.bounds.width)
    }

    @Test func delegateIsToldBeforeAndAfterShowing() {
        final class Delegate: NavigationControllerDelegate {
            var log: [String] = []
            func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
                log.append("willShow \(viewController.debugLabel) \(viewController.appearanceState)")
            }
            func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
                log.append("didShow \(viewController.debugLabel) \(viewController.appearanceState)")
            }
        }
        let delegate = Delegate()
        let navigation = NavigationController(rootViewController: ProbeViewController("A"))
        navigation.delegate = delegate
        let window = makeVisibleWindow(root: navigation)
        navigation.pushViewController(ProbeViewController("B"), animated: true)
        #expect(delegate.log == ["willShow B disappeared", "didShow B appeared"])
        withExtendedLifetime(window) {}
    }

    @Test func removingTheTopFromParentKeepsTheStackConsistent() {
        let a = ProbeViewController("A")
        let b = ProbeViewController("B")
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        b.willMove(toParent: nil)
        b.removeFromParent()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === a)
        #expect(navigation.navigationBar.items?.count == 1)
    }

    @Test func hidesBottomBarWhenPushedHidesTheEnclosingTabBar() {
        let list = ProbeViewController("List")
        let navigation = NavigationController(rootViewController: list)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ProbeViewController("Settings")]
        let window = makeVisibleWindow(root: tabs)
        #expect(!tabs.isTabBarHidden)

        let detail = ProbeViewController("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        #expect(tabs.isTabBarHidden)
        #expect(tabs.tabBar.isHidden)

        navigation.pushViewController(ProbeViewController("More"), animated: true)
        #expect(tabs.isTabBarHidden)

        navigation.popToRootViewController(animated: true)
        #expect(!tabs.isTabBarHidden)
        withExtendedLifetime(window) {}
    }
}
