import Foundation
import SceneGraph
import SceneRuntime

/// Bar button items — the navigation item's, the controller's toolbar items and a toolbar
/// view's — made and wired as generated code's `BarItemStatements` does.
@MainActor
enum BarItems {
    /// A new item for `node`, showing `customView` when it has one.
    static func make(_ node: BarButtonItemNode, customView: View?) -> BarButtonItem {
        let item: BarButtonItem
        let style: BarButtonItem.Style = node.properties["style"] == "done" ? .done : .plain
        if let customView {
            item = BarButtonItem(customView: customView)
            if let title = node.properties["title"] { item.title = title }
        } else if let system = node.properties["systemItem"].flatMap(RuntimeValues.barSystemItem) {
            item = BarButtonItem(systemItem: system)
        } else if let image = node.properties["image"], node.properties["title"] == nil {
            item = BarButtonItem(image: Image(named: image), style: style)
        } else {
            item = BarButtonItem(title: node.properties["title"] ?? "", style: style)
        }
        item.accessibilityLabel = node.accessibilityLabel
        item.accessibilityIdentifier = node.accessibilityIdentifier
        return item
    }

    /// Makes the item's tap run its actions and perform the segues it triggers; returns how
    /// `show` describes what it does (empty when it does nothing: no actions and no segues,
    /// or a custom view, whose own controls act).
    static func wire(_ item: BarButtonItem, node: BarButtonItemNode, controller: ViewController?,
                     segues: [(segue: Segue, template: SegueTemplate)], actions: ActionReporter) -> [String] {
        guard node.customView == nil else { return [] }
        let name = node.id ?? "bar item"
        let handlers = actions.handlers(for: node.actions, from: name)
        guard !handlers.isEmpty || !segues.isEmpty else { return [] }
        let templates = segues.map(\.template)
        item.primaryAction = Action { [weak controller] action in
            let sender = action.sender
            for entry in handlers { entry.handler(sender, nil) }
            for template in templates { controller?.performTriggeredSegue(template, sender: sender) }
        }
        return handlers.map(\.outcome) + segues.map { SegueTriggers.summary($0.segue) }
    }

    /// The item's title, else its system item's name.
    static func caption(_ node: BarButtonItemNode) -> String? {
        node.properties["title"] ?? node.properties["systemItem"] ?? node.accessibilityLabel
    }

    /// `toolbar item refreshItem "Refresh" → action refresh`, with the names `tap` matches.
    static func affordance(_ node: BarButtonItemNode, item: BarButtonItem, kind: String, outcomes: [String],
                           segues: [(segue: Segue, template: SegueTemplate)], trigger: Affordance.Trigger) -> Affordance {
        let caption = caption(node)
        return Affordance(
            names: [node.id, caption].compactMap { $0 } + segues.compactMap(\.segue.identifier) + node.actions.map(\.method),
            summary: "\(kind) \(node.id ?? "")\(caption.map { " \"\($0)\"" } ?? "") → " + outcomes.joined(separator: ", "),
            trigger: trigger)
    }
}
