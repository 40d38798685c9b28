import SceneGraph

/// The result of translating a graph: one file per document plus a shared file, and diagnostics.
public struct TranslationResult: Sendable {
    /// Generated files, in a deterministic order (documents by path, then the shared file).
    public var files: [SwiftFile]
    /// Problems that prevent correct code (errors) or that the output works around (warnings).
    public var diagnostics: [Diagnostic]
}

/// Translates a resolved ``ResolvedGraph`` into the Swift code model.
public struct SceneTranslator: Sendable {
    /// Rule ids of code-generation diagnostics.
    public enum Rule {
        public static let missingClass = "codegen-missing-class"
        public static let cycle = "codegen-cycle"
        public static let unsupported = "codegen-unsupported"
        public static let nameCollision = "codegen-name-collision"
    }

    /// The name of the shared file.
    public static let sharedFileName = "ScenecShared.swift"

    public var options: CodeGenOptions

    /// Creates a translator.
    public init(options: CodeGenOptions = CodeGenOptions()) {
        self.options = options
    }

    /// Which files to produce.
    public enum Selection: Sendable, Equatable {
        /// Every document's file and the shared file.
        case all
        /// Only the file of the document at this path (it depends on that document alone).
        case document(String)
        /// Only the shared file.
        case shared

        /// Whether the shared file is among the files made (all but a document's file alone).
        var includesSharedFile: Bool {
            if case .document = self { return false }
            return true
        }
    }

    /// Translates the documents of the graph that `selection` asks for into the code model.
    public func translate(_ graph: ResolvedGraph, selection: Selection = .all) -> TranslationResult {
        var collector = SwiftFileCollector()
        let diagnostics = (try? describe(graph, selection: selection, to: &collector)) ?? []  // collecting cannot fail
        return TranslationResult(files: collector.files, diagnostics: diagnostics)
    }

    /// Translates and renders the documents of the graph that `selection` asks for into `output`,
    /// scene by scene; the text is what ``SwiftRenderer`` makes of ``translate(_:selection:)``.
    ///
    /// Returns the diagnostics; when they contain errors, the output holds text that must not be
    /// used. Rethrows what the output throws.
    public func generate(_ graph: ResolvedGraph, selection: Selection = .all, into output: inout some GeneratedOutput) throws -> [Diagnostic] {
        try generate(graph, selection: selection, chunkSize: SwiftFileStreamer<GeneratedFiles>.defaultChunkSize, into: &output)
    }

    /// ``generate(_:selection:into:)`` passing text on in chunks of about `chunkSize` bytes.
    func generate(
        _ graph: ResolvedGraph, selection: Selection, chunkSize: Int, into output: inout some GeneratedOutput
    ) throws -> [Diagnostic] {
        var streamer = SwiftFileStreamer(output: output, chunkSize: chunkSize)
        defer { output = streamer.output }
        return try describe(graph, selection: selection, to: &streamer)
    }

    private func describe<Builder: SwiftFileBuilder>(
        _ graph: ResolvedGraph, selection: Selection, to builder: inout Builder
    ) throws -> [Diagnostic] {
        let optionProblems = options.problems()
        guard optionProblems.isEmpty else { return optionProblems }
        var context = TranslationContext(graph: graph, options: options)
        context.diagnostics += CycleCheck.embedAndRelationshipCycles(in: graph)
        var fileNames: [String: String] = [:]
        var namespaces: [String: String] = [:]
        var selected: [(document: SceneDocument, fileName: String)] = []
        for document in graph.documents {
            let fileName = document.baseName + ".swift"
            let namespace = context.names[document.path]?.namespace.text ?? ""
            if let other = fileNames[fileName] {
                context.diagnostics.append(.error(
                    "'\(document.path)' and '\(other)' would both generate \(fileName); rename one", at: document.source.element,
                    rule: Rule.nameCollision))
            }
            if let other = namespaces[namespace] {
                context.diagnostics.append(.error(
                    "'\(document.path)' and '\(other)' would both generate the namespace \(namespace); set a different module on one",
                    at: document.source.location(of: "module"), rule: Rule.nameCollision))
            }
            fileNames[fileName] = document.path
            namespaces[namespace] = document.path
            switch selection {
            case .all: break
            case .document(let path) where FilePath.normalize(path) == FilePath.normalize(document.path): break
            case .document, .shared: continue
            }
            selected.append((document, fileName))
        }
        // Documents are independent: each is translated from the context as it is here, and the
        // problems found are gathered in document order. The shared file (unless a document's
        // file is asked for alone) comes last; with several documents it is one more file made
        // alongside theirs, with one it follows it (that document's scenes are made on every
        // core, which a second file made at the same time would stop).
        let shared = context.withoutDiagnostics
        let documents = selected
        let sharedAlongside = Self.makesSharedFileAlongside(documentCount: documents.count, selection: selection)
        var weights = documents.map { Self.translationWeight(of: $0.document) }
        if sharedAlongside { weights.append(Self.sharedFileWeight(documentWeights: weights)) }
        context.diagnostics += try builder.addFiles(weights.count, heaviestFirst: weights) { index, builder in
            guard index < documents.count else { return try Self.addSharedFile(context: shared, to: &builder) }
            var translator = DocumentTranslator(document: documents[index].document, context: shared)
            try translator.build(named: documents[index].fileName, into: &builder)
            return translator.context.diagnostics
        }
        if selection.includesSharedFile && !sharedAlongside { context.diagnostics += try Self.addSharedFile(context: shared, to: &builder) }
        return context.diagnostics.sorted()
    }

    /// Whether the shared file is made alongside the documents' files rather than after them:
    /// when there are several (a single document's scenes are made on every core instead).
    static func makesSharedFileAlongside(documentCount: Int, selection: Selection) -> Bool {
        selection.includesSharedFile && documentCount > 1
    }

    /// Adds the shared file (routers, parameter conformances) to `builder`; returns its problems.
    private static func addSharedFile<Builder: SwiftFileBuilder>(context: TranslationContext, to builder: inout Builder) throws -> [Diagnostic] {
        let (file, diagnostics) = SharedFileTranslator(context: context).file(named: sharedFileName)
        try builder.begin(name: file.name, header: file.header, imports: file.imports)
        try builder.add(file.declarations)
        try builder.end()
        return diagnostics
    }
}

extension SceneTranslator {
    /// An estimate of the work of translating `document`, found without walking it: the line its
    /// last scene starts on (scenes and their views take up the lines of a document).
    static func translationWeight(of document: SceneDocument) -> Int {
        document.scenes.last.map { $0.source.element.line } ?? 0
    }

    /// The shared file's weight when it is made alongside several documents' files: above
    /// every document's, so that it is started first.
    ///
    /// Why: it was made after every document's file, on one core while the other waited (the
    /// serial end of `compile`: its routers and parameter conformances span every scene). Made
    /// as the heaviest file, it overlaps with the documents'; the files are joined in the same
    /// order, so the output is the same.
    static func sharedFileWeight(documentWeights: [Int]) -> Int {
        (documentWeights.max() ?? 0) + 1
    }
}

/// Header lines every generated file starts with.
enum GeneratedHeader {
    static func lines(source: String) -> [String] {
        ["Generated by scenec from \(source). DO NOT EDIT.", "Regenerate with `scenec compile`; edit the scene file instead.",
         "swift-format-ignore-file", "swiftlint:disable all"]
    }
}

/// Finds embed and relationship cycles: generated factories instantiate those children eagerly,
/// so a cycle would recurse forever.
enum CycleCheck {
    /// Scenes that contain each other through embeds and relationships: a depth-first walk from
    /// every scene that is not a reference, reporting each edge that leads back into the walk's
    /// path. It runs on scene numbers (``SceneNumbers``) with one path it pushes and pops: on ids,
    /// copying every scene and the path at each step, it was 1 % of `compile` of 200 storyboards,
    /// before the concurrent part. `CycleCheckTests` compares with the former walk.
    static func embedAndRelationshipCycles(in graph: ResolvedGraph) -> [Diagnostic] {
        let numbers = SceneNumbers(graph: graph)
        // Each number's containment destinations, from the first scene of its id (as `scene(_:)` gives).
        var successors = [[Int]](repeating: [], count: numbers.count)
        var seen = [Bool](repeating: false, count: numbers.count)
        var roots: [Int] = []
        var ordinal = 0
        graph.forEachScene { scene in
            let number = numbers.number(sceneAt: ordinal)
            ordinal += 1
            if scene.kind != .reference { roots.append(number) }
            guard !seen[number] else { return }
            seen[number] = true
            for segue in scene.segues where segue.kind == .embed || segue.kind == .relationship {
                if let next = graph.destination(of: segue, from: scene.id).flatMap(numbers.number(of:)) { successors[number].append(next) }
            }
        }
        var diagnostics: [Diagnostic] = []
        var state = [UInt8](repeating: 0, count: numbers.count)  // 1 visiting, 2 done
        var path: [Int] = []
        func visit(_ node: Int) {
            if state[node] == 2 { return }
            if state[node] == 1 {
                let loop = path.drop { $0 != node }.map { numbers.ids[$0].name } + [numbers.ids[node].name]
                let location = graph.scene(numbers.ids[path.last ?? node])?.source.element
                diagnostics.append(.error(
                    "scenes contain each other through embeds or relationships: \(loop.joined(separator: " → ")); the scene could never be created",
                    at: location, rule: SceneTranslator.Rule.cycle))
                return
            }
            state[node] = 1
            path.append(node)
            for next in successors[node] { visit(next) }
            path.removeLast()
            state[node] = 2
        }
        for root in roots { visit(root) }
        return diagnostics
    }
}
