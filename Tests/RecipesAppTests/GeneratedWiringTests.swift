import Foundation
import SceneRuntime
import Testing
@testable import RecipesApp

/// The sample app, compiled through the plugin from `Scenes/*.scene` with its controllers, driven
/// in the headless runtime: the generated wiring does what the scene files declare.
@MainActor
@Suite("Generated wiring of the sample app")
struct GeneratedWiringTests {
    private func launched() throws -> (RecipesSession, RecipeListViewController, NavigationController) {
        let session = RecipesSession()
        session.launch()
        let list = try #require(session.list)
        let navigation = try #require(session.recipesNavigation)
        return (session, list, navigation)
    }

    @Test func launchBuildsTheContainersFromRelationships() throws {
        let (session, list, navigation) = try launched()
        let tabs = try #require(session.tabs)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.viewControllers?.last is SettingsSplitViewController, "the tab reached through a cross-file reference")
        #expect(navigation.viewControllers.first === list)
        #expect(tabs.restorationIdentifier == "MainTabs" && navigation.restorationIdentifier == "RecipesNavigation")
        #expect(list.title == "Recipes" && list.restorationIdentifier == "RecipeList")
        #expect(navigation.tabBarItem.title == "Recipes" && navigation.tabBarItem.accessibilityIdentifier == "tabs.recipes")
    }

    @Test func outletsAndTypedCellsAreWiredBeforeViewDidLoad() throws {
        let (_, list, _) = try launched()
        #expect(list.isViewLoaded)
        #expect(list.recipesTableView === list.tableView, "the table view outlet is the controller's table")
        #expect(list.recipesTableView.restorationIdentifier == "RecipesTable")
        list.recipesTableView.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
        list.recipesTableView.reloadData()
        let cell = try #require(list.recipesTableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecipeCell)
        #expect(cell.nameLabel.text == "Shakshuka")
        #expect(cell.summaryLabel.text == "Eggs poached in spiced tomatoes")
        #expect(cell.accessibilityIdentifier == "recipes.cell")
    }

    @Test func aRowTapPerformsTheCellSegueWithTheCellAsSender() throws {
        let (_, list, navigation) = try launched()
        list.recipesTableView.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
        list.recipesTableView.reloadData()
        #expect(list.recipesTableView.simulateTap(at: IndexPath(row: 2, section: 0)))
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        #expect(detail.recipeID == 3, "prepare(for:sender:) found the row from the cell")
        #expect(detail.title == "Tarte Tatin")
        #expect(detail.titleLabel.text == "Tarte Tatin", "outlets were set before viewDidLoad ran")
        let facts = try #require(detail.children.first as? NutritionFactsViewController, "the embed segue ran when the view loaded")
        #expect(facts.valueLabels.map(\.text) == ["320 kcal", "12 g protein", "40 g carbohydrates", "9 g fat"])
    }

    @Test func typedSegueParametersReachTheDestinationBeforeItsViewLoads() throws {
        let (_, list, navigation) = try launched()
        try list.performSegue(.showRecipe(recipeID: 2, servings: 6))
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        #expect(detail.recipeID == 2 && detail.servings == 6)
        #expect(detail.servingsButton.title(for: .normal) == "6 servings", "viewDidLoad saw the parameters")
        try list.performSegue(.showRecipe(recipeID: 1))
        let second = try #require(navigation.topViewController as? RecipeDetailViewController)
        #expect(second.recipeID == 1 && second.servings == nil, "the default applies")
    }

    @Test func actionsReachTheControllerThroughClosures() throws {
        let (_, list, navigation) = try launched()
        try list.performSegue(.showRecipe(recipeID: 1))
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        let start = try #require(detail.view.subviews.first?.subviews.first?.subviews.last as? Button)
        #expect(start.accessibilityLabel == "Start cooking")
        start.sendActions(for: .touchUpInside)
        #expect(detail.isCooking)
        #expect(detail.progressView.progress > 0)
    }

    @Test func aPopoverAnchoredToAButtonReceivesItsParameterInPrepare() throws {
        let (session, list, navigation) = try launched()
        try list.performSegue(.showRecipe(recipeID: 2))
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        #expect(detail.servingsButton.simulateTap())
        let presented = detail.presentedViewController ?? session.tabs?.presentedViewController
        let picker = try #require(presented as? ServingsPickerViewController, "presented: \(String(describing: presented)); \(session.window.hierarchyDescription())")
        #expect(picker.servings == 4, "prepare(for:sender:) used the typed destination")
        #expect(picker.popoverPresentationController?.sourceView === detail.servingsButton)
        #expect(picker.popoverPresentationController?.permittedArrowDirections == [.up, .down])
        #expect(picker.valueLabel.text == "4 servings")
    }

    @Test func theAddFormIsPresentedAndSaveUnwindsToTheList() throws {
        let (session, list, _) = try launched()
        let tabs = try #require(session.tabs)
        let add = try #require(list.navigationItem.rightBarButtonItems?.first)
        #expect(add.accessibilityLabel == "Add recipe")
        #expect(add.simulateTap())
        let formNavigation = try #require(tabs.presentedViewController as? NavigationController)
        #expect(formNavigation.modalPresentationStyle == .formSheet)
        #expect(formNavigation.isModalInPresentation)
        let form = try #require(formNavigation.viewControllers.first as? AddRecipeViewController)
        #expect(form.saveButton.isEnabled == false)

        let save = try #require(form.navigationItem.rightBarButtonItems?.first)
        #expect(!save.simulateTap(), "a disabled Save does nothing")
        save.isEnabled = true
        #expect(save.simulateTap())
        #expect(tabs.presentedViewController === formNavigation, "shouldPerformSegue refused to save without a name")

        #expect(form.nameField.simulateTyping("Pancakes"))
        #expect(form.saveButton.isEnabled)
        #expect(form.servingsLabel.text == "4 servings")
        #expect(save.simulateTap())
        #expect(tabs.presentedViewController == nil, "the unwind dismissed the form")
        #expect(list.lastAdded?.name == "Pancakes")
        #expect(list.store.recipes.count == 4)
    }

    @Test func cancelUnwindsWithoutSaving() throws {
        let (session, list, _) = try launched()
        _ = list.navigationItem.rightBarButtonItems?.first?.simulateTap()
        let form = try #require(session.addForm)
        #expect(form.nameField.simulateTyping("Soup"))
        _ = form.navigationItem.leftBarButtonItems?.first?.simulateTap()
        #expect(session.tabs?.presentedViewController == nil)
        #expect(list.store.recipes.count == 3)
        #expect(list.lastAdded == nil)
    }

    @Test func theCustomSegueClassPerformsTheTipsPresentation() throws {
        let (session, list, _) = try launched()
        let tips = try #require(list.navigationItem.leftBarButtonItems?.first)
        #expect(tips.simulateTap())
        let presented = try #require(session.tabs?.presentedViewController as? TipsViewController)
        #expect(presented.modalPresentationStyle == .overFullScreen, "CardRevealSegue.perform() ran")
        let pages = try #require(presented.children.first as? TipPagesViewController, "the child relationship")
        #expect(pages.viewControllers?.first is TipViewController)
    }

    @Test func storyboardRegistryInstantiatesByIdentifier() throws {
        GeneratedScenes.registerStoryboards()
        let storyboard = try #require(Storyboard.named("Recipes"))
        #expect(try storyboard.instantiateViewController(withIdentifier: "CookingTips") is TipsViewController)
        #expect(storyboard.instantiateInitialViewController() is MainTabBarController)
        #expect(throws: (any Error).self) { try storyboard.instantiateViewController(withIdentifier: "CookingTip") }
    }

    @Test func deepLinksRebuildTheWayToTheScene() throws {
        let session = RecipesSession()
        let router = try GeneratedScenes.makeDeepLinkRouter()
        try router.open(try #require(URL(string: "recipes://recipe/3")), in: session.window)
        let navigation = try #require(session.recipesNavigation)
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.topViewController as? RecipeDetailViewController)?.recipeID == 3)
        #expect(throws: (any Error).self) { try router.open(try #require(URL(string: "recipes://recipe/abc")), in: session.window) }
        #expect(throws: (any Error).self) { try router.open(try #require(URL(string: "recipes://nothing")), in: session.window) }
        try router.open(try #require(URL(string: "recipes://new")), in: session.window)
        #expect(session.addForm != nil, "the link to a presented scene performs its segue")
    }

    @Test func theScriptedSessionRunsToTheEnd() throws {
        let session = RecipesSession()
        try session.runScript()
        #expect(session.trace.contains("tap Save: presented nothing, 4 recipes"))
        #expect(session.trace.contains("open recipes://recipe/2: showing “Ramen”"))
        #expect(session.trace.last?.contains("RecipeDetailViewController \"Ramen\" [visible, top]") == true)
    }
}

/// The settings flow: cell segues in a split view, a presentation through a reference, and a
/// collection view's typed cells.
@MainActor
@Suite("Generated wiring of the settings flow")
struct SettingsWiringTests {
    private func settings() throws -> (RecipesSession, SettingsSplitViewController, SettingsMenuViewController) {
        let session = RecipesSession()
        session.launch()
        let tabs = try #require(session.tabs)
        #expect(tabs.simulateTap(onTabAt: 1))
        let split = try #require(tabs.selectedViewController as? SettingsSplitViewController)
        let menu = try #require(split.viewController(for: .primary) as? SettingsMenuViewController)
        menu.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
        menu.tableView.reloadData()
        return (session, split, menu)
    }

    @Test func theSplitViewIsBuiltFromItsRelationships() throws {
        let (_, split, menu) = try settings()
        #expect(split.restorationIdentifier == "SettingsSplit")
        #expect(split.tabBarItem.title == "Settings" && split.tabBarItem.accessibilityIdentifier == "tabs.settings")
        #expect(menu.navigationItem.largeTitleDisplayMode == .always)
        #expect(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityIdentifier == "settings.general")
        #expect(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .disclosureIndicator)
    }

    @Test func menuRowsPerformTheirShowDetailSegues() throws {
        let (session, split, menu) = try settings()
        #expect(menu.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))
        let shown = split.viewController(for: .secondary) ?? (split.viewController(for: .primary) as? NavigationController)?.topViewController
            ?? session.tabs?.presentedViewController
        let icons = try #require(shown as? AppIconViewController, "showDetail showed the app-icon picker: \(session.window.hierarchyDescription())")
        icons.loadViewIfNeeded()
        icons.iconCollectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
        icons.iconCollectionView.reloadData()
        let cell = try #require(icons.iconCollectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? AppIconCell)
        #expect(cell.nameLabel.text == "Herbs")
        #expect(cell.accessibilityIdentifier == "settings.iconCell")
    }

    @Test func theTipsRowPresentsTheSceneOfTheOtherFileFullScreen() throws {
        let (session, _, menu) = try settings()
        #expect(menu.tableView.simulateTap(at: IndexPath(row: 2, section: 0)))
        let tips = try #require(session.tabs?.presentedViewController as? TipsViewController, "the reference led to Recipes.scene's tips")
        #expect(tips.modalTransitionStyle == .crossDissolve)
        #expect(tips.pageControl.numberOfPages == 5)
        let close = try #require(tips.view.subviews.compactMap { $0 as? Button }.first)
        #expect(close.simulateTap())
        #expect(session.tabs?.presentedViewController == nil, "the close action dismissed the tips")
    }
}

/// Preservation and restoration of the sample through the runtime and the app delegate.
@MainActor
@Suite("Restoring the sample app")
struct RestorationOfTheSampleTests {
    @Test func aRelaunchRestoresTheRecipeOnScreen() throws {
        let session = RecipesSession()
        session.launch()
        try session.showRecipe(id: 3)
        try session.preserveAndRestore()
        let detail = try #require(session.recipesNavigation?.topViewController as? RecipeDetailViewController)
        #expect(detail.recipeID == 3)
        #expect(detail.title == "Tarte Tatin")
        #expect(session.trace.last?.hasSuffix("hierarchy identical") == true, "\(session.trace.last ?? "")")
    }
}
