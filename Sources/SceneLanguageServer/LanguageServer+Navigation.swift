import Foundation
import SceneCompiler
import SceneEditing
import SceneGraph

/// Requests about what is at a position: completion, hover, definitions, references.
extension LanguageServer {
    func completion(_ params: JSONValue?) throws -> JSONValue {
        let (path, position) = try documentPosition(params)
        let items = workspace.completions(at: position, in: path).enumerated().map { index, candidate in
            completionItem(candidate, order: index)
        }
        return .members(("isIncomplete", .bool(false)), ("items", .array(items)))
    }

    /// A candidate as a `CompletionItem`; snippets become plain text for clients without snippets.
    func completionItem(_ candidate: CompletionCandidate, order: Int) -> JSONValue {
        let snippet = candidate.isSnippet && client.snippets
        let inserted = candidate.insertText.map { candidate.isSnippet && !client.snippets ? Self.plainText(ofSnippet: $0) : $0 }
        let documentation: JSONValue? = candidate.documentation.map { text in
            client.markdownDocumentation ? .members(("kind", .string("markdown")), ("value", .string(text))) : .string(text)
        }
        var edit: JSONValue?
        if let range = candidate.replacing {
            edit = TextEdit(range: range, newText: inserted ?? candidate.label).json
        }
        return .members(
            ("label", .string(candidate.label)),
            ("kind", .int(Self.completionKind(candidate.kind))),
            ("detail", candidate.detail.map(JSONValue.string)),
            ("documentation", documentation),
            ("sortText", .string(String(format: "%05d", order))),
            ("filterText", edit == nil ? nil : .string(candidate.label)),
            ("insertText", edit == nil ? inserted.map(JSONValue.string) : nil),
            ("insertTextFormat", .int(snippet ? 2 : 1)),
            ("textEdit", edit))
    }

    /// LSP's `CompletionItemKind` for a candidate.
    static func completionKind(_ kind: CompletionCandidate.Kind) -> Int {
        switch kind {
        case .element: 10  // Property: an element of the format
        case .attribute: 5  // Field
        case .value: 20  // EnumMember
        case .identifier: 6  // Variable
        case .scene: 9  // Module
        case .sceneReference: 18  // Reference
        case .class: 7  // Class
        case .layout: 5  // Field
        }
    }

    /// A snippet's text without its tab stops and placeholders (`${1:name}` → `name`, `$0` → ``).
    static func plainText(ofSnippet snippet: String) -> String {
        var result = ""
        var scalars = Array(snippet.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\":
                if let next = scalars.popFirst() { result.unicodeScalars.append(next) }
            case "$":
                if scalars.first == "{" {
                    scalars = scalars.dropFirst()
                    while let digit = scalars.first, digit.properties.numericType != nil { scalars = scalars.dropFirst() }
                    if scalars.first == ":" { scalars = scalars.dropFirst() }
                    // The placeholder's text up to its closing brace (nested placeholders are not used).
                    while let inner = scalars.popFirst(), inner != "}" { result.unicodeScalars.append(inner) }
                } else {
                    while let digit = scalars.first, digit.properties.numericType != nil { scalars = scalars.dropFirst() }
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    func hover(_ params: JSONValue?) throws -> JSONValue {
        let (path, position) = try documentPosition(params)
        guard let info = workspace.hover(at: position, in: path) else { return .null }
        return .members(
            ("contents", .members(("kind", .string("markdown")), ("value", .string(info.markdown)))),
            ("range", info.range.json))
    }

    func definition(_ params: JSONValue?) throws -> JSONValue {
        let (path, position) = try documentPosition(params)
        return .array(workspace.definition(at: position, in: path).map(uris.location))
    }

    func references(_ params: JSONValue?) throws -> JSONValue {
        let (path, position) = try documentPosition(params)
        let includeDeclaration = params?.at("context", "includeDeclaration")?.boolValue ?? true
        return .array(workspace.references(at: position, in: path, includeDeclaration: includeDeclaration).map(uris.location))
    }
}
