/// The scenes of a graph numbered 0, 1, 2 … in document then source order, for the analyses that
/// look scenes up many times over (lint's containers, containment cycles and reachability, the
/// code generator's check for scenes that contain each other).
///
/// Why numbers: a ``SceneID`` hashes its file's path and its name at every look-up (~1,000
/// instructions in a dictionary); a number indexes an array. On 200 storyboards the graph rules
/// spent 7 % of `lint` hashing ids, and the code generator's cycle check 1 % of `compile`.
///
/// A duplicate id (an error of its own) keeps the number of its first scene. An id of
/// ``ResolvedGraph/referenceTargets`` that is no scene of the graph (only a hand-made graph has
/// one) is numbered after the scenes.
public struct SceneNumbers: Sendable {
    /// The id of each number.
    public let ids: [SceneID]
    /// How many of the numbers are scenes of the graph: the first ones.
    public let sceneCount: Int
    /// Each scene's number, in ``ResolvedGraph/forEachScene(_:)`` order.
    private let ofScene: [Int]
    /// Where each document's scenes start in `ofScene`.
    private let documentStart: [Int]
    /// The numbers of the ids of reference targets that are no scene of the graph.
    private let others: [SceneID: Int]
    /// The graph's index of scenes by id, through which ids are numbered.
    private let graph: ResolvedGraph

    /// Numbers the scenes of `graph` (one look-up of each scene's id, to find duplicates).
    public init(graph: ResolvedGraph) {
        var ids: [SceneID] = []
        var ofScene: [Int] = []
        var documentStart: [Int] = []
        for documentIndex in graph.documents.indices {
            documentStart.append(ofScene.count)
            for sceneIndex in graph.documents[documentIndex].scenes.indices {
                let id = graph.documents[documentIndex].scenes[sceneIndex].id
                if let first = graph.position(of: id), first != (documentIndex, sceneIndex) {
                    ofScene.append(ofScene[documentStart[first.document] + first.scene])  // a duplicate id
                } else {
                    ofScene.append(ids.count)
                    ids.append(id)
                }
            }
        }
        sceneCount = ids.count
        var others: [SceneID: Int] = [:]
        let unknown = graph.referenceTargets.flatMap { [$0.key, $0.value] }.filter { !graph.contains($0) }
        for id in unknown.sorted() where others[id] == nil {
            others[id] = ids.count
            ids.append(id)
        }
        self.ids = ids
        self.ofScene = ofScene
        self.documentStart = documentStart
        self.others = others
        self.graph = graph
    }

    /// How many numbers there are: the scenes', then the other ids of reference targets'.
    public var count: Int { ids.count }

    /// The number of the scene at `scene` among the scenes of the document at `document` in
    /// ``ResolvedGraph/documents`` (no look-up).
    public func number(document: Int, scene: Int) -> Int {
        ofScene[documentStart[document] + scene]
    }

    /// The number of the scene at `ordinal` in ``ResolvedGraph/forEachScene(_:)`` order (no look-up).
    public func number(sceneAt ordinal: Int) -> Int {
        ofScene[ordinal]
    }

    /// Calls `body` with each scene of the graph in ``ResolvedGraph/forEachScene(_:)`` order, its
    /// number, and whether it is the first scene with its id — the one a look-up by id finds (a
    /// duplicate id's later scenes share its number). Numbers are given in order of first
    /// appearance, so a scene is the first with its id when its number is the next new one.
    public func forEachScene(_ body: (_ number: Int, _ isFirst: Bool, _ scene: borrowing Scene) -> Void) {
        var ordinal = 0, firsts = 0
        graph.forEachScene { scene in
            let number = ofScene[ordinal]
            ordinal += 1
            let isFirst = number == firsts
            if isFirst { firsts += 1 }
            body(number, isFirst, scene)
        }
    }

    /// The number of an id; nil for an id that is neither a scene nor in a reference target.
    public func number(of id: SceneID) -> Int? {
        if let position = graph.position(of: id) { return number(document: position.document, scene: position.scene) }
        return others[id]
    }
}
