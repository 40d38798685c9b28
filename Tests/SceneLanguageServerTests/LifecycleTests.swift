import Foundation
import SceneCompiler
import Testing

/// initialize, shutdown and exit through pipes, with the exit statuses LSP asks for.
@Suite struct LifecycleTests {
    @Test func initializeAnnouncesTheCapabilities() throws {
        let client = try LSPTestClient()
        let result = try client.initialize(root: nil)
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities.at("textDocumentSync", "change") == .int(2))
        #expect(capabilities.at("completionProvider", "triggerCharacters") == .array(["<", " ", "\""].map(JSONValue.string)))
        #expect(capabilities.at("renameProvider", "prepareProvider") == .bool(true))
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "documentFormattingProvider"] {
            #expect(capabilities[provider] == .bool(true), "\(provider)")
        }
        #expect(capabilities.at("codeActionProvider", "codeActionKinds") == .array([.string("quickfix")]))
        #expect(result.at("serverInfo", "name") == .string("scenec"))
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func exitWithoutShutdownIsStatusOne() throws {
        let client = try LSPTestClient()
        try client.initialize(root: nil)
        try client.notify("exit", .null)
        #expect(try client.waitForExit() == 1)
    }

    @Test func theEndOfInputStopsTheServer() throws {
        let client = try LSPTestClient()
        try client.initialize(root: nil)
        try client.closeInput()
        #expect(try client.waitForExit() == 1)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let client = try LSPTestClient()
        let early = try client.request("textDocument/hover", LSPTestClient.position("file:///x.scene", 0, 0))
        #expect(early.at("error", "code") == .int(-32002))
        try client.initialize(root: nil)
        let again = try client.request("initialize", .members(("capabilities", .object([]))))
        #expect(again.at("error", "code") == .int(-32600))
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func requestsAfterShutdownAreRefused() throws {
        let client = try LSPTestClient()
        try client.initialize(root: nil)
        _ = try client.result("shutdown", .null)
        let late = try client.request("textDocument/hover", LSPTestClient.position("file:///x.scene", 0, 0))
        #expect(late.at("error", "code") == .int(-32600))
        try client.notify("exit", .null)
        #expect(try client.waitForExit() == 0)
    }
}
