import SceneGraph

/// Navigation items, toolbar items and bar button items.
extension SceneFileBuilder {
    mutating func navigationItem(from element: XMLElement, parts: inout SceneParts) -> NavigationItemNode {
        let elementSpec = spec("navigationItem")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var item = NavigationItemNode(source: attributes.range)
        item.properties = attributes.values
        for child in checker.children(of: element, spec: elementSpec) {
            let (barItem, placement) = barButtonItem(from: child, in: element.name, parts: &parts)
            if placement == "left" {
                item.leftItems.append(barItem)
            } else {
                item.rightItems.append(barItem)
            }
        }
        return item
    }

    /// A scene's `<toolbarItems>`: the items a navigation controller's toolbar shows for it, in order.
    mutating func toolbarItems(from element: XMLElement, parts: inout SceneParts) -> [BarButtonItemNode] {
        let elementSpec = spec("toolbarItems")
        _ = checker.attributes(of: element, spec: elementSpec)
        return checker.children(of: element, spec: elementSpec).map { barButtonItem(from: $0, in: element.name, parts: &parts).item }
    }

    /// A `<barButtonItem>` of a `<navigationItem>`, a `<toolbarItems>` or a `<toolbar>` view, and
    /// its placement (only items of a navigation item have one).
    mutating func barButtonItem(from element: XMLElement, in container: String, parts: inout SceneParts) -> (item: BarButtonItemNode, placement: String?) {
        let elementSpec = spec("barButtonItem")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var item = BarButtonItemNode(id: nonEmptyID(attributes), source: attributes.range)
        item.className = attributes["class"]
        item.accessibilityLabel = attributes["accessibilityLabel"]
        item.accessibilityIdentifier = attributes["accessibilityIdentifier"]
        for key in ["title", "image", "systemItem", "style"] { item.properties[key] = attributes[key] }
        if container != "navigationItem", element[attribute: "placement"] != nil {
            checker.diagnostics.append(.error(
                "'placement' applies only to items of a <navigationItem>; the items of <\(container)> keep their order",
                at: attributes.range.location(of: "placement"), rule: ElementChecker.Rule.misplacedAttribute))
        }
        for child in checker.children(of: element, spec: elementSpec) {
            if child.name == "action" {
                if let action = action(from: child, sender: .barButtonItem) { item.actions.append(action) }
            } else if let existing = item.customView {
                checker.diagnostics.append(.error(
                    "<barButtonItem> can have only one custom view", at: child.location,
                    rule: SceneFormatReader.Rule.duplicateElement,
                    notes: [.note("the custom view is here", at: existing.source.element, rule: SceneFormatReader.Rule.duplicateElement)]))
            } else {
                item.customView = view(from: child, parts: &parts)
            }
        }
        return (item, container == "navigationItem" ? attributes["placement"] : nil)
    }
}
