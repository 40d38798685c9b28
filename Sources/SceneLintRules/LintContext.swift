import ParallelWork
import SceneGraph
import SceneGraphLayout

/// The graph a rule checks, with the edges resolved once and the analyses several rules share.
public struct LintContext: Sendable {
    /// An edge of the graph with both ends resolved. A class: rules pass edges around and filter
    /// them, and copying one would copy its whole segue.
    public final class Edge: Sendable {
        /// The scene that declares it.
        public let source: SceneID
        /// The segue, embed or relationship.
        public let segue: Segue
        /// The scene it names in its own document (possibly a reference scene), if that exists.
        public let named: SceneID?
        /// The scene it arrives at after following references; nil for unwind or unresolved edges.
        public let destination: SceneID?

        init(source: SceneID, segue: Segue, named: SceneID?, destination: SceneID?) {
            self.source = source
            self.segue = segue
            self.named = named
            self.destination = destination
        }

        /// Whether the edge makes its destination a child: an embed or a relationship.
        public var isContainment: Bool { segue.kind == .embed || segue.kind == .relationship }
    }

    /// The graph.
    public let graph: ResolvedGraph
    /// Every edge, in document and source order.
    public let edges: [Edge]
    /// Which navigation and split controllers hold each scene, and its restoration parents.
    public let containers: ContainerAnalysis
    /// The inline lint directives of each document, by path.
    public let directives: [String: [InlineDirective]]
    /// Directives that name no lint rule or are misspelt.
    public let directiveProblems: [Violation]
    /// The scenes that declare constraints, laid out on the device their file was designed on
    /// (none when the context was made for rules that read no layouts).
    public let layouts: [SceneLayoutResult]

    /// Analyses `graph`, its layouts included.
    public init(graph: ResolvedGraph) {
        self.init(graph: graph, layingOut: { _ in true })
    }

    /// Analyses `graph`, laying out its scenes only when `layingOut`, given the inline directives
    /// of each document by path, answers true: the ``Linter`` asks whether a rule that reads
    /// layouts may report.
    public init(graph: ResolvedGraph, layingOut: (_ directives: [String: [InlineDirective]]) -> Bool) {
        self.graph = graph
        var edges: [Edge] = []
        graph.forEachScene { scene in
            for segue in scene.segues {
                let named = segue.destination.map { SceneID(document: scene.id.document, name: $0) }
                edges.append(Edge(
                    source: scene.id, segue: segue,
                    named: named.flatMap { graph.contains($0) ? $0 : nil },
                    destination: graph.destination(of: segue, from: scene.id)))
            }
        }
        self.edges = edges
        self.containers = ContainerAnalysis(graph: graph, edges: edges)
        var directives: [String: [InlineDirective]] = [:]
        var problems: [Violation] = []
        let documents = graph.documents
        let parsed = ConcurrentMap.map(documents.count) { index in  // each document's comments alone
            InlineDirective.parse(
                documents[index].comments, lintRules: RuleRegistry.lintRuleIDs, resolverRules: RuleRegistry.resolverRuleIDs)
        }
        for (document, found) in zip(documents, parsed) {
            directives[document.path] = found.directives
            problems += found.problems
        }
        self.directives = directives
        self.directiveProblems = problems
        self.layouts = layingOut(directives) ? Self.layOutConstrainedScenes(of: documents) : []
    }

    /// Lays out the scenes with constraints, each on the device its document was designed on,
    /// one scene at a time on every core, in document then source order.
    ///
    /// Why scene by scene: one document per core left a core idle while the other laid out the
    /// largest storyboard (on the corpus, layout is a third of `lint`'s instructions and one file
    /// holds a quarter of the constrained scenes). The results are the same values in the same
    /// order as ``layOutConstrainedScenesByDocument(of:)``, which the tests compare it with.
    static func layOutConstrainedScenes(of documents: [SceneDocument]) -> [SceneLayoutResult] {
        let constrained: [(document: Int, scene: Int)] = documents.indices.flatMap { documentIndex in
            documents[documentIndex].scenes.indices
                .filter { documents[documentIndex].scenes[$0].declaresConstraints }
                .map { (documentIndex, $0) }
        }
        let withConstraints = Set(constrained.map(\.document))
        // The bars come from the whole document: containers need not declare constraints.
        let bars = ConcurrentMap.map(documents.count) { index in
            withConstraints.contains(index) ? ContainerBars.bars(in: documents[index]) : [:]
        }
        return ConcurrentMap.map(constrained.count) { index in
            let (documentIndex, sceneIndex) = constrained[index]
            let document = documents[documentIndex]
            let scene = document.scenes[sceneIndex]
            return SceneLayouter.layOut(
                scene, environment: .designed(for: scene, in: document), bars: bars[documentIndex][scene.id.name] ?? .none, isDesignedDevice: true)
        }
    }

    /// The plain form of ``layOutConstrainedScenes(of:)``: one document per core.
    static func layOutConstrainedScenesByDocument(of documents: [SceneDocument]) -> [SceneLayoutResult] {
        ConcurrentMap.map(documents.count) { index -> [SceneLayoutResult] in
            let document = documents[index]
            var constrained = document
            constrained.scenes = document.scenes.filter(\.declaresConstraints)
            guard !constrained.scenes.isEmpty else { return [] }
            // The bars come from the whole document: containers need not declare constraints.
            let bars = ContainerBars.bars(in: document)
            return constrained.scenes.map { scene in
                SceneLayouter.layOut(
                    scene, environment: .designed(for: scene, in: document), bars: bars[scene.id.name] ?? .none, isDesignedDevice: true)
            }
        }.flatMap { $0 }
    }

    /// The scene with an id.
    public func scene(_ id: SceneID) -> Scene? { graph.scene(id) }

    /// The scenes reachable from `roots` through every edge, references included (reference
    /// scenes are nodes of their own, followed to their targets).
    public func reachable(from roots: some Sequence<SceneID>) -> Set<SceneID> {
        var outgoing: [SceneID: [SceneID]] = [:]
        for edge in edges {
            if let named = edge.named { outgoing[edge.source, default: []].append(named) }
        }
        for (reference, target) in graph.referenceTargets { outgoing[reference, default: []].append(target) }
        var seen: Set<SceneID> = []
        var stack = Array(roots)
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += outgoing[next] ?? []
        }
        return seen
    }

    /// The initial scene of every document that names an existing one.
    public var initialScenes: [SceneID] {
        graph.documents.compactMap { document in
            document.initialScene.flatMap { document.scene(named: $0)?.id }
        }
    }

    /// Whether anything can show a scene of the document: it names an initial scene, a scene of
    /// it has a storyboard identifier, or a reference in another file leads into it.
    public func hasEntryPoint(_ document: SceneDocument) -> Bool {
        document.initialScene != nil || document.scenes.contains { $0.storyboardID != nil }
            || graph.referenceTargets.contains { $0.key.document != document.path && $0.value.document == document.path }
    }

    /// Whether the document is a macOS storyboard (AppKit's segues and scenes work differently).
    public func isAppKit(_ document: String) -> Bool {
        graph.document(at: document)?.attributes["targetRuntime"]?.hasPrefix("MacOSX") == true
    }

    /// How to name a scene in a message about `document`: `'name'`, or `'name' in File.scene`
    /// for a scene of another file.
    public func describe(_ id: SceneID, from document: String) -> String {
        id.document == document ? "'\(id.name)'" : "'\(id.name)' in \(FilePath.fileName(of: id.document))"
    }
}

extension SourceRange {
    /// The location of the first of `attributes` present (scene files and storyboards name some
    /// attributes differently), or of the element.
    func location(ofAny attributes: String...) -> SourceLocation {
        for name in attributes {
            if let attribute = attributeList.first(where: { $0.name == name }) { return attribute.location }
        }
        return element
    }

    /// Where a restoration id is written (`restorationID`; in storyboards `restorationIdentifier`, or
    /// the storyboard identifier standing in for it).
    var restorationIDLocation: SourceLocation {
        location(ofAny: "restorationID", "restorationIdentifier", "useStoryboardIdentifierAsRestorationIdentifier")
    }
}
