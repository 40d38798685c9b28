import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph
import SceneParser
import Testing
import TestSupport

/// `scenec convert` over the storyboard corpus: the scene file is valid against the schema, reads
/// without errors, and storyboard → scene → graph gives the storyboard's graph — scene ids renamed
/// to Swift identifiers, legacy segue kinds modernised, and the documented losses left out.
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
        var lines: Set<String> = []
        for scene in document.scenes {
            let id = name(scene.id.name)
            if scene.kind == .reference {
                lines.insert("reference \(id) \(scene.reference?.file ?? "-") \(scene.reference?.scene ?? "-") \(scene.reference?.storyboardID ?? "-")")
                continue
            }
            lines.insert("scene \(id) \(scene.kind) \(typeName(scene.className)) \(scene.storyboardID ?? "-") \(scene.restorationID ?? "-") \(scene.title ?? "-") \(scene.presentationStyle?.rawValue ?? "-")")
            let views = scene.rootView?.selfAndDescendants ?? []
            let staticViews = scene.allCells.filter(\.isStatic).flatMap(\.allViews)
            let items = (scene.navigationItem?.leftItems ?? []) + (scene.navigationItem?.rightItems ?? [])
            let outletTargets = Set((views + staticViews).compactMap(\.id) + items.compactMap(\.id))
            for view in views + scene.allCells.flatMap(\.allViews) {
                // A bare <view> around a table or collection controller's table is how scene files write its view.
                if view.kind == .view, view.id == nil, view.subviews.count == 1, view.source == scene.rootView?.source,
                   view.subviews[0].kind == .tableView || view.subviews[0].kind == .collectionView { continue }
                let kind: String
                if case .other = view.kind { kind = "view" } else { kind = view.kind.elementName }
                lines.insert("view \(id) \(view.id ?? "-") \(kind) \(typeName(view.className)) \(view.accessibilityLabel ?? "-") \(view.accessibilityIdentifier ?? "-")")
                for action in view.actions where SwiftName.isIdentifier(action.method) && (view.kind.isControl || view.className != nil) {
                    lines.insert("action \(id) \(view.id ?? "-") \(action.method) \(action.event)")
                }
            }
            for cell in scene.allCells {
                lines.insert("cell \(id) \(cell.id ?? "-") \(cell.reuseIdentifier ?? "-") \(typeName(cell.className)) static=\(cell.isStatic)")
                let targets = Set(cell.allViews.compactMap(\.id))
                for outlet in cell.outlets where outlet.owner == nil && targets.contains(outlet.destination) {
                    lines.insert("cell-outlet \(id) \(cell.id ?? "-") \(outlet.property) \(outlet.destination)")
                }
            }
            for item in items {
                lines.insert("item \(id) \(item.id ?? "-") \(item.accessibilityLabel ?? "-")")
                for action in item.actions where SwiftName.isIdentifier(action.method) {
                    lines.insert("item-action \(id) \(item.id ?? "-") \(action.method)")
                }
            }
            for outlet in scene.outlets where outlet.owner == nil && outletTargets.contains(outlet.destination) && SwiftName.isIdentifier(outlet.property) {
                lines.insert("outlet \(id) \(outlet.property) \(outlet.destination)")
            }
            for collection in scene.outletCollections {
                for destination in collection.destinations where outletTargets.contains(destination) {
                    lines.insert("collection \(id) \(collection.property) \(destination)")
                }
            }
            let triggers = Set(scene.allViews.compactMap(\.id) + scene.allCells.compactMap(\.id) + items.compactMap(\.id))
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
                    let trigger = segue.trigger.flatMap { triggers.contains($0) ? $0 : nil } ?? "-"
                    let destination = kind == .unwind ? "-" : name(segue.destination)
                    lines.insert("segue \(id) \(kind) \(identifier(segue.identifier)) \(destination) \(trigger) \(segue.unwindAction ?? "-")")
                }
            }
        }
        return lines
    }
}
