#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCodeGen
import SceneGraph
import SceneParser

/// Writes a document of the graph (typically read from a storyboard) as a scene file.
///
/// Storyboard ids become Swift identifiers (scene ids) or stay as they are (view, cell, bar item
/// and gesture recognizer ids, which are already single words). What the scene format cannot
/// say is left out, each kind of loss with one note: objects other than views and gesture
/// recognizers (custom objects, placeholders) and the outlets and actions that name them,
/// gesture recognizers attached to no view (or to a second one), items of bars other than
/// toolbars, static cells outside their table's sections, legacy segue kinds (written as their
/// modern replacement), segue identifiers that are not Swift identifiers (written as one),
/// attribute values the format does not accept.
public struct SceneFileConverter: Sendable {
    /// The rule id of conversion notes.
    public static let rule = "convert-loss"

    public init() {}

    /// The scene-file text for `document`, and a note per kind of information that was lost;
    /// `module` names the file's Swift namespace (default: the document's file name).
    public func convert(_ document: SceneDocument, in graph: ResolvedGraph, module: String? = nil) -> (text: String, notes: [Diagnostic]) {
        var state = ConversionState(document: document, graph: graph)
        let device = state.deviceAttribute(document.designedDevice, at: document.source.element)
        var writer = XMLWriter()
        let sourceName = FilePath.fileName(of: document.path)
        writer.comment("Converted by scenec from \(sourceName).")
        let module = SceneNaming.typeName(from: module ?? document.baseName, fallback: "Scenes")
        writer.element("scenes", [
            ("xmlns", SceneVocabulary.namespace), ("module", module),
            ("initial", document.initialScene.flatMap { state.sceneNames[$0] }), ("device", device),
        ]) { writer in
            for scene in document.scenes { state.write(scene, to: &writer) }
        }
        return (writer.text, state.notes())
    }
}

/// What a conversion has learnt so far: the scene-id mapping, the scene being written and the losses.
struct ConversionState {
    let document: SceneDocument
    let graph: ResolvedGraph
    let sceneNames: [String: String]
    /// What the scene being written can name (set by ``write(_:to:)``).
    var names = SceneNames()
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
        names = SceneNames(scene, writtenAs: id)
        var attributes: [(String, String?)] = [("id", id)]
        if scene.kind == .tableController { attributes.append(("kind", "table")) }
        if scene.kind == .collectionController { attributes.append(("kind", "collection")) }
        attributes.append(("class", typeName(scene.className, at: scene.source.element)))
        attributes += [
            ("storyboardID", scene.storyboardID), ("restorationID", scene.restorationID), ("title", scene.title),
            ("presentationStyle", scene.presentationStyle?.rawValue), ("transitionStyle", scene.transitionStyle?.rawValue),
            ("preferredContentSize", scene.preferredContentSize?.description),
        ]
        attributes += designAttributes(of: scene)
        for flag in ["definesPresentationContext", "providesPresentationContextTransitionStyle", "modalInPresentation", "hidesBottomBarWhenPushed"] {
            attributes.append((flag, scene.flags[flag].map { $0 ? "true" : "false" }))
        }
        let spec = SceneVocabulary.elements[element]
        for (key, value) in scene.settings.sorted(by: { $0.key < $1.key }) where key != "kind" {
            if let attribute = spec?.attribute(key), Self.fits(value, attribute.type) { attributes.append((key, value)) }
        }
        // A constraint an outlet names is kept as a scene object too: the outlet is written, the object is not.
        for object in scene.otherObjects where !["placeholder", "exit"].contains(object.element)
            && !(object.element == "constraint" && object.id.flatMap(scene.constraint(withID:)) != nil) {
            lose("scene objects other than views and gesture recognizers (\(object.element))", at: object.source.element)
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
            if let item = scene.navigationItem { self.write(item, in: scene, to: &writer) }
            if let item = scene.tabBarItem {
                writer.element("tabBarItem", ["title", "image", "selectedImage", "systemItem", "badgeValue", "tag"].map { key in
                    (key, item.properties[key].flatMap { Self.fits($0, SceneVocabulary.elements["tabBarItem"]?.attribute(key)?.type) ? $0 : nil })
                } + [("accessibilityLabel", item.accessibilityLabel), ("accessibilityIdentifier", item.accessibilityIdentifier)])
            }
            if !scene.toolbarItems.isEmpty {
                writer.element("toolbarItems", []) { writer in
                    for item in scene.toolbarItems { self.write(item, placement: nil, in: scene, to: &writer) }
                }
            }
            self.writeOutlets(scene.outlets, scene.outletCollections, scope: self.names.controllerScope, to: &writer)
            for unwind in scene.unwindActions { writer.element("unwindAction", [("method", unwind.method)]) }
            for segue in scene.segues where segue.kind != .embed {
                self.write(segue, of: scene, container: element, to: &writer)
            }
            self.write(scene.runtimeAttributes, to: &writer)
        }
        for gesture in scene.gestureRecognizers where gesture.id.map({ !names.writtenGestures.contains($0) }) ?? true {
            lose("gesture recognizers attached to no view", at: gesture.source.element)
        }
    }

    // MARK: Values

    mutating func typeName(_ name: String?, at location: SourceLocation) -> String? {
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
        case .keyPath?: return SwiftNameGate.Kind.keyPath.accepts(value)
        case .idRef?, .sceneRef?: return !value.isEmpty && !value.contains(" ")
        case .idRefs?: return !value.isEmpty
        case .bool?: return value == "true" || value == "false"
        case .integer?: return Int(value) != nil
        case .number?: return Double(value).map(\.isFinite) ?? false
        case .size?: return Size(parsing: value) != nil
        case .oneOf(let words)?: return words.contains(value)
        case .listOf(let words)?: return value.split(separator: " ").allSatisfy { words.contains(String($0)) }
        case .frame?: return SceneVocabulary.frame(parsing: value) != nil
        case .insets?: return SceneVocabulary.insets(parsing: value) != nil
        case .multiplier?: return LayoutConstraintNode.multiplier(parsing: value) != nil
        case .priority?: return SceneVocabulary.priority(parsing: value) != nil
        case .device?: return SceneVocabulary.device(parsing: value) != nil
        case .layoutItem?: return SceneVocabulary.layoutItem(parsing: value) != nil
        }
    }

    /// The attributes of `element` in the vocabulary's order whose values in `properties` fit
    /// their types (those that do not are left out: the caller notes the loss where it matters).
    static func fittingProperties(_ properties: [String: String], of element: String, except: Set<String> = []) -> [(String, String?)] {
        (SceneVocabulary.elements[element]?.attributes ?? []).compactMap { attribute in
            guard !except.contains(attribute.name), let value = properties[attribute.name], fits(value, attribute.type) else { return nil }
            return (attribute.name, value)
        }
    }
}
