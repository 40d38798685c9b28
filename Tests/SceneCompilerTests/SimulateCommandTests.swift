import Foundation
import Testing
import TestSupport

/// `scenec simulate`: scripted and interactive sessions over interpreted scenes.
@Suite("scenec simulate")
struct SimulateCommandTests {
    private func simulate(_ paths: [String], script: String) throws -> CommandResult {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.txt")
        try Data(script.utf8).write(to: file)
        return try runScenec(["simulate"] + paths + ["--script", file.path])
    }

    /// The lines a command printed in a trace: from its echo to the next echo.
    private func output(of command: String, in trace: String, occurrence: Int = 0) -> [String] {
        let blocks = trace.components(separatedBy: "\n> ").map { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : $0 }
        let matching = blocks.filter { $0.split(separator: "\n").first.map(String.init) == command }
        guard matching.indices.contains(occurrence) else { return [] }
        return matching[occurrence].split(separator: "\n").dropFirst().map(String.init)
    }

    @Test func theSampleFlowRunsFromAScript() throws {
        let result = try simulate(["Scenes"], script: """
            # into a recipe by its row, back, then the add form and its cancel (an unwind)
            tap RecipeCell
            back
            tap addButton
            show
            tap cancel
            tab 1
            regular
            compact
            tab 0
            tap 3
            preserve
            restore
            quit
            show
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let trace = result.stdout
        #expect(output(of: "tap RecipeCell", in: trace).contains("segue showRecipe: Recipes → RecipeDetail"))
        #expect(output(of: "back", in: trace) == ["Visible: recipeList \"Recipes\" (RecipeListViewController as TableViewController, Recipes.scene)"])
        #expect(output(of: "tap addButton", in: trace).contains("MainTabs.present(AddRecipeNavigation, fullScreen)"))
        let form = output(of: "show", in: trace)
        #expect(form.contains("   └─ NavigationController \"AddRecipeNavigation\" (presented (fullScreen)) [visible]"))
        #expect(form.contains("  1. bar item cancelButton \"cancel\" → segue cancel (unwind → cancelAddingRecipe)"))
        #expect(form.contains("Segues (perform ID): cancel, save"))
        #expect(output(of: "tap cancel", in: trace) == [
            "tapped: bar item cancelButton \"cancel\" → segue cancel (unwind → cancelAddingRecipe)",
            "unwind action cancelAddingRecipe reached RecipeListViewController (from New Recipe)",
            "segue cancel: New Recipe → Recipes",
            "MainTabs.dismiss(AddRecipeNavigation)",
            "Visible: recipeList \"Recipes\" (RecipeListViewController as TableViewController, Recipes.scene)",
        ])
        #expect(output(of: "tab 1", in: trace) == ["Visible: settingsMenu \"Settings\" (SettingsMenuViewController as TableViewController, Settings.scene)"])
        #expect(output(of: "regular", in: trace).first == "size class: regular width (926x428)")
        #expect(output(of: "compact", in: trace).first == "size class: compact width (390x844)")
        #expect(output(of: "tap 3", in: trace).first == "tapped: row 0 RecipeCell → segue showRecipe (show → recipeDetail)")
        #expect(output(of: "preserve", in: trace).contains("  MainTabs/RecipesNavigation#0/RecipeDetail#1"))
        let restore = output(of: "restore", in: trace)
        #expect(restore.contains("Restored 6 of 6 controller(s)"))
        #expect(restore.last == "Visible: nutritionFacts (NutritionFactsViewController as ViewController, Recipes.scene)")
        #expect(trace.hasSuffix("> quit\n"), "quit ends the session: the show after it does not run")
    }

    @Test func errorLinesAreReportedAndTheScriptExitsOne() throws {
        let result = try simulate(["Scenes"], script: "jump\ntap 99\ntap nothingLikeThis\nperform nope\nback\ndismiss\nrestore\nshow\n")
        #expect(result.status == 1)
        let trace = result.stdout
        #expect(output(of: "jump", in: trace) == ["error: unknown command 'jump'; `help` lists the commands"])
        #expect(output(of: "tap 99", in: trace) == ["error: no action 99: the visible scene has 3"])
        #expect(output(of: "tap nothingLikeThis", in: trace) == ["error: no action 'nothingLikeThis' on the visible scene; `show` lists them"])
        #expect(output(of: "perform nope", in: trace) == ["error: no segue 'nope' on the visible scene; known: showRecipe, addRecipe, showTips"])
        #expect(output(of: "dismiss", in: trace) == ["error: nothing is presented"])
        #expect(output(of: "restore", in: trace) == ["error: nothing preserved yet: `preserve` first"])
        #expect(output(of: "show", in: trace).first == "Window", "the session goes on after errors")
    }

    @Test(Requirement.corpus.trait) func aCorpusStoryboardRunsWithoutItsCode() throws {
        try Requirement.corpus.require()
        let storyboard = packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/corpus/storyboards/mattneub__Programming-iOS-Book-Examples__Main-bk2ch06p326TabbedUnwind.storyboard")
        let result = try simulate([storyboard.path], script: "show\ntap Push\nback\ntab 1\ntap Present\ntap unwind\ndismiss\n")
        #expect(result.status == 0, "\(result.stderr)")
        let trace = result.stdout
        let show = output(of: "show", in: trace)
        #expect(show.contains("└─ TabBarController \"MyTabBarController\" [visible]"))
        #expect(show.contains("  1. button Ziv-rB-lC5 \"Push\" → segue (no identifier) (show → 6Bb-yP-bmr)"))
        #expect(output(of: "tap Push", in: trace).contains("segue -: FirstViewController → PushedViewController"))
        #expect(output(of: "tap Present", in: trace).contains("MyTabBarController.present(PresentedViewController, fullScreen)"))
        // Storyboards declare no unwind actions: no controller handles it, and the trace says so.
        #expect(output(of: "tap unwind", in: trace).contains {
            $0.hasPrefix("runtime: ") && $0.contains("handles the unwind action 'iAmFirst'")
        })
        #expect(output(of: "dismiss", in: trace).contains("MyTabBarController.dismiss(PresentedViewController)"))
    }

    @Test func theInteractiveModeReadsStandardInput() throws {
        let result = try runScenec(["simulate", "Scenes"], stdin: "tap addButton\ndismiss\nhelp\nquit\ntap 1\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.timedOut)
        let out = result.stdout
        #expect(out.hasPrefix("scenec simulate — `help` lists the commands, `quit` ends.\n> "))
        #expect(out.contains("MainTabs.present(AddRecipeNavigation, fullScreen)"))
        #expect(out.contains("MainTabs.dismiss(AddRecipeNavigation)"))
        #expect(out.contains("  tap N|NAME    trigger action N (or by id, title, segue id) as a user would"))
        #expect(!out.contains("tap addButton"), "commands typed are not echoed")
        #expect(out.components(separatedBy: "> ").count == 5, "a prompt before each line read until quit")
    }
}
