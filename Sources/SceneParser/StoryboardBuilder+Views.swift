import SceneGraph

extension StoryboardBuilder {
    // MARK: Views

    mutating func view(from element: XMLElement, context: inout SceneContext) -> ViewNode {
        let kind = StoryboardReader.viewKinds[element.name] ?? .other(element.name)
        var view = ViewNode(id: element[attribute: "id"], kind: kind, source: element.sourceRange)
        view.className = element[attribute: "customClass"]
        view.restorationID = element[attribute: "restorationIdentifier"]
        if let accessibility = accessibilityChild(of: element) {
            view.accessibilityLabel = accessibility[attribute: "label"]
            view.accessibilityIdentifier = accessibility[attribute: "identifier"]
            view.accessibilityHint = accessibility[attribute: "hint"]
        }
        element.forEachAttribute(among: Self.viewPropertyNames) { position, value in
            view.properties[Self.viewPropertyNames.names[position]] = Self.value(value)
        }
        readLayoutAttributes(of: element, into: &view.layout)
        if kind == .button, let title = element.children.first(where: { $0.name == "state" && $0[attribute: "key"] == "normal" })?[attribute: "title"] {
            view.properties["title"] = title
        }
        let childNames = viewChildNames
        for child in element.children {
            switch childNames.kind(of: child) {
            case .subviews:
                view.subviews.reserveCapacity(view.subviews.count + child.children.count)
                for subview in child.children { view.subviews.append(self.view(from: subview, context: &context)) }
            case .connections:
                var viewContext = SceneContext(sceneName: context.sceneName)
                connections(child, owner: view.id, isContainerView: kind == .containerView, context: &viewContext)
                view.actions = viewContext.actions
                // A view's `gestureRecognizers` collection attaches the scene's recognizers to it.
                for collection in viewContext.outletCollections where collection.property == "gestureRecognizers" {
                    view.gestureRecognizers += collection.destinations
                }
                context.outlets += viewContext.outlets
                context.outletCollections += viewContext.outletCollections.filter { $0.property != "gestureRecognizers" }
                context.segues += viewContext.segues
            case .cells:
                for cellElement in child.children {
                    view.cells.append(cell(from: cellElement, isCollectionCell: kind == .collectionView, context: &context))
                }
            case .sections:
                // Static table content: cells shown once, whose views the controller may connect to.
                for section in child.children where section.name == "tableViewSection" {
                    var staticSection = StaticSection(
                        headerTitle: section[attribute: "headerTitle"], footerTitle: section[attribute: "footerTitle"],
                        cellCount: 0, source: section.sourceRange)
                    for cells in section.children where cells.name == "cells" {
                        for cellElement in cells.children {
                            var cell = cell(from: cellElement, isCollectionCell: false, context: &context)
                            cell.isStatic = true
                            view.cells.append(cell)
                            staticSection.cellCount += 1
                        }
                    }
                    view.staticSections.append(staticSection)
                }
            case .runtimeAttributes:
                view.runtimeAttributes = runtimeAttributes(from: child)
            case .items:
                // A toolbar's items, or a standalone navigation bar's navigation items.
                for item in child.children {
                    if item.name == "barButtonItem" {
                        view.barItems.append(barItem(from: item, context: &context))
                    } else if item.name == "navigationItem" {
                        let navigation = navigationItem(from: item, context: &context)
                        view.barItems += navigation.leftItems + navigation.rightItems
                    }
                }
            case .color:
                noteUnmodelled("colours are cosmetic and not carried by generated code", at: child)
            case .fontDescription:
                noteUnmodelled("fonts are cosmetic and not carried by generated code", at: child)
            case .layout:
                _ = readLayoutChild(child, into: &view.layout)
            case .other:
                if ["tableHeaderView", "tableFooterView", "backgroundView", "contentView", "documentView"].contains(child[attribute: "key"]) {
                    view.subviews.append(self.view(from: child, context: &context))
                }
            }
        }
        // Interface Builder leaves a zero frame out.
        if view.layout.frame == nil { view.layout.frame = Self.zeroFrame }
        return view
    }

    /// The frame of a view or cell whose element has no `<rect key="frame">`.
    static let zeroFrame = LayoutFrame(x: 0, y: 0, width: 0, height: 0)

    mutating func cell(from element: XMLElement, isCollectionCell: Bool, context: inout SceneContext) -> CellPrototype {
        var cell = CellPrototype(id: element[attribute: "id"], isCollectionCell: isCollectionCell, source: element.sourceRange)
        cell.reuseIdentifier = element[attribute: "reuseIdentifier"]
        cell.className = element[attribute: "customClass"]
        cell.restorationID = element[attribute: "restorationIdentifier"]
        (cell.accessibilityLabel, cell.accessibilityIdentifier) = accessibility(of: element)
        // `textLabel`, `detailTextLabel` and `imageView` name the content views that are the
        // cell's own (those of its style), not extra subviews.
        element.forEachAttribute(among: Self.cellPropertyNames) { position, value in
            cell.properties[Self.cellPropertyNames.names[position]] = value
        }
        readLayoutAttributes(of: element, into: &cell.layout)
        var cellContext = SceneContext(sceneName: context.sceneName)
        for child in element.children {
            if readLayoutChild(child, into: &cell.layout) { continue }
            switch child.name {
            case "connections":
                connections(child, owner: cell.id, context: &cellContext)
            case "subviews":
                cell.subviews += child.children.map { view(from: $0, context: &cellContext) }
            case "userDefinedRuntimeAttributes":
                cell.runtimeAttributes = runtimeAttributes(from: child)
            default:
                if child[attribute: "key"] == "contentView" {
                    // The content view is implicit in the view tree: its subviews are the cell's
                    // content; its id and layout are the cell's `contentViewID` and `contentLayout`.
                    let content = view(from: child, context: &cellContext)
                    cell.subviews += content.subviews
                    cell.contentViewID = content.id
                    cell.contentLayout = content.layout
                }
            }
        }
        if cell.layout.frame == nil { cell.layout.frame = Self.zeroFrame }
        // Outlets owned by the cell (or its views) belong to the cell; segues it triggers belong to the scene.
        cell.outlets = cellContext.outlets
        cell.outletCollections = cellContext.outletCollections
        context.segues += cellContext.segues
        return cell
    }

    mutating func navigationItem(from element: XMLElement, context: inout SceneContext) -> NavigationItemNode {
        var item = NavigationItemNode(source: element.sourceRange)
        for key in ["title", "prompt", "largeTitleDisplayMode"] { item.properties[key] = element[attribute: key] }
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("barButtonItem", "leftBarButtonItem"?): item.leftItems.append(barItem(from: child, context: &context))
            case ("barButtonItem", "rightBarButtonItem"?): item.rightItems.append(barItem(from: child, context: &context))
            case ("leftBarButtonItems", _):
                item.leftItems += child.children.filter { $0.name == "barButtonItem" }.map { barItem(from: $0, context: &context) }
            case ("rightBarButtonItems", _):
                item.rightItems += child.children.filter { $0.name == "barButtonItem" }.map { barItem(from: $0, context: &context) }
            default: break
            }
        }
        return item
    }

    mutating func barItem(from element: XMLElement, context: inout SceneContext) -> BarButtonItemNode {
        var item = BarButtonItemNode(id: element[attribute: "id"], source: element.sourceRange)
        for key in ["title", "image", "systemItem", "style"] { item.properties[key] = element[attribute: key] }
        item.className = element[attribute: "customClass"]
        (item.accessibilityLabel, item.accessibilityIdentifier) = accessibility(of: element)
        if let connections = element.children.first(where: { $0.name == "connections" }) {
            var itemContext = SceneContext(sceneName: context.sceneName)
            self.connections(connections, owner: item.id, context: &itemContext)
            item.actions = itemContext.actions
            context.outlets += itemContext.outlets
            context.outletCollections += itemContext.outletCollections
            context.segues += itemContext.segues
        }
        if let custom = element.children.first(where: { $0[attribute: "key"] == "customView" }) {
            item.customView = view(from: custom, context: &context)
        }
        return item
    }

    func accessibility(of element: XMLElement) -> (label: String?, identifier: String?) {
        guard let accessibility = accessibilityChild(of: element) else { return (nil, nil) }
        return (accessibility[attribute: "label"], accessibility[attribute: "identifier"])
    }

    /// The first `<accessibility>` child of `element`, found by name index (every view asks).
    func accessibilityChild(of element: XMLElement) -> XMLElement? {
        let name = viewChildNames.accessibility
        guard name.index != nil else { return nil }  // no element of the document has the name
        return element.children.first { $0.hasName(name) }
    }

    /// Interface Builder writes booleans as YES/NO; the graph uses true/false.
    /// The attributes of a storyboard view that its properties keep.
    static let viewPropertyNames = NamesByLength([
        "text", "placeholder", "prompt", "hidden", "tag", "alpha", "on", "value", "minValue", "maxValue", "style", "axis",
        "distribution", "alignment", "spacing", "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
    ])
    /// The attributes of a storyboard cell that its properties keep.
    static let cellPropertyNames = NamesByLength(["style", "accessoryType", "selectionStyle", "textLabel", "detailTextLabel", "imageView"])

    static func value(_ text: String) -> String {
        switch text {
        case "YES": "true"
        case "NO": "false"
        default: text
        }
    }
}
