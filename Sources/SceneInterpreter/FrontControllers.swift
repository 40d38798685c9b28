import SceneRuntime

/// What a person sees: the top of the presentation stack, through its containers (a
/// navigation controller's top, a tab bar controller's selected tab, both columns of an
/// expanded split view, the shown page) down to content controllers and their embedded children.
@MainActor
enum FrontControllers {
    /// The content controllers on screen, front first: the leaves and their embedded children.
    static func visible(in window: Window) -> [ViewController] {
        guard let root = window.rootViewController else { return [] }
        return expand(front(of: root))
    }

    /// The controller presented last over `controller` (itself when nothing is).
    static func front(of controller: ViewController) -> ViewController {
        var top = controller
        while let presented = top.presentedViewController, presented !== top, presented.presentingViewController === top {
            top = presented
        }
        return top
    }

    /// The topmost presented controller, if anything is presented.
    static func topPresented(in window: Window) -> ViewController? {
        guard let root = window.rootViewController else { return nil }
        var found: ViewController?
        func visit(_ controller: ViewController) {
            let top = front(of: controller)
            if top !== controller { found = top }
            for child in containerPath(top) { visit(child) }
        }
        visit(root)
        return found
    }

    /// The containers from the root to the front, outermost first.
    static func containers(in window: Window) -> [ViewController] {
        guard let root = window.rootViewController else { return [] }
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            let top = front(of: controller)
            let path = containerPath(top)
            if !path.isEmpty || top.children.isEmpty == false { result.append(top) }
            for child in path { visit(child) }
        }
        visit(root)
        return result
    }

    private static func expand(_ controller: ViewController) -> [ViewController] {
        let path = containerPath(controller)
        if path.isEmpty {
            // Embedded children count when they are on screen (a custom container may not place its children's views).
            return [controller] + controller.children.filter { $0.appearanceState == .appeared }.flatMap { expand(front(of: $0)) }
        }
        return path.flatMap { expand(front(of: $0)) }
    }

    /// The children of a container that are on screen; empty for content controllers.
    private static func containerPath(_ controller: ViewController) -> [ViewController] {
        switch controller {
        case let navigation as NavigationController:
            return navigation.topViewController.map { [$0] } ?? []
        case let tabs as TabBarController:
            return tabs.selectedViewController.map { [$0] } ?? []
        case let split as SplitViewController:
            let primary = split.viewController(for: .primary), secondary = split.viewController(for: .secondary)
            return split.isCollapsed ? [primary].compactMap { $0 } : [primary, secondary].compactMap { $0 }
        case let pages as PageViewController:
            return pages.viewControllers?.first.map { [$0] } ?? []
        default:
            return []
        }
    }
}
