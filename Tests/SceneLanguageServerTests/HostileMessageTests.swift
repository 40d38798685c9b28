import Foundation
import SceneCompiler
import Testing

/// What a broken or hostile client sends: each gets an error answer (or is skipped), and the
/// next ordinary request still gets its answer.
@Suite struct HostileMessageTests {
    static let scene = """
        <scenes xmlns="urn:scenec:scene:1" initial="first">
          <controller id="first" class="FirstViewController"/>
        </scenes>
        """

    /// A client with one document open, and a check that it still answers.
    final class Session {
        let workspace: TestWorkspace
        let client: LSPTestClient

        init() throws {
            workspace = try TestWorkspace(["Main.scene": HostileMessageTests.scene])
            client = try workspace.client()
            try client.open(workspace.uri("Main.scene"), text: HostileMessageTests.scene)
        }

        /// An ordinary request is answered (with a result, not an error).
        func stillServes() throws {
            let answer = try client.request("textDocument/documentSymbol", .members(
                ("textDocument", .members(("uri", .string(workspace.uri("Main.scene")))))))
            #expect(answer["error"] == nil, "\(answer.compactText)")
            #expect(answer["result"] != nil)
        }

        /// The next error response with a null id.
        func nullIDError() throws -> JSONValue {
            try client.waitFor("an error with a null id") { $0["error"] != nil && $0["id"] == .null }
        }

        func finish() throws {
            #expect(try client.shutdownAndExit() == 0)
        }
    }

    @Test func malformedJSONIsAParseError() throws {
        let session = try Session()
        try session.client.sendBody(#"{"jsonrpc":"2.0","id":1,"method":"#)
        #expect(try session.nullIDError().at("error", "code") == .int(-32700))
        try session.stillServes()
        try session.finish()
    }

    @Test func invalidRequestsAreRefusedWithTheirID() throws {
        let session = try Session()
        let cases: [(String, Int)] = [
            (#"{"jsonrpc":"1.0","id":901,"method":"shutdown"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":902,"method":42}"#, -32600),
            (#"{"jsonrpc":"2.0","id":903,"method":"textDocument/hover","params":"text"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":904,"method":"no/such/method"}"#, -32601),
            (#"{"jsonrpc":"2.0","id":905,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///no/such/file.scene"},"position":{"line":0,"character":0}}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":906,"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:1"},"position":{"line":0,"character":0}}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":907,"method":"textDocument/definition","params":{"textDocument":{"uri":"\#(session.workspace.uri("Main.scene"))"},"position":{"line":-1}}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":908,"method":"textDocument/rename","params":{"textDocument":{"uri":"\#(session.workspace.uri("Main.scene"))"},"position":{"line":1,"character":20}}}"#, -32602),
        ]
        for (body, code) in cases {
            try session.client.sendBody(body)
            let id = try JSONValue.parse(body)["id"]!
            let answer = try session.client.response(to: id)
            #expect(answer.at("error", "code") == .int(code), "\(body) → \(answer.compactText)")
        }
        try session.stillServes()
        try session.finish()
    }

    @Test func messagesThatAreNotRequestsAreRefused() throws {
        let session = try Session()
        for body in ["[]", #"[{"jsonrpc":"2.0","id":1,"method":"shutdown"}]"#, "42", #"{"jsonrpc":"2.0"}"#] {
            try session.client.sendBody(body)
            #expect(try session.nullIDError().at("error", "code") == .int(-32600), "\(body)")
        }
        try session.client.sendBody(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        #expect(try session.nullIDError().at("error", "code") == .int(-32700))
        try session.stillServes()
        try session.finish()
    }

    @Test func unknownNotificationsAndBadNotificationParametersAreSurvived() throws {
        let session = try Session()
        try session.client.notify("no/such/notification", .object([]))
        try session.client.notify("textDocument/didChange", .members(("textDocument", .members(("uri", .string("file:///never/opened.scene"))))))
        try session.client.notify("textDocument/didOpen", .object([]))
        try session.client.notify("workspace/didChangeWatchedFiles", .members(("changes", .string("no"))))
        try session.stillServes()
        try session.finish()
    }

    @Test func garbageHeadersAndBytesBetweenMessagesAreSkipped() throws {
        let session = try Session()
        try session.client.sendRaw(Array("Content-Length: banana\r\n\r\n".utf8))
        #expect(try session.nullIDError().at("error", "code") == .int(-32700))
        try session.client.sendRaw(Array("\u{0}\u{1}garbage without a header\r\n\r\n}}}".utf8))
        try session.client.sendRaw(Array("Content-Length: -5\r\n\r\n".utf8))
        #expect(try session.nullIDError().at("error", "code") == .int(-32700))
        try session.stillServes()
        try session.finish()
    }

    @Test func oversizedAndShortBodiesAreSkipped() throws {
        let session = try Session()
        // A header announcing 100 GB: refused without an allocation, skipped up to the next header.
        // (The skip ends at the next header, so the error comes once the next message is sent.)
        try session.client.sendRaw(Array("Content-Length: 100000000000\r\n\r\n{\"jsonrpc\":".utf8))
        try session.stillServes()
        #expect(try session.nullIDError().at("error", "code") == .int(-32600))
        // A body shorter than its header says swallows the next message's header: read again from it.
        try session.client.sendRaw(Array("Content-Length: 40\r\n\r\n{}".utf8))
        try session.stillServes()
        #expect(try session.nullIDError().at("error", "code") == .int(-32700))
        try session.stillServes()
        try session.finish()
    }

    @Test func aCancelledRequestIsAnsweredWithRequestCancelled() throws {
        let session = try Session()
        try session.client.notify("$/cancelRequest", .members(("id", .int(777))))
        try session.client.sendBody(#"{"jsonrpc":"2.0","id":777,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(session.workspace.uri("Main.scene"))"}}}"#)
        #expect(try session.client.response(to: .int(777)).at("error", "code") == .int(-32800))
        try session.stillServes()
        try session.finish()
    }

    @Test func aBillionLaughsSceneIsADiagnosticNotACrash() throws {
        let session = try Session()
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE scenes [\(entities)]>
            <scenes xmlns="urn:scenec:scene:1"><controller id="a" class="A" title="&lol9;"/></scenes>
            """
        let uri = session.workspace.uri("Bomb.scene")
        try session.client.open(uri, text: bomb)
        let diagnostics = try session.client.diagnostics(for: uri) { !$0.isEmpty }
        #expect(diagnostics.contains { $0["severity"] == .int(1) })
        try session.stillServes()
        // An element-count bomb and binary junk as document text.
        try session.client.open(session.workspace.uri("Wide.scene"), text: "<scenes xmlns=\"urn:scenec:scene:1\">" + String(repeating: "<x/>", count: 300_000) + "</scenes>")
        try session.client.open(session.workspace.uri("Junk.scene"), text: String(decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }, as: UTF8.self))
        _ = try session.client.diagnostics(for: session.workspace.uri("Junk.scene")) { !$0.isEmpty }
        try session.stillServes()
        try session.finish()
    }
}
