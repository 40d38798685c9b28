import Foundation

/// Informed as a navigation controller shows controllers (UIKit's
/// `UINavigationControllerDelegate`). Every method has an empty default.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top controller.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` became the top controller.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// A stack of controllers, the top one shown under a navigation bar (UIKit's
/// `UINavigationController`).
///
/// Every stack change — push, pop, pop to a controller or the root, `setViewControllers` —
/// goes through one path. For a push of B over A on a shown stack, the callbacks are:
/// `B.willMove(toParent: nav)`, `A.viewWillDisappear`, `B.viewWillAppear`,
/// `A.viewDidDisappear`, `B.viewDidAppear`, `B.didMove(toParent: nav)`; a pop mirrors it with
/// `willMove(toParent: nil)` first and `didMove(toParent: nil)` last. Controllers popped from
/// below the top only get the containment callbacks. `isMovingToParent` /
/// `isMovingFromParent` are true during the appearance callbacks of pushed / popped
/// controllers. Popped controllers are released unless something else holds them.
@MainActor
open class NavigationController: ViewController {
    private var stack: [ViewController] = []
    private let contentView = View()

    /// Informed as controllers are shown (weak).
    public weak var delegate: NavigationControllerDelegate?

    /// The bar above the content; its items follow the stack.
    public let navigationBar = NavigationBar()

    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set {
            navigationBar.isHidden = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The navigation bar's height (the headless bar's size; on a window with a `device`, the
    /// device's: 32 in a phone's landscape, 50 on iPads).
    public static let navigationBarHeight: CGFloat = 44

    /// The toolbar's height (on a window with a `device`, the device's).
    public static let toolbarHeight: CGFloat = 44

    /// The built-in toolbar; see `NavigationController+Toolbar.swift`.
    let builtInToolbar = Toolbar()
    var storedToolbarHidden = true

    /// Creates an empty navigation controller. As in UIKit, it defines the presentation
    /// context (`definesPresentationContext` is `true`).
    public override init() {
        super.init()
        definesPresentationContext = true
    }

    /// Creates an empty navigation controller; the nib name and bundle are recorded only.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        definesPresentationContext = true
    }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    // MARK: Stack

    /// The stack, bottom (root) to top. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view is shown: the controller presented over the stack (the top
    /// of the presented chain), else the top controller.
    public var visibleViewController: ViewController? {
        var visible = presentedViewController
        while let next = visible?.ownPresentedViewController { visible = next }
        return visible ?? topViewController
    }

    /// Pushes `viewController` onto the stack and shows it. Rejected (nothing changes, a
    /// `RuntimeError` is reported) if it is already in the stack or has another parent.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            RuntimeDiagnostics.report(.alreadyInNavigationStack(controller: viewController.debugLabel, navigationController: debugLabel))
            return
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; with one controller or none, returns `nil`.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them, bottom to top (empty when the
    /// root is on top).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom to top. Returns
    /// `nil` and reports `RuntimeError.notInContainer` if it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            RuntimeDiagnostics.report(.notInContainer(controller: viewController.debugLabel, container: debugLabel))
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { setViewControllers(Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Replaces the stack. Controllers that leave get `willMove(toParent: nil)` …
    /// `didMove(toParent: nil)`; controllers that arrive get `willMove(toParent: self)` …
    /// `didMove(toParent: self)`; if the top changes on a shown stack, the old top disappears
    /// and the new one appears. Rejected (nothing changes, a `RuntimeError` is reported) when
    /// the list repeats a controller or holds one that has another parent, is a window's
    /// root, or is this controller or an ancestor.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        if let error = validateStack(viewControllers) {
            RuntimeDiagnostics.report(error)
            return
        }
        let oldStack = stack
        let oldTop = oldStack.last
        let newTop = viewControllers.last
        let removed = oldStack.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !oldStack.contains { $0 === new } }
        let topChanges = oldTop !== newTop
        let coordination = topChanges ? TransitionCoordination(
            TransitionCoordinator(isAnimated: animated, from: oldTop, to: newTop), involving: [self, oldTop, newTop]) : nil

        if topChanges, let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { attachChild(controller, at: children.count) }
        stack = viewControllers
        children = viewControllers + children.filter { child in !viewControllers.contains { $0 === child } }
        updateNavigationBar()
        updateToolbar()

        if topChanges, isViewLoaded {
            swapChildViews(
                removing: oldTop.map { [$0] } ?? [],
                adding: newTop.map { [($0, contentView.bounds)] } ?? [],
                in: contentView,
                animated: animated
            )
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        tabBarController?.updateTabBarVisibility()
        coordination?.end()
        if topChanges, let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        if topChanges, let newTop, newTop.appearanceState == .appeared {
            announceScreenChange(showing: newTop, pushed: added.contains { $0 === newTop })
        }
    }

    private func validateStack(_ controllers: [ViewController]) -> RuntimeError? {
        let identities = Set(controllers.map(ObjectIdentifier.init))
        if identities.count != controllers.count {
            return .duplicateViewControllers(container: debugLabel)
        }
        for controller in controllers where controller.parent !== self {
            if let error = validateNewChild(controller) { return error }
        }
        return nil
    }

    private func updateNavigationBar() {
        navigationBar.items = stack.map(\.navigationItem)
    }

    /// Taps the navigation bar's back button as a user would: pops the top controller.
    /// Returns `false` when there is no back button (root on top, or `hidesBackButton`).
    @discardableResult
    public func simulateBackButtonTap() -> Bool {
        guard navigationBar.backButtonTitle != nil else { return false }
        return popViewController(animated: true) != nil
    }

    /// Shows or hides the navigation bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    // MARK: View

    open override func loadView() {
        let root = View()
        contentView.frame = root.bounds
        contentView.autoresizingMask = .flexibleSize
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: Self.navigationBarHeight)
        navigationBar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        view = root
        updateToolbar()
    }

    override func layoutContainerSubviews() {
        navigationBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: barHeights.navigationBar)
        layoutToolbar()
    }

    /// The bars' heights: the window's device's (32 in a phone's landscape), else 44.
    var barHeights: (navigationBar: CGFloat, toolbar: CGFloat) {
        guard let heights = viewIfLoaded?.window?.deviceBarHeights else { return (Self.navigationBarHeight, Self.toolbarHeight) }
        return (heights.navigationBar, heights.toolbar)
    }

    /// The children's root views are inset by the shown bars: the navigation bar at the top,
    /// the toolbar at the bottom (both below / above the screen's insets).
    override func safeAreaInsetsForChildren(_ insets: EdgeInsets) -> EdgeInsets {
        var result = insets
        if !navigationBar.isHidden { result.top += barHeights.navigationBar }
        if showsToolbar { result.bottom += barHeights.toolbar }
        return result
    }

    override func viewDidLoadInternally() {
        guard let top = topViewController else { return }
        swapChildViews(removing: [], adding: [(top, contentView.bounds)], in: contentView, animated: false)
    }

    override func didRemoveChild(_ child: ViewController) {
        guard stack.contains(where: { $0 === child }) else { return }
        stack.removeAll { $0 === child }
        updateNavigationBar()
        updateToolbar()
    }

    // MARK: Showing and unwinding

    /// A navigation controller handles `show(_:sender:)`.
    open override func canPerform(_ action: ShowAction, withSender sender: Any?) -> Bool {
        action == .show
    }

    /// Pushes `vc`.
    open override func show(_ vc: ViewController, sender: Any?) {
        pushViewController(vc, animated: ShowRouting.animates)
    }

    /// Searches the stack from the top down, without the controller containing the source.
    open override func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        super.allowedChildrenForUnwinding(from: source).reversed()
    }

    /// Pops to the stack entry `subsequentVC` is or lives in, then dismisses what this
    /// controller presents (see `ViewController`) — popping first, so controllers popped
    /// while covered by a full-screen presentation never reappear.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        if let entry = stack.first(where: { UnwindSearch.contains($0, subsequentVC) }), entry !== topViewController {
            popToViewController(entry, animated: UnwindSearch.isAnimated(unwindSegue))
        }
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }

    // MARK: Accessibility

    /// The escape gesture goes back one level: with more than one controller on the stack
    /// it pops the top one and returns `true`; otherwise it does what any controller does
    /// (a presented navigation controller dismisses itself).
    open override func accessibilityPerformEscape() -> Bool {
        if stack.count > 1, popViewController(animated: true) != nil { return true }
        return super.accessibilityPerformEscape()
    }

    /// Its own choice (`accessibilityFocusIdentifier`), else the top controller's.
    open override var preferredAccessibilityFocus: View? {
        super.preferredAccessibilityFocus ?? topViewController?.preferredAccessibilityFocus
    }

    // MARK: Split view support

    /// Pushes the collapsing split view's secondary controller onto this stack.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: ViewController,
        for splitViewController: SplitViewController
    ) {
        pushViewController(secondaryViewController, animated: false)
    }

    /// Pops the top controller (if the root is not on top) and returns it, to become the
    /// expanding split view's secondary controller.
    open override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        popViewController(animated: false)
    }

    // MARK: Description

    override func descriptionMarks(forChild child: ViewController) -> [String] {
        child === topViewController ? ["top"] : []
    }
}
