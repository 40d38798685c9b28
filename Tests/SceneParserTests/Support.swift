import SceneGraph
@testable import SceneParser
import TestSupport

/// A scene-file fixture whose expected diagnostic locations are marked with `↓` just before the
/// character the diagnostic must point at (as SwiftLint's examples do).
struct MarkedFixture {
    let text: String
    let markers: [SourceLocation]

    init(_ marked: String, file: String = "Fixture.scene") {
        let parsed = MarkedText(marked)
        text = parsed.text
        markers = parsed.markers.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }
}

/// Parses scene-file text into a document and its diagnostics (XML and format checks only).
func read(_ text: String, path: String = "Fixture.scene") -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
    let (tree, xmlDiagnostics) = SafeXMLReader.parse(bytes: Array(text.utf8), path: path)
    guard let tree else { return (nil, xmlDiagnostics) }
    return SceneFormatReader.read(tree, path: path)
}

/// Parses and resolves scene-file text, returning all diagnostics.
func readAndResolve(_ text: String, path: String = "Fixture.scene") -> (graph: ResolvedGraph, diagnostics: [Diagnostic]) {
    let (document, diagnostics) = read(text, path: path)
    let (graph, resolution) = GraphResolver.resolve(document.map { [$0] } ?? [])
    return (graph, diagnostics + resolution)
}

/// Wraps scene elements in a version-1 document.
func sceneFile(_ body: String, attributes: String = "") -> String {
    "<scenes xmlns=\"urn:scenec:scene:1\"\(attributes.isEmpty ? "" : " " + attributes)>\n\(body)\n</scenes>\n"
}
