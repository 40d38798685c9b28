import Foundation
import SceneCompiler
import SceneGraph
import Testing
@testable import SceneCodeGen
import TestSupport

/// A scene's facts are made once, for its namespace members, and kept for its top-level
/// declarations (`DocumentTranslator`, issue 26). Facts that have served the first pass — their
/// look-ups made and remembered — must give the top-level declarations that fresh facts give.
@Suite("Facts kept between the passes")
struct KeptFactsTests {
    /// `Scenes/`, and every corpus storyboard that compiles alone (when the corpus is there).
    @Test func keptFactsGiveWhatFreshFactsGive() throws {
        var (scenes, withDeclarations) = (0, 0)
        for paths in RendererProbeTests.inputs {
            try compare(paths, scenes: &scenes, withDeclarations: &withDeclarations)
        }
        #expect(scenes > 10 && withDeclarations > 5, "\(scenes) scenes, \(withDeclarations) with top-level declarations")
    }

    private func compare(_ paths: [String], scenes: inout Int, withDeclarations: inout Int) throws {
        let result = Compiler().load(paths)
        guard result.exitStatus == 0 else { return }  // storyboards that reference files outside the corpus
        let context = TranslationContext(graph: result.graph, options: CodeGenOptions())
        for document in result.graph.documents {
            let names = GeneratedNames(document: document)
            for scene in document.scenes where scene.kind != .reference {
                let kept = try SceneFacts(scene: scene, document: document, names: names, context: context)
                var first = SceneDeclarations(facts: kept)
                _ = try first.namespaceMembers()
                let fresh = try SceneFacts(scene: scene, document: document, names: names, context: context)
                let fromKept = try SceneDeclarations(facts: kept).topLevelDeclarations()
                #expect(fromKept == (try SceneDeclarations(facts: fresh).topLevelDeclarations()), "\(scene.id.name)")
                scenes += 1
                withDeclarations += fromKept.isEmpty ? 0 : 1
            }
        }
    }

    /// Through the document's translation: its top-level declarations, after the namespace, are
    /// each scene's from fresh facts, in scene order — the kept facts are handed to the scene
    /// they were made for.
    @Test func eachSceneGetsItsOwnFacts() throws {
        var (documents, scenesWithDeclarations) = (0, 0)
        for paths in RendererProbeTests.inputs {
            let result = Compiler().load(paths)
            guard result.exitStatus == 0 else { continue }
            let context = TranslationContext(graph: result.graph, options: CodeGenOptions())
            for document in result.graph.documents {
                var translator = DocumentTranslator(document: document, context: context)
                var collector = SwiftFileCollector()
                try translator.build(named: "Document", into: &collector)
                let topLevel = try #require(collector.files.first).declarations.dropFirst()
                let expected = document.scenes.filter { $0.kind != .reference }.map { scene in
                    (try? SceneFacts(scene: scene, document: document, names: translator.names, context: context.withoutDiagnostics))
                        .flatMap { try? SceneDeclarations(facts: $0).topLevelDeclarations() } ?? []
                }
                #expect(Array(topLevel) == expected.flatMap { $0 }, "\(document.path)")
                documents += 1
                scenesWithDeclarations += expected.filter { !$0.isEmpty }.count
            }
        }
        #expect(documents > 1 && scenesWithDeclarations > 5, "\(documents) documents, \(scenesWithDeclarations) scenes with top-level declarations")
    }
}
