import SceneGraph

/// What translating one scene needs to know about the whole graph.
struct TranslationContext {
    let graph: SceneGraph
    let options: CodeGenOptions
    /// Generated names per document path.
    let names: [String: GeneratedNames]
    /// Parameters each scene receives through incoming segues, by name (first declaration wins).
    let incomingParameters: [SceneID: [SegueParameter]]
    /// Problems found while translating.
    var diagnostics: [Diagnostic] = []

    init(graph: SceneGraph, options: CodeGenOptions) {
        self.graph = graph
        self.options = options
        var names: [String: GeneratedNames] = [:]
        for document in graph.documents { names[document.path] = GeneratedNames(document: document) }
        self.names = names
        var incoming: [SceneID: [SegueParameter]] = [:]
        for edge in graph.edges where !edge.segue.parameters.isEmpty {
            guard let destination = edge.destination else { continue }
            for parameter in edge.segue.parameters where !(incoming[destination] ?? []).contains(where: { $0.name == parameter.name }) {
                incoming[destination, default: []].append(parameter)
            }
        }
        self.incomingParameters = incoming
    }

    var access: AccessLevel? { options.access == .public ? .public : nil }

    func names(of scene: SceneID) -> GeneratedNames? { names[scene.document] }

    /// The class a scene instantiates.
    func className(of scene: Scene) -> String { scene.className ?? scene.kind.runtimeClassName }

    /// `Namespace.factory()` for a scene (following references), or nil when unresolved.
    func factoryCall(for target: SceneID) -> Expression? {
        guard let scene = graph.scene(target), let names = names(of: target) else { return nil }
        return .call(.member(.identifier(names.namespace), names.factory(scene)), [], trailingClosure: nil)
    }

    /// The scene a local destination name leads to, references followed.
    func resolvedScene(_ name: String?, from source: SceneID) -> Scene? {
        guard let name, let target = graph.target(of: SceneID(document: source.document, name: name)) else { return nil }
        return graph.scene(target)
    }

    /// `file:line` of a location, for doc comments (file name only, so output is the same on every machine).
    static func place(_ location: SourceLocation) -> String {
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(file):\(location.line)"
    }
}
