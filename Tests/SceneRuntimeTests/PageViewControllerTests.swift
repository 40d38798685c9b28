import Foundation
import Testing
@testable import SceneRuntime

@Suite("Page view controller")
@MainActor
struct PageViewControllerTests {
    /// Pages 0..<count, created on demand like a typical data source.
    final class Pages: PageViewControllerDataSource, PageViewControllerDelegate {
        let count: Int
        var log: [String] = []
        init(count: Int) { self.count = count }

        func page(_ index: Int) -> ProbeViewController {
            let page = ProbeViewController("Page \(index)")
            page.restorationIdentifier = String(index)
            return page
        }

        private func index(of page: ViewController) -> Int {
            Int(page.restorationIdentifier ?? "") ?? 0
        }

        func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
            let index = index(of: viewController)
            return index > 0 ? page(index - 1) : nil
        }

        func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
            let index = index(of: viewController)
            return index + 1 < count ? page(index + 1) : nil
        }

        func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
            log.append("will \(pendingViewControllers.map(\.debugLabel))")
        }

        func pageViewController(
            _ pageViewController: PageViewController,
            didFinishAnimating finished: Bool,
            previousViewControllers: [ViewController],
            transitionCompleted completed: Bool
        ) {
            log.append("did \(previousViewControllers.map(\.debugLabel)) \(completed)")
        }
    }

    @Test func swipesPageThroughTheDataSourceAndInformTheDelegate() {
        let pages = Pages(count: 2)
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: CGFloat(8)])
        pager.debugName = "Pager"
        pager.dataSource = pages
        pager.delegate = pages
        #expect(pager.interPageSpacing == 8)
        var completed = false
        pager.setViewControllers([pages.page(0)], direction: .forward, animated: false) { completed = $0 }
        #expect(completed)
        let window = makeVisibleWindow(root: pager)
        #expect(pages.log.isEmpty)
        weak let weakFirst = pager.viewControllers?.first
        let recorder = EventRecorder(categories: .lifecycle)

        #expect(pager.simulateSwipe(.forward))

        #expect(pager.viewControllers?.map(\.debugLabel) == ["Page 1"])
        #expect(pages.log == ["will [\"Page 1\"]", "did [\"Page 0\"] true"])
        #expect(recorder.events == [
            .willMoveToParent("Page 0", parent: nil),
            .willMoveToParent("Page 1", parent: "Pager"),
            .viewDidLoad("Page 1"),
            .viewWillDisappear("Page 0", animated: true),
            .viewWillAppear("Page 1", animated: true),
            .viewDidDisappear("Page 0", animated: true),
            .viewDidAppear("Page 1", animated: true),
            .didMoveToParent("Page 0", parent: nil),
            .didMoveToParent("Page 1", parent: "Pager"),
        ])
        #expect(weakFirst == nil)
        #expect(pager.children.count == 1)

        #expect(!pager.simulateSwipe(.forward))
        #expect(pager.viewControllers?.map(\.debugLabel) == ["Page 1"])
        #expect(pager.simulateSwipe(.reverse))
        #expect(pager.viewControllers?.map(\.debugLabel) == ["Page 0"])
        #expect(!pager.simulateSwipe(.reverse))
        withExtendedLifetime(window) {}
    }

    @Test func setViewControllersNeedsExactlyOnePage() {
        let capture = MisuseCapture()
        defer { capture.finish() }
        let pager = PageViewController()
        pager.debugName = "Pager"
        var completionRan = false
        pager.setViewControllers([ViewController(), ViewController()], direction: .forward, animated: false) { _ in completionRan = true }
        #expect(pager.viewControllers == nil)
        #expect(!completionRan)
        #expect(capture.reported == [.invalidViewControllerCount(container: "Pager", count: 2, expected: "1")])
    }

    @Test func setViewControllersDoesNotCallTheDelegate() {
        let pages = Pages(count: 3)
        let pager = PageViewController()
        pager.delegate = pages
        pager.dataSource = pages
        pager.setViewControllers([pages.page(0)], direction: .forward, animated: true)
        pager.setViewControllers([pages.page(2)], direction: .reverse, animated: true)
        #expect(pages.log.isEmpty)
        #expect(pager.viewControllers?.first?.debugLabel == "Page 2")
    }
}
