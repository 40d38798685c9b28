import SceneGraph

/// Builds a ``SceneDocument`` from a parsed `.scene` file, checking it against ``SceneVocabulary``.
public enum SceneFormatReader {
    /// Rule ids the reader reports besides the vocabulary checks.
    public enum Rule {
        public static let unsupportedVersion = "unsupported-version"
        public static let wrongNamespace = "wrong-namespace"
        public static let danglingPlaceholder = "dangling-placeholder"
        public static let duplicateElement = "duplicate-element"
        public static let duplicateParameter = "duplicate-parameter"
    }

    /// Reads a scene document; the document is nil only when the root is not a scene document at all.
    public static func read(_ tree: XMLTree, path: String) -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        let root = tree.root
        guard let uri = root.namespaceURI, uri.hasPrefix(SceneVocabulary.namespacePrefix) else {
            let found = root.namespaceURI.map { "namespace '\($0)'" } ?? "no namespace"
            return (nil, [.error(
                "<\(root.name)> in \(found) is not a scene document; the root must be <scenes xmlns=\"\(SceneVocabulary.namespace)\">",
                at: root.location, rule: Rule.wrongNamespace)])
        }
        guard uri == SceneVocabulary.namespace else {
            let version = String(uri.dropFirst(SceneVocabulary.namespacePrefix.count))
            return (nil, [.error(
                "scene format version '\(version)' is not supported; this scenec reads version \(SceneVocabulary.version) (\(SceneVocabulary.namespace))",
                at: root.location, rule: Rule.unsupportedVersion)])
        }
        guard root.name == "scenes" else {
            return (nil, [.error("the root element must be <scenes>, not <\(root.name)>", at: root.location, rule: ElementChecker.Rule.unknownElement)])
        }
        var builder = DocumentBuilder(path: path)
        let document = builder.document(from: root)
        return (document, builder.checker.diagnostics)
    }
}

/// Walks the element tree of one document and builds its scenes.
private struct DocumentBuilder {
    let path: String
    var checker = ElementChecker(namespace: SceneVocabulary.namespace)

    init(path: String) { self.path = path }

    private func spec(_ name: String) -> ElementSpec { SceneVocabulary.elements[name]! }

    /// The scene attributes a scene's own properties hold (the rest go to its settings).
    private static let commonSceneAttributes = Set(SceneVocabulary.sceneAttributes.map(\.name)).union(["kind"])
    /// The view attributes a view's own properties hold (the rest go to its properties).
    private static let commonViewAttributes: Set<String> = [
        "id", "class", "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint", "restorationID", "embed", "embedSegue",
    ]

    /// The document of `root`.
    mutating func document(from root: XMLElement) -> SceneDocument {
        let rootSpec = spec("scenes")
        let attributes = checker.attributes(of: root, spec: rootSpec)
        var document = SceneDocument(path: path, dialect: .scene, formatVersion: SceneVocabulary.version, source: attributes.range)
        document.module = attributes["module"]
        document.initialScene = attributes["initial"]
        for element in checker.children(of: root, spec: rootSpec) {
            if let scene = scene(from: element) { document.scenes.append(scene) }
        }
        return document
    }

    // MARK: Scenes

    private mutating func scene(from element: XMLElement) -> Scene? {
        let elementSpec = spec(element.name)
        var attributes = checker.attributes(of: element, spec: elementSpec)
        // An invalid id was reported; keep the raw text so references to it do not cascade.
        guard let name = attributes["id"] ?? element[attribute: "id"] else { return nil }
        let kind: SceneKind
        switch element.name {
        case "controller":
            switch attributes["kind"] {
            case "table": kind = .tableController
            case "collection": kind = .collectionController
            default: kind = .controller
            }
        case "navigation": kind = .navigation
        case "tabBar": kind = .tabBar
        case "split": kind = .split
        case "page": kind = .page
        case "containerController": kind = .customContainer
        default: kind = .reference
        }
        var scene = Scene(id: SceneID(document: path, name: name), kind: kind, source: attributes.range)
        if kind == .reference {
            if attributes["scene"] != nil, attributes["storyboardID"] != nil {
                checker.diagnostics.append(.error(
                    "<reference> names its scene either by 'scene' or by 'storyboardID', not both",
                    at: attributes.range.location(of: "storyboardID"), rule: ElementChecker.Rule.misplacedAttribute))
            }
            if let file = attributes["file"] {
                scene.reference = SceneReferenceTarget(file: file, scene: attributes["scene"], storyboardID: attributes["storyboardID"])
            }
            return scene
        }
        scene.className = attributes["class"]
        scene.storyboardID = attributes["storyboardID"]
        scene.restorationID = attributes["restorationID"]
        scene.title = attributes["title"]
        scene.presentationStyle = attributes.enumValue("presentationStyle", as: PresentationStyle.self)
        scene.transitionStyle = attributes.enumValue("transitionStyle", as: TransitionStyle.self)
        scene.preferredContentSize = attributes.size("preferredContentSize")
        for flag in SceneVocabulary.sceneFlags {
            if let value = attributes.bool(flag) { scene.flags[flag] = value }
        }
        let common = Self.commonSceneAttributes
        for (key, value) in attributes.values where !common.contains(key) {
            scene.settings[key] = value
        }
        attributes.remove("id")

        var embeds: [Segue] = []
        for child in checker.children(of: element, spec: elementSpec) {
            switch child.name {
            case "view":
                if let existing = scene.rootView {
                    duplicate(child, first: existing.source.element, parent: element.name)
                } else {
                    scene.rootView = view(from: child, embeds: &embeds)
                }
            case "navigationItem":
                if let existing = scene.navigationItem {
                    duplicate(child, first: existing.source.element, parent: element.name)
                } else {
                    scene.navigationItem = navigationItem(from: child)
                }
            case "tabBarItem":
                if let existing = scene.tabBarItem {
                    duplicate(child, first: existing.source.element, parent: element.name)
                } else {
                    scene.tabBarItem = tabBarItem(from: child)
                }
            case "outlet":
                if let outlet = outlet(from: child) { scene.outlets.append(outlet) }
            case "outletCollection":
                if let collection = outletCollection(from: child) { scene.outletCollections.append(collection) }
            case "unwindAction":
                let checked = checker.attributes(of: child, spec: spec("unwindAction"))
                if let method = checked["method"] { scene.unwindActions.append(UnwindAction(method: method, source: checked.range)) }
            case "segue":
                if let segue = segue(from: child) { scene.segues.append(segue) }
            case "relationship":
                if let relationship = relationship(from: child, container: element.name) { scene.segues.append(relationship) }
            case "deepLink":
                if let link = deepLink(from: child, parameters: nil) { scene.deepLinks.append(link) }
            case "variation":
                if let variation = variation(from: child, parentSpec: elementSpec) { scene.variations.append(variation) }
            default:
                break
            }
        }
        scene.segues += embeds
        return scene
    }

    private mutating func duplicate(_ element: XMLElement, first: SourceLocation, parent: String) {
        checker.diagnostics.append(.error(
            "<\(parent)> can have only one <\(element.name)>", at: element.location,
            rule: SceneFormatReader.Rule.duplicateElement,
            notes: [.note("the first <\(element.name)> is here", at: first, rule: SceneFormatReader.Rule.duplicateElement)]))
    }

    // MARK: Views

    private mutating func view(from element: XMLElement, embeds: inout [Segue]) -> ViewNode {
        let elementSpec = spec(element.name)
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var view = ViewNode(id: nonEmptyID(attributes, element), kind: ViewKind(elementName: element.name) ?? .view, source: attributes.range)
        view.className = attributes["class"]
        view.accessibilityLabel = attributes["accessibilityLabel"]
        view.accessibilityIdentifier = attributes["accessibilityIdentifier"]
        view.accessibilityHint = attributes["accessibilityHint"]
        view.restorationID = attributes["restorationID"]
        let common = Self.commonViewAttributes
        for (key, value) in attributes.values where !common.contains(key) {
            view.properties[key] = value
        }
        if view.kind == .containerView, let destination = attributes["embed"] {
            var embed = Segue(identifier: attributes["embedSegue"], kind: .embed, destination: destination, source: attributes.range)
            embed.containerView = view.id
            embeds.append(embed)
        } else if view.kind == .containerView, attributes["embedSegue"] != nil {
            checker.diagnostics.append(.error(
                "'embedSegue' names the embed segue, so it needs 'embed'", at: attributes.range.location(of: "embedSegue"),
                rule: ElementChecker.Rule.missingAttribute))
        }
        for child in checker.children(of: element, spec: elementSpec) {
            switch child.name {
            case "action":
                if let action = action(from: child) { view.actions.append(action) }
            case "cell":
                view.cells.append(cell(from: child, isCollectionCell: view.kind == .collectionView, embeds: &embeds))
            case "variation":
                if let variation = variation(from: child, parentSpec: elementSpec) { view.variations.append(variation) }
            default:
                view.subviews.append(self.view(from: child, embeds: &embeds))
            }
        }
        return view
    }

    private mutating func nonEmptyID(_ attributes: CheckedAttributes, _ element: XMLElement) -> String? {
        guard let id = attributes["id"] else { return nil }
        if !isSingleToken(id) {
            checker.diagnostics.append(.error(
                "id '\(id)' must be a single word without spaces", at: attributes.range.location(of: "id"),
                rule: ElementChecker.Rule.invalidValue))
            return nil
        }
        return id
    }

    private mutating func cell(from element: XMLElement, isCollectionCell: Bool, embeds: inout [Segue]) -> CellPrototype {
        let elementSpec = spec("cell")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var cell = CellPrototype(id: nonEmptyID(attributes, element), isCollectionCell: isCollectionCell, source: attributes.range)
        cell.reuseIdentifier = attributes["reuseIdentifier"]
        cell.className = attributes["class"]
        cell.accessibilityLabel = attributes["accessibilityLabel"]
        cell.accessibilityIdentifier = attributes["accessibilityIdentifier"]
        cell.restorationID = attributes["restorationID"]
        for key in ["style", "accessoryType"] { cell.properties[key] = attributes[key] }
        cell.isStatic = attributes.bool("static") ?? false
        for child in checker.children(of: element, spec: elementSpec) {
            switch child.name {
            case "outlet":
                if let outlet = outlet(from: child) { cell.outlets.append(outlet) }
            case "outletCollection":
                if let collection = outletCollection(from: child) { cell.outletCollections.append(collection) }
            case "variation":
                if let variation = variation(from: child, parentSpec: elementSpec) { cell.variations.append(variation) }
            default:
                cell.subviews.append(view(from: child, embeds: &embeds))
            }
        }
        return cell
    }

    private mutating func navigationItem(from element: XMLElement) -> NavigationItemNode {
        let elementSpec = spec("navigationItem")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var item = NavigationItemNode(source: attributes.range)
        item.properties = attributes.values
        for child in checker.children(of: element, spec: elementSpec) {
            let itemSpec = spec("barButtonItem")
            let itemAttributes = checker.attributes(of: child, spec: itemSpec)
            var barItem = BarButtonItemNode(id: nonEmptyID(itemAttributes, child), source: itemAttributes.range)
            barItem.accessibilityLabel = itemAttributes["accessibilityLabel"]
            barItem.accessibilityIdentifier = itemAttributes["accessibilityIdentifier"]
            for key in ["title", "image", "systemItem", "style"] { barItem.properties[key] = itemAttributes[key] }
            for actionElement in checker.children(of: child, spec: itemSpec) {
                if let action = action(from: actionElement) { barItem.actions.append(action) }
            }
            if itemAttributes["placement"] == "left" {
                item.leftItems.append(barItem)
            } else {
                item.rightItems.append(barItem)
            }
        }
        return item
    }

    private mutating func tabBarItem(from element: XMLElement) -> TabBarItemNode {
        let elementSpec = spec("tabBarItem")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        var item = TabBarItemNode(source: attributes.range)
        item.accessibilityLabel = attributes["accessibilityLabel"]
        item.accessibilityIdentifier = attributes["accessibilityIdentifier"]
        for (key, value) in attributes.values where !key.hasPrefix("accessibility") { item.properties[key] = value }
        return item
    }

    // MARK: Connections

    private mutating func outlet(from element: XMLElement) -> Outlet? {
        let elementSpec = spec("outlet")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let property = attributes["property"] ?? element[attribute: "property"], let destination = attributes["destination"] else { return nil }
        return Outlet(property: property, destination: destination, type: attributes["type"], source: attributes.range)
    }

    private mutating func outletCollection(from element: XMLElement) -> OutletCollection? {
        let elementSpec = spec("outletCollection")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let property = attributes["property"] ?? element[attribute: "property"] else { return nil }
        let destinations = attributes.tokens("destinations")
        guard !destinations.isEmpty else { return nil }
        return OutletCollection(property: property, destinations: destinations, type: attributes["type"], source: attributes.range)
    }

    private mutating func action(from element: XMLElement) -> ActionConnection? {
        let elementSpec = spec("action")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let method = attributes["method"] else { return nil }
        if element[attribute: "event"] != nil, attributes["event"] == nil { return nil }
        let event = attributes.enumValue("event", as: ControlEvent.self) ?? .primaryActionTriggered
        return ActionConnection(event: event, method: method, source: attributes.range)
    }

    // MARK: Segues

    private mutating func segue(from element: XMLElement) -> Segue? {
        let elementSpec = spec("segue")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        guard let kind = attributes.enumValue("kind", as: SegueKind.self) else {
            _ = checker.children(of: element, spec: elementSpec)
            return nil
        }
        for (attribute, kinds) in SceneVocabulary.segueAttributeKinds where element[attribute: attribute] != nil && !kinds.contains(kind) {
            let accepted = kinds.map(\.rawValue).joined(separator: ", ")
            checker.diagnostics.append(.error(
                "'\(attribute)' does not apply to \(kind.rawValue) segues (only to: \(accepted))",
                at: attributes.range.location(of: attribute), rule: ElementChecker.Rule.misplacedAttribute))
        }
        func require(_ attribute: String, because reason: String) {
            if element[attribute: attribute] == nil {
                checker.diagnostics.append(.error(
                    "a \(kind.rawValue) segue requires '\(attribute)' (\(reason))", at: element.location,
                    rule: ElementChecker.Rule.missingAttribute))
            }
        }
        switch kind {
        case .unwind: require("action", because: "the unwind action it ends at")
        case .custom:
            require("destination", because: "the scene it leads to")
            require("class", because: "the segue class that performs it")
        default: require("destination", because: "the scene it leads to")
        }
        var segue = Segue(identifier: attributes["id"], kind: kind, destination: kind == .unwind ? nil : attributes["destination"], source: attributes.range)
        segue.trigger = attributes["trigger"]
        segue.presentationStyle = attributes.enumValue("presentationStyle", as: PresentationStyle.self)
        segue.transitionStyle = attributes.enumValue("transitionStyle", as: TransitionStyle.self)
        segue.animates = attributes.bool("animates") ?? true
        if kind == .popover {
            segue.anchor = attributes["anchor"]
            segue.permittedArrowDirections = attributes.tokens("permittedArrowDirections").compactMap(ArrowDirection.init(rawValue:))
        }
        segue.preferredContentSize = attributes.size("preferredContentSize")
        segue.customClass = kind == .custom ? attributes["class"] : nil
        segue.unwindAction = kind == .unwind ? attributes["action"] : nil

        var links: [XMLElement] = []
        for child in checker.children(of: element, spec: elementSpec) {
            switch child.name {
            case "parameter":
                if let parameter = parameter(from: child) {
                    if let first = segue.parameters.first(where: { $0.name == parameter.name }) {
                        checker.diagnostics.append(.error(
                            "duplicate parameter '\(parameter.name)'", at: parameter.source.location(of: "name"),
                            rule: SceneFormatReader.Rule.duplicateParameter,
                            notes: [.note("'\(parameter.name)' is first declared here", at: first.source.location(of: "name"), rule: SceneFormatReader.Rule.duplicateParameter)]))
                    } else {
                        segue.parameters.append(parameter)
                    }
                }
            case "deepLink": links.append(child)
            case "variation":
                if let variation = variation(from: child, parentSpec: elementSpec) { segue.variations.append(variation) }
            default: break
            }
        }
        for link in links {
            if let deepLink = deepLink(from: link, parameters: segue.parameters) { segue.deepLinks.append(deepLink) }
        }
        return segue
    }

    private mutating func parameter(from element: XMLElement) -> SegueParameter? {
        let elementSpec = spec("parameter")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let name = attributes["name"], let type = attributes["type"] else { return nil }
        return SegueParameter(name: name, type: type, defaultValue: attributes["default"], source: attributes.range)
    }

    private mutating func relationship(from element: XMLElement, container: String) -> Segue? {
        let elementSpec = spec("relationship")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let role = attributes.enumValue("kind", as: RelationshipRole.self), let destination = attributes["destination"] else { return nil }
        let accepted = SceneVocabulary.relationshipRoles[container] ?? []
        guard accepted.contains(role) else {
            checker.diagnostics.append(.error(
                "<\(container)> has no '\(role.rawValue)' relationship (it accepts: \(accepted.map(\.rawValue).joined(separator: ", ")))",
                at: attributes.range.location(of: "kind"), rule: ElementChecker.Rule.invalidValue))
            return nil
        }
        var segue = Segue(identifier: nil, kind: .relationship, destination: destination, source: attributes.range)
        segue.relationship = role
        return segue
    }

    /// A deep link; `parameters` is nil for a link on a scene (which may have no placeholders).
    private mutating func deepLink(from element: XMLElement, parameters: [SegueParameter]?) -> DeepLink? {
        let elementSpec = spec("deepLink")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        guard let pattern = attributes["pattern"] else { return nil }
        let link = DeepLink(pattern: pattern, source: attributes.range)
        let location = attributes.range.location(of: "pattern")
        let names = parameters?.map(\.name) ?? []
        for placeholder in link.placeholders where !names.contains(placeholder) {
            let message = parameters == nil
                ? "placeholder '{\(placeholder)}' has no parameter to fill: a deep link on a scene cannot have placeholders; put it on a segue with parameters"
                : "placeholder '{\(placeholder)}' is not a parameter of this segue\(Spelling.hint(for: placeholder, among: names))"
            checker.diagnostics.append(.error(message, at: location, rule: SceneFormatReader.Rule.danglingPlaceholder))
        }
        for parameter in parameters ?? [] where parameter.defaultValue == nil && !link.placeholders.contains(parameter.name) {
            checker.diagnostics.append(.error(
                "deep link '\(pattern)' does not supply parameter '\(parameter.name)', which has no default",
                at: location, rule: SceneFormatReader.Rule.danglingPlaceholder))
        }
        return link
    }

    /// Attributes that identify or shape an element, which therefore cannot vary by size class.
    static let fixedAttributes: Set<String> = [
        "id", "kind", "storyboardID", "restorationID", "reuseIdentifier", "accessibilityIdentifier", "static",
    ]

    private mutating func variation(from element: XMLElement, parentSpec: ElementSpec) -> TraitVariation? {
        let elementSpec = spec("variation")
        // Values may vary by size class; structure (ids, references, kinds, classes) may not.
        let overridable = parentSpec.attributes
            .filter { $0.type.isOverridable && !Self.fixedAttributes.contains($0.name) }
            .map { AttributeSpec($0.name, $0.type) }
        var attributes = checker.attributes(of: element, spec: elementSpec, extra: overridable)
        _ = checker.children(of: element, spec: elementSpec)
        let horizontal = attributes.enumValue("horizontalSizeClass", as: SizeClass.self)
        let vertical = attributes.enumValue("verticalSizeClass", as: SizeClass.self)
        if element[attribute: "horizontalSizeClass"] == nil, element[attribute: "verticalSizeClass"] == nil {
            checker.diagnostics.append(.error(
                "<variation> requires 'horizontalSizeClass' or 'verticalSizeClass'", at: element.location,
                rule: ElementChecker.Rule.missingAttribute))
            return nil
        }
        attributes.remove("horizontalSizeClass")
        attributes.remove("verticalSizeClass")
        return TraitVariation(horizontalSizeClass: horizontal, verticalSizeClass: vertical, overrides: attributes.values, source: attributes.range)
    }
}
