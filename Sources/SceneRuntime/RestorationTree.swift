import Foundation

/// How the controller hierarchy maps to restoration paths — shared by preservation and by
/// restoration's lookup of existing controllers, so both see the same paths.
///
/// A controller's branches are its children (in `children` order), then the controller it
/// presents. A branch without a restoration identifier has no path: it, its children and
/// what it presents are left out. Children of navigation and tab bar controllers carry
/// their position.
@MainActor
enum RestorationTree {
    struct Branch {
        let controller: ViewController
        let component: RestorationPath.Component?
        let relation: ArchivedController.Relation
    }

    /// The container arrangement of `controller`, if it is one of the built-in containers.
    static func arrangement(of controller: ViewController) -> (kind: ArchivedContainer.Kind, members: [ViewController], selectedIndex: Int?)? {
        switch controller {
        case let navigation as NavigationController:
            return (.navigation, navigation.viewControllers, nil)
        case let tabs as TabBarController:
            return (.tabBar, tabs.viewControllers ?? [], tabs.viewControllers == nil ? nil : tabs.selectedIndex)
        case let split as SplitViewController:
            return (.split, split.viewControllers, nil)
        case let pages as PageViewController:
            return (.page, pages.viewControllers ?? [], nil)
        default:
            return nil
        }
    }

    /// Whether children of this container kind are told apart by position.
    static func usesPositions(_ kind: ArchivedContainer.Kind) -> Bool {
        kind == .navigation || kind == .tabBar
    }

    /// The children and the presented controller of `controller`, with their path components.
    static func branches(of controller: ViewController) -> [Branch] {
        let arrangement = arrangement(of: controller)
        var branches: [Branch] = controller.children.map { child in
            var position: Int?
            if let arrangement, usesPositions(arrangement.kind) {
                position = arrangement.members.firstIndex { $0 === child }
            }
            let component = child.restorationIdentifier.map { RestorationPath.Component(identifier: $0, position: position) }
            return Branch(controller: child, component: component, relation: .child)
        }
        if let presented = controller.presentationState.performed?.presented {
            let component = presented.restorationIdentifier.map { RestorationPath.Component(identifier: $0) }
            branches.append(Branch(controller: presented, component: component, relation: .presented))
        }
        return branches
    }

    /// Every controller with a path in `controller`'s subtree (itself at `path`), parents first.
    static func paths(from controller: ViewController, at path: RestorationPath) -> [(RestorationPath, ViewController)] {
        var result = [(path, controller)]
        for branch in branches(of: controller) {
            guard let component = branch.component else { continue }
            result += paths(from: branch.controller, at: path.appending(component))
        }
        return result
    }

    /// The views of `controller`'s own view tree (not its children's) that have a
    /// restoration identifier, depth first.
    static func restorableViews(of controller: ViewController) -> [View] {
        guard let root = controller.viewIfLoaded else { return [] }
        var result: [View] = []
        func visit(_ view: View) {
            if view !== root, let owner = view.owningViewController, owner !== controller { return }
            if view.restorationIdentifier != nil { result.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return result
    }
}
