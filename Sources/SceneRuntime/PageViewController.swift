import Foundation

/// Supplies the pages around the current one (UIKit's `UIPageViewControllerDataSource`).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the start.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or `nil` at the end.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    /// The number of pages for a page indicator. Default: 0 (no indicator).
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The current page's index for a page indicator. Default: 0.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Informed of user-driven page turns (UIKit's `UIPageViewControllerDelegate`).
/// `setViewControllers(_:direction:animated:completion:)` does not call it, as in UIKit.
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// Called before a swipe turns to `pendingViewControllers`.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// Called after a swipe finished; `completed` is false if the page did not turn.
    func pageViewController(
        _ pageViewController: PageViewController,
        didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    )
}

extension PageViewControllerDelegate {
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(
        _ pageViewController: PageViewController,
        didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {}
}

/// Pages through controllers one screen at a time (UIKit's `UIPageViewController`).
///
/// The shown page is the only child; pages turned away from are removed and released
/// unless the data source keeps them. `simulateSwipe(_:)` turns a page as a user's swipe
/// would, asking the data source and informing the delegate.
@MainActor
open class PageViewController: ViewController {
    /// How pages move.
    public enum TransitionStyle: Int, Hashable, Sendable { case pageCurl, scroll }
    /// The paging axis.
    public enum NavigationOrientation: Int, Hashable, Sendable { case horizontal, vertical }
    /// The direction of a page turn.
    public enum NavigationDirection: Int, Hashable, Sendable { case forward, reverse }
    /// Keys of the creation options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The gap between pages (a `CGFloat`), for the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "interPageSpacing")
        /// The spine location, for the page-curl style (recorded only).
        public static let spineLocation = OptionsKey(rawValue: "spineLocation")
    }

    /// How pages move.
    public let transitionStyle: TransitionStyle
    /// The paging axis.
    public let navigationOrientation: NavigationOrientation
    /// The gap between pages, from the `.interPageSpacing` option.
    public let interPageSpacing: CGFloat

    /// Supplies pages (weak).
    public weak var dataSource: PageViewControllerDataSource?
    /// Informed of swipes (weak).
    public weak var delegate: PageViewControllerDelegate?

    private var pages: [ViewController] = []

    /// Creates a page view controller.
    public init(
        transitionStyle: TransitionStyle = .scroll,
        navigationOrientation: NavigationOrientation = .horizontal,
        options: [OptionsKey: Any]? = nil
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.interPageSpacing = options?[.interPageSpacing] as? CGFloat ?? 0
        super.init()
    }

    /// The shown page, or `nil` before the first `setViewControllers`.
    public var viewControllers: [ViewController]? {
        pages.isEmpty ? nil : pages
    }

    /// Shows `viewControllers` (exactly one page) and runs `completion(true)` before
    /// returning. The delegate is not called. Rejected (nothing changes, `completion` is not
    /// called, a `RuntimeError` is reported) for any other count or a controller that cannot
    /// become a child.
    open func setViewControllers(
        _ viewControllers: [ViewController]?,
        direction: NavigationDirection,
        animated: Bool,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let newPages = viewControllers ?? []
        guard newPages.count == 1 else {
            RuntimeDiagnostics.report(.invalidViewControllerCount(container: debugLabel, count: newPages.count, expected: "1"))
            return
        }
        for page in newPages where page.parent !== self {
            if let error = validateNewChild(page) {
                RuntimeDiagnostics.report(error)
                return
            }
        }
        showPages(newPages, animated: animated)
        completion?(true)
    }

    /// Swipes to the next (`.forward`) or previous (`.reverse`) page as a user would: asks
    /// the data source for the page after or before the current one; if there is one, tells
    /// the delegate `willTransitionTo`, turns the page (the old page disappears and is
    /// removed, the new one is added and appears) and tells the delegate
    /// `didFinishAnimating … transitionCompleted: true`. Returns whether a page turned.
    @discardableResult
    public func simulateSwipe(_ direction: NavigationDirection) -> Bool {
        guard let current = pages.last, let dataSource else { return false }
        let candidate = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next = candidate, next !== current else { return false }
        if next.parent !== self, let error = validateNewChild(next) {
            RuntimeDiagnostics.report(error)
            return false
        }
        delegate?.pageViewController(self, willTransitionTo: [next])
        let previous = pages
        showPages([next], animated: true)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }

    private func showPages(_ newPages: [ViewController], animated: Bool) {
        let oldPages = pages
        let removed = oldPages.filter { old in !newPages.contains { $0 === old } }
        let added = newPages.filter { new in !oldPages.contains { $0 === new } }
        for page in removed { page.willMove(toParent: nil) }
        for page in added { attachChild(page, at: children.count) }
        pages = newPages
        if isViewLoaded {
            swapChildViews(removing: removed, adding: newPages.map { ($0, view.bounds) }, in: view, animated: animated)
        }
        for page in removed { page.removeFromParent() }
        for page in added { page.didMove(toParent: self) }
    }

    override func viewDidLoadInternally() {
        swapChildViews(removing: [], adding: pages.map { ($0, view.bounds) }, in: view, animated: false)
    }

    override func didRemoveChild(_ child: ViewController) {
        pages.removeAll { $0 === child }
    }

    override func descriptionRole(forChild child: ViewController) -> String? {
        pages.contains { $0 === child } ? "page" : nil
    }
}
