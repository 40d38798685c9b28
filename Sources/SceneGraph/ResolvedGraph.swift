/// All documents compiled together, with references between them resolved.
///
/// Build it with ``GraphResolver/resolve(_:)``; the graph is then read-only.
public struct ResolvedGraph: Sendable {
    /// The documents, ordered by path (so the graph does not depend on input order).
    public private(set) var documents: [SceneDocument]
    /// For each reference scene, the scene it stands for (after following chains of references).
    public private(set) var referenceTargets: [SceneID: SceneID]

    private var index: [SceneID: (document: Int, scene: Int)]

    /// Creates a graph from documents and the resolved reference targets.
    public init(documents: [SceneDocument], referenceTargets: [SceneID: SceneID] = [:]) {
        self.documents = documents.sorted { $0.path < $1.path }
        self.referenceTargets = referenceTargets
        // Sized for every scene: growing a step at a time rehashed the ids seen so far.
        var index: [SceneID: (document: Int, scene: Int)] = [:]
        index.reserveCapacity(documents.reduce(0) { $0 + $1.scenes.count })
        for (d, document) in self.documents.enumerated() {
            for (s, scene) in document.scenes.enumerated() where index[scene.id] == nil {
                index[scene.id] = (d, s)
            }
        }
        self.index = index
    }

    /// This graph with `referenceTargets` instead of its own: the documents and the index of
    /// scenes are kept rather than sorted and built again (the resolver makes a graph without
    /// targets to resolve them, then one with them; building the index twice hashed every
    /// scene's id twice, ~0.5 % of `check` of 200 storyboards).
    public func withReferenceTargets(_ referenceTargets: [SceneID: SceneID]) -> ResolvedGraph {
        var graph = self
        graph.referenceTargets = referenceTargets
        return graph
    }

    /// The scene with an id.
    public func scene(_ id: SceneID) -> Scene? {
        index[id].map { documents[$0.document].scenes[$0.scene] }
    }

    /// Where the scene with an id is: the index of its document in ``documents`` and its own
    /// index among that document's scenes. Documents are ordered by path and scenes by their
    /// place in the file, so positions order scenes as their source locations do.
    public func position(of id: SceneID) -> (document: Int, scene: Int)? { index[id] }

    /// Calls `body` with the scene with an id, read in place (``scene(_:)`` copies it, which
    /// retains everything it holds); nil when there is no such scene.
    public func withScene<Result>(_ id: SceneID, _ body: (borrowing Scene) throws -> Result) rethrows -> Result? {
        guard let position = index[id] else { return nil }
        return try body(documents[position.document].scenes[position.scene])
    }

    /// The document at a path.
    public func document(at path: String) -> SceneDocument? {
        documents.first { $0.path == path }
    }

    /// The scene an id stands for: itself, or for a reference scene the scene it points to.
    public func target(of id: SceneID) -> SceneID? {
        guard let position = index[id] else { return nil }
        // The kind alone, read in place: no copy of the scene.
        return documents[position.document].scenes[position.scene].kind == .reference ? referenceTargets[id] : id
    }

    /// All scenes of all documents, in document then source order. Each call copies them into a
    /// new array (a stored copy would cost ~2 KB a scene for as long as the graph lives): to read
    /// them, ``forEachScene(_:)`` copies nothing; callers that need the array several times keep it.
    public var allScenes: [Scene] { documents.flatMap(\.scenes) }

    /// Calls `body` with every scene, in document then source order, read in place: unlike
    /// ``allScenes`` it copies no scene and makes no array.
    public func forEachScene(_ body: (borrowing Scene) throws -> Void) rethrows {
        for documentIndex in documents.indices {
            for sceneIndex in documents[documentIndex].scenes.indices {
                try body(documents[documentIndex].scenes[sceneIndex])
            }
        }
    }

    /// Whether the graph has a scene with this id.
    public func contains(_ id: SceneID) -> Bool { index[id] != nil }

    /// The scene a segue of `source` arrives at, following references; nil for unwind or unresolved.
    public func destination(of segue: Segue, from source: SceneID) -> SceneID? {
        guard let name = segue.destination else { return nil }
        return target(of: SceneID(document: source.document, name: name))
    }

    /// Every edge of the graph as (source, segue, resolved destination), in deterministic order.
    public var edges: [(source: SceneID, segue: Segue, destination: SceneID?)] {
        allScenes.flatMap { scene in
            scene.segues.map { (scene.id, $0, destination(of: $0, from: scene.id)) }
        }
    }
}
