import Foundation
import SceneCompiler
import SceneGraph
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
        #expect(lines.contains("  4. row 0 RecipeCell → segue showRecipe (show → recipeDetail)"))
        #expect(lines.last == "Segues (perform ID): showRecipe, addRecipe, showTips, showShoppingList")
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

    @Test func staticRowsToolbarItemsAndGesturesAreListedAndTriggered() throws {
        let session = try Simulator(graph: interactionGraph().graph)
        let menu = session.run("show").lines
        #expect(menu.contains("  1. row 0.0 \"GET Request\" (Data) → segue GET (show → detail-1)"))
        #expect(menu.contains("  3. row 1.0 \"Upload Data\" (Upload) → selects it"))
        #expect(menu.contains("  4. toolbar item refresh-item \"Refresh\" → action refresh"))
        #expect(session.run("tap row \"GET Request\"").lines.contains("segue GET: Requests → Detail"))
        _ = session.run("back")
        #expect(session.run("tap row 0.1").lines.first == "tapped: row 0.1 \"POST Request\" (Data) → segue POST (show → detail-1)")
        _ = session.run("back")
        #expect(session.run("tap toolbar Refresh").lines == [
            "tapped: toolbar item refresh-item \"Refresh\" → action refresh",
            "sent refresh(_:) from refresh-item to TableViewController (its code is not at hand)",
            "Visible: menu-1 \"Requests\" (TableViewController, Requests.storyboard)",
        ])
        #expect(session.run("tap toolbar about").lines.contains("segue about: Requests → Detail"))
        #expect(session.run("show").lines.contains("  1. tap gesture tap-1 on imageView photo-1 → action photoTapped, segue zoom (present → zoom-1)"))
        #expect(session.run("gesture tap on photo").lines == [
            "gesture: tap gesture tap-1 on imageView photo-1 → action photoTapped, segue zoom (present → zoom-1)",
            "sent photoTapped(_:) from tap-1 to ViewController (its code is not at hand)",
            "segue zoom: Detail → Zoom",
            "nav-1.present(Zoom, fullScreen)",
            "Visible: zoom-1 \"Zoom\" (ViewController, Requests.storyboard)",
        ])
        #expect(session.run("gesture swipe on photo").lines == ["error: no gesture recognizer of the visible scene does anything"])
        _ = session.run("dismiss")
        #expect(session.run("gesture swipe on photo").lines == ["error: no gesture 'swipe on photo' on the visible scene; `show` lists them"])
        #expect(session.run("tap toolbar Nope").lines == ["error: no toolbar item 'Nope' on the visible scene; `show` lists them"])
    }

    @Test func aHiddenToolbarsItemsAreListedAsNotReachable() throws {
        let text = interactionStoryboard.replacingOccurrences(of: "toolbarHidden=\"NO\" ", with: "")
        let (document, _) = Compiler().parse(bytes: Array(text.utf8), path: "Requests.storyboard")
        let session = try Simulator(graph: GraphResolver.resolve([try #require(document)]).graph)
        #expect(session.run("show").lines.contains("  4. toolbar item refresh-item \"Refresh\" → action refresh (not reachable: its toolbar is not on screen)"))
        #expect(session.run("tap Refresh").lines == [
            "tapped: toolbar item refresh-item \"Refresh\" → action refresh (nothing happened: its toolbar is not on screen)",
            "Visible: menu-1 \"Requests\" (TableViewController, Requests.storyboard)",
        ])
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

    @Test func helpLinesAlignEverySummaryInOneColumn() {
        let lines = Simulator.helpLines
        #expect(lines.count == Simulator.commands.count)
        let column = (Simulator.commands.map(\.usage.count).max() ?? 0) + 4
        for (line, command) in zip(lines, Simulator.commands) {
            #expect(line.hasPrefix("  " + command.usage + " "))
            #expect(String(line.dropFirst(column)) == command.summary, "\(line)")
            #expect(line.dropFirst(2 + command.usage.count).prefix(column - 2 - command.usage.count).allSatisfy { $0 == " " })
        }
    }
}
