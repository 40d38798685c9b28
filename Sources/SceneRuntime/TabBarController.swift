import Foundation

/// Decides and observes tab selections made by the user (UIKit's
/// `UITabBarControllerDelegate`). Programmatic selection does not consult it.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tapped tab's controller may be selected. Default: `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the user selected `viewController`'s tab (also when it was already selected).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Shows one of several controllers, chosen with a tab bar (UIKit's `UITabBarController`).
///
/// Switching tabs on a shown controller: old `viewWillDisappear`, new `viewWillAppear`, old
/// `viewDidDisappear`, new `viewDidAppear`. `simulateTap(onTabAt:)` selects as a user would,
/// through the delegate; `selectedIndex` and `selectedViewController` select directly.
/// The tab bar hides while the selected tab is a navigation controller whose stack holds,
/// above its root, a controller with `hidesBottomBarWhenPushed`.
@MainActor
open class TabBarController: ViewController {
    private var tabs: [ViewController] = []
    private var storedSelectedIndex = 0
    private let contentView = View()

    /// Decides and observes user selections (weak).
    public weak var delegate: TabBarControllerDelegate?

    /// The bar below the content; its items are the tabs' `tabBarItem`s.
    public let tabBar = TabBar()

    /// The tab bar's height, above the home indicator (on a window with a `device`, the
    /// device's: 32 in a phone's landscape, 50 on iPads).
    public static let tabBarHeight: CGFloat = 49

    /// The tab bar's height on this controller's window.
    var tabBarHeightInEffect: CGFloat { viewIfLoaded?.window?.deviceBarHeights?.tabBar ?? Self.tabBarHeight }

    /// The tabs' controllers, or `nil` when there are none. Setting it is
    /// `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it remains; otherwise
    /// the selection moves to the same index (clamped) and the switch is shown. Rejected
    /// (nothing changes, a `RuntimeError` is reported) when the list repeats a controller or
    /// holds one that has another parent, is a window's root, or is this controller or an
    /// ancestor.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        if Set(newTabs.map(ObjectIdentifier.init)).count != newTabs.count {
            RuntimeDiagnostics.report(.duplicateViewControllers(container: debugLabel))
            return
        }
        for controller in newTabs where controller.parent !== self {
            if let error = validateNewChild(controller) {
                RuntimeDiagnostics.report(error)
                return
            }
        }
        let oldSelected = selectedViewController
        let removed = tabs.filter { old in !newTabs.contains { $0 === old } }
        let added = newTabs.filter { new in !tabs.contains { $0 === new } }

        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { attachChild(controller, at: children.count) }
        tabs = newTabs
        children = newTabs + children.filter { child in !newTabs.contains { $0 === child } }
        if let oldSelected, let index = newTabs.firstIndex(where: { $0 === oldSelected }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = newTabs.isEmpty ? 0 : min(storedSelectedIndex, newTabs.count - 1)
        }
        showSelection(replacing: oldSelected, animated: animated)
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// The index of the selected tab. Setting an index outside the tabs is rejected with
    /// `RuntimeError.indexOutOfRange`.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(index: newValue) }
    }

    /// The selected tab's controller. Setting a controller that is not a tab is rejected
    /// with `RuntimeError.notInContainer`.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
        set {
            guard let newValue else { return }
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
                RuntimeDiagnostics.report(.notInContainer(controller: newValue.debugLabel, container: debugLabel))
                return
            }
            select(index: index)
        }
    }

    /// Taps tab `index` as a user would: asks the delegate's `shouldSelect`, selects the tab
    /// (re-tapping a selected navigation controller's tab pops it to its root, as in UIKit),
    /// then tells the delegate `didSelect`. Returns `false` if the index is invalid or the
    /// delegate refused.
    @discardableResult
    public func simulateTap(onTabAt index: Int) -> Bool {
        guard tabs.indices.contains(index) else { return false }
        let target = tabs[index]
        if delegate?.tabBarController(self, shouldSelect: target) == false { return false }
        if index == storedSelectedIndex, let navigation = target as? NavigationController {
            navigation.popToRootViewController(animated: true)
        } else {
            select(index: index)
        }
        delegate?.tabBarController(self, didSelect: target)
        return true
    }

    private func select(index: Int) {
        guard tabs.indices.contains(index) else {
            RuntimeDiagnostics.report(.indexOutOfRange(index: index, count: tabs.count, container: debugLabel))
            return
        }
        guard index != storedSelectedIndex else { return }
        let oldSelected = selectedViewController
        storedSelectedIndex = index
        showSelection(replacing: oldSelected, animated: false)
    }

    private func showSelection(replacing oldSelected: ViewController?, animated: Bool) {
        tabBar.items = tabs.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        updateTabBarVisibility()
        let newSelected = selectedViewController
        guard isViewLoaded, oldSelected !== newSelected else { return }
        swapChildViews(
            removing: oldSelected.map { [$0] } ?? [],
            adding: newSelected.map { [($0, contentView.bounds)] } ?? [],
            in: contentView,
            animated: animated
        )
    }

    // MARK: Tab bar visibility

    /// Whether the tab bar is hidden.
    public var isTabBarHidden: Bool { tabBar.isHidden }

    /// Hides or shows the tab bar. The next selection or navigation change re-applies
    /// `hidesBottomBarWhenPushed`.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        tabBar.isHidden = hidden
    }

    /// Hides the bar while the selected navigation stack holds, above its root, a
    /// controller with `hidesBottomBarWhenPushed`.
    func updateTabBarVisibility() {
        guard let navigation = selectedViewController as? NavigationController else {
            tabBar.isHidden = false
            return
        }
        tabBar.isHidden = navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    // MARK: View

    open override func loadView() {
        let root = View()
        contentView.autoresizingMask = .flexibleSize
        tabBar.frame = CGRect(x: 0, y: -Self.tabBarHeight, width: 0, height: Self.tabBarHeight)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(contentView)
        root.addSubview(tabBar)
        view = root
    }

    /// The tab bar along the bottom: 49 points plus the screen's bottom inset (the home indicator).
    override func layoutContainerSubviews() {
        let bounds = view.bounds
        let height = tabBarHeightInEffect + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// The children's root views are inset by the tab bar while it shows.
    override func safeAreaInsetsForChildren(_ insets: EdgeInsets) -> EdgeInsets {
        var result = insets
        if !tabBar.isHidden { result.bottom += tabBarHeightInEffect }
        return result
    }

    override func viewDidLoadInternally() {
        guard let selected = selectedViewController else { return }
        swapChildViews(removing: [], adding: [(selected, contentView.bounds)], in: contentView, animated: false)
    }

    override func didRemoveChild(_ child: ViewController) {
        guard let index = tabs.firstIndex(where: { $0 === child }) else { return }
        tabs.remove(at: index)
        if index < storedSelectedIndex { storedSelectedIndex -= 1 }
        storedSelectedIndex = min(storedSelectedIndex, max(0, tabs.count - 1))
        tabBar.items = tabs.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    // MARK: Unwinding

    /// Selects the tab `subsequentVC` is or lives in, then dismisses what this controller
    /// presents (see `ViewController`).
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        if let index = tabs.firstIndex(where: { UnwindSearch.contains($0, subsequentVC) }) { selectedIndex = index }
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }

    // MARK: Accessibility

    /// Its own choice (`accessibilityFocusIdentifier`), else the selected controller's.
    open override var preferredAccessibilityFocus: View? {
        super.preferredAccessibilityFocus ?? selectedViewController?.preferredAccessibilityFocus
    }

    // MARK: Description

    override func descriptionRole(forChild child: ViewController) -> String? {
        guard let index = tabs.firstIndex(where: { $0 === child }) else { return nil }
        return index == storedSelectedIndex ? "tab \(index), selected" : "tab \(index)"
    }
}
