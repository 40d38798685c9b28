import SceneCompiler
import SceneGraph
@testable import SceneCodeGen
import Testing
import TestSupport

/// The code generator's check for scenes that contain each other runs on scene numbers with one
/// path (issue 26); on random graphs of several files (cycles, references, duplicate ids,
/// missing scenes), the sample app and the corpus it reports what the former walk on ids did.
@Suite("Containment cycle check")
struct CycleCheckTests {
    /// The former walk, as it was.
    static func former(in graph: ResolvedGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var state: [SceneID: Int] = [:]  // 1 visiting, 2 done
        func visit(_ id: SceneID, path: [SceneID]) {
            if state[id] == 2 { return }
            if state[id] == 1 {
                let loop = path.drop { $0 != id }.map(\.name) + [id.name]
                let location = graph.scene(path.last ?? id)?.source.element
                diagnostics.append(.error(
                    "scenes contain each other through embeds or relationships: \(loop.joined(separator: " → ")); the scene could never be created",
                    at: location, rule: SceneTranslator.Rule.cycle))
                return
            }
            state[id] = 1
            if let scene = graph.scene(id) {
                for segue in scene.segues where segue.kind == .embed || segue.kind == .relationship {
                    if let next = graph.destination(of: segue, from: id) { visit(next, path: path + [id]) }
                }
            }
            state[id] = 2
        }
        for scene in graph.allScenes where scene.kind != .reference { visit(scene.id, path: []) }
        return diagnostics
    }

    static func graph(of files: [(path: String, text: String)]) -> ResolvedGraph {
        let compiler = Compiler()
        let documents = files.compactMap { compiler.parse(bytes: Array($0.text.utf8), path: $0.path).document }
        return GraphResolver.resolve(documents).graph
    }

    @Test func randomGraphs() {
        var random = SeededRandom(seed: 0xC7C1E)
        var reported = 0
        for round in 0..<300 {
            let graph = Self.graph(of: RandomSceneFiles.make(&random))
            let expected = Self.former(in: graph)
            #expect(CycleCheck.embedAndRelationshipCycles(in: graph) == expected, "round \(round)")
            reported += expected.count
        }
        #expect(reported > 30, "cycles reported: \(reported)")
    }

    @Test func sample() {
        let sample = Compiler().load([packageRoot.appendingPathComponent("Scenes").path]).graph
        #expect(CycleCheck.embedAndRelationshipCycles(in: sample) == Self.former(in: sample))
    }

    @Test(Requirement.corpus.trait) func corpus() throws {
        try Requirement.corpus.require()
        let corpus = Compiler().load([corpusStoryboards.path]).graph
        #expect(CycleCheck.embedAndRelationshipCycles(in: corpus) == Self.former(in: corpus))
    }
}
