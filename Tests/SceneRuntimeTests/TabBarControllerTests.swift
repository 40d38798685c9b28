import Foundation
import Testing
@testable import SceneRuntime

@Suite("Tab bar controller")
@MainActor
struct TabBarControllerTests {
    final class RefusingDelegate: TabBarControllerDelegate {
        var refused: Set<String> = []
        var asked: [String] = []
        var selected: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            asked.append(viewController.debugLabel)
            return !refused.contains(viewController.debugLabel)
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            selected.append(viewController.debugLabel)
        }
    }

    @Test func switchingTabsSendsAppearanceCallbacksInOrder() {
        let first = ProbeViewController("First")
        let second = ProbeViewController("Second")
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let window = makeVisibleWindow(root: tabs)
        #expect(first.appearanceState == .appeared)
        #expect(!second.isViewLoaded)
        let recorder = EventRecorder(categories: .lifecycle)

        tabs.selectedIndex = 1

        #expect(recorder.events == [
            .viewDidLoad("Second"),
            .viewWillDisappear("First", animated: false),
            .viewWillAppear("Second", animated: false),
            .viewDidDisappear("First", animated: false),
            .viewDidAppear("Second", animated: false),
        ])
        #expect(tabs.selectedViewController === second)
        #expect(second.observations.map(\.isMovingToParent) == [false, false])
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        #expect(second.tabBarController === tabs)
        withExtendedLifetime(window) {}
    }

    @Test func aDelegateMayRefuseAUserSelection() {
        let first = ProbeViewController("First")
        let locked = ProbeViewController("Locked")
        let open = ProbeViewController("Open")
        let tabs = TabBarController()
        tabs.viewControllers = [first, locked, open]
        let delegate = RefusingDelegate()
        delegate.refused = ["Locked"]
        tabs.delegate = delegate
        let window = makeVisibleWindow(root: tabs)
        let recorder = EventRecorder(categories: .appearance)

        #expect(!tabs.simulateTap(onTabAt: 1))
        #expect(tabs.selectedIndex == 0)
        #expect(recorder.events.isEmpty)
        #expect(delegate.selected.isEmpty)

        #expect(tabs.simulateTap(onTabAt: 2))
        #expect(tabs.selectedViewController === open)
        #expect(delegate.asked == ["Locked", "Open"])
        #expect(delegate.selected == ["Open"])
        #expect(open.appearanceState == .appeared && first.appearanceState == .disappeared)
        #expect(!tabs.simulateTap(onTabAt: 7))
        withExtendedLifetime(window) {}
    }

    @Test func programmaticSelectionDoesNotAskTheDelegate() {
        let tabs = TabBarController()
        tabs.viewControllers = [ProbeViewController("A"), ProbeViewController("B")]
        let delegate = RefusingDelegate()
        delegate.refused = ["B"]
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.asked.isEmpty)
    }

    @Test func invalidSelectionsAreRejected() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let tabs = TabBarController()
        tabs.debugName = "Tabs"
        tabs.viewControllers = [ProbeViewController("A")]
        tabs.selectedIndex = 3
        tabs.selectedViewController = ProbeViewController("Stranger")
        #expect(tabs.selectedIndex == 0)
        #expect(capture.reported == [
            .indexOutOfRange(index: 3, count: 1, container: "Tabs"),
            .notInContainer(controller: "Stranger", container: "Tabs"),
        ])
    }

    @Test func retappingASelectedNavigationTabPopsToRoot() {
        let root = ProbeViewController("Root")
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(ProbeViewController("Detail"), animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        let delegate = RefusingDelegate()
        tabs.delegate = delegate
        let window = makeVisibleWindow(root: tabs)
        #expect(tabs.simulateTap(onTabAt: 0))
        #expect(navigation.topViewController === root)
        #expect(delegate.selected == ["NavigationController"])
        withExtendedLifetime(window) {}
    }

    @Test func replacingTabsKeepsTheSelectedControllerAndReleasesRemovedOnes() {
        let kept = ProbeViewController("Kept")
        let tabs = TabBarController()
        weak var weakRemoved: ViewController?
        do {
            let removed = ProbeViewController("Removed")
            weakRemoved = removed
            tabs.viewControllers = [removed, kept]
            tabs.selectedIndex = 1
            tabs.viewControllers = [kept, ProbeViewController("New")]
        }
        #expect(weakRemoved == nil)
        #expect(tabs.selectedViewController === kept)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.items?.count == 2)
    }

    @Test func tabBarSitsAtTheBottom() {
        let tabs = TabBarController()
        tabs.viewControllers = [ProbeViewController("A")]
        let window = makeVisibleWindow(root: tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - TabBarController.tabBarHeight, width: 390, height: TabBarController.tabBarHeight))
        withExtendedLifetime(window) {}
    }
}
