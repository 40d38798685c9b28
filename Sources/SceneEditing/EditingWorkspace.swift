import SceneCompiler
import SceneGraph

/// The scene files and storyboards an editor works on: open documents (their unsaved text) over
/// the files on disk, read and resolved together, and everything an editor asks of them.
///
/// Not thread-safe: one thread (the language server's) uses it. Every answer comes from the
/// current texts. A document is parsed again only when its text changed — and an edit inside
/// one scene re-reads only that scene (``ChunkReader``), with the full read's result; after any
/// change the documents are resolved together again (references across files only: each
/// document's own check was done when it was parsed), when something next needs the graph.
///
/// Storyboards are read like scene files (diagnostics, outline, hover, definitions, references)
/// but never edited: a rename that would touch one is refused.
public final class EditingWorkspace: @unchecked Sendable {  // used from one thread, as documented
    /// The workspace folder, normalised; nil when the editor opened loose files.
    public let root: String?
    /// The compiler that reads documents.
    let compiler = Compiler()

    private var openTexts: [String: String] = [:]
    private var diskDocuments: Set<String> = []
    private var documentCache: [String: WorkspaceDocument] = [:]
    private var resolution: Resolution?
    private var rootScanned = false
    private var swiftSources: Set<String> = []
    private var classIndex: SwiftClassIndex?

    /// How many times a document was parsed (tests check that an edit parses one document).
    package private(set) var parseCount = 0
    /// How many of those reads re-read only the element an edit was in (``ChunkReader``).
    package private(set) var chunkReadCount = 0
    /// How many times the documents were resolved together.
    package private(set) var resolveCount = 0
    /// How many scenes the last check of a document's ids checked anew (tests check that an
    /// edit of one scene checks one scene: ``GraphResolver/check(_:reusing:)``).
    package func scenesChecked(in path: String) -> Int? { document(at: path)?.scenesChecked }

    /// The graph of all documents and the resolver's diagnostics, by file.
    private struct Resolution {
        var graph: ResolvedGraph
        var diagnostics: [String: [Diagnostic]]
    }

    /// Creates a workspace. Scene files and storyboards under `root` are read from disk; the
    /// Swift sources under it give the declared classes (for `class` completion, definitions and
    /// the scaffold action). Nothing is read before it is needed.
    public init(root: String?) {
        self.root = root.map(FilePath.normalize)
    }

    // MARK: - Documents

    /// An editor opened a document (`didOpen`): its text wins over the file on disk.
    public func open(path: String, text: String) {
        setOpenText(text, of: FilePath.normalize(path))
    }

    /// An open document's text changed (`didChange`, with the full new text).
    public func change(path: String, text: String) {
        setOpenText(text, of: FilePath.normalize(path))
    }

    /// An editor closed a document (`didClose`): the file on disk counts again (or, without one,
    /// the document is gone).
    public func close(path: String) {
        let path = FilePath.normalize(path)
        openTexts[path] = nil
        reloadFromDisk(path)
    }

    /// A file changed on disk (`didSave`, `didChangeWatchedFiles`, created or deleted): a scene
    /// file or storyboard is read again unless it is open; a Swift source refreshes the declared classes.
    public func diskFileChanged(path: String) {
        let path = FilePath.normalize(path)
        if WorkspaceFiles.isDocument(path) {
            if openTexts[path] == nil { reloadFromDisk(path) } else { noteDiskPresence(path) }
        } else if WorkspaceFiles.isSwiftSource(path) {
            if WorkspaceFiles.exists(path) { swiftSources.insert(path) } else { swiftSources.remove(path) }
            classIndex?.update(path)
        }
    }

    /// Every scene file and storyboard known, open or on disk, sorted.
    public var documentPaths: [String] {
        scanRootIfNeeded()
        return Set(openTexts.keys).union(diskDocuments).sorted()
    }

    /// A document's current text: the editor's when it is open, else the disk's.
    public func text(of path: String) -> String? {
        document(at: path)?.source.text
    }

    /// The document at a path, read from the editor's text or the disk.
    func document(at path: String) -> WorkspaceDocument? {
        let path = FilePath.normalize(path)
        if let cached = documentCache[path] { return cached }
        let document: WorkspaceDocument
        if let text = openTexts[path] {
            document = WorkspaceDocument(path: path, text: text)
        } else {
            scanRootIfNeeded()
            guard diskDocuments.contains(path) || (WorkspaceFiles.isDocument(path) && WorkspaceFiles.exists(path)),
                  let bytes = WorkspaceFiles.bytes(of: path, limit: compiler.limits.maxBytes) else { return nil }
            document = WorkspaceDocument(path: path, text: String(decoding: bytes, as: UTF8.self), bytes: bytes)
        }
        documentCache[path] = document
        return document
    }

    /// Every document, in path order.
    var allDocuments: [WorkspaceDocument] { documentPaths.compactMap(document(at:)) }

    private func setOpenText(_ text: String, of path: String) {
        openTexts[path] = text
        guard documentCache[path]?.source.text != text else { return }
        documentCache[path] = WorkspaceDocument(path: path, text: text, predecessor: documentCache[path])
        resolution = nil
    }

    private func reloadFromDisk(_ path: String) {
        noteDiskPresence(path)
        guard diskDocuments.contains(path), let bytes = WorkspaceFiles.bytes(of: path, limit: compiler.limits.maxBytes) else {
            if documentCache.removeValue(forKey: path) != nil { resolution = nil }
            return
        }
        guard documentCache[path]?.source.bytes != bytes else { return }
        documentCache[path] = WorkspaceDocument(path: path, text: String(decoding: bytes, as: UTF8.self), bytes: bytes)
        resolution = nil
    }

    private func noteDiskPresence(_ path: String) {
        // Under the root, and not in a hidden folder (`.build`…), as the scan finds them.
        let isInWorkspace = root.map { root in
            path.hasPrefix(root + "/") && !path.dropFirst(root.count + 1).split(separator: "/").contains { $0.hasPrefix(".") }
        } ?? false
        if WorkspaceFiles.isDocument(path), WorkspaceFiles.exists(path), isInWorkspace || diskDocuments.contains(path) {
            diskDocuments.insert(path)
        } else {
            diskDocuments.remove(path)
        }
    }

    private func scanRootIfNeeded() {
        guard !rootScanned else { return }
        rootScanned = true
        guard let root else { return }
        let scanned = WorkspaceFiles.scan(root)
        diskDocuments.formUnion(scanned.documents)
        swiftSources = Set(scanned.swiftSources)
    }

    /// The classes the workspace's Swift sources declare, by name.
    var declaredClasses: [String: DeclaredSwiftClass] {
        scanRootIfNeeded()
        if classIndex == nil {
            var index = SwiftClassIndex()
            for path in swiftSources.sorted() { index.update(path) }
            classIndex = index
        }
        return classIndex?.byName() ?? [:]
    }

    // MARK: - Reading and resolving

    /// The compiler's reading of a document (parsed once per text).
    func reading(of document: WorkspaceDocument) -> WorkspaceDocument.Reading {
        document.read(with: compiler, parses: &parseCount, chunkReads: &chunkReadCount)
    }

    private func resolved() -> Resolution {
        if let resolution { return resolution }
        resolveCount += 1
        let documents = allDocuments.compactMap { reading(of: $0).document }
        let (graph, diagnostics) = GraphResolver.resolveReferences(documents)
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            byFile[diagnostic.location.map { FilePath.normalize($0.file) } ?? "", default: []].append(diagnostic)
        }
        let result = Resolution(graph: graph, diagnostics: byFile)
        resolution = result
        return result
    }

    /// The graph of every document, resolved together.
    public var graph: ResolvedGraph { resolved().graph }

    /// The problems of one file: reading it (XML, format, names, ids) and resolving it with the
    /// others (references across files), sorted, each with the range of the token it is about.
    public func diagnostics(for path: String) -> [LocatedDiagnostic] {
        guard let document = document(at: path) else { return [] }
        let diagnostics = reading(of: document).diagnostics + (resolved().diagnostics[document.path] ?? [])
        return diagnostics.sorted().map { diagnostic in
            LocatedDiagnostic(
                diagnostic: diagnostic,
                range: diagnostic.location.map { range(of: $0, in: document) } ?? TextRange(at: TextPosition(line: 0, character: 0)))
        }
    }

    /// The range of the token a location points at in a document: an attribute's value (a
    /// location just inside its quote), an element's name (a location at its `<`), else the word
    /// there. The location's own file is used when `path` is not a known document.
    public func range(of location: SourceLocation, in path: String) -> TextRange {
        guard let document = document(at: path) ?? document(at: location.file) else {
            return TextRange(at: TextPosition(line: max(0, location.line - 1), character: max(0, location.column - 1)))
        }
        return range(of: location, in: document)
    }

    func range(of location: SourceLocation, in document: WorkspaceDocument) -> TextRange {
        let offset = document.source.offset(line: location.line, column: location.column)
        return document.source.range(TokenFinder.token(at: offset, in: document))
    }
}
