import Foundation
import SceneCompiler
import SceneGraph
import TestSupport
import Testing
@testable import SceneCodeGen

/// Two look-ups of the view-tree translation made once instead of by a search each time
/// (issue 26): the segue templates a trigger performs, and the ids outlets point to. Each must
/// answer as the former search did.
@Suite("Translation look-ups")
struct TranslationLookupTests {
    /// The former answer of `SegueTemplates.triggered(by:)`: every segue in order, kept when its
    /// trigger is the id and it has a binding.
    static func referenceTriggered(_ templates: SegueTemplates, scene: Scene, by id: String?) -> [SwiftIdentifier] {
        guard let id else { return [] }
        return scene.segues.indices.compactMap { scene.segues[$0].trigger == id ? templates.variables[$0] : nil }
    }

    /// The former outlet destinations of `emitConstraints`, through the cells copied out.
    static func referenceOutletDestinations(_ scene: Scene) -> Set<String> {
        Set(scene.outlets.map(\.destination) + scene.allCells.flatMap { $0.outlets.map(\.destination) })
    }

    static func facts(for scene: Scene, in document: SceneDocument, graph: ResolvedGraph) throws -> SceneFacts {
        let context = TranslationContext(graph: graph, options: CodeGenOptions())
        return try SceneFacts(scene: scene, document: document, names: GeneratedNames(document: document), context: context)
    }

    static func documents(in paths: [String]) -> [SceneDocument] {
        paths.compactMap { path in
            guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
            return Compiler().parse(bytes: Array(bytes), path: path).document
        }
    }

    /// Every id a scene's views, cells and bar items carry, the segues' triggers, and ids no one has.
    static func candidateIDs(_ scene: Scene) -> [String?] {
        var ids: [String?] = [nil, "", "noSuchTrigger"]
        scene.forEachView { view in
            ids.append(view.id)
            ids += view.cells.map(\.id)
            ids += view.gestureRecognizers
        }
        scene.forEachBarButtonItem { ids.append($0.id) }
        ids += scene.segues.map(\.trigger)
        return ids
    }

    static func compareLookups(_ scene: Scene, document: SceneDocument, graph: ResolvedGraph, note: String) throws {
        let templates = SegueTemplates(facts: try facts(for: scene, in: document, graph: graph))
        for id in candidateIDs(scene) {
            #expect(templates.triggered(by: id) == referenceTriggered(templates, scene: scene, by: id), "\(note), trigger \(id ?? "nil")")
        }
        #expect(ViewTreeTranslator.outletDestinations(in: scene) == referenceOutletDestinations(scene), "\(note)")
    }

    /// The sample app's scenes with their segues reshuffled: kinds that make no template (embeds,
    /// relationships) among them, triggers shared by several segues, triggers dropped.
    @Test func sampleScenesWithRandomSeguesAnswerAsTheSearch() throws {
        let documents = Self.documents(in: ["Scenes/Recipes.scene", "Scenes/Settings.scene"].map { packageRoot.appendingPathComponent($0).path })
        #expect(documents.count == 2)
        let (graph, _) = GraphResolver.resolve(documents)
        var random = SeededRandom(seed: 0x5E6)
        var shared = 0
        for document in documents {
            for scene in document.scenes {
                var triggers = Self.candidateIDs(scene)
                triggers += triggers  // the same trigger on several segues
                for round in 0..<20 {
                    var varied = scene
                    let pattern = scene.segues.isEmpty ? [] : (0..<Int.random(in: 0...12, using: &random)).map { _ in
                        scene.segues[Int.random(in: 0..<scene.segues.count, using: &random)]
                    }
                    varied.segues = pattern.map { segue in
                        var segue = segue
                        segue.kind = SegueKind.allCases.randomElement(using: &random)!
                        segue.trigger = triggers.randomElement(using: &random)!
                        if Bool.random(using: &random) { segue.identifier = nil }
                        return segue
                    }
                    let counts = Dictionary(varied.segues.compactMap(\.trigger).map { ($0, 1) }, uniquingKeysWith: +)
                    shared += counts.values.filter { $0 > 1 }.count
                    try Self.compareLookups(varied, document: document, graph: graph, note: "\(scene.id.name) round \(round)")
                }
            }
        }
        #expect(shared > 20, "triggers shared by several segues: \(shared)")
    }

    @Test(Requirement.corpus.trait) func corpusScenesAnswerAsTheSearch() throws {
        try Requirement.corpus.require()
        let paths = try FileManager.default.contentsOfDirectory(atPath: corpusStoryboards.path)
            .filter { $0.hasSuffix(".storyboard") }.sorted().map { corpusStoryboards.appendingPathComponent($0).path }
        let documents = Self.documents(in: paths)
        #expect(documents.count == paths.count)
        let (graph, _) = GraphResolver.resolve(documents)
        var withCellOutlets = 0
        for document in documents {
            for scene in document.scenes {
                if scene.allCells.contains(where: { !$0.outlets.isEmpty }) { withCellOutlets += 1 }
                try Self.compareLookups(scene, document: document, graph: graph, note: "\(document.path) \(scene.id.name)")
            }
        }
        #expect(withCellOutlets > 0, "the corpus has cells with outlets")
    }
}
