import SceneCompiler
import SceneEditing
import SceneFormatter
import SceneGraph

/// Requests that change text or describe a document: renames, the outline, code actions and
/// formatting.
extension LanguageServer {
    /// The current text of a document the workspace knows, as a ``TextDocument``.
    func currentDocument(_ path: String) -> TextDocument {
        documents[path] ?? TextDocument(text: workspace.text(of: path) ?? "", version: 0)
    }

    func prepareRename(_ params: JSONValue?) throws -> JSONValue {
        let (path, position) = try documentPosition(params)
        guard let range = workspace.prepareRename(at: position, in: path) else { return .null }
        return .members(("range", range.json), ("placeholder", .string(currentDocument(path).text(in: range))))
    }

    /// `textDocument/rename`: a workspace edit over every file that names the id or scene, or a
    /// `RequestFailed` error (-32803) saying why the rename is refused (a collision, an invalid
    /// name, a storyboard).
    func rename(_ params: JSONValue?) throws -> JSONValue {
        let (path, position) = try documentPosition(params)
        guard let newName = params?["newName"]?.stringValue else { throw ResponseError.invalidParams("'newName' is missing") }
        switch workspace.rename(at: position, in: path, to: newName) {
        case .edits(let edits): return .members(("changes", uris.changes(edits)))
        case .refused(let reason): throw ResponseError.requestFailed(reason)
        }
    }

    func documentSymbols(_ params: JSONValue?) throws -> JSONValue {
        let path = try knownDocument(params)
        let symbols = workspace.symbols(in: path)
        if client.hierarchicalSymbols { return .array(symbols.map(symbolJSON)) }
        var flat: [JSONValue] = []
        func add(_ symbol: OutlineSymbol, container: String?) {
            flat.append(.members(
                ("name", .string(symbol.name)),
                ("kind", .int(Self.symbolKind(symbol.kind))),
                ("location", uris.location(FileRange(path: path, range: symbol.range))),
                ("containerName", container.map(JSONValue.string))))
            for child in symbol.children { add(child, container: symbol.name) }
        }
        for symbol in symbols { add(symbol, container: nil) }
        return .array(flat)
    }

    private func symbolJSON(_ symbol: OutlineSymbol) -> JSONValue {
        .members(
            ("name", .string(symbol.name.isEmpty ? "(unnamed)" : symbol.name)),
            ("detail", symbol.detail.map(JSONValue.string)),
            ("kind", .int(Self.symbolKind(symbol.kind))),
            ("range", symbol.range.json),
            ("selectionRange", symbol.selectionRange.json),
            ("children", symbol.children.isEmpty ? nil : .array(symbol.children.map(symbolJSON))))
    }

    /// LSP's `SymbolKind` for an outline entry.
    static func symbolKind(_ kind: OutlineSymbol.Kind) -> Int {
        switch kind {
        case .scene: 5  // Class
        case .container: 3  // Namespace
        case .reference: 2  // Module
        case .view: 8  // Field
        case .cell: 23  // Struct
        case .barButtonItem: 7  // Property
        case .gestureRecognizer: 24  // Event
        case .segue: 12  // Function
        case .relationship: 13  // Variable
        case .unwindAction: 6  // Method
        }
    }

    /// `textDocument/codeAction`: did-you-mean fixes for the diagnostics in the range and starter
    /// classes for missing ones. Actions that create a file need a client that accepts file
    /// creation in workspace edits; for others they are left out.
    func codeActions(_ params: JSONValue?) throws -> JSONValue {
        let path = try knownDocument(params)
        guard let range = TextRange(json: params?["range"]) else { throw ResponseError.invalidParams("'range' is missing or invalid") }
        if diagnosticsAreStale { publishDiagnostics() }
        let diagnostics = (publisher.current[path] ?? []).filter { $0.range.overlaps(range) }
        let only = params?.at("context", "only")?.arrayValue?.compactMap(\.stringValue)
        var actions: [JSONValue] = []
        for action in workspace.codeActions(in: path, range: range, diagnostics: diagnostics) {
            if let only, !only.contains(where: { action.kind == $0 || action.kind.hasPrefix($0 + ".") }) { continue }
            guard let edit = workspaceEdit(action) else { continue }
            actions.append(.members(
                ("title", .string(action.title)),
                ("kind", .string(action.kind)),
                ("diagnostics", action.fixes.isEmpty ? nil : .array(action.fixes.map(diagnosticJSON))),
                ("isPreferred", action.isPreferred ? .bool(true) : nil),
                ("edit", edit)))
        }
        return .array(actions)
    }

    /// An action's workspace edit; nil when it creates files and the client cannot.
    private func workspaceEdit(_ action: EditAction) -> JSONValue? {
        guard !action.newFiles.isEmpty else { return .members(("changes", uris.changes(action.edits))) }
        guard client.createFiles else { return nil }
        var changes: [JSONValue] = []
        for file in action.newFiles {
            let uri = JSONValue.string(uris.uri(of: file.path))
            changes.append(.members(("kind", .string("create")), ("uri", uri),
                                    ("options", .members(("overwrite", .bool(false)), ("ignoreIfExists", .bool(false))))))
            changes.append(.members(
                ("textDocument", .members(("uri", uri), ("version", .null))),
                ("edits", .array([TextEdit(range: TextRange(at: TextPosition(line: 0, character: 0)), newText: file.content).json]))))
        }
        for (path, edits) in action.edits.sorted(by: { $0.key < $1.key }) {
            changes.append(.members(
                ("textDocument", .members(("uri", .string(uris.uri(of: path))), ("version", documents[path].map { .int($0.version) } ?? .null))),
                ("edits", .array(edits.map(\.json)))))
        }
        return .members(("documentChanges", .array(changes)))
    }

    /// `textDocument/formatting`: `scenec format`'s canonical layout as one edit of the whole
    /// document (none when it is already canonical). The layout is the canonical one whatever
    /// the editor's tab settings, so the file matches `scenec format --check`. A document the
    /// formatter refuses (errors, a storyboard) gets no edits (`null`) and a
    /// `window/showMessage` saying why — not an error, so format-on-save does not fail loudly.
    func formatting(_ params: JSONValue?) throws -> JSONValue {
        let path = try knownDocument(params)
        let document = currentDocument(path)
        switch SceneFormatter().format(document.text, path: path) {
        case .formatted(let text):
            guard text != document.text else { return .array([]) }
            let whole = TextRange(start: TextPosition(line: 0, character: 0), end: document.endPosition)
            return .array([TextEdit(range: whole, newText: text).json])
        case .refused(let problems):
            let first = problems.first.map { problem in
                (problem.location.map { "line \($0.line): " } ?? "") + problem.message
            } ?? "the formatter refused it"
            showMessage("scenec: \(FilePath.fileName(of: path)) is not formatted: \(first)", type: 2)
            return .null
        }
    }
}
