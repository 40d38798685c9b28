import Foundation
import SceneCompiler
import SceneInterpreter
import SceneRuntime
import Testing
import TestSupport

@Suite("Simulator session") @MainActor
struct SimulatorTests {
    private func simulator() throws -> Simulator {
        let root = packageRoot
        return try Simulator(graph: Compiler().load([root.appendingPathComponent("Scenes").path]).graph)
    }

    @Test func showListsTheVisibleScenesActions() throws {
        let session = try simulator()
        let lines = session.run("show").lines
        #expect(lines.first == "Window")
        #expect(lines.contains("Visible: recipeList \"Recipes\" (RecipeListViewController as TableViewController, Recipes.scene)"))
        #expect(lines.contains("  3. row 0 RecipeCell → segue showRecipe (show → recipeDetail)"))
        #expect(lines.last == "Segues (perform ID): showRecipe, addRecipe, showTips")
    }

    @Test func errorsAreOutcomesNotCrashes() throws {
        let session = try simulator()
        let unknown = session.run("fly away")
        #expect(unknown.isError && unknown.lines == ["error: unknown command 'fly'; `help` lists the commands"])
        #expect(session.run("tap 42").isError)
        #expect(session.run("back").isError)
        #expect(session.run("dismiss").lines == ["error: nothing is presented"])
        #expect(session.run("restore").isError)
        #expect(session.run("quit").quits)
        #expect(!session.run("# a comment").isError)
    }

    @Test func preserveAndRestoreRebuildThePushedScene() throws {
        let session = try simulator()
        _ = session.run("tap RecipeCell")
        #expect(session.run("preserve").lines.contains("  MainTabs/RecipesNavigation#0/RecipeDetail#1"))
        let restored = session.run("restore")
        #expect(!restored.isError)
        #expect(restored.lines.contains("  + MainTabs/RecipesNavigation#0/RecipeDetail#1 (ViewController, applicationDelegate)"))
        let navigation = try #require((session.window.rootViewController as? TabBarController)?.viewControllers?.first as? NavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(session.interpreter.scene(of: navigation.topViewController!)?.id.name == "recipeDetail")
    }
}
