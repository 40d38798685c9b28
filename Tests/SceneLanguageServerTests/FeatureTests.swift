import Foundation
import SceneCompiler
import SceneFormatter
import Testing

/// Where `needle` first occurs in `text` (after `after`, when given): a 0-based line and UTF-16
/// character, plus `offset` characters into it.
func locate(_ needle: String, in text: String, after: String? = nil, offset: Int = 0) throws -> (line: Int, character: Int) {
    var searchStart = text.startIndex
    if let after, let anchor = text.range(of: after) { searchStart = anchor.upperBound }
    guard let found = text.range(of: needle, range: searchStart..<text.endIndex) else {
        throw LSPTestClient.Failure(description: "'\(needle)' is not in the text")
    }
    let before = text[..<found.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<found.lowerBound].utf16.count + offset)
}

/// Every request of the issue on the sample app's scene files (copied to a temporary workspace).
@Suite struct FeatureTests {
    let workspace: TestWorkspace
    let client: LSPTestClient
    let recipes: String
    let settings: String

    init() throws {
        workspace = try TestWorkspace.samples()
        client = try workspace.client()
        recipes = try workspace.text("Recipes.scene")
        settings = try workspace.text("Settings.scene")
        try client.open(workspace.uri("Recipes.scene"), text: recipes)
        try client.open(workspace.uri("Settings.scene"), text: settings)
        #expect(try client.diagnostics(for: workspace.uri("Recipes.scene")).isEmpty)
    }

    func at(_ name: String, _ needle: String, in text: String, after: String? = nil, offset: Int = 1) throws -> JSONValue {
        let (line, character) = try locate(needle, in: text, after: after, offset: offset)
        return LSPTestClient.position(workspace.uri(name), line, character)
    }

    @Test func completionOffersTheScenesOfTheFile() throws {
        let result = try client.result("textDocument/completion",
            try at("Recipes.scene", "recipesNavigation\"/>", in: recipes, after: "<tabBar", offset: 0))
        let labels = result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.contains("recipeList"))
        #expect(labels.contains("settings"))
        #expect(result["isIncomplete"] == .bool(false))
        try finish()
    }

    @Test func completionOffersElementsAfterAnOpeningBracket() throws {
        var text = recipes
        let (line, _) = try locate("<navigationItem title=\"Recipes\"", in: text)
        var lines = text.components(separatedBy: "\n")
        lines.insert("    <", at: line)
        text = lines.joined(separator: "\n")
        try client.notify("textDocument/didChange", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Recipes.scene"))), ("version", .int(2)))),
            ("contentChanges", .array([.members(("text", .string(text)))]))))
        let result = try client.result("textDocument/completion", LSPTestClient.position(workspace.uri("Recipes.scene"), line, 5))
        let labels = result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.contains("segue"), "\(labels)")
        #expect(labels.contains("outlet"), "\(labels)")
        try finish()
    }

    @Test func hoverDescribesTheSceneNamed() throws {
        let result = try client.result("textDocument/hover", try at("Recipes.scene", "recipesNavigation", in: recipes, after: "<tabBar"))
        let markdown = try #require(result.at("contents", "value")?.stringValue)
        #expect(result.at("contents", "kind") == .string("markdown"))
        #expect(markdown.contains("recipesNavigation"))
        #expect(markdown.contains("navigation"))
        try finish()
    }

    @Test func definitionLeadsToTheDeclaration() throws {
        let result = try client.result("textDocument/definition", try at("Recipes.scene", "recipesNavigation", in: recipes, after: "<tabBar"))
        let declaration = try locate("recipesNavigation", in: recipes, after: "<navigation id=\"")
        let target = try #require(result.arrayValue?.first)
        #expect(target["uri"] == .string(workspace.uri("Recipes.scene")))
        #expect(target.at("range", "start") == .members(("line", .int(declaration.line)), ("character", .int(declaration.character))))
        // Across files: Settings.scene's reference (its file) leads to the scene in Recipes.scene.
        let across = try client.result("textDocument/definition", try at("Settings.scene", "Recipes.scene\" storyboardID", in: settings))
        #expect(across.arrayValue?.first?["uri"] == .string(workspace.uri("Recipes.scene")))
        #expect(across.arrayValue?.first?.at("range", "start", "line") == .int(try locate("storyboardID=\"CookingTips\"", in: recipes).line))
        try finish()
    }

    @Test func referencesFindEveryUse() throws {
        let result = try client.result("textDocument/references", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Recipes.scene"))))),
            ("position", try at("Recipes.scene", "recipesNavigation", in: recipes, after: "<tabBar")["position"]!),
            ("context", .members(("includeDeclaration", .bool(true))))))
        let lines = result.arrayValue?.compactMap { $0.at("range", "start", "line")?.intValue }.sorted() ?? []
        #expect(lines == [try locate("recipesNavigation", in: recipes).line, try locate("id=\"recipesNavigation\"", in: recipes).line].sorted())
        try finish()
    }

    @Test func symbolsOutlineTheScenes() throws {
        let result = try client.result("textDocument/documentSymbol", .members(("textDocument", .members(("uri", .string(workspace.uri("Recipes.scene")))))))
        let names = result.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        for scene in ["mainTabs", "recipesNavigation", "settings", "recipeList", "recipeDetail", "tip"] {
            #expect(names.contains(scene), "\(scene) in \(names)")
        }
        let list = try #require(result.arrayValue?.first { $0["name"] == .string("recipeList") })
        #expect(list["kind"] == .int(5))
        let children = list["children"]?.arrayValue ?? []
        #expect(!children.isEmpty)
        try finish()
    }

    @Test func formattingGivesTheFormattersText() throws {
        let result = try client.result("textDocument/formatting", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Settings.scene"))))),
            ("options", .members(("tabSize", .int(4)), ("insertSpaces", .bool(true))))))
        guard case .formatted(let expected) = SceneFormatter().format(settings, path: workspace.path("Settings.scene")) else {
            Issue.record("the formatter refused Settings.scene")
            return
        }
        let edits = result.arrayValue ?? []
        if expected == settings {
            #expect(edits.isEmpty)
        } else {
            #expect(edits.count == 1)
            #expect(edits.first?["newText"] == .string(expected))
            #expect(edits.first?.at("range", "start") == .members(("line", .int(0)), ("character", .int(0))))
        }
        try finish()
    }

    @Test func formattingRefusesAFileWithErrorsAndSaysWhy() throws {
        let broken = settings.replacingOccurrences(of: "destination=\"generalSettings\" trigger", with: "destination=\"generalSetings\" trigger")
        try client.notify("textDocument/didChange", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Settings.scene"))), ("version", .int(2)))),
            ("contentChanges", .array([.members(("text", .string(broken)))]))))
        let unparsable = broken.replacingOccurrences(of: "</scenes>", with: "</scene>")
        try client.notify("textDocument/didChange", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Settings.scene"))), ("version", .int(3)))),
            ("contentChanges", .array([.members(("text", .string(unparsable)))]))))
        let result = try client.result("textDocument/formatting", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Settings.scene"))))),
            ("options", .members(("tabSize", .int(2)), ("insertSpaces", .bool(true))))))
        #expect(result == .null)
        let message = try client.waitFor("a showMessage") { $0["method"] == .string("window/showMessage") }
        #expect(message.at("params", "message")?.stringValue?.contains("not formatted") == true)
        try finish()
    }

    @Test func codeActionsFixATypoAndScaffoldAClass() throws {
        let broken = settings.replacingOccurrences(of: "destination=\"generalSettings\" trigger", with: "destination=\"generalSetings\" trigger")
        try client.notify("textDocument/didChange", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Settings.scene"))), ("version", .int(2)))),
            ("contentChanges", .array([.members(("text", .string(broken)))]))))
        let diagnostics = try client.diagnostics(for: workspace.uri("Settings.scene")) { !$0.isEmpty }
        let dangling = try #require(diagnostics.first { $0["code"] == .string("dangling-destination") })
        let actions = try client.result("textDocument/codeAction", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Settings.scene"))))),
            ("range", dangling["range"]!),
            ("context", .members(("diagnostics", .array([dangling]))))))
        let fix = try #require(actions.arrayValue?.first { $0["title"]?.stringValue?.contains("generalSettings") == true })
        #expect(fix["kind"] == .string("quickfix"))
        let edits = fix.at("edit", "changes", workspace.uri("Settings.scene"))?.arrayValue
        #expect(edits?.first?["newText"] == .string("generalSettings"))
        #expect(edits?.first?["range"] == dangling["range"])

        // No Swift source declares the classes of the sample's scenes: a starter class is offered.
        let (line, character) = try locate("SettingsMenuViewController", in: broken, offset: 2)
        let scaffold = try client.result("textDocument/codeAction", .members(
            ("textDocument", .members(("uri", .string(workspace.uri("Settings.scene"))))),
            ("range", DiagnosticsTests.range(line, character, character)),
            ("context", .members(("diagnostics", .array([]))))))
        let create = try #require(scaffold.arrayValue?.first { $0["title"]?.stringValue?.contains("SettingsMenuViewController") == true })
        let changes = create.at("edit", "documentChanges")?.arrayValue ?? []
        #expect(changes.first?["kind"] == .string("create"))
        #expect(changes.dropFirst().first?.at("edits")?.arrayValue?.first?["newText"]?.stringValue?.contains("class SettingsMenuViewController") == true)
        try finish()
    }

    func finish() throws {
        #expect(try client.shutdownAndExit() == 0)
    }
}
