import Foundation
import Testing
@testable import SceneRuntime

@MainActor
@Suite("show and showDetail")
struct ShowTests {
    @Test func showInsideANavigationControllerPushes() {
        let list = ProbeViewController("List")
        let navigation = NavigationController(rootViewController: list)
        let window = makeVisibleWindow(root: navigation)
        let detail = ProbeViewController("Detail")
        #expect(list.targetViewController(forAction: .show, sender: nil) === navigation)
        list.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        #expect(detail.appearanceState == .appeared)
        #expect(navigation.presentedViewController == nil)
        // showDetail outside a split view has no target: it presents.
        let more = ProbeViewController("More")
        detail.showDetailViewController(more, sender: nil)
        #expect(more.presentingViewController === navigation)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func showFromAPlainControllerPresents() {
        let plain = ProbeViewController("Plain")
        let window = makeVisibleWindow(root: plain)
        let other = ProbeViewController("Other")
        #expect(plain.targetViewController(forAction: .show, sender: nil) == nil)
        plain.show(other, sender: nil)
        #expect(plain.presentedViewController === other)
        // From the presented controller, show does not reach the window's root: it presents again.
        let third = ProbeViewController("Third")
        other.show(third, sender: nil)
        #expect(other.presentedViewController === third)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func showDetailInAnExpandedSplitViewReplacesTheSecondary() {
        let list = ProbeViewController("List")
        let primary = NavigationController(rootViewController: list)
        let split = SplitViewController()
        split.setViewControllers([primary, ProbeViewController("Empty")])
        let window = makePadWindow(root: split)
        let detail = ProbeViewController("Detail")
        #expect(list.targetViewController(forAction: .showDetail, sender: nil) === split)
        list.showDetailViewController(detail, sender: list)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.appearanceState == .appeared)
        #expect(primary.viewControllers.count == 1 && primary.viewControllers[0] === list)
        // show from the primary's list pushes onto the primary navigation controller.
        let next = ProbeViewController("Next")
        list.show(next, sender: nil)
        #expect(primary.topViewController === next)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func showDetailInACollapsedSplitViewPushesOntoThePrimary() {
        let list = ProbeViewController("List")
        let primary = NavigationController(rootViewController: list)
        let split = SplitViewController()
        split.setViewControllers([primary])
        let window = makeVisibleWindow(root: split)
        #expect(split.isCollapsed)
        let detail = ProbeViewController("Detail")
        list.showDetailViewController(detail, sender: nil)
        #expect(primary.topViewController === detail)
        #expect(detail.appearanceState == .appeared)
        #expect(split.viewController(for: .secondary) == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func splitDelegateCanHandleShowDetail() {
        final class Handler: SplitViewControllerDelegate {
            var shown: [ViewController] = []
            func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool {
                shown.append(vc)
                return true
            }
        }
        let split = SplitViewController()
        let secondary = ViewController()
        split.setViewControllers([ViewController(), secondary])
        let window = makePadWindow(root: split)
        let handler = Handler()
        split.delegate = handler
        let detail = ViewController()
        split.showDetailViewController(detail, sender: nil)
        #expect(handler.shown.count == 1 && handler.shown[0] === detail)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(hierarchyProblems(in: window).isEmpty)
    }
}
