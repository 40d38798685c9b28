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
        /// The number of ``source`` in the context's ``LintContext/numbers``.
        public let sourceNumber: Int
        /// The number of ``named``, if it exists.
        public let namedNumber: Int?
        /// The number of ``destination``, if there is one.
        public let destinationNumber: Int?

        init(source: (id: SceneID, number: Int), segue: Segue, named: (id: SceneID, number: Int)?, destination: (id: SceneID, number: Int)?) {
            self.source = source.id
            self.segue = segue
            self.named = named?.id
            self.destination = destination?.id
            self.sourceNumber = source.number
            self.namedNumber = named?.number
            self.destinationNumber = destination?.number
        }

        /// Whether the edge makes its destination a child: an embed or a relationship.
        public var isContainment: Bool { segue.kind == .embed || segue.kind == .relationship }
    }

    /// The graph.
    public let graph: ResolvedGraph
    /// The graph's scenes by number, for analyses that look them up many times over.
    public let numbers: SceneNumbers
    /// Every edge, in document and source order.
    public let edges: [Edge]
    /// Which navigation and split controllers hold each scene, and its restoration parents: made
    /// by the first read (under a lock), so read it once rather than in a loop.
    ///
    /// Why made when first read: it is the costliest part of the context (~14 M instructions for
    /// 1,000 scenes over 10 files, issue 26), and most rules do not read it; made with the
    /// context, every rule waited for it on one core. The ``Linter`` makes it in a job of its own
    /// beside the rules, when a rule that reads it may report (``LintRule/readsContainers``).
    public var containers: ContainerAnalysis { lazyContainers.value }
    /// Whether ``containers`` has been made.
    var hasAnalysedContainers: Bool { lazyContainers.isMade }
    private let lazyContainers: MadeOnce<ContainerAnalysis>
    /// The inline lint directives of each document, by path.
    public let directives: [String: [InlineDirective]]
    /// Directives that name no lint rule or are misspelt.
    public let directiveProblems: [Violation]
    /// The scenes that declare constraints, laid out on the device their file was designed on
    /// (none when the context was made for rules that read no layouts).
    public let layouts: [SceneLayoutResult]
    /// The paths of the macOS storyboards (``isAppKit(_:)``), found once: most projects have none.
    private let appKitDocuments: Set<String>

    /// Analyses `graph`, its layouts included.
    public init(graph: ResolvedGraph) {
        self.init(graph: graph, layingOut: { _ in true })
    }

    /// Analyses `graph`, laying out its scenes only when `layingOut`, given the inline directives
    /// of each document by path, answers true: the ``Linter`` asks whether a rule that reads
    /// layouts may report.
    public init(graph: ResolvedGraph, layingOut: (_ directives: [String: [InlineDirective]]) -> Bool) {
        self.graph = graph
        let numbers = SceneNumbers(graph: graph)
        self.numbers = numbers
        self.edges = Self.edges(of: graph, numbers: numbers)
        let edges = self.edges
        self.lazyContainers = MadeOnce { ContainerAnalysis(graph: graph, numbers: numbers, edges: edges) }
        var directives: [String: [InlineDirective]] = [:]
        var problems: [Violation] = []
        let documents = graph.documents
        let parsed = ConcurrentMap.map(documents.count) { index in  // each document's comments alone
            InlineDirective.parse(
                documents[index].comments, lintRules: RuleRegistry.lintRuleIDs, resolverRules: RuleRegistry.resolverRuleIDs)
        }
        var appKitDocuments: Set<String> = []
        for (document, found) in zip(documents, parsed) {
            directives[document.path] = found.directives
            problems += found.problems
            if Self.isAppKit(document) { appKitDocuments.insert(document.path) }
        }
        self.appKitDocuments = appKitDocuments
        self.directives = directives
        self.directiveProblems = problems
        self.layouts = layingOut(directives) ? Self.layOutConstrainedScenes(of: documents) : []
    }

    /// Every edge of `graph` with its ends resolved and numbered, in document and source order:
    /// what ``ResolvedGraph/contains(_:)`` and ``ResolvedGraph/destination(of:from:)`` give, with
    /// one look-up of the named scene for both.
    static func edges(of graph: ResolvedGraph, numbers: SceneNumbers) -> [Edge] {
        var edges: [Edge] = []
        var sceneOrdinal = 0
        graph.forEachScene { scene in
            let source = (id: scene.id, number: numbers.number(sceneAt: sceneOrdinal))
            sceneOrdinal += 1
            for segue in scene.segues {
                var named: (id: SceneID, number: Int)?
                var destination: (id: SceneID, number: Int)?
                let namedID = segue.destination.map { SceneID(document: scene.id.document, name: $0) }
                if let namedID, let position = graph.position(of: namedID) {
                    named = (namedID, numbers.number(document: position.document, scene: position.scene))
                    if graph.documents[position.document].scenes[position.scene].kind != .reference {
                        destination = named
                    } else if let target = graph.referenceTargets[namedID], let number = numbers.number(of: target) {
                        destination = (target, number)
                    }
                }
                edges.append(Edge(source: source, segue: segue, named: named, destination: destination))
            }
        }
        return edges
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
        var seen: Set<SceneID> = []
        var numbered: [Int] = []
        for root in roots {
            if let number = numbers.number(of: root) { numbered.append(number) } else { seen.insert(root) }  // no edge leaves it
        }
        let reached = reached(from: numbered)
        for number in reached.indices where reached[number] { seen.insert(numbers.ids[number]) }
        return seen
    }

    /// Which scenes, by number (``numbers``), are reachable from the scenes numbered `roots`
    /// through every edge, references included: ``reachable(from:)`` without hashing an id.
    /// `roots` must be numbers of ``numbers`` (`0..<numbers.count`); the result has one flag a number.
    public func reached(from roots: some Sequence<Int>) -> [Bool] {
        var outgoing = [[Int]](repeating: [], count: numbers.count)
        for edge in edges {
            if let named = edge.namedNumber { outgoing[edge.sourceNumber].append(named) }
        }
        for (reference, target) in graph.referenceTargets {
            if let reference = numbers.number(of: reference), let target = numbers.number(of: target) {
                outgoing[reference].append(target)
            }
        }
        var seen = [Bool](repeating: false, count: numbers.count)
        var stack = Array(roots)
        while let next = stack.popLast() {
            guard !seen[next] else { continue }
            seen[next] = true
            stack += outgoing[next]
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
    ///
    /// Answered from the paths found when the context was made: finding the document by its path
    /// and copying it, for each edge `show-without-container` follows, was ~1,400 instructions an
    /// edge, more with more files (issue 26). `AppKitDocumentTests` compares it with the search.
    public func isAppKit(_ document: String) -> Bool {
        !appKitDocuments.isEmpty && appKitDocuments.contains(document)
    }

    /// Whether `document` is a macOS storyboard, by its `targetRuntime`.
    static func isAppKit(_ document: SceneDocument) -> Bool {
        document.attributes["targetRuntime"]?.hasPrefix("MacOSX") == true
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
        for name in attributes where contains(name) { return location(of: name) }
        return element
    }

    /// Where a restoration id is written (`restorationID`; in storyboards `restorationIdentifier`, or
    /// the storyboard identifier standing in for it).
    var restorationIDLocation: SourceLocation {
        location(ofAny: "restorationID", "restorationIdentifier", "useStoryboardIdentifierAsRestorationIdentifier")
    }
}
