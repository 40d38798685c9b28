/// Links the documents compiled together: checks that every id a document uses names something
/// (scenes, views, cells, bar items, other files' scenes) and resolves references across files.
public enum GraphResolver {
    /// Rule ids the resolver reports.
    public enum Rule {
        public static let duplicateID = "duplicate-id"
        public static let danglingInitial = "dangling-initial-scene"
        public static let danglingDestination = "dangling-destination"
        public static let danglingEmbed = "dangling-embed"
        public static let danglingTrigger = "dangling-trigger"
        public static let danglingAnchor = "dangling-anchor"
        public static let danglingOutlet = "dangling-outlet"
        public static let danglingGesture = "dangling-gesture"
        public static let missingFile = "missing-file"
        public static let danglingReference = "dangling-reference"
        public static let referenceCycle = "reference-cycle"

        /// The rules about references between files (reported when all files are compiled together).
        public static let crossFile: Set<String> = [missingFile, danglingReference, referenceCycle]
    }

    /// Resolves `documents` into a graph, with a diagnostic for every id that names nothing:
    /// ``check(_:)`` of each document, then ``resolveReferences(_:)``.
    public static func resolve(_ documents: [SceneDocument]) -> (graph: ResolvedGraph, diagnostics: [Diagnostic]) {
        let (graph, referenceDiagnostics) = resolveReferences(documents)
        var diagnostics = referenceDiagnostics
        for document in graph.documents {
            diagnostics += check(document)
        }
        return (graph, diagnostics.sorted())
    }


    /// Resolves the references between `documents` into a graph, with a diagnostic for every
    /// reference that leads nowhere; the documents' own ids are left to ``check(_:)``.
    public static func resolveReferences(_ documents: [SceneDocument]) -> (graph: ResolvedGraph, diagnostics: [Diagnostic]) {
        let unresolved = ResolvedGraph(documents: documents)
        let (targets, diagnostics) = resolveReferences(in: unresolved)
        return (unresolved.withReferenceTargets(targets), diagnostics.sorted())
    }

    // MARK: - Across documents

    private static func resolveReferences(in graph: ResolvedGraph) -> ([SceneID: SceneID], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var byPath: [String: SceneDocument] = [:]
        for document in graph.documents { byPath[FilePath.normalize(document.path)] = document }

        // One hop: reference scene → the scene it names (which may itself be a reference).
        var hop: [SceneID: SceneID] = [:]
        for document in graph.documents {
            for scene in document.scenes where scene.kind == .reference {
                guard let reference = scene.reference else { continue }
                let path = FilePath.join(FilePath.directory(of: FilePath.normalize(document.path)), reference.file)
                // Placed only when reported (a location means scanning the scene's tag).
                var fileLocation: SourceLocation { scene.source.location(of: document.dialect == .storyboard ? "storyboardName" : "file") }
                guard let other = byPath[path] else {
                    diagnostics.append(.error(
                        "referenced file '\(reference.file)'\(path == reference.file ? "" : " (\(path))") is not among the files compiled together"
                            + Spelling.hint(for: path, among: byPath.keys),
                        at: fileLocation, rule: Rule.missingFile))
                    continue
                }
                let targetScene: Scene?
                if let storyboardID = reference.storyboardID {
                    targetScene = other.scenes.first { $0.storyboardID == storyboardID }
                    if targetScene == nil {
                        diagnostics.append(.error(
                            "no scene in '\(reference.file)' has the storyboard identifier '\(storyboardID)'"
                                + Spelling.hint(for: storyboardID, among: other.scenes.compactMap(\.storyboardID)),
                            at: scene.source.location(of: "referencedIdentifier"), rule: Rule.danglingReference))
                    }
                } else if let name = reference.scene {
                    targetScene = other.scene(named: name)
                    if targetScene == nil {
                        diagnostics.append(.error(
                            "scene '\(name)' is not declared in '\(reference.file)'"
                                + Spelling.hint(for: name, among: other.scenes.map(\.id.name)),
                            at: scene.source.location(of: "scene"), rule: Rule.danglingReference))
                    }
                } else {
                    targetScene = other.initialScene.flatMap(other.scene(named:))
                    if targetScene == nil, other.initialScene == nil {
                        diagnostics.append(.error(
                            "'\(reference.file)' has no initial scene; name the scene this reference stands for",
                            at: fileLocation, rule: Rule.danglingReference))
                    }
                }
                if let targetScene { hop[scene.id] = targetScene.id }
            }
        }

        // Follow chains of references to a real scene; a chain that comes back is a cycle.
        var targets: [SceneID: SceneID] = [:]
        var reported: Set<SceneID> = []
        for start in hop.keys.sorted() {
            var seen: [SceneID] = [start]
            var current = start
            while let next = hop[current] {
                if let loopStart = seen.firstIndex(of: next) {
                    let loop = seen[loopStart...]
                    if reported.isDisjoint(with: loop) {
                        reported.formUnion(loop)
                        let path = (loop.map(\.description) + [next.description]).joined(separator: " → ")
                        let location = graph.scene(start)?.source.element
                        diagnostics.append(.error("references form a cycle: \(path)", at: location, rule: Rule.referenceCycle))
                    }
                    current = start
                    break
                }
                seen.append(next)
                current = next
            }
            if current != start, graph.scene(current)?.kind != .reference {
                targets[start] = current
            }
        }
        return (targets, diagnostics)
    }
}
