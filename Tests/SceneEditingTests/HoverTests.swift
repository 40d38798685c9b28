import SceneEditing
import Testing

/// Hover: scene summaries, what ids name, classes, and the specification's descriptions.
@Suite struct HoverTests {
    let fixture: EditingFixture
    init() throws { fixture = try EditingFixture() }

    private func hover(_ needle: String, in name: String = "Recipes.scene", offset: Int) throws -> HoverInfo {
        let position = try fixture.position(of: needle, in: name, offset: offset)
        return try #require(fixture.workspace.hover(at: position, in: fixture.path(name)), "no hover at \(needle)")
    }

    @Test func aScenesElementShowsItsSummaryAndTheElementsMeaning() throws {
        let info = try hover("<controller id=\"recipeList\"", offset: 3)
        #expect(info.markdown.contains("**scene `recipeList`** — table controller · class `RecipeListViewController`"))
        #expect(info.markdown.contains("title “Recipes”"))
        #expect(info.markdown.contains("3 outlets"))
        #expect(info.markdown.contains("Reached from: `recipesNavigation` (root)"))
        #expect(info.markdown.contains("**`<controller>`** — `UIViewController`"))
        #expect(fixture.text(at: info.range, in: "Recipes.scene") == "<controller")
    }

    @Test func aDestinationShowsTheScenesSummary() throws {
        let info = try hover("destination=\"recipeDetail\"", offset: 16)
        #expect(info.markdown.contains("**scene `recipeDetail`**"))
        #expect(info.markdown.contains("`recipeList` (show)"))
        #expect(info.markdown.contains("**`destination`** on `<segue>`"))
        #expect(fixture.text(at: info.range, in: "Recipes.scene") == "recipeDetail")
    }

    @Test func aSceneReachedFromAnotherFileSaysSo() throws {
        let info = try hover("id=\"settingsSplit\"", in: "Settings.scene", offset: 6)
        #expect(info.markdown.contains("`Recipes.scene` › `settings` (reference)"))
        #expect(info.markdown.contains("its file (initial scene)"))
    }

    @Test func anIdShowsWhatItNames() throws {
        let info = try hover("destination=\"recipeTitle\"", offset: 16)
        #expect(info.markdown.contains("**`recipeTitle`** — `<label>` in scene `recipeDetail`"))
        #expect(info.markdown.contains("Referred to 1 time."))
    }

    @Test func aSegueIdShowsTheSegue() throws {
        let info = try hover("id=\"showRecipe\"", offset: 5)
        #expect(info.markdown.contains("**segue `showRecipe`** of scene `recipeList` — show → `recipeDetail`, performed by `recipeCell`"))
        #expect(info.markdown.contains("Parameters: `recipeID`"))
    }

    @Test func anAttributeNameShowsItsMeaning() throws {
        let info = try hover("presentationStyle=\"formSheet\"", offset: 3)
        #expect(info.markdown.contains("**`presentationStyle`** on `<segue>`"))
        #expect(info.markdown.contains("modalPresentationStyle"))
        #expect(fixture.text(at: info.range, in: "Recipes.scene") == "presentationStyle")
    }

    @Test func aClassShowsItsDeclaration() throws {
        let info = try hover("class=\"RecipeListViewController\"", offset: 9)
        #expect(info.markdown.contains("**class `RecipeListViewController`**: `TableViewController` — declared in `Scenes/RecipesApp/RecipeListViewController.swift`, line 7"))
    }

    @Test func anUndeclaredClassSaysTheScaffoldCanMakeIt() throws {
        let text = sceneFile(#"  <controller id="a" class="MissingViewController"/>"#)
        fixture.workspace.open(path: fixture.path("New.scene"), text: text)
        let position = try #require(EditingFixture.position(of: "Missing", in: text, offset: 2))
        let info = try #require(fixture.workspace.hover(at: position, in: fixture.path("New.scene")))
        #expect(info.markdown.contains("not declared in the workspace's Swift sources"))
        #expect(info.markdown.contains("Create class MissingViewController"))
    }
}
