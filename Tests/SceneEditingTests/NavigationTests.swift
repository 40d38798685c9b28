import Foundation
import SceneEditing
import Testing

/// Go to definition and find references, within a file and across files.
@Suite struct NavigationTests {
    let fixture: EditingFixture
    init() throws { fixture = try EditingFixture() }

    private func definition(of needle: String, in name: String, occurrence: Int = 1, offset: Int = 1) throws -> [FileRange] {
        fixture.workspace.definition(at: try fixture.position(of: needle, in: name, occurrence: occurrence, offset: offset), in: fixture.path(name))
    }

    private func describe(_ ranges: [FileRange]) -> [String] {
        ranges.map { "\(($0.path as NSString).lastPathComponent):\($0.range.start.line + 1) \(fixture.text(at: $0.range, in: ($0.path as NSString).lastPathComponent) ?? "?")" }
    }

    @Test func aDestinationLeadsToItsScene() throws {
        #expect(describe(try definition(of: "destination=\"recipeDetail\"", in: "Recipes.scene", offset: 14)) == ["Recipes.scene:\(try fixture.line(of: "id=\"recipeDetail\"", in: "Recipes.scene")) recipeDetail"])
    }

    @Test func anOutletLeadsToItsView() throws {
        #expect(describe(try definition(of: "destination=\"recipeTitle\"", in: "Recipes.scene", offset: 15)) == ["Recipes.scene:\(try fixture.line(of: "id=\"recipeTitle\"", in: "Recipes.scene")) recipeTitle"])
    }

    @Test func aReferenceLeadsToTheOtherFilesScene() throws {
        // By file alone (the initial scene), by storyboard ID, and through a destination naming the reference.
        #expect(describe(try definition(of: "file=\"Settings.scene\"", in: "Recipes.scene", offset: 7)) == ["Settings.scene:\(try fixture.line(of: "id=\"settingsSplit\"", in: "Settings.scene")) settingsSplit"])
        #expect(describe(try definition(of: "file=\"Recipes.scene\"", in: "Settings.scene", offset: 7)) == ["Recipes.scene:\(try fixture.line(of: "\"CookingTips\"", in: "Recipes.scene")) CookingTips"])
        #expect(describe(try definition(of: "destination=\"settings\"", in: "Recipes.scene", offset: 14))
            == [
                "Recipes.scene:\(try fixture.line(of: "id=\"settings\"", in: "Recipes.scene")) settings",
                "Settings.scene:\(try fixture.line(of: "id=\"settingsSplit\"", in: "Settings.scene")) settingsSplit",
            ])
    }

    @Test func aClassLeadsToItsSwiftDeclaration() throws {
        let ranges = try definition(of: "class=\"RecipeListViewController\"", in: "Recipes.scene", offset: 8)
        #expect(ranges.count == 1)
        #expect(ranges.first?.path.hasSuffix("Scenes/RecipesApp/RecipeListViewController.swift") == true)
        #expect(ranges.first?.range.start == TextPosition(line: 6, character: 12))
        #expect(ranges.first?.range.end == TextPosition(line: 6, character: 36))
    }

    @Test func anUnwindSegueLeadsToItsUnwindAction() throws {
        #expect(describe(try definition(of: "action=\"saveNewRecipe\"", in: "Recipes.scene", offset: 9)) == ["Recipes.scene:\(try fixture.line(of: "method=\"saveNewRecipe\"", in: "Recipes.scene")) saveNewRecipe"])
    }

    @Test func referencesOfAScene() throws {
        let position = try fixture.position(of: "id=\"recipeDetail\"", in: "Recipes.scene", offset: 5)
        let all = fixture.workspace.references(at: position, in: fixture.path("Recipes.scene"), includeDeclaration: true)
        let uses = fixture.workspace.references(at: position, in: fixture.path("Recipes.scene"), includeDeclaration: false)
        #expect(all.count == uses.count + 1)
        #expect(!uses.isEmpty)
        #expect(describe(uses).allSatisfy { $0.hasSuffix(" recipeDetail") })
    }

    @Test func referencesOfAnInitialSceneIncludeOtherFilesReferences() throws {
        let position = try fixture.position(of: "id=\"settingsSplit\"", in: "Settings.scene", offset: 5)
        let uses = describe(fixture.workspace.references(at: position, in: fixture.path("Settings.scene"), includeDeclaration: false))
        #expect(uses.contains("Settings.scene:\(try fixture.line(of: "initial=\"settingsSplit\"", in: "Settings.scene")) settingsSplit"))  // initial="settingsSplit"
        #expect(uses.contains("Recipes.scene:\(try fixture.line(of: "file=\"Settings.scene\"", in: "Recipes.scene")) Settings.scene"))  // <reference file="Settings.scene"/>
    }

    @Test func nothingHereMeansNoAnswer() throws {
        #expect(try definition(of: "kind=\"table\"", in: "Recipes.scene", offset: 7).isEmpty)
    }
}
