import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph
import SceneParser
import Testing
import TestSupport

/// `scenec convert` over the storyboard corpus: the scene file is valid against the schema, reads
/// without errors, and storyboard → scene → graph gives the storyboard's graph — scene ids renamed
/// to Swift identifiers, legacy segue kinds modernised, and the documented losses left out. The
/// layout (frames, masks, constraints with their variations, guides, priorities, margins, the
/// designed device and bars) comes back exactly.
@Suite("Storyboard to scene conversion")
struct ConvertRoundTripTests {
    static let storyboards = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: storyboards.path)) ?? ["(corpus missing)"])
        .filter { $0.hasSuffix(".storyboard") || $0 == "(corpus missing)" }.sorted()

    @Test(Requirement.corpus.trait, arguments: files)
    func roundTrip(_ file: String) throws {
        try Requirement.corpus.require()
        let compiler = Compiler()
        let original = compiler.loadSingleDocument(Self.storyboards.appendingPathComponent(file).path)
        #expect(original.inputProblems.isEmpty, "\(original.inputProblems)")
        let document = try #require(original.graph.documents.first)
        let (text, _) = SceneFileConverter().convert(document, in: original.graph)

        let sceneFile = document.baseName + ".scene"
        let schema = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Schema/scene.xsd")))
        let schemaProblems = SchemaValidator.validate(document: Array(text.utf8), path: sceneFile, schema: schema, schemaPath: "scene.xsd")
        #expect(schemaProblems.isEmpty, "not valid against the schema: \(schemaProblems.prefix(3).map(\.description))")

        let (converted, diagnostics) = compiler.parse(bytes: Array(text.utf8), path: sceneFile)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "the converted file has errors: \(errors.prefix(3).map(\.description))")
        let convertedDocument = try #require(converted)
        let (convertedGraph, resolution) = GraphResolver.resolve([convertedDocument])
        let resolutionErrors = resolution.filter { $0.severity == .error && !GraphResolver.Rule.crossFile.contains($0.ruleID) }
        #expect(resolutionErrors.isEmpty, "\(resolutionErrors.prefix(3).map(\.description))")

        let expected = Signature.lines(of: document, renaming: SceneNaming.sceneIdentifiers(for: document))
        let actual = Signature.lines(of: try #require(convertedGraph.documents.first), renaming: nil)
        let missing = expected.subtracting(actual).sorted()
        let extra = actual.subtracting(expected).sorted()
        #expect(missing.isEmpty, "lost: \(missing.prefix(8))")
        #expect(extra.isEmpty, "added: \(extra.prefix(8))")
        #expect(expected.count >= document.scenes.count, "the signature covers every scene")
    }

    /// The layout fixture (every storyboard layout form) converts without a loss, and each view's,
    /// cell's and content view's layout, each scene's bars and the document's device come back.
    @Test func layoutFixtureConverts() throws {
        let compiler = Compiler()
        let original = compiler.loadSingleDocument(packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures/Layout.storyboard").path)
        let document = try #require(original.graph.documents.first)
        let (text, notes) = SceneFileConverter().convert(document, in: original.graph)
        #expect(notes.isEmpty, "\(notes.map(\.description))")
        let schema = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Schema/scene.xsd")))
        #expect(SchemaValidator.validate(document: Array(text.utf8), path: "Layout.scene", schema: schema, schemaPath: "scene.xsd").isEmpty)
        let (parsed, diagnostics) = compiler.parse(bytes: Array(text.utf8), path: "Layout.scene")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let converted = try #require(parsed)
        #expect(GraphResolver.resolve([converted]).1.isEmpty)
        #expect(converted.designedDevice == document.designedDevice)

        func layouts(_ scene: Scene) -> [String: String] {
            var result: [String: String] = [:]
            scene.forEachView { view in
                if let id = view.id { result[id] = Structure.describe(view.layout) }
                for cell in view.cells {
                    result["cell " + (cell.id ?? "-")] = Structure.describe(cell.layout) + " " + (cell.contentViewID ?? "-") + Structure.describe(cell.contentLayout)
                }
            }
            return result
        }
        #expect(converted.scenes.count == document.scenes.count)
        for (before, after) in zip(document.scenes, converted.scenes) {
            #expect(layouts(before) == layouts(after), "layout of scene \(before.id.name)")
            #expect(before.designedBars == after.designedBars && before.freeformSize == after.freeformSize)
            #expect(before.outlets.map(\.destination) == after.outlets.map(\.destination), "outlets to constraints are written")
        }
    }
}

/// A canonical, order-independent description of a document as the scene format can say it.
private enum Signature {
    static func lines(of document: SceneDocument, renaming: [String: String]?) -> Set<String> {
        func name(_ id: String?) -> String { id.map { renaming?[$0] ?? $0 } ?? "-" }
        func identifier(_ text: String?) -> String {
            guard let text else { return "-" }
            return SwiftName.isIdentifier(text) ? text : SceneNaming.identifier(from: text, fallback: "segue")
        }
        func typeName(_ text: String?) -> String { text.flatMap { SwiftName.isTypeName($0) ? $0 : nil } ?? "-" }
        func writable(_ attribute: RuntimeAttribute) -> Bool {
            SwiftNameGate.Kind.keyPath.accepts(attribute.keyPath)
                && (attribute.type == .nil || attribute.value.map { SceneVocabulary.runtimeValueProblem($0, type: attribute.type) == nil } == true)
        }
        var lines: Set<String> = ["device \(document.designedDevice.map { "\($0.id) \($0.isLandscape)" } ?? "-")"]
        for scene in document.scenes {
            let id = name(scene.id.name)
            if scene.kind == .reference {
                lines.insert("reference \(id) \(scene.reference?.file ?? "-") \(scene.reference?.scene ?? "-") \(scene.reference?.storyboardID ?? "-")")
                continue
            }
            lines.insert("scene \(id) \(scene.kind) \(typeName(scene.className)) \(scene.storyboardID ?? "-") \(scene.restorationID ?? "-") \(scene.title ?? "-") \(scene.presentationStyle?.rawValue ?? "-")")
            lines.insert("design \(id) \(Structure.describe(scene.designedBars)) \(scene.freeformSize?.description ?? "-")")
            let reach = Reach(scene)
            let items = (scene.navigationItem?.leftItems ?? []) + (scene.navigationItem?.rightItems ?? [])
            for view in reach.writtenViews {
                // A bare <view> around a table or collection controller's table is how scene files write its view.
                if view.kind == .view, view.id == nil, view.subviews.count == 1, view.source == scene.rootView?.source,
                   view.subviews[0].kind == .tableView || view.subviews[0].kind == .collectionView { continue }
                let kind: String
                if case .other = view.kind { kind = "view" } else { kind = view.kind.elementName }
                lines.insert("view \(id) \(view.id ?? "-") \(kind) \(typeName(view.className)) \(view.accessibilityLabel ?? "-") \(view.accessibilityIdentifier ?? "-")")
                lines.insert("layout \(id) \(view.id ?? "-") \(Structure.describe(view.layout))")
                for action in view.actions where SwiftName.isIdentifier(action.method) && action.target == nil && (view.kind.isControl || view.className != nil) {
                    lines.insert("action \(id) \(view.id ?? "-") \(action.method) \(action.event) \(action.isSentToFirstResponder)")
                }
                for (index, section) in view.staticSections.enumerated() {
                    lines.insert("section \(id) \(view.id ?? "-") \(index) \(section.headerTitle ?? "-") \(section.footerTitle ?? "-") \(section.cellCount)")
                }
                for gesture in view.gestureRecognizers.compactMap({ reach.gestures[$0] }) {
                    let spec = SceneVocabulary.elements[gesture.kind.elementName]
                    let settings = gesture.properties.filter { setting in
                        spec?.attribute(setting.key).map { attribute in
                            switch attribute.type {
                            case .bool: setting.value == "true" || setting.value == "false"
                            case .integer: Int(setting.value) != nil
                            case .number: Double(setting.value)?.isFinite == true
                            case .listOf(let words): setting.value.split(separator: " ").allSatisfy { words.contains(String($0)) }
                            default: true
                            }
                        } ?? false
                    }
                    lines.insert("gesture \(id) \(view.id ?? "-") \(gesture.id ?? "-") \(gesture.kind) \(typeName(gesture.className)) \(settings.sorted { $0.key < $1.key })")
                    for action in gesture.actions where SwiftName.isIdentifier(action.method) && action.target == nil {
                        lines.insert("gesture-action \(id) \(gesture.id ?? "-") \(action.method) \(action.isSentToFirstResponder)")
                    }
                }
                for attribute in view.runtimeAttributes where writable(attribute) {
                    lines.insert("runtime \(id) \(view.id ?? "-") \(attribute.keyPath) \(attribute.type) \(attribute.value ?? "-")")
                }
            }
            for cell in reach.writtenCells {
                lines.insert("cell \(id) \(cell.id ?? "-") \(cell.reuseIdentifier ?? "-") \(typeName(cell.className)) static=\(cell.isStatic)")
                lines.insert("cell-layout \(id) \(cell.id ?? "-") \(Structure.describe(cell.layout)) \(cell.contentViewID ?? "-") \(Structure.describe(cell.contentLayout))")
                for attribute in cell.runtimeAttributes where writable(attribute) {
                    lines.insert("runtime \(id) \(cell.id ?? "-") \(attribute.keyPath) \(attribute.type) \(attribute.value ?? "-")")
                }
                let views = Set(cell.allViews.compactMap(\.id))
                let owners = views.union(reach.gestures.keys)
                let targets = owners.union([cell.id, scene.id.name].compactMap { $0 })
                for outlet in cell.outlets where SwiftName.isIdentifier(outlet.property) && targets.contains(outlet.destination) {
                    let owner = outlet.owner == cell.id ? nil : outlet.owner
                    guard owner.map(owners.contains) ?? true else { continue }
                    lines.insert("cell-outlet \(id) \(cell.id ?? "-") \(owner ?? "-") \(outlet.property) \(name(outlet.destination))")
                }
            }
            for item in items + reach.toolbarItems(of: scene) {
                lines.insert("item \(id) \(item.id ?? "-") \(typeName(item.className)) \(item.accessibilityLabel ?? "-") \(item.customView?.kind.elementName ?? "-")")
                for action in item.actions where SwiftName.isIdentifier(action.method) && action.target == nil {
                    lines.insert("item-action \(id) \(item.id ?? "-") \(action.method) \(action.isSentToFirstResponder)")
                }
            }
            let targets = reach.reachable.union([scene.id.name])
            func owner(_ owner: String?) -> String?? {
                guard let owner, owner != scene.id.name else { return .some(nil) }
                return reach.reachable.contains(owner) ? .some(owner) : .none
            }
            for outlet in scene.outlets where targets.contains(outlet.destination) && SwiftName.isIdentifier(outlet.property) {
                guard let owner = owner(outlet.owner) else { continue }
                lines.insert("outlet \(id) \(owner ?? "-") \(outlet.property) \(name(outlet.destination))")
            }
            for collection in scene.outletCollections where SwiftName.isIdentifier(collection.property) {
                guard let owner = owner(collection.owner) else { continue }
                for destination in collection.destinations where targets.contains(destination) {
                    lines.insert("collection \(id) \(owner ?? "-") \(collection.property) \(name(destination))")
                }
            }
            for attribute in scene.runtimeAttributes where writable(attribute) {
                lines.insert("runtime \(id) - \(attribute.keyPath) \(attribute.type) \(attribute.value ?? "-")")
            }
            for segue in scene.segues {
                switch segue.kind {
                case .relationship:
                    let elements: [SceneKind: String] = [.navigation: "navigation", .tabBar: "tabBar", .split: "split", .page: "page", .customContainer: "containerController"]
                    let roles = elements[scene.kind].flatMap { SceneVocabulary.relationshipRoles[$0] } ?? []
                    guard let role = segue.relationship, roles.contains(role) else { continue }
                    lines.insert("relationship \(id) \(role) \(name(segue.destination))")
                case .embed:
                    lines.insert("embed \(id) \(segue.containerView ?? "-") \(name(segue.destination)) \(identifier(segue.identifier))")
                default:
                    let modern: [SegueKind: SegueKind] = [.push: .show, .modal: .present, .replace: .showDetail, .legacyPopover: .popover]
                    let kind = modern[segue.kind] ?? segue.kind
                    let trigger = segue.trigger.flatMap { reach.triggers.contains($0) ? $0 : nil } ?? "-"
                    let destination = kind == .unwind ? "-" : name(segue.destination)
                    lines.insert("segue \(id) \(kind) \(identifier(segue.identifier)) \(destination) \(trigger) \(segue.unwindAction ?? "-")")
                }
            }
        }
        return lines
    }
}

/// What a scene file can hold of a scene: the views, cells, bar items and gesture recognizers
/// it writes, and what outlets and triggers may name among them.
private struct Reach {
    var writtenViews: [ViewNode] = []
    var writtenCells: [CellPrototype] = []
    /// Views outside prototype cells, static cells, every written bar item and recognizer.
    var reachable: Set<String> = []
    var triggers: Set<String> = []
    var gestures: [String: GestureRecognizerNode] = [:]

    init(_ scene: Scene) {
        var listed = Set<String>()
        var outside = Set<String>(), items = Set<String>()
        func visit(_ view: ViewNode, inPrototype: Bool) {
            writtenViews.append(view)
            if let id = view.id, !inPrototype { outside.insert(id) }
            listed.formUnion(view.gestureRecognizers)
            let statics = view.cells.filter(\.isStatic)
            let kept = view.staticSections.isEmpty ? statics.count : view.staticSections.reduce(0) { $0 + max(0, $1.cellCount) }
            for cell in view.cells.filter({ !$0.isStatic }) + statics.prefix(kept) {
                writtenCells.append(cell)
                if cell.isStatic, !inPrototype, let id = cell.id { outside.insert(id) }
                for subview in cell.subviews { visit(subview, inPrototype: inPrototype || !cell.isStatic) }
            }
            for subview in view.subviews { visit(subview, inPrototype: inPrototype) }
            if view.kind == .toolbar { view.barItems.forEach { item($0, inPrototype: inPrototype) } }
        }
        func item(_ item: BarButtonItemNode, inPrototype: Bool) {
            if let id = item.id { items.insert(id) }
            if let custom = item.customView { visit(custom, inPrototype: inPrototype) }
        }
        scene.rootView.map { visit($0, inPrototype: false) }
        scene.controllerBarButtonItems.forEach { item($0, inPrototype: false) }
        for gesture in scene.gestureRecognizers {
            if let id = gesture.id, listed.contains(id), gestures[id] == nil { gestures[id] = gesture }
        }
        reachable = outside.union(items).union(gestures.keys)
        triggers = Set(writtenViews.compactMap(\.id) + writtenCells.compactMap(\.id)).union(items).union(gestures.keys)
    }

    /// The scene's toolbar items and the items of its toolbar views.
    func toolbarItems(of scene: Scene) -> [BarButtonItemNode] {
        scene.toolbarItems + writtenViews.filter { $0.kind == .toolbar }.flatMap(\.barItems)
    }
}
