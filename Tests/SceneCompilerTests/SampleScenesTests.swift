import Foundation
import SceneCompiler
import SceneGraph
import SceneParser
import Testing
import TestSupport

/// The bundled sample `Scenes/`: complete, lossless in the graph, and stable in its dump.
@Suite("Sample scenes")
struct SampleScenesTests {
    static let sceneFiles = ["Scenes/Recipes.scene", "Scenes/Settings.scene"]

    /// Every element of the format appears in the sample: it is the format's showcase. Layout's
    /// elements are shown by `Fixtures/Layout.scene` (the sample app's scenes carry no layout, so
    /// that their dump and generated code stay as they are).
    @Test func sampleUsesEveryElement() throws {
        var used: Set<String> = []
        for file in Self.sceneFiles + ["Tests/SceneCompilerTests/Fixtures/Layout.scene"] {
            let tree = try parsedTree(file)
            visit(tree.root) { element in used.insert(element.name) }
        }
        let missing = Set(SceneVocabulary.elements.keys).subtracting(used)
        #expect(missing.isEmpty, "elements the sample does not use: \(missing.sorted())")
    }

    /// Every attribute value written in the sample reaches the graph (seen through its JSON dump).
    @Test func everyAttributeLandsInTheGraph() throws {
        let files = Self.sceneFiles
        let result = Compiler().load(files.map { packageRoot.appendingPathComponent($0).path })
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let dump = GraphJSON.dump(result.graph).rendered()
        var checked = 0
        for file in files {
            let tree = try parsedTree(file)
            var missing: [String] = []
            visit(tree.root) { element in
                for attribute in element.attributes {
                    for expected in expectedDumpFragments(element: element.name, attribute: attribute.name, value: attribute.value) {
                        checked += 1
                        if !dump.contains(expected) {
                            missing.append("<\(element.name) \(attribute.name)=\"\(attribute.value)\"> (line \(attribute.location.line)): no \(expected)")
                        }
                    }
                }
            }
            #expect(missing.isEmpty, "\(file): attributes lost between the file and the graph:\n\(missing.joined(separator: "\n"))")
        }
        #expect(checked > 200, "the sample should exercise the format broadly; checked only \(checked) values")
    }

    /// `scenec dump --format json Scenes` matches the checked-in expected output; rewrite it after
    /// an intended change with `SCENEC_UPDATE_GOLDENS=1 swift test --filter dumpMatchesExpectedFile`.
    @Test func dumpMatchesExpectedFile() throws {
        let result = try runScenec(["dump", "Scenes"])
        #expect(result.status == 0, "\(result.stderr)")
        try GoldenFile.check(result.stdout, against: "Tests/SceneCompilerTests/Fixtures/Scenes.dump.json")
    }

    // MARK: Helpers

    private func parsedTree(_ file: String) throws -> XMLTree {
        let bytes = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent(file)))
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: bytes, path: file)
        #expect(diagnostics.isEmpty)
        return try #require(tree)
    }

    private func visit(_ element: XMLElement, _ body: (XMLElement) -> Void) {
        body(element)
        for child in element.children { visit(child, body) }
    }

    private func literal(_ value: String) -> String { JSONValue.string(value).rendered() }

    /// The JSON fragments that must appear in the dump for one attribute of the sample.
    private func expectedDumpFragments(element: String, attribute: String, value: String) -> [String] {
        let booleans: Set<String> = ["definesPresentationContext", "providesPresentationContextTransitionStyle",
                                     "modalInPresentation", "hidesBottomBarWhenPushed"]
        if let layout = LayoutDumpFragments.fragments(element: element, attribute: attribute, value: value) { return layout }
        switch (element, attribute) {
        case ("scenes", "initial"): return ["\"initialScene\": \(literal(value))"]
        case ("controller", "kind"):
            let kinds = ["plain": "controller", "table": "tableController", "collection": "collectionController"]
            return ["\"kind\": \(literal(kinds[value] ?? value))"]
        case ("barButtonItem", "placement"): return [value == "left" ? "\"leftItems\"" : "\"rightItems\""]
        case ("action", "target"): return value == "firstResponder" ? ["\"firstResponder\": true"] : []
        case ("segue", "id"), ("containerView", "embedSegue"): return ["\"identifier\": \(literal(value))"]
        case ("containerView", "embed"): return ["\"destination\": \(literal(value))"]
        case ("segue", "action"): return ["\"unwindAction\": \(literal(value))"]
        case ("unwindAction", "method"), ("deepLink", "pattern"): return [literal(value)]
        case ("relationship", "kind"): return ["\"relationship\": \(literal(value))"]
        case ("variation", "horizontalSizeClass"), ("variation", "verticalSizeClass"): return ["\"\(attribute)\": \(literal(value))"]
        case (_, "permittedArrowDirections"), (_, "destinations"):
            return value.split(separator: " ").map { literal(String($0)) }
        case (_, let name) where booleans.contains(name) && element != "variation":
            return ["\"\(name)\": \(value)"]
        default:
            return ["\"\(attribute)\": \(literal(value))"]
        }
    }
}
