import SceneCompiler
import SceneEditing
import SceneGraph

/// Text synchronisation: open documents, their incremental changes, saves, closes and files
/// changed on disk. Each marks diagnostics for publication at the next quiet moment.
extension LanguageServer {
    /// The path of `params.textDocument.uri`; an error unless it is a `file:` URI.
    func documentPath(_ params: JSONValue?) throws -> String {
        guard let uri = params?.at("textDocument", "uri")?.stringValue else {
            throw ResponseError.invalidParams("'textDocument.uri' is missing")
        }
        guard let path = DocumentURI.path(of: uri) else {
            throw ResponseError.invalidParams("'\(uri.prefix(200))' is not a file: URI")
        }
        return path
    }

    /// The path of a document the workspace knows (open, or a scene file or storyboard on disk).
    func knownDocument(_ params: JSONValue?) throws -> String {
        let path = try documentPath(params)
        guard documents[path] != nil || workspace.text(of: path) != nil else {
            throw ResponseError.invalidParams("unknown document '\(uris.uri(of: path))': open it first (textDocument/didOpen)")
        }
        return path
    }

    /// The path and position of a `TextDocumentPositionParams`.
    func documentPosition(_ params: JSONValue?) throws -> (path: String, position: TextPosition) {
        let path = try knownDocument(params)
        guard let position = TextPosition(json: params?["position"]) else {
            throw ResponseError.invalidParams("'position' must have a non-negative 'line' and 'character'")
        }
        return (path, position)
    }

    func didOpen(_ params: JSONValue?) throws {
        let path = try documentPath(params)
        guard let uri = params?.at("textDocument", "uri")?.stringValue,
              let text = params?.at("textDocument", "text")?.stringValue
        else { throw ResponseError.invalidParams("'textDocument.text' is missing") }
        guard Self.isSceneDocument(path) else {
            foreignDocuments.insert(path)
            log.write("left alone: \(path) (not a scene file or storyboard)")
            return
        }
        let version = params?.at("textDocument", "version")?.intValue ?? 0
        let language = params?.at("textDocument", "languageId")?.stringValue ?? "scene"
        uris.opened[path] = uri
        documents[path] = TextDocument(text: text, version: version, languageID: language)
        workspace.open(path: path, text: text)
        log.write("opened \(path) (\(text.utf8.count) bytes)")
        markForPublication(path)
    }

    /// Whether a path names a scene file or a storyboard (what the server serves).
    static func isSceneDocument(_ path: String) -> Bool {
        ["scene", "storyboard"].contains(FilePath.fileExtension(of: path).lowercased())
    }

    func didChange(_ params: JSONValue?) throws {
        let path = try documentPath(params)
        if foreignDocuments.contains(path) { return }
        guard var document = documents[path] else {
            throw ResponseError.invalidParams("'\(uris.uri(of: path))' is not open")
        }
        guard let changes = params?["contentChanges"]?.arrayValue else {
            throw ResponseError.invalidParams("'contentChanges' must be an array")
        }
        // Every change is checked before any applies, so a bad one leaves the document as it was.
        let edits = try changes.map { change -> (TextRange?, String) in
            guard let text = change["text"]?.stringValue else { throw ResponseError.invalidParams("a change without 'text'") }
            guard let rawRange = change["range"] else { return (nil, text) }
            guard let range = TextRange(json: rawRange) else { throw ResponseError.invalidParams("a change with an invalid 'range'") }
            return (range, text)
        }
        for (range, text) in edits {
            document.replace(range, with: text)
            lintFindings.apply(range, text: text, in: path)
        }
        document.version = params?.at("textDocument", "version")?.intValue ?? document.version + 1
        documents[path] = document
        workspace.change(path: path, text: document.text)
        markForPublication(path)
    }

    func didSave(_ params: JSONValue?) throws {
        let path = try documentPath(params)
        if foreignDocuments.contains(path) { return }
        if let text = params?["text"]?.stringValue, var document = documents[path], document.text != text {
            document.replace(nil, with: text)
            documents[path] = document
            workspace.change(path: path, text: text)
        }
        workspace.diskFileChanged(path: path)
        markForPublication(path)
    }

    func didClose(_ params: JSONValue?) throws {
        let path = try documentPath(params)
        if foreignDocuments.remove(path) != nil { return }
        guard documents.removeValue(forKey: path) != nil else { return }
        workspace.close(path: path)
        let uri = uris.uri(of: path)
        uris.opened[path] = nil
        publisher.forget(path)
        lintFindings.forget(path)
        send(notification: "textDocument/publishDiagnostics", .members(("uri", .string(uri)), ("diagnostics", .array([]))))
        documentsChanged()  // the file on disk counts again for the others
    }

    func didChangeWatchedFiles(_ params: JSONValue?) throws {
        guard let changes = params?["changes"]?.arrayValue else { throw ResponseError.invalidParams("'changes' must be an array") }
        for change in changes {
            guard let uri = change["uri"]?.stringValue, let path = DocumentURI.path(of: uri) else { continue }
            if LintSettings.isConfigurationFile(path) {
                lintSettings.invalidate()
            } else {
                workspace.diskFileChanged(path: path)
            }
            log.write("changed on disk: \(path)")
        }
        documentsChanged()
    }

    /// Publishes the document's diagnostics at the next quiet moment, changed or not.
    func markForPublication(_ path: String) {
        pendingPublication.insert(path)
        documentsChanged()
    }

    /// A text, a file or a configuration changed: diagnostics are computed again at the next
    /// quiet moment, the lint rules' for the new generation.
    func documentsChanged() {
        generation += 1
        diagnosticsAreStale = true
    }
}
