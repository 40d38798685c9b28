import Foundation
import Testing
@testable import SceneRuntime

@Suite("Split view controller")
@MainActor
struct SplitViewControllerTests {
    private let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2, userInterfaceIdiom: .pad)
    private var compact: TraitCollection { regular.applying(TraitCollection(horizontalSizeClass: .compact)) }

    @Test func collapsesOntoThePrimaryNavigationStackAndSeparatesBack() {
        let list = ProbeViewController("List")
        let primary = NavigationController(rootViewController: list)
        primary.debugName = "Primary"
        let detail = ProbeViewController("Detail")
        let split = SplitViewController()
        split.debugName = "Split"
        split.viewControllers = [primary, detail]
        let window = makeVisibleWindow(root: split, traits: regular, size: CGSize(width: 1024, height: 768))
        #expect(!split.isCollapsed)
        #expect(detail.appearanceState == .appeared)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        let recorder = EventRecorder(categories: [.appearance, .containers])

        window.transition(to: CGSize(width: 500, height: 768), traitCollection: compact)

        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1)
        #expect(primary.viewControllers.map(\.debugLabel) == ["List", "Detail"])
        #expect(detail.parent === primary)
        #expect(detail.splitViewController === split)
        #expect(detail.appearanceState == .appeared)
        #expect(list.appearanceState == .disappeared)
        #expect(primary.view.frame == window.bounds)
        #expect(recorder.events == [
            .viewWillDisappear("Detail", animated: false),
            .viewDidDisappear("Detail", animated: false),
            .viewWillDisappear("List", animated: false),
            .viewWillAppear("Detail", animated: false),
            .viewDidDisappear("List", animated: false),
            .viewDidAppear("Detail", animated: false),
            .splitViewDidCollapse("Split"),
        ])
        #expect(detail.traitCollection.horizontalSizeClass == .compact)

        recorder.removeAll()
        window.transition(to: CGSize(width: 1024, height: 768), traitCollection: regular)

        #expect(!split.isCollapsed)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(primary.viewControllers.map(\.debugLabel) == ["List"])
        #expect(detail.parent === split)
        #expect(list.appearanceState == .appeared && detail.appearanceState == .appeared)
        #expect(recorder.events.last == .splitViewDidExpand("Split"))
        #expect(detail.traitCollection.horizontalSizeClass == .regular)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test func aPrimaryThatIsNotANavigationControllerDiscardsTheSecondary() {
        let split = SplitViewController()
        let primary = ProbeViewController("Primary")
        weak var weakDetail: ViewController?
        do {
            let detail = ProbeViewController("Detail")
            weakDetail = detail
            split.viewControllers = [primary, detail]
        }
        let window = makeVisibleWindow(root: split, traits: regular)
        window.environmentTraitCollection = compact
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1)
        #expect(weakDetail == nil)
        window.environmentTraitCollection = regular
        #expect(!split.isCollapsed)
        #expect(split.viewController(for: .secondary) == nil)
    }

    @Test func aDelegateCanHandleCollapseAndSeparate() {
        final class Delegate: SplitViewControllerDelegate {
            var collapsed: [String] = []
            let replacement = ProbeViewController("Replacement")
            func splitViewController(
                _ splitViewController: SplitViewController,
                collapseSecondary secondaryViewController: ViewController,
                onto primaryViewController: ViewController
            ) -> Bool {
                collapsed.append(secondaryViewController.debugLabel)
                return true
            }
            func splitViewController(
                _ splitViewController: SplitViewController,
                separateSecondaryFrom primaryViewController: ViewController
            ) -> ViewController? {
                replacement
            }
        }
        let delegate = Delegate()
        let primary = NavigationController(rootViewController: ProbeViewController("List"))
        let split = SplitViewController()
        split.delegate = delegate
        split.viewControllers = [primary, ProbeViewController("Detail")]
        let window = makeVisibleWindow(root: split, traits: regular)

        window.environmentTraitCollection = compact
        #expect(delegate.collapsed == ["Detail"])
        #expect(primary.viewControllers.count == 1)

        window.environmentTraitCollection = regular
        #expect(split.viewController(for: .secondary) === delegate.replacement)
        #expect(delegate.replacement.appearanceState == .appeared)
    }

    @Test func aSplitViewCreatedInACompactEnvironmentStartsCollapsed() {
        let primary = NavigationController(rootViewController: ProbeViewController("List"))
        let split = SplitViewController()
        split.viewControllers = [primary, ProbeViewController("Detail")]
        let window = makeVisibleWindow(root: split, traits: compact)
        #expect(split.isCollapsed)
        #expect(primary.topViewController?.debugLabel == "Detail")
        #expect(primary.topViewController?.appearanceState == .appeared)
        withExtendedLifetime(window) {}
    }

    @Test func moreThanTwoColumnsAreRejected() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let split = SplitViewController()
        split.debugName = "Split"
        split.viewControllers = [ViewController(), ViewController(), ViewController()]
        #expect(split.viewControllers.isEmpty)
        #expect(capture.reported == [.invalidViewControllerCount(container: "Split", count: 3, expected: "1 or 2")])
    }
}
