import SceneGraph
import Testing
import TestSupport

/// The resolver gives its graph the reference targets with ``ResolvedGraph/withReferenceTargets(_:)``,
/// keeping the index of scenes it built before resolving them (issue 26): the graph answers as
/// one made afresh from its documents and targets.
@Suite("Resolved graph's index kept")
struct ResolvedGraphIndexTests {
    static func compare(_ graph: ResolvedGraph, note: String) {
        let fresh = ResolvedGraph(documents: graph.documents, referenceTargets: graph.referenceTargets)
        #expect(fresh.documents.map(\.path) == graph.documents.map(\.path), "\(note)")
        #expect(fresh.referenceTargets == graph.referenceTargets, "\(note)")
        graph.forEachScene { scene in
            let asked = [scene.id, SceneID(document: scene.id.document, name: scene.id.name + "x")]
            for id in asked {
                #expect(graph.position(of: id).map { [$0.document, $0.scene] } == fresh.position(of: id).map { [$0.document, $0.scene] }, "\(note) \(id)")
                #expect(graph.target(of: id) == fresh.target(of: id), "\(note) \(id)")
            }
        }
    }

    /// A graph made without targets, given them with `withReferenceTargets`, answers as one made
    /// with them; the targets are those given.
    @Test func targetsGivenLater() {
        var random = SeededRandom(seed: 0x1DF)
        var given = 0
        for round in 0..<100 {
            let resolved = run(files: RandomSceneFiles.make(&random)).graph
            let targets = resolved.referenceTargets
            let later = ResolvedGraph(documents: resolved.documents).withReferenceTargets(targets)
            #expect(later.referenceTargets == targets, "round \(round)")
            Self.compare(later, note: "round \(round)")
            given += targets.count
        }
        #expect(given > 10)
    }

    @Test func randomGraphs() {
        var random = SeededRandom(seed: 0x1DE)
        var references = 0
        for round in 0..<100 {
            let graph = run(files: RandomSceneFiles.make(&random)).graph
            references += graph.referenceTargets.count
            Self.compare(graph, note: "round \(round)")
        }
        #expect(references > 10)
    }

    @Test(Requirement.corpus.trait) func corpus() throws {
        try Requirement.corpus.require()
        Self.compare(run(files: try corpusFiles()).graph, note: "corpus")
    }
}
