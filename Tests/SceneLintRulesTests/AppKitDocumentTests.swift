import SceneGraph
@testable import SceneLintRules
import Testing

/// ``LintContext/isAppKit(_:)`` answers from the macOS storyboards' paths found when the context
/// is made (issue 26); it must answer what finding the document by its path and reading its
/// `targetRuntime` answered, for every document, a path of none, and with no macOS file at all.
@Suite("AppKit documents")
struct AppKitDocumentTests {
    static func document(_ path: String, runtime: String?) -> SceneDocument {
        let source = SourceRange(element: SourceLocation(file: path, line: 1, column: 1))
        var document = SceneDocument(path: path, dialect: runtime == nil ? .scene : .storyboard, formatVersion: 1, source: source)
        if let runtime { document.attributes["targetRuntime"] = runtime }
        return document
    }

    @Test func answersAsTheSearch() {
        let all = [
            Self.document("Main.storyboard", runtime: "iOS.CocoaTouch"),
            Self.document("Mac.storyboard", runtime: "MacOSX.Cocoa"),
            Self.document("Other.storyboard", runtime: "AppleTV"),
            Self.document("App.scene", runtime: nil),
            Self.document("Second Mac.storyboard", runtime: "MacOSX.Cocoa"),
        ]
        var macFound = 0
        for documents in [all, all.filter { $0.attributes["targetRuntime"]?.hasPrefix("MacOSX") != true }, []] {
            let graph = ResolvedGraph(documents: documents)
            let context = LintContext(graph: graph, layingOut: { _ in false })
            for path in all.map(\.path) + ["Missing.storyboard", ""] {
                let searched = graph.document(at: path)?.attributes["targetRuntime"]?.hasPrefix("MacOSX") == true
                #expect(context.isAppKit(path) == searched, "\(path) among \(documents.map(\.path))")
                if searched { macFound += 1 }
            }
        }
        #expect(macFound == 2)
    }
}
