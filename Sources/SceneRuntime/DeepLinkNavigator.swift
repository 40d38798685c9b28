import Foundation

/// The steps a deep link handler composes to rebuild the back stack from the window's
/// root. Each returns the controller it reached, typed, and throws `DeepLinkError` when
/// the hierarchy is not as expected. Transitions are not animated.
@MainActor
public enum DeepLinkNavigator {
    /// The window's root as `T`, after dismissing everything presented over it; when the
    /// root is not a `T`, `make()` becomes the root (and a hidden window is made key and
    /// visible).
    public static func root<T: ViewController>(of window: Window, as type: T.Type, orInstall make: () -> T) throws -> T {
        if let root = window.rootViewController as? T {
            dismissPresentations(in: root)
            if window.isHidden { window.makeKeyAndVisible() }
            return root
        }
        let made = make()
        window.rootViewController = made
        guard window.rootViewController === made else {
            throw DeepLinkError.navigationFailed("\(made.debugLabel) cannot become the window's root view controller")
        }
        if window.isHidden { window.makeKeyAndVisible() }
        return made
    }

    /// Selects tab `index` of `tabBar` and returns its controller as `T`.
    public static func selectTab<T: ViewController>(_ index: Int, of tabBar: TabBarController, as type: T.Type) throws -> T {
        let tabs = tabBar.viewControllers ?? []
        guard tabs.indices.contains(index) else {
            throw DeepLinkError.indexOutOfRange(index: index, count: tabs.count, container: tabBar.debugLabel)
        }
        tabBar.selectedIndex = index
        return try typed(tabs[index], as: type, step: "tab \(index) of \(tabBar.debugLabel)")
    }

    /// Dismisses anything presented over `navigation` or from inside it, pops it to its
    /// root, and returns the root as `T`.
    public static func popToRoot<T: ViewController>(_ navigation: NavigationController, as type: T.Type) throws -> T {
        if let presented = navigation.presentedViewController, let presenter = presented.presentationState.presenting {
            PresentationEngine.dismissPresentation(of: presenter, animated: false)
        }
        dismissPresentations(in: navigation)
        navigation.popToRootViewController(animated: false)
        return try typed(navigation.viewControllers.first, as: type, step: "root of \(navigation.debugLabel)")
    }

    /// The controller shown in `column` of `split`, as `T`. A collapsed split view shows
    /// its secondary controller on top of its primary navigation controller: that top
    /// controller is returned for `.secondary`.
    public static func column<T: ViewController>(_ column: SplitViewController.Column, of split: SplitViewController, as type: T.Type) throws -> T {
        var controller = split.viewController(for: column)
        if column == .secondary, split.isCollapsed, let navigation = split.viewController(for: .primary) as? NavigationController,
           navigation.viewControllers.count > 1 {
            controller = navigation.topViewController
        }
        return try typed(controller, as: type, step: "\(column) column of \(split.debugLabel)")
    }

    /// The page `pageViewController` shows, as `T`.
    public static func page<T: ViewController>(of pageViewController: PageViewController, as type: T.Type) throws -> T {
        try typed(pageViewController.viewControllers?.first, as: type, step: "page of \(pageViewController.debugLabel)")
    }

    /// Presents `controller` from `presenting` (not animated) and returns it; throws when
    /// the presentation is refused.
    @discardableResult
    public static func present<T: ViewController>(_ controller: T, from presenting: ViewController) throws -> T {
        presenting.present(controller, animated: false)
        guard controller.presentingViewController != nil else {
            throw DeepLinkError.navigationFailed("\(presenting.debugLabel) could not present \(controller.debugLabel)")
        }
        return controller
    }

    private static func typed<T: ViewController>(_ controller: ViewController?, as type: T.Type, step: String) throws -> T {
        guard let typed = controller as? T else {
            throw DeepLinkError.unexpectedController(step: step, expected: String(describing: T.self), found: controller?.typeName)
        }
        return typed
    }

    /// Dismisses every presentation performed inside `controller`'s hierarchy.
    private static func dismissPresentations(in controller: ViewController) {
        while let lowest = PresentationEngine.records(above: controller).first,
              let presenter = lowest.presented.presentationState.presenting {
            PresentationEngine.dismissPresentation(of: presenter, animated: false)
        }
    }
}
