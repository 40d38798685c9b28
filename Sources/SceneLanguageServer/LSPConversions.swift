import SceneCompiler
import SceneEditing
import SceneGraph

/// SceneEditing's positions, ranges and edits as LSP JSON, and back.
extension TextPosition {
    /// `{line, character}`.
    public var json: JSONValue { .members(("line", .int(line)), ("character", .int(character))) }

    /// A position from LSP JSON; nil unless both members are non-negative integers.
    public init?(json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0, line <= Int(Int32.max), character <= Int(Int32.max)
        else { return nil }
        self.init(line: line, character: character)
    }
}

extension TextRange {
    /// `{start, end}`.
    public var json: JSONValue { .members(("start", start.json), ("end", end.json)) }

    /// A range from LSP JSON.
    public init?(json: JSONValue?) {
        guard let start = TextPosition(json: json?["start"]), let end = TextPosition(json: json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }
}

extension TextEdit {
    /// `{range, newText}`.
    public var json: JSONValue { .members(("range", range.json), ("newText", .string(newText))) }
}

extension Diagnostic.Severity {
    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information (a note).
    public var lspSeverity: Int {
        switch self {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

/// Converting paths in answers to the URIs the editor knows.
struct URIMap {
    /// The URI each open document was opened with, by path (answers use the editor's spelling).
    var opened: [String: String] = [:]

    func uri(of path: String) -> String {
        opened[path] ?? DocumentURI.uri(of: path)
    }

    func location(_ range: FileRange) -> JSONValue {
        .members(("uri", .string(uri(of: range.path))), ("range", range.range.json))
    }

    /// A workspace edit's `changes`: edits by URI.
    func changes(_ edits: [String: [TextEdit]]) -> JSONValue {
        .object(edits.sorted { $0.key < $1.key }.map { path, edits in (uri(of: path), .array(edits.map(\.json))) })
    }
}
