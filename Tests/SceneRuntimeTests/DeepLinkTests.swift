import Foundation
import Testing
@testable import SceneRuntime

@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    final class RecipeList: ViewController {}
    final class RecipeDetail: ViewController {
        var recipeID = 0
    }

    /// Tabs: [navigation(list), settings]; the list shows a detail with a typed parameter.
    private func makeTabs() -> TabBarController {
        let list = RecipeList()
        list.debugName = "List"
        list.registerSegue(SegueTemplate(identifier: "showRecipe", kind: .show, destination: { RecipeDetail() }))
        let tabs = TabBarController()
        tabs.setViewControllers([NavigationController(rootViewController: list), ViewController()], animated: false)
        tabs.selectedIndex = 1
        return tabs
    }

    private func makeRouter() throws -> DeepLinkRouter {
        let router = DeepLinkRouter()
        try router.register("recipes://recipe/{recipeID}") { parameters, window in
            let recipeID = try parameters.value("recipeID", as: Int.self)
            let tabs = try DeepLinkNavigator.root(of: window, as: TabBarController.self) { makeTabs() }
            let navigation = try DeepLinkNavigator.selectTab(0, of: tabs, as: NavigationController.self)
            let list = try DeepLinkNavigator.popToRoot(navigation, as: RecipeList.self)
            try list.performSegue(withIdentifier: "showRecipe", sender: nil) { destination in
                (destination as? RecipeDetail)?.recipeID = recipeID
            }
        }
        try router.register("recipes://settings") { _, window in
            let tabs = try DeepLinkNavigator.root(of: window, as: TabBarController.self) { makeTabs() }
            _ = try DeepLinkNavigator.selectTab(1, of: tabs, as: ViewController.self)
        }
        return router
    }

    @Test func deepLinkBuildsTabThenNavigationThenDetail() throws {
        let router = try makeRouter()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        try router.open(try #require(URL(string: "recipes://recipe/42")), in: window)
        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(!window.isHidden)
        #expect(tabs.selectedIndex == 0)
        let navigation = try #require(tabs.selectedViewController as? NavigationController)
        let detail = try #require(navigation.topViewController as? RecipeDetail)
        #expect(detail.recipeID == 42)
        #expect(navigation.viewControllers.count == 2)
        #expect(detail.appearanceState == .appeared)

        // Again, from a different state: a modal over the tabs, another detail pushed.
        let modal = ViewController()
        modal.modalPresentationStyle = .fullScreen
        tabs.present(modal, animated: false)
        try router.open(try #require(URL(string: "recipes://recipe/7?source=mail")), in: window)
        #expect(window.rootViewController === tabs, "the existing root is reused")
        #expect(tabs.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.topViewController as? RecipeDetail)?.recipeID == 7)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func unmatchedAndIllTypedURLsThrowClearErrors() throws {
        let router = try makeRouter()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let unknown = try #require(URL(string: "recipes://ingredient/3"))
        #expect(!router.canOpen(unknown))
        #expect(throws: DeepLinkError.noMatch(url: "recipes://ingredient/3", patterns: ["recipes://recipe/{recipeID}", "recipes://settings"])) {
            try router.open(unknown, in: window)
        }
        #expect(throws: DeepLinkError.invalidParameter("recipeID", value: "soup", expectedType: "Int")) {
            try router.open(URL(string: "recipes://recipe/soup")!, in: window)
        }
        #expect(DeepLinkError.invalidParameter("recipeID", value: "soup", expectedType: "Int").description
                == "The deep link parameter 'recipeID' is 'soup', which is not a valid Int.")
        #expect(window.rootViewController == nil, "a failed link changes nothing before the failing step")
    }

    @Test func invalidAndDuplicatePatternsThrow() {
        let router = DeepLinkRouter()
        #expect(throws: DeepLinkError.self) { try router.register("recipe/{id}") { _, _ in } }
        #expect(throws: DeepLinkError.self) { try router.register("recipes://recipe/id{id}") { _, _ in } }
        #expect(throws: DeepLinkError.self) { try router.register("recipes://recipe/{id}/{id}") { _, _ in } }
        #expect(throws: DeepLinkError.self) { try router.register("recipes://recipe/{}") { _, _ in } }
        #expect(throws: Never.self) { try router.register("recipes://recipe/{id}") { _, _ in } }
        #expect(throws: DeepLinkError.duplicatePattern("RECIPES://recipe/{other}")) {
            try router.register("RECIPES://recipe/{other}") { _, _ in }
        }
        #expect(router.patterns == ["recipes://recipe/{id}"])
    }

    @Test func moreSpecificPatternsWinAndParametersAreDecoded() throws {
        let router = DeepLinkRouter()
        var opened: [String] = []
        try router.register("app://item/{name}") { parameters, _ in opened.append("any " + (parameters["name"] ?? "")) }
        try router.register("app://item/new") { _, _ in opened.append("new") }
        let window = Window(frame: .zero)
        try router.open(URL(string: "app://item/new")!, in: window)
        try router.open(URL(string: "app://item/red%20pepper/")!, in: window)
        #expect(opened == ["new", "any red pepper"])
    }

    @Test func navigatorStepsThrowOnUnexpectedControllers() throws {
        let tabs = makeTabs()
        let window = makeVisibleWindow(root: tabs)
        #expect(throws: DeepLinkError.indexOutOfRange(index: 5, count: 2, container: "TabBarController")) {
            try DeepLinkNavigator.selectTab(5, of: tabs, as: ViewController.self)
        }
        #expect(throws: DeepLinkError.unexpectedController(step: "tab 1 of TabBarController", expected: "NavigationController", found: "ViewController")) {
            try DeepLinkNavigator.selectTab(1, of: tabs, as: NavigationController.self)
        }
        let split = SplitViewController()
        let primary = NavigationController(rootViewController: RecipeList())
        split.setViewControllers([primary, RecipeDetail()])
        let splitWindow = makeVisibleWindow(root: split)
        #expect(split.isCollapsed)
        _ = try DeepLinkNavigator.column(.primary, of: split, as: NavigationController.self)
        _ = try DeepLinkNavigator.column(.secondary, of: split, as: RecipeDetail.self)
        #expect(hierarchyProblems(in: window).isEmpty)
        #expect(hierarchyProblems(in: splitWindow).isEmpty)
    }
}
