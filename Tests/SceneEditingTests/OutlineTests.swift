import SceneEditing
import Testing

/// The outline: scenes, their views as nested, cells, bar items, gestures, segues.
@Suite struct OutlineTests {
    @Test func theSampleOutline() throws {
        let fixture = try EditingFixture()
        let symbols = fixture.workspace.symbols(in: fixture.path("Recipes.scene"))
        let scenes = symbols  // <scenes> is no entry: its scenes are lifted
        let names = scenes.map(\.name)
        #expect(names.prefix(4) == ["mainTabs", "recipesNavigation", "settings", "recipeList"], "\(names)")
        let list = try #require(scenes.first { $0.name == "recipeList" })
        #expect(list.kind == .scene)
        #expect(list.detail == "controller · RecipeListViewController")
        #expect(fixture.text(at: list.selectionRange, in: "Recipes.scene") == "recipeList")
        let root = try #require(list.children.first)
        #expect(root.name == "view" && root.kind == .view)
        let table = try #require(root.children.first { $0.name == "recipesTable" })
        #expect(table.kind == .view)
        #expect(table.children.map(\.name) == ["recipeSearch", "recipeCell"])
        let cell = try #require(table.children.last)
        #expect(cell.kind == .cell)
        #expect(cell.children.first?.children.map(\.name) == ["recipeThumbnail", "stackView"])
        #expect(list.children.contains { $0.kind == .segue && $0.name == "showRecipe" && $0.detail == "→ recipeDetail" })
        #expect(list.children.contains { $0.kind == .barButtonItem && $0.name == "addButton" })
        #expect(list.children.contains { $0.kind == .unwindAction && $0.name == "saveNewRecipe" })
        let tabs = try #require(scenes.first)
        #expect(tabs.kind == .container)
        #expect(tabs.children.map(\.name) == ["tab → recipesNavigation", "tab → settings"])
        #expect(scenes.first { $0.name == "settings" }?.detail == "→ Settings.scene")
    }

    @Test func aBrokenDocumentStillHasAnOutline() {
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: "/w/A.scene", text: "<scenes xmlns=\"urn:scenec:scene:1\">\n<controller id=\"a\">\n<view><button id=\"b\" title=\"")
        let symbols = workspace.symbols(in: "/w/A.scene")
        #expect(symbols.map(\.name) == ["a"])
        #expect(symbols.first?.children.first?.children.map(\.name) == ["b"])
    }
}
