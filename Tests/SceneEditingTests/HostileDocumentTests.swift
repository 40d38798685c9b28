import Foundation
import SceneEditing
import Testing

/// Hostile or mangled text gets diagnostics, never an expansion, a crash or a hang, and every
/// other question about it still has an answer.
@Suite struct HostileDocumentTests {
    static let documents: [String: String] = [
        "billion laughs": """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
            <scenes xmlns="urn:scenec:scene:1"><controller id="a" title="&lol3;"/></scenes>
            """,
        "external entity": """
            <?xml version="1.0"?>
            <!DOCTYPE scenes [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <scenes xmlns="urn:scenec:scene:1"><controller id="a" title="&secret;"/></scenes>
            """,
        "deep nesting": "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\">"
            + String(repeating: "<view>", count: 5_000) + String(repeating: "</view>", count: 5_000) + "</controller></scenes>",
        "many attributes": "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" "
            + (0..<2_000).map { "a\($0)=\"x\"" }.joined(separator: " ") + "/></scenes>",
        "binary": String(decoding: (0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 37) }, as: UTF8.self),
        "cut off": "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"",
        "empty": "",
    ]

    @Test(arguments: documents.keys.sorted())
    func getsDiagnosticsAndKeepsAnswering(_ name: String) throws {
        let workspace = EditingWorkspace(root: nil)
        let path = "/hostile/\(name.replacingOccurrences(of: " ", with: "-")).scene"
        let text = try #require(Self.documents[name])
        workspace.open(path: path, text: text)
        let diagnostics = workspace.diagnostics(for: path)
        #expect(diagnostics.contains { $0.diagnostic.severity == .error }, "\(name): no error")
        #expect(!diagnostics.contains { $0.diagnostic.message.contains("lollollol") || $0.diagnostic.message.contains("root:") })
        let end = TextPosition(line: text.split(separator: "\n", omittingEmptySubsequences: false).count - 1, character: 3)
        for position in [TextPosition(line: 0, character: 0), TextPosition(line: 1, character: 20), end] {
            _ = workspace.completions(at: position, in: path)
            _ = workspace.hover(at: position, in: path)
            _ = workspace.definition(at: position, in: path)
            _ = workspace.references(at: position, in: path, includeDeclaration: true)
            _ = workspace.rename(at: position, in: path, to: "x")
        }
        _ = workspace.symbols(in: path)
        _ = workspace.codeActions(in: path, range: TextRange(start: TextPosition(line: 0, character: 0), end: end), diagnostics: diagnostics)
    }

    @Test func entitiesAreRefusedNotExpanded() throws {
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: "/hostile/laughs.scene", text: try #require(Self.documents["billion laughs"]))
        workspace.open(path: "/hostile/external.scene", text: try #require(Self.documents["external entity"]))
        #expect(workspace.diagnostics(for: "/hostile/laughs.scene").contains { $0.diagnostic.ruleID == "xml-doctype" })
        #expect(workspace.diagnostics(for: "/hostile/external.scene").contains { $0.diagnostic.ruleID == "xml-doctype" })
        #expect(workspace.graph.documents.isEmpty)
    }
}
