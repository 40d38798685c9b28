import Foundation
import SceneCodeGen
import SceneGraph
import SceneParser

/// Writes a document of the graph (typically read from a storyboard) as a scene file.
///
/// Storyboard ids become Swift identifiers (scene ids) or stay as they are (view, cell and bar
/// item ids, which are already single words). What the scene format cannot say is left out,
/// each kind of loss with one note: objects other than views (gesture recognizers, custom
/// objects, placeholders), outlets owned by views or pointing to such objects, toolbar items,
/// items of toolbar views, legacy segue kinds (written as their modern replacement), segue
/// identifiers that are not Swift identifiers (written as one), attribute values the format
/// does not accept.
public struct SceneFileConverter: Sendable {
    /// The rule id of conversion notes.
    public static let rule = "convert-loss"

    public init() {}

    /// The scene-file text for `document`, and a note per kind of information that was lost;
    /// `module` names the file's Swift namespace (default: the document's file name).
    public func convert(_ document: SceneDocument, in graph: ResolvedGraph, module: String? = nil) -> (text: String, notes: [Diagnostic]) {
        var state = ConversionState(document: document, graph: graph)
        var writer = XMLWriter()
        let sourceName = FilePath.fileName(of: document.path)
        writer.comment("Converted by scenec from \(sourceName).")
        let module = SceneNaming.typeName(from: module ?? document.baseName, fallback: "Scenes")
        writer.element("scenes", [
            ("xmlns", SceneVocabulary.namespace), ("module", module),
            ("initial", document.initialScene.flatMap { state.sceneNames[$0] }),
        ]) { writer in
            for scene in document.scenes { state.write(scene, to: &writer) }
        }
        return (writer.text, state.notes())
    }
}

/// What a conversion has learnt so far: the scene-id mapping and the losses.
struct ConversionState {
    let document: SceneDocument
    let graph: ResolvedGraph
    let sceneNames: [String: String]
    private var losses: [String: (location: SourceLocation, count: Int)] = [:]

    init(document: SceneDocument, graph: ResolvedGraph) {
        self.document = document
        self.graph = graph
        self.sceneNames = SceneNaming.sceneIdentifiers(for: document)
    }

    func notes() -> [Diagnostic] {
        losses.sorted { $0.value.location < $1.value.location }.map { what, seen in
            .note("\(what) cannot be written in a scene file and were left out" + (seen.count > 1 ? " (\(seen.count) places)" : ""),
                  at: seen.location, rule: SceneFileConverter.rule)
        }
    }

    mutating func lose(_ what: String, at location: SourceLocation) {
        if let seen = losses[what] { losses[what] = (seen.location, seen.count + 1) } else { losses[what] = (location, 1) }
    }

    // MARK: Scenes

    private static let elementNames: [SceneKind: String] = [
        .controller: "controller", .tableController: "controller", .collectionController: "controller",
        .navigation: "navigation", .tabBar: "tabBar", .split: "split", .page: "page",
        .customContainer: "containerController", .reference: "reference",
    ]

    mutating func write(_ scene: Scene, to writer: inout XMLWriter) {
        let element = Self.elementNames[scene.kind] ?? "controller"
        let id = sceneNames[scene.id.name] ?? scene.id.name
        if scene.kind == .reference, let reference = scene.reference {
            writer.element("reference", [
                ("id", id), ("file", reference.file),
                ("scene", reference.scene), ("storyboardID", reference.storyboardID),
            ])
            return
        }
        var attributes: [(String, String?)] = [("id", id)]
        if scene.kind == .tableController { attributes.append(("kind", "table")) }
        if scene.kind == .collectionController { attributes.append(("kind", "collection")) }
        attributes.append(("class", typeName(scene.className, at: scene.source.element)))
        attributes += [
            ("storyboardID", scene.storyboardID), ("restorationID", scene.restorationID), ("title", scene.title),
            ("presentationStyle", scene.presentationStyle?.rawValue), ("transitionStyle", scene.transitionStyle?.rawValue),
            ("preferredContentSize", scene.preferredContentSize?.description),
        ]
        for flag in ["definesPresentationContext", "providesPresentationContextTransitionStyle", "modalInPresentation", "hidesBottomBarWhenPushed"] {
            attributes.append((flag, scene.flags[flag].map { $0 ? "true" : "false" }))
        }
        let spec = SceneVocabulary.elements[element]
        for (key, value) in scene.settings.sorted(by: { $0.key < $1.key }) where key != "kind" {
            if let attribute = spec?.attribute(key), Self.fits(value, attribute.type) { attributes.append((key, value)) }
        }
        if !scene.toolbarItems.isEmpty { lose("toolbar items", at: scene.toolbarItems[0].source.element) }
        for object in scene.otherObjects where !["placeholder", "exit"].contains(object.element) {
            lose("scene objects other than views (\(object.element))", at: object.source.element)
        }
        writer.element(element, attributes) { writer in
            if let view = scene.rootView {
                if view.kind != .tableView, view.kind != .collectionView {
                    self.write(view, in: scene, to: &writer)
                } else {
                    // A table or collection controller's view is its table or collection view; the
                    // scene format writes it inside the controller's <view>.
                    writer.element("view", []) { writer in self.write(view, in: scene, to: &writer) }
                }
            }
            if let item = scene.navigationItem { self.write(item, to: &writer) }
            if let item = scene.tabBarItem {
                writer.element("tabBarItem", ["title", "image", "selectedImage", "systemItem", "badgeValue", "tag"].map { key in
                    (key, item.properties[key].flatMap { Self.fits($0, SceneVocabulary.elements["tabBarItem"]?.attribute(key)?.type) ? $0 : nil })
                } + [("accessibilityLabel", item.accessibilityLabel), ("accessibilityIdentifier", item.accessibilityIdentifier)])
            }
            self.writeOutlets(scene.outlets, scene.outletCollections, targets: self.controllerTargets(scene), to: &writer)
            for unwind in scene.unwindActions { writer.element("unwindAction", [("method", unwind.method)]) }
            for segue in scene.segues where segue.kind != .embed {
                self.write(segue, of: scene, container: element, to: &writer)
            }
        }
    }

    private func controllerTargets(_ scene: Scene) -> Set<String> {
        var targets = Set((scene.rootView?.selfAndDescendants ?? []).compactMap(\.id))
        for cell in scene.allCells where cell.isStatic { targets.formUnion(cell.allViews.compactMap(\.id)) }
        targets.formUnion(((scene.navigationItem?.leftItems ?? []) + (scene.navigationItem?.rightItems ?? [])).compactMap(\.id))
        return targets
    }

    private mutating func writeOutlets(_ outlets: [Outlet], _ collections: [OutletCollection], targets: Set<String>, to writer: inout XMLWriter) {
        for outlet in outlets {
            guard outlet.owner == nil, targets.contains(outlet.destination), SwiftName.isIdentifier(outlet.property) else {
                lose("outlets owned by views or pointing to objects other than views and bar items", at: outlet.source.element)
                continue
            }
            writer.element("outlet", [("property", outlet.property), ("destination", outlet.destination), ("type", outlet.type)])
        }
        // Storyboards write one element per member of a collection; the scene format one per collection.
        var grouped: [(property: String, destinations: [String], type: String?)] = []
        for collection in collections {
            let destinations = collection.destinations.filter { targets.contains($0) }
            if destinations.count < collection.destinations.count {
                lose("outlets owned by views or pointing to objects other than views and bar items", at: collection.source.element)
            }
            guard !destinations.isEmpty else { continue }
            if let index = grouped.firstIndex(where: { $0.property == collection.property }) {
                grouped[index].destinations += destinations
            } else {
                grouped.append((collection.property, destinations, collection.type))
            }
        }
        for collection in grouped {
            writer.element("outletCollection", [("property", collection.property), ("destinations", collection.destinations.joined(separator: " ")), ("type", collection.type)])
        }
    }

    // MARK: Segues

    private mutating func write(_ segue: Segue, of scene: Scene, container: String, to writer: inout XMLWriter) {
        let destination = segue.destination.flatMap { sceneNames[$0] }
        if segue.kind == .relationship {
            guard let role = segue.relationship, SceneVocabulary.relationshipRoles[container]?.contains(role) == true, let destination else {
                lose("relationships the scene format has no role for", at: segue.source.element)
                return
            }
            writer.element("relationship", [("kind", role.rawValue), ("destination", destination)])
            return
        }
        let kind: SegueKind
        switch segue.kind {
        case .push: kind = .show
        case .modal: kind = .present
        case .replace: kind = .showDetail
        case .legacyPopover: kind = .popover
        default: kind = segue.kind
        }
        if kind != segue.kind { lose("legacy segue kinds (written as their modern replacement)", at: segue.source.element) }
        var identifier = segue.identifier
        if let raw = identifier, !SwiftName.isIdentifier(raw) {
            identifier = SceneNaming.identifier(from: raw, fallback: "segue")
            lose("segue identifiers that are not Swift identifiers (written as one)", at: segue.source.element)
        }
        let items = (scene.navigationItem?.leftItems ?? []) + (scene.navigationItem?.rightItems ?? [])
        let triggers = Set(scene.allViews.compactMap(\.id) + scene.allCells.compactMap(\.id) + items.compactMap(\.id))
        var trigger = segue.trigger
        if let value = trigger, !triggers.contains(value) {
            trigger = nil
            lose("segue triggers other than views, cells and bar items", at: segue.source.element)
        }
        let applies = { (attribute: String) in SceneVocabulary.segueAttributeKinds[attribute]?.contains(kind) ?? true }
        var attributes: [(String, String?)] = [("id", identifier), ("kind", kind.rawValue)]
        if kind != .unwind { attributes.append(("destination", destination)) }
        attributes.append(("trigger", trigger))
        if applies("presentationStyle") { attributes.append(("presentationStyle", segue.presentationStyle?.rawValue)) }
        if applies("transitionStyle") { attributes.append(("transitionStyle", segue.transitionStyle?.rawValue)) }
        if !segue.animates { attributes.append(("animates", "false")) }
        if applies("anchor"), let anchor = segue.anchor, triggers.contains(anchor) { attributes.append(("anchor", anchor)) }
        if applies("permittedArrowDirections"), !segue.permittedArrowDirections.isEmpty {
            attributes.append(("permittedArrowDirections", segue.permittedArrowDirections.map(\.rawValue).joined(separator: " ")))
        }
        if applies("preferredContentSize") { attributes.append(("preferredContentSize", segue.preferredContentSize?.description)) }
        if kind == .custom { attributes.append(("class", typeName(segue.customClass, at: segue.source.element))) }
        if kind == .unwind { attributes.append(("action", segue.unwindAction)) }
        if kind != .unwind, destination == nil { return }
        writer.element("segue", attributes) { writer in
            for parameter in segue.parameters {
                writer.element("parameter", [("name", parameter.name), ("type", parameter.type), ("default", parameter.defaultValue)])
            }
            for link in segue.deepLinks { writer.element("deepLink", [("pattern", link.pattern)]) }
        }
    }

    // MARK: Views

    private mutating func write(_ view: ViewNode, in scene: Scene, to writer: inout XMLWriter) {
        var element = view.kind.elementName
        if case .other(let name) = view.kind {
            element = "view"
            lose("views of kinds the scene format does not name (written as <view>: \(name))", at: view.source.element)
        }
        var attributes: [(String, String?)] = [
            ("id", view.id), ("class", typeName(view.className, at: view.source.element)),
            ("accessibilityLabel", view.accessibilityLabel), ("accessibilityIdentifier", view.accessibilityIdentifier),
            ("accessibilityHint", view.accessibilityHint), ("restorationID", view.restorationID),
        ]
        let spec = SceneVocabulary.elements[element]
        let renames = ["minValue": "minimumValue", "maxValue": "maximumValue"]
        for (key, value) in view.properties.sorted(by: { $0.key < $1.key }) {
            let name = renames[key] ?? key
            if let attribute = spec?.attribute(name), attribute.type != .identifier, Self.fits(value, attribute.type) {
                attributes.append((name, value))
            }
        }
        if view.kind == .containerView, let id = view.id,
           let embed = scene.segues.first(where: { $0.kind == .embed && $0.containerView == id }),
           let destination = embed.destination.flatMap({ sceneNames[$0] }) {
            attributes.append(("embed", destination))
            attributes.append(("embedSegue", embed.identifier.map { SwiftName.isIdentifier($0) ? $0 : SceneNaming.identifier(from: $0, fallback: "embed") }))
        }
        if !view.barItems.isEmpty { lose("items of toolbar and navigation bar views", at: view.source.element) }
        writer.element(element, attributes) { writer in
            for action in view.actions where SwiftName.isIdentifier(action.method) && (view.kind.isControl || view.className != nil) {
                writer.element("action", [("method", action.method), ("event", action.event == .primaryActionTriggered ? nil : action.event.rawValue)])
            }
            for cell in view.cells { self.write(cell, to: &writer) }
            for subview in view.subviews { self.write(subview, in: scene, to: &writer) }
        }
    }

    private mutating func write(_ cell: CellPrototype, to writer: inout XMLWriter) {
        let spec = SceneVocabulary.elements["cell"]
        var attributes: [(String, String?)] = [
            ("id", cell.id), ("reuseIdentifier", cell.reuseIdentifier), ("class", typeName(cell.className, at: cell.source.element)),
        ]
        for key in ["style", "accessoryType"] {
            var value = cell.properties[key]
            if key == "style", let raw = value, raw.hasPrefix("IBUITableViewCellStyle") {
                let suffix = raw.dropFirst("IBUITableViewCellStyle".count)
                value = suffix.prefix(1).lowercased() + suffix.dropFirst()
            }
            if let value, let attribute = spec?.attribute(key), Self.fits(value, attribute.type) { attributes.append((key, value)) }
        }
        attributes += [("accessibilityLabel", cell.accessibilityLabel), ("accessibilityIdentifier", cell.accessibilityIdentifier),
                       ("restorationID", cell.restorationID), ("static", cell.isStatic ? "true" : nil)]
        let targets = Set(cell.allViews.compactMap(\.id))
        writer.element("cell", attributes) { writer in
            for subview in cell.subviews { self.write(subview, in: Scene(id: SceneID(document: "", name: ""), kind: .controller, source: cell.source), to: &writer) }
            self.writeOutlets(cell.outlets, cell.outletCollections, targets: targets, to: &writer)
        }
    }

    private mutating func write(_ item: NavigationItemNode, to writer: inout XMLWriter) {
        let spec = SceneVocabulary.elements["navigationItem"]
        let attributes: [(String, String?)] = ["title", "prompt", "largeTitleDisplayMode"].map { key in
            (key, item.properties[key].flatMap { Self.fits($0, spec?.attribute(key)?.type) ? $0 : nil })
        }
        writer.element("navigationItem", attributes) { writer in
            for (placement, items) in [("left", item.leftItems), ("right", item.rightItems)] {
                for barItem in items {
                    let itemSpec = SceneVocabulary.elements["barButtonItem"]
                    var attributes: [(String, String?)] = [("id", barItem.id), ("placement", placement)]
                    for key in ["title", "image", "systemItem", "style"] {
                        attributes.append((key, barItem.properties[key].flatMap { Self.fits($0, itemSpec?.attribute(key)?.type) ? $0 : nil }))
                    }
                    attributes += [("accessibilityLabel", barItem.accessibilityLabel), ("accessibilityIdentifier", barItem.accessibilityIdentifier)]
                    writer.element("barButtonItem", attributes) { writer in
                        for action in barItem.actions where SwiftName.isIdentifier(action.method) {
                            writer.element("action", [("method", action.method)])
                        }
                    }
                }
            }
        }
    }

    // MARK: Values

    private mutating func typeName(_ name: String?, at location: SourceLocation) -> String? {
        guard let name else { return nil }
        guard SwiftName.isTypeName(name) else {
            lose("class names that are not Swift type names", at: location)
            return nil
        }
        return name
    }

    /// Whether a value is valid for an attribute type of the format.
    static func fits(_ value: String, _ type: AttributeType?) -> Bool {
        switch type {
        case nil: return false
        case .text?, .path?, .urlPattern?: return true
        case .identifier?: return SwiftName.isIdentifier(value)
        case .typeName?: return SwiftName.isTypeName(value)
        case .swiftType?: return SwiftName.isType(value)
        case .idRef?, .sceneRef?: return !value.isEmpty && !value.contains(" ")
        case .idRefs?: return !value.isEmpty
        case .bool?: return value == "true" || value == "false"
        case .integer?: return Int(value) != nil
        case .number?: return Double(value).map(\.isFinite) ?? false
        case .size?: return Size(parsing: value) != nil
        case .oneOf(let words)?: return words.contains(value)
        case .listOf(let words)?: return value.split(separator: " ").allSatisfy { words.contains(String($0)) }
        }
    }
}
