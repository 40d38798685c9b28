import Foundation
import SceneCompiler
import SceneGraph
import SceneInterpreter
import SceneRuntime
import Testing
import TestSupport

/// The sample app's scene files, loaded into a graph.
private func sampleGraph(_ files: [String] = ["Scenes"]) -> ResolvedGraph {
    let root = packageRoot
    return Compiler().load(files.map { root.appendingPathComponent($0).path }).graph
}

/// An interpreter over the sample scenes whose messages are collected, its initial scene shown in a window.
@MainActor
private final class Harness {
    let interpreter: SceneInterpreter
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var messages: [String] = []

    init(_ files: [String] = ["Scenes"]) {
        interpreter = SceneInterpreter(graph: sampleGraph(files))
        interpreter.messageHandler = { [unowned self] in self.messages.append($0) }
        window.rootViewController = interpreter.instantiateInitialController()
        window.makeKeyAndVisible()
    }

    var tabs: TabBarController { window.rootViewController as! TabBarController }
    var recipesNavigation: NavigationController { tabs.viewControllers![0] as! NavigationController }
    var recipeList: TableViewController { recipesNavigation.viewControllers[0] as! TableViewController }
}

/// Descendants of a view, depth first.
@MainActor
private func allViews(_ view: View) -> [View] {
    [view] + view.subviews.flatMap(allViews)
}

@Suite("Scene interpreter") @MainActor
struct InterpreterTests {
    @Test func buildsControllersOfTheSceneKinds() throws {
        let harness = Harness()
        #expect(harness.tabs.restorationIdentifier == "MainTabs")
        #expect(harness.tabs.viewControllers?.count == 2)
        #expect(harness.recipeList.title == "Recipes")
        #expect(harness.recipeList.navigationItem.rightBarButtonItems?.count == 1)
        let split = try #require(harness.tabs.viewControllers?[1] as? SplitViewController)
        #expect(split.restorationIdentifier == "SettingsSplit")
        #expect(split.tabBarItem.title == "Settings")
        #expect(split.viewController(for: .primary) is TableViewController)
        #expect(harness.interpreter.scene(of: harness.recipeList)?.id.name == "recipeList")
    }

    @Test func buildsTheViewTreeWithAttributesAndEmbeds() throws {
        let harness = Harness()
        let detail = harness.interpreter.instantiate(SceneID(document: try #require(harness.interpreter.initialDocument?.path), name: "recipeDetail"))
        let views = allViews(detail.view)
        let start = try #require(views.compactMap { $0 as? Button }.first { $0.currentTitle == "Start Cooking" })
        #expect(start.accessibilityLabel == "Start cooking")
        #expect(views.contains { ($0 as? TextView)?.isEditable == false })
        #expect(views.contains { $0 is ScrollView && $0.restorationIdentifier == "RecipeDetailScroll" })
        #expect(detail.children.count == 1, "the nutrition facts are embedded while the view loads")
        #expect(harness.interpreter.affordances(of: detail).map(\.summary).contains { $0.contains("toggleFavorite") })
    }

    @Test func aCellSeguePushesTheDestinationAndActionsAreReported() throws {
        let harness = Harness()
        let rows = harness.interpreter.affordances(of: harness.recipeList).filter { $0.summary.hasPrefix("row") }
        #expect(rows.count == 1)
        #expect(try #require(rows.first).perform())
        #expect(harness.recipesNavigation.viewControllers.count == 2)
        let detail = try #require(harness.recipesNavigation.topViewController)
        #expect(harness.interpreter.scene(of: detail)?.id.name == "recipeDetail")
        let favorite = try #require(harness.interpreter.affordances(of: detail).first { $0.names.contains("favoriteButton") })
        #expect(favorite.perform())
        #expect(harness.messages.contains { $0.contains("toggleFavorite(_:)") && $0.contains("RecipeDetailViewController") })
    }

    @Test func aProgrammaticSeguePresentsAndTheDeclaredUnwindActionEndsIt() throws {
        let harness = Harness()
        try harness.recipeList.performSegue(withIdentifier: "addRecipe", sender: nil)
        let form = try #require(harness.tabs.presentedViewController as? NavigationController)
        #expect(form.isModalInPresentation)
        let add = try #require(form.topViewController)
        #expect(add.title == "New Recipe")
        try add.performSegue(withIdentifier: "cancel", sender: nil)
        #expect(harness.tabs.presentedViewController == nil)
        #expect(harness.messages.contains("unwind action cancelAddingRecipe reached RecipeListViewController (from New Recipe)"))
    }

    @Test func storyboardsInstantiateIdentifiedScenes() throws {
        let harness = Harness()
        let path = try #require(harness.interpreter.initialDocument?.path)
        let storyboard = try #require(harness.interpreter.storyboard(for: path))
        #expect(storyboard.identifiers == ["CookingTips", "Tip"])
        let tips = try storyboard.instantiateViewController(withIdentifier: "CookingTips")
        #expect(tips.title == "Cooking Tips")
        #expect(tips.storyboard === storyboard)
        #expect(tips.children.first is PageViewController)
    }

    @Test func anUnresolvedReferenceIsReportedNotFaked() throws {
        let harness = Harness(["Scenes/Recipes.scene"])
        let settingsTab = try #require(harness.tabs.viewControllers?[1])
        #expect(type(of: settingsTab) == ViewController.self)
        #expect(harness.messages.contains { $0.hasPrefix("note: reference 'settings' is not resolved") })
    }
}
