import Testing
import SceneGraph

/// Resolution across documents, built directly as IR (no parser involved).
@Suite("Graph resolution across files")
struct GraphResolverTests {
    func location(_ file: String, _ line: Int) -> SourceRange {
        SourceRange(element: SourceLocation(file: file, line: line, column: 3))
    }

    func document(_ path: String, initial: String? = nil, _ scenes: [Scene]) -> SceneDocument {
        var document = SceneDocument(path: path, dialect: .scene, formatVersion: 1, source: location(path, 1))
        document.initialScene = initial
        document.scenes = scenes
        return document
    }

    func controller(_ path: String, _ name: String, line: Int = 2) -> Scene {
        Scene(id: SceneID(document: path, name: name), kind: .controller, source: location(path, line))
    }

    func reference(_ path: String, _ name: String, file: String, scene: String? = nil, line: Int = 3) -> Scene {
        var reference = Scene(id: SceneID(document: path, name: name), kind: .reference, source: location(path, line))
        reference.reference = SceneReferenceTarget(file: file, scene: scene)
        return reference
    }

    @Test func referenceResolvesToTheNamedSceneOrTheInitialOne() {
        let main = document("App/Main.scene", [
            reference("App/Main.scene", "named", file: "Sub/More.scene", scene: "second"),
            reference("App/Main.scene", "initial", file: "Sub/More.scene"),
        ])
        let more = document("App/Sub/More.scene", initial: "first", [
            controller("App/Sub/More.scene", "first"), controller("App/Sub/More.scene", "second"),
        ])
        let (graph, diagnostics) = GraphResolver.resolve([more, main])
        #expect(diagnostics.isEmpty)
        #expect(graph.target(of: SceneID(document: "App/Main.scene", name: "named")) == SceneID(document: "App/Sub/More.scene", name: "second"))
        #expect(graph.target(of: SceneID(document: "App/Main.scene", name: "initial")) == SceneID(document: "App/Sub/More.scene", name: "first"))
        #expect(graph.documents.map(\.path) == ["App/Main.scene", "App/Sub/More.scene"])
    }

    @Test func chainsOfReferencesAreFollowed() {
        let a = document("A.scene", [reference("A.scene", "toB", file: "B.scene", scene: "toC")])
        let b = document("B.scene", [reference("B.scene", "toC", file: "C.scene", scene: "real")])
        let c = document("C.scene", [controller("C.scene", "real")])
        let (graph, diagnostics) = GraphResolver.resolve([a, b, c])
        #expect(diagnostics.isEmpty)
        #expect(graph.target(of: SceneID(document: "A.scene", name: "toB")) == SceneID(document: "C.scene", name: "real"))
    }

    @Test func cyclesAcrossFilesAreReportedOnce() {
        let a = document("A.scene", [reference("A.scene", "toB", file: "B.scene", scene: "toA")])
        let b = document("B.scene", [reference("B.scene", "toA", file: "A.scene", scene: "toB")])
        let (graph, diagnostics) = GraphResolver.resolve([a, b])
        #expect(diagnostics.map(\.ruleID) == ["reference-cycle"])
        #expect(diagnostics.first?.message.contains("A.scene#toB → B.scene#toA → A.scene#toB") == true)
        #expect(graph.target(of: SceneID(document: "A.scene", name: "toB")) == nil)
    }

    @Test func aFileReferencingItselfIsACycle() {
        let a = document("A.scene", [reference("A.scene", "me", file: "A.scene", scene: "me")])
        let (_, diagnostics) = GraphResolver.resolve([a])
        #expect(diagnostics.map(\.ruleID) == ["reference-cycle"])
    }

    @Test func missingFilesAndScenesAreLocatedErrors() {
        let main = document("Main.scene", [
            reference("Main.scene", "gone", file: "Gone.scene", line: 4),
            reference("Main.scene", "typo", file: "More.scene", scene: "secnd", line: 5),
            reference("Main.scene", "escape", file: "../../etc/passwd", line: 6),
        ])
        let more = document("More.scene", [controller("More.scene", "second")])
        let (_, diagnostics) = GraphResolver.resolve([main, more])
        #expect(diagnostics.map(\.ruleID) == ["missing-file", "dangling-reference", "missing-file"])
        #expect(diagnostics.map { $0.location?.line } == [4, 5, 6])
        #expect(diagnostics[1].message.contains("did you mean 'second'?"))
    }
}
