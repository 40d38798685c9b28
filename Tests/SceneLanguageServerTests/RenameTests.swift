import Foundation
import SceneCompiler
import Testing

/// Renames of an id or a scene: a workspace edit across files, refused when it would collide.
@Suite struct RenameTests {
    @Test func aSceneIsRenamedInEveryFileThatNamesIt() throws {
        let workspace = try TestWorkspace(["First.scene": DiagnosticsTests.first, "Second.scene": DiagnosticsTests.second])
        let client = try workspace.client()
        let (first, second) = (workspace.uri("First.scene"), workspace.uri("Second.scene"))
        try client.open(first, text: DiagnosticsTests.first)
        try client.open(second, text: DiagnosticsTests.second)
        let (line, character) = try locate("start\" class", in: DiagnosticsTests.first, offset: 2)

        let prepared = try client.result("textDocument/prepareRename", LSPTestClient.position(first, line, character))
        #expect(prepared["placeholder"] == .string("start"))

        var params = LSPTestClient.position(first, line, character)
        if case .object(var members) = params {
            members.append(("newName", .string("welcome")))
            params = .object(members)
        }
        let edit = try client.result("textDocument/rename", params)
        let changes = try #require(edit["changes"])
        let firstEdits = changes[first]?.arrayValue ?? []
        let secondEdits = changes[second]?.arrayValue ?? []
        // First.scene: the id and the initial mark; Second.scene: the reference's `scene`.
        #expect(firstEdits.count == 2)
        #expect(secondEdits.count == 1)
        #expect((firstEdits + secondEdits).allSatisfy { $0["newText"] == .string("welcome") })
        let referenceAt = try locate("start\"/>", in: DiagnosticsTests.second)
        #expect(secondEdits.first?.at("range", "start") == .members(("line", .int(referenceAt.line)), ("character", .int(referenceAt.character))))
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func aRenameThatWouldCollideIsRefused() throws {
        let workspace = try TestWorkspace(["First.scene": DiagnosticsTests.first, "Second.scene": DiagnosticsTests.second])
        let client = try workspace.client()
        let first = workspace.uri("First.scene")
        try client.open(first, text: DiagnosticsTests.first)
        let (line, character) = try locate("start\" class", in: DiagnosticsTests.first, offset: 2)
        let answer = try client.request("textDocument/rename", .members(
            ("textDocument", .members(("uri", .string(first)))),
            ("position", .members(("line", .int(line)), ("character", .int(character)))),
            ("newName", .string("other"))))
        #expect(answer.at("error", "code") == .int(-32803))
        #expect(answer.at("error", "message")?.stringValue?.contains("other") == true)
        // Nothing renameable (a comment-free spot between elements): prepareRename says null.
        let nothing = try client.result("textDocument/prepareRename", LSPTestClient.position(first, 0, 0))
        #expect(nothing == .null)
        #expect(try client.shutdownAndExit() == 0)
    }
}
