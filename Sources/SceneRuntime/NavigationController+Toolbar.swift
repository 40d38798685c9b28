import Foundation

/// The navigation controller's built-in toolbar (UIKit's `toolbar`, `isToolbarHidden`).
///
/// The toolbar shows the top controller's `toolbarItems`, following every push, pop and
/// `setViewControllers`, and the top controller's `setToolbarItems(_:animated:)`. It is
/// hidden by default; while shown it is a subview of the navigation controller's view,
/// along its bottom edge — except while the top controller (above the root) has
/// `hidesBottomBarWhenPushed`, when it leaves the view tree.
extension NavigationController {
    /// The built-in toolbar. Manage its items through the controllers' `toolbarItems`.
    public var toolbar: Toolbar! { builtInToolbar }

    /// Whether the toolbar is hidden (default `true`, as UIKit). Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar (immediately; headless).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        storedToolbarHidden = hidden
        updateToolbar()
    }

    /// Whether the toolbar is on screen: not hidden, and the top controller, if pushed,
    /// does not hide bottom bars.
    var showsToolbar: Bool {
        guard !storedToolbarHidden else { return false }
        guard viewControllers.count > 1, let top = topViewController else { return true }
        return !top.hidesBottomBarWhenPushed
    }

    /// Gives the toolbar the top controller's items and puts it in or out of the view tree.
    func updateToolbar() {
        let items = topViewController?.toolbarItems
        if !Self.sameItems(builtInToolbar.items, items) { builtInToolbar.setItems(items, animated: false) }
        let shows = showsToolbar
        builtInToolbar.isHidden = !shows
        guard let root = viewIfLoaded else { return }
        if shows, builtInToolbar.superview !== root {
            builtInToolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            root.addSubview(builtInToolbar)
            layoutToolbar()
        } else if !shows, builtInToolbar.superview != nil {
            builtInToolbar.removeFromSuperview()
        }
    }

    private static func sameItems(_ lhs: [BarButtonItem]?, _ rhs: [BarButtonItem]?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }

    /// Places the toolbar along the bottom of the view, above the screen's bottom inset.
    func layoutToolbar() {
        guard let view = viewIfLoaded else { return }
        let bottom = view.bounds.height - view.safeAreaInsets.bottom
        let height = barHeights.toolbar
        builtInToolbar.frame = CGRect(x: 0, y: bottom - height, width: view.bounds.width, height: height)
    }
}
