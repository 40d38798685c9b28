import Foundation
import SceneGraph
import SceneRuntime

extension ControllerBuilder {
    /// Creates the controller's bar button items — the navigation item's, then its toolbar
    /// items, which a navigation controller's toolbar shows while it is on top — with their
    /// custom views (whose controls are wired as the view tree's), and wires their actions
    /// and segues. Returns the ids of the segue triggers built.
    func wireBarItems(of controller: ViewController, triggers: SegueTriggers, anchors: AnchorIndex, record: ControllerRecord) -> Set<String> {
        let nodes = scene.controllerBarButtonItems
        guard !nodes.isEmpty else { return [] }
        let leftCount = scene.navigationItem?.leftItems.count ?? 0
        let navigationCount = leftCount + (scene.navigationItem?.rightItems.count ?? 0)
        let actions = ActionReporter(interpreter: interpreter, className: className)
        var customViews = ViewTreeBuilder(interpreter: interpreter, scene: scene, controller: controller, record: record,
                                          triggers: triggers, anchors: anchors)
        var built: Set<String> = []
        var items: [BarButtonItem] = []
        for (index, node) in nodes.enumerated() {
            let custom = node.customView.map { customViews.emitStandalone($0) }
            let item = BarItems.make(node, customView: custom)
            items.append(item)
            if let id = node.id { anchors.barItems[id] = item }
            let segues = node.customView == nil ? triggers.triggered(by: node.id) : []
            let outcomes = BarItems.wire(item, node: node, controller: controller, segues: segues, actions: actions)
            guard !outcomes.isEmpty else { continue }
            if let id = node.id, !segues.isEmpty { built.insert(id) }
            let isToolbarItem = index >= navigationCount
            let trigger: Affordance.Trigger = isToolbarItem ? .toolbarItem(item, toolbar: Self.navigationToolbar(of: controller)) : .barItem(item)
            record.affordances.append(BarItems.affordance(node, item: item, kind: isToolbarItem ? "toolbar item" : "bar item",
                                                          outcomes: outcomes, segues: segues, trigger: trigger))
        }
        built.formUnion(customViews.builtTriggers)
        if leftCount > 0 { controller.navigationItem.leftBarButtonItems = Array(items.prefix(leftCount)) }
        if navigationCount > leftCount { controller.navigationItem.rightBarButtonItems = Array(items[leftCount..<navigationCount]) }
        if items.count > navigationCount { controller.toolbarItems = Array(items.dropFirst(navigationCount)) }
        return built
    }

    /// The toolbar of the navigation controller `controller` is in, while it is not hidden.
    private static func navigationToolbar(of controller: ViewController) -> @MainActor () -> Toolbar? {
        { [weak controller] in
            guard let navigation = controller?.navigationController, !navigation.isToolbarHidden else { return nil }
            return navigation.toolbar
        }
    }
}
