import SceneGraph

/// Builds a ``SceneDocument`` from an Xcode `.storyboard` file, mapping Interface Builder's
/// dialect onto the same graph as scene files.
///
/// What the graph does not model (constraints, colours, fonts, frames) is skipped silently;
/// what would change the meaning of the app (user-defined runtime attributes, custom objects)
/// gets one note per document. macOS storyboards are read too, with one note: the graph can
/// inspect and lint them, but the runtime and generated code follow UIKit.
public enum StoryboardReader {
    /// Rule ids the storyboard reader reports.
    public enum Rule {
        public static let notAStoryboard = "storyboard-not-a-storyboard"
        public static let unmodelled = "storyboard-unmodelled"
        public static let unknownSegueKind = "storyboard-unknown-segue-kind"
        public static let missingAttribute = "storyboard-missing-attribute"
    }

    /// Reads a storyboard; the document is nil when the root is not a storyboard.
    public static func read(_ tree: XMLTree, path: String) -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        let root = tree.root
        guard root.name == "document", root.namespaceURI == nil, let scenes = root.children.first(where: { $0.name == "scenes" }) else {
            return (nil, [.error(
                "<\(root.name)> is not an Interface Builder storyboard (expected <document> with <scenes>)",
                at: root.location, rule: Rule.notAStoryboard)])
        }
        var builder = StoryboardBuilder(path: path)
        return (builder.document(root: root, scenes: scenes), builder.finish())
    }

    /// Storyboard segue kinds and the graph's kinds, one to one.
    public static let segueKinds: [String: SegueKind] = [
        "show": .show, "showDetail": .showDetail, "presentation": .present, "popoverPresentation": .popover,
        "custom": .custom, "embed": .embed, "relationship": .relationship, "unwind": .unwind,
        "push": .push, "modal": .modal, "replace": .replace, "popover": .legacyPopover,
    ]

    /// Storyboard relationship names and the roles they play.
    public static let relationshipRoles: [String: RelationshipRole] = [
        "rootViewController": .root, "viewControllers": .tab, "masterViewController": .primary,
        "detailViewController": .secondary, "supplementaryViewController": .supplementary,
        "compactViewController": .compact,
    ]

    /// Storyboard controller elements and the scene kinds they become; others become plain controllers.
    public static let controllerKinds: [String: SceneKind] = [
        "viewController": .controller, "tableViewController": .tableController,
        "collectionViewController": .collectionController, "navigationController": .navigation,
        "tabBarController": .tabBar, "splitViewController": .split, "pageViewController": .page,
        "viewControllerPlaceholder": .reference,
    ]

    /// Storyboard view elements that the scene format names differently or alike.
    public static let viewKinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "textField": .textField, "textView": .textView,
        "switch": .switch, "slider": .slider, "stepper": .stepper, "segmentedControl": .segmentedControl,
        "datePicker": .datePicker, "imageView": .imageView, "scrollView": .scrollView, "stackView": .stackView,
        "tableView": .tableView, "collectionView": .collectionView, "containerView": .containerView,
        "activityIndicatorView": .activityIndicator, "pageControl": .pageControl, "progressView": .progressView,
    ]
}

private struct StoryboardBuilder {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// Unmodelled features: what, where first seen, how often.
    var unmodelled: [String: (location: SourceLocation, count: Int)] = [:]
    /// The `<connections>` elements already read, so that a final sweep finds the others.
    var visitedConnections: Set<SourceLocation> = []

    init(path: String) { self.path = path }

    mutating func finish() -> [Diagnostic] {
        for (what, seen) in unmodelled.sorted(by: { $0.value.location < $1.value.location }) {
            let times = seen.count == 1 ? "" : " (\(seen.count) places in this file)"
            diagnostics.append(.note("\(what)\(times)", at: seen.location, rule: StoryboardReader.Rule.unmodelled))
        }
        return diagnostics
    }

    private mutating func noteUnmodelled(_ what: String, at location: SourceLocation) {
        if let seen = unmodelled[what] {
            unmodelled[what] = (seen.location, seen.count + 1)
        } else {
            unmodelled[what] = (location, 1)
        }
    }

    mutating func document(root: XMLElement, scenes: XMLElement) -> SceneDocument {
        var document = SceneDocument(path: path, dialect: .storyboard, formatVersion: 3, source: root.sourceRange)
        for attribute in root.attributes { document.attributes[attribute.name] = attribute.value }
        if let version = root[attribute: "version"], let major = Int(version.prefix { $0 != "." }) { document.formatVersion = major }
        document.initialScene = root[attribute: "initialViewController"]
        if root[attribute: "targetRuntime"]?.hasPrefix("MacOSX") == true {
            diagnostics.append(.note(
                "macOS storyboard: scenec reads it for inspection and lint; generated code and the runtime follow UIKit",
                at: root.location, rule: StoryboardReader.Rule.unmodelled))
        }
        for sceneElement in scenes.children where sceneElement.name == "scene" {
            if let scene = scene(from: sceneElement) { document.scenes.append(scene) }
        }
        return document
    }

    // MARK: Scenes

    private mutating func scene(from element: XMLElement) -> Scene? {
        guard let objects = element.children.first(where: { $0.name == "objects" }) else { return nil }
        guard let controller = objects.children.first(where: {
            $0[attribute: "sceneMemberID"] == "viewController" || $0.name == "viewControllerPlaceholder"
        }) else { return nil }
        guard let id = controller[attribute: "id"] else {
            diagnostics.append(.error("<\(controller.name)> has no id", at: controller.location, rule: StoryboardReader.Rule.missingAttribute))
            return nil
        }
        let kind = StoryboardReader.controllerKinds[controller.name] ?? .controller
        var scene = Scene(id: SceneID(document: path, name: id), kind: kind, source: controller.sourceRange)
        scene.storyboardElement = controller.name
        if controller.name == "hostingController" {
            noteUnmodelled("a SwiftUI hosting controller runs as a plain controller in scenec", at: controller.location)
        }

        if kind == .reference {
            let file = (controller[attribute: "storyboardName"] ?? path.split(separator: "/").last.map(String.init).map { String($0.prefix { $0 != "." }) } ?? "") + ".storyboard"
            scene.reference = SceneReferenceTarget(file: file, storyboardID: controller[attribute: "referencedIdentifier"])
        }
        scene.className = controller[attribute: "customClass"]
        scene.moduleName = controller[attribute: "customModule"]
        scene.storyboardID = controller[attribute: "storyboardIdentifier"]
        scene.restorationID = controller[attribute: "restorationIdentifier"]
        if controller[attribute: "useStoryboardIdentifierAsRestorationIdentifier"] == "YES", scene.restorationID == nil {
            scene.restorationID = scene.storyboardID
        }
        scene.title = controller[attribute: "title"]
        scene.presentationStyle = controller[attribute: "modalPresentationStyle"].flatMap(PresentationStyle.init(rawValue:))
        scene.transitionStyle = controller[attribute: "modalTransitionStyle"].flatMap(TransitionStyle.init(rawValue:))
        for flag in ["definesPresentationContext", "providesPresentationContextTransitionStyle", "hidesBottomBarWhenPushed", "modalInPresentation"] {
            if let value = controller[attribute: flag] { scene.flags[flag] = value == "YES" }
        }
        for setting in ["navigationOrientation", "pageSpacing", "transitionStyle", "style", "preferredDisplayMode", "clearsSelectionOnViewWillAppear"] {
            if let value = controller[attribute: setting], setting != "transitionStyle" || kind == .page {
                scene.settings[setting == "transitionStyle" ? "pageTransition" : setting] = value
            }
        }

        var context = SceneContext(sceneName: id)
        for child in controller.children {
            switch (child.name, child[attribute: "key"]) {
            case (_, "view"?) where StoryboardReader.viewKinds[child.name] != nil || child.name.hasSuffix("View"):
                scene.rootView = view(from: child, context: &context)
            case ("navigationItem", _):
                scene.navigationItem = navigationItem(from: child, context: &context)
            case ("tabBarItem", _):
                var item = TabBarItemNode(source: child.sourceRange)
                for key in ["title", "image", "selectedImage", "systemItem", "badgeValue", "tag"] { item.properties[key] = child[attribute: key] }
                (item.accessibilityLabel, item.accessibilityIdentifier) = accessibility(of: child)
                scene.tabBarItem = item
            case ("toolbarItems", _):
                scene.toolbarItems = child.children.filter { $0.name == "barButtonItem" }.map { barItem(from: $0, context: &context) }
            case ("connections", _):
                connections(child, owner: nil, context: &context)
            case ("userDefinedRuntimeAttributes", _):
                noteUnmodelled("user-defined runtime attributes are not applied by scenec", at: child.location)
            case ("size", "freeformSize"?), ("simulatedMetricsContainer", _), ("layoutGuides", _), ("extendedEdge", _),
                 ("tabBar", _), ("navigationBar", _), ("toolbar", _), ("simulatedStatusBarMetrics", _), ("point", _):
                break
            default:
                break
            }
        }
        scene.outlets = context.outlets
        scene.outletCollections = context.outletCollections
        scene.segues = context.segues
        let referencedUnmodelled = unmodelledTargets(of: scene, in: controller)

        for object in objects.children where object[attribute: "sceneMemberID"] != "viewController" && object.name != "viewControllerPlaceholder" {
            var sceneObject = SceneObject(id: object[attribute: "id"], element: object.name, source: object.sourceRange)
            sceneObject.className = object[attribute: "customClass"]
            if object.name == "customObject" { noteUnmodelled("custom objects in scenes are not instantiated by scenec", at: object.location) }
            if let connections = object.children.first(where: { $0.name == "connections" }) {
                var objectContext = SceneContext(sceneName: id)
                self.connections(connections, owner: sceneObject.id, context: &objectContext)
                sceneObject.actions = objectContext.actions
                scene.segues += objectContext.segues
                scene.outlets += objectContext.outlets
                scene.outletCollections += objectContext.outletCollections
            }
            scene.otherObjects.append(sceneObject)
        }
        scene.otherObjects += referencedUnmodelled
        sweepConnections(in: controller, into: &scene)
        return scene
    }

    /// Connections held by elements the reader does not model (menu items, bar items of
    /// unusual containers, …): their owners become scene objects, so nothing is lost.
    private mutating func sweepConnections(in element: XMLElement, into scene: inout Scene) {
        for child in element.children {
            if child.name == "connections", !visitedConnections.contains(child.location) {
                var owner = SceneObject(id: element[attribute: "id"], element: element.name, source: element.sourceRange)
                owner.className = element[attribute: "customClass"]
                var context = SceneContext(sceneName: scene.id.name)
                connections(child, owner: owner.id, context: &context)
                owner.actions = context.actions
                scene.outlets += context.outlets
                scene.outletCollections += context.outletCollections
                scene.segues += context.segues
                if !scene.otherObjects.contains(where: { $0.id != nil && $0.id == owner.id }) { scene.otherObjects.append(owner) }
            } else {
                sweepConnections(in: child, into: &scene)
            }
        }
    }

    /// Objects the graph does not model (constraints, layout guides, …) that outlets point to,
    /// kept as scene objects so that the outlets stay resolvable.
    private func unmodelledTargets(of scene: Scene, in controller: XMLElement) -> [SceneObject] {
        // What outlets name, less what the scene models (its views, cells and bar button items, and
        // the controller itself): walked in place, without copying the view tree.
        var wanted = Set(scene.outlets.map(\.destination) + scene.outletCollections.flatMap(\.destinations))
        scene.forEachView { view in
            for cell in view.cells { wanted.formUnion(cell.outlets.map(\.destination)) }
        }
        guard !wanted.isEmpty else { return [] }
        wanted.remove(scene.id.name)
        scene.forEachView { view in
            if let id = view.id { wanted.remove(id) }
            for cell in view.cells { if let id = cell.id { wanted.remove(id) } }
        }
        for item in scene.controllerBarButtonItems { if let id = item.id { wanted.remove(id) } }
        scene.rootView?.forEachInTree { view in
            for item in view.barItems { if let id = item.id { wanted.remove(id) } }
        }
        guard !wanted.isEmpty else { return [] }
        var found: [SceneObject] = []
        func visit(_ element: XMLElement) {
            if let id = element[attribute: "id"], wanted.contains(id) {
                found.append(SceneObject(id: id, element: element.name, source: element.sourceRange))
                wanted.remove(id)
            }
            element.children.forEach(visit)
        }
        visit(controller)
        return found
    }

    /// What the connections of a scene's objects add up to.
    struct SceneContext {
        let sceneName: String
        var outlets: [Outlet] = []
        var outletCollections: [OutletCollection] = []
        var segues: [Segue] = []
        var actions: [ActionConnection] = []
    }

    // MARK: Connections

    /// Reads `<connections>`; `owner` is the id of the element that holds them (nil: the controller).
    private mutating func connections(_ element: XMLElement, owner: String?, isContainerView: Bool = false, context: inout SceneContext) {
        visitedConnections.insert(element.location)
        for connection in element.children {
            switch connection.name {
            case "outlet":
                guard let property = connection[attribute: "property"], let destination = connection[attribute: "destination"] else { continue }
                var outlet = Outlet(property: property, destination: destination, source: connection.sourceRange)
                outlet.owner = owner
                context.outlets.append(outlet)
            case "outletCollection":
                guard let property = connection[attribute: "property"], let destination = connection[attribute: "destination"] else { continue }
                // `collectionClass` names the container (NSMutableArray), not the element type.
                context.outletCollections.append(OutletCollection(property: property, destinations: [destination], source: connection.sourceRange))
            case "action":
                guard let selector = connection[attribute: "selector"] else { continue }
                let event = connection[attribute: "eventType"].flatMap(ControlEvent.init(rawValue:)) ?? .primaryActionTriggered
                var action = ActionConnection(event: event, method: Self.methodName(selector), source: connection.sourceRange)
                action.selector = selector
                action.target = connection[attribute: "destination"]
                context.actions.append(action)
            case "segue":
                if let segue = segue(from: connection, owner: owner, isContainerView: isContainerView) { context.segues.append(segue) }
            default:
                break
            }
        }
    }

    /// `addRecipe:` → `addRecipe`, `unwindTo:sender:` → `unwindTo`. A selector that is not one
    /// (`a:b;c:`) is returned whole, for the name gate to refuse: its first part alone would hide
    /// the rest.
    static func methodName(_ selector: String) -> String {
        SwiftName.isSelector(selector) ? String(selector.prefix { $0 != ":" }) : selector
    }

    private mutating func segue(from element: XMLElement, owner: String?, isContainerView: Bool) -> Segue? {
        // Back-references (`<segue reference=…>`) and peek-and-pop children are not segues.
        if element[attribute: "reference"] != nil || element[attribute: "key"] == "commit" || element[attribute: "key"] == "preview" {
            return nil
        }
        guard let rawKind = element[attribute: "kind"] else {
            diagnostics.append(.error("<segue> has no kind", at: element.location, rule: StoryboardReader.Rule.missingAttribute))
            return nil
        }
        guard let kind = StoryboardReader.segueKinds[rawKind] else {
            diagnostics.append(.warning(
                "unknown segue kind '\(rawKind)'\(Spelling.hint(for: rawKind, among: StoryboardReader.segueKinds.keys)); the segue is ignored",
                at: element.sourceRange.location(of: "kind"), rule: StoryboardReader.Rule.unknownSegueKind))
            return nil
        }
        let destination = element[attribute: "destination"]
        if kind != .unwind, destination == nil {
            diagnostics.append(.error("a \(rawKind) segue has no destination", at: element.location, rule: StoryboardReader.Rule.missingAttribute))
            return nil
        }
        var segue = Segue(identifier: element[attribute: "identifier"], kind: kind, destination: kind == .unwind ? nil : destination, source: element.sourceRange)
        if kind == .embed {
            segue.containerView = owner
        } else if kind != .relationship {
            segue.trigger = owner
        }
        if kind == .relationship, let name = element[attribute: "relationship"] {
            segue.relationshipName = name
            segue.relationship = StoryboardReader.relationshipRoles[name] ?? .child
        }
        segue.customClass = element[attribute: "customClass"]
        segue.presentationStyle = element[attribute: "modalPresentationStyle"].flatMap(PresentationStyle.init(rawValue:))
        segue.transitionStyle = element[attribute: "modalTransitionStyle"].flatMap(TransitionStyle.init(rawValue:))
        segue.animates = element[attribute: "animates"] != "NO"
        segue.anchor = element[attribute: "popoverAnchorView"] ?? element[attribute: "popoverAnchorBarButtonItem"]
        if let directions = element[attribute: "popoverArrowDirection"] {
            segue.permittedArrowDirections = splitTokens(directions).compactMap(ArrowDirection.init(rawValue:))
        }
        segue.unwindAction = element[attribute: "unwindAction"].map(Self.methodName)
        segue.destinationCreationSelector = element[attribute: "destinationCreationSelector"]
        return segue
    }

    // MARK: Views

    private mutating func view(from element: XMLElement, context: inout SceneContext) -> ViewNode {
        let kind = StoryboardReader.viewKinds[element.name] ?? .other(element.name)
        var view = ViewNode(id: element[attribute: "id"], kind: kind, source: element.sourceRange)
        view.className = element[attribute: "customClass"]
        view.restorationID = element[attribute: "restorationIdentifier"]
        (view.accessibilityLabel, view.accessibilityIdentifier) = accessibility(of: element)
        view.accessibilityHint = element.children.first { $0.name == "accessibility" }?[attribute: "hint"]
        for key in ["text", "placeholder", "hidden", "tag", "alpha", "on", "value", "minValue", "maxValue", "style", "axis"] {
            if let value = element[attribute: key] { view.properties[key] = Self.value(value) }
        }
        if kind == .button, let title = element.children.first(where: { $0.name == "state" && $0[attribute: "key"] == "normal" })?[attribute: "title"] {
            view.properties["title"] = title
        }
        for child in element.children {
            switch child.name {
            case "subviews":
                view.subviews += child.children.map { self.view(from: $0, context: &context) }
            case "connections":
                var viewContext = SceneContext(sceneName: context.sceneName)
                connections(child, owner: view.id, isContainerView: kind == .containerView, context: &viewContext)
                view.actions = viewContext.actions
                context.outlets += viewContext.outlets
                context.outletCollections += viewContext.outletCollections
                context.segues += viewContext.segues
            case "prototypes", "cells":
                for cellElement in child.children {
                    view.cells.append(cell(from: cellElement, isCollectionCell: kind == .collectionView, context: &context))
                }
            case "sections":
                // Static table content: cells shown once, whose views the controller may connect to.
                for section in child.children where section.name == "tableViewSection" {
                    for cells in section.children where cells.name == "cells" {
                        for cellElement in cells.children {
                            var cell = cell(from: cellElement, isCollectionCell: false, context: &context)
                            cell.isStatic = true
                            view.cells.append(cell)
                        }
                    }
                }
            case "userDefinedRuntimeAttributes":
                noteUnmodelled("user-defined runtime attributes are not applied by scenec", at: child.location)
            case "items":
                // A toolbar's items, or a standalone navigation bar's navigation items.
                for item in child.children {
                    if item.name == "barButtonItem" {
                        view.barItems.append(barItem(from: item, context: &context))
                    } else if item.name == "navigationItem" {
                        let navigation = navigationItem(from: item, context: &context)
                        view.barItems += navigation.leftItems + navigation.rightItems
                    }
                }
            default:
                if ["tableHeaderView", "tableFooterView", "backgroundView", "contentView", "documentView"].contains(child[attribute: "key"]) {
                    view.subviews.append(self.view(from: child, context: &context))
                }
            }
        }
        return view
    }

    private mutating func cell(from element: XMLElement, isCollectionCell: Bool, context: inout SceneContext) -> CellPrototype {
        var cell = CellPrototype(id: element[attribute: "id"], isCollectionCell: isCollectionCell, source: element.sourceRange)
        cell.reuseIdentifier = element[attribute: "reuseIdentifier"]
        cell.className = element[attribute: "customClass"]
        cell.restorationID = element[attribute: "restorationIdentifier"]
        (cell.accessibilityLabel, cell.accessibilityIdentifier) = accessibility(of: element)
        for key in ["style", "accessoryType", "selectionStyle"] {
            if let value = element[attribute: key] { cell.properties[key] = value }
        }
        var cellContext = SceneContext(sceneName: context.sceneName)
        for child in element.children {
            switch child.name {
            case "connections":
                connections(child, owner: cell.id, context: &cellContext)
            case "subviews":
                cell.subviews += child.children.map { view(from: $0, context: &cellContext) }
            default:
                if child[attribute: "key"] == "contentView" {
                    // The content view itself is implicit; its subviews are the cell's content.
                    let content = view(from: child, context: &cellContext)
                    cell.subviews += content.subviews
                }
            }
        }
        // Outlets owned by the cell (or its views) belong to the cell; segues it triggers belong to the scene.
        cell.outlets = cellContext.outlets
        cell.outletCollections = cellContext.outletCollections
        context.segues += cellContext.segues
        return cell
    }

    private mutating func navigationItem(from element: XMLElement, context: inout SceneContext) -> NavigationItemNode {
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

    private mutating func barItem(from element: XMLElement, context: inout SceneContext) -> BarButtonItemNode {
        var item = BarButtonItemNode(id: element[attribute: "id"], source: element.sourceRange)
        for key in ["title", "image", "systemItem", "style"] { item.properties[key] = element[attribute: key] }
        (item.accessibilityLabel, item.accessibilityIdentifier) = accessibility(of: element)
        if let connections = element.children.first(where: { $0.name == "connections" }) {
            var itemContext = SceneContext(sceneName: context.sceneName)
            self.connections(connections, owner: item.id, context: &itemContext)
            item.actions = itemContext.actions
            context.outlets += itemContext.outlets
            context.segues += itemContext.segues
        }
        return item
    }

    private func accessibility(of element: XMLElement) -> (label: String?, identifier: String?) {
        guard let accessibility = element.children.first(where: { $0.name == "accessibility" }) else { return (nil, nil) }
        return (accessibility[attribute: "label"], accessibility[attribute: "identifier"])
    }

    /// Interface Builder writes booleans as YES/NO; the graph uses true/false.
    private static func value(_ text: String) -> String {
        switch text {
        case "YES": "true"
        case "NO": "false"
        default: text
        }
    }
}
