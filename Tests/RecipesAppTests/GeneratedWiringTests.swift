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
        // The session's window is a phone in portrait: the segue's compact-width variation
        // presents the form full screen (a form sheet in regular width).
        #expect(formNavigation.modalPresentationStyle == .fullScreen)
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
        #expect(session.trace.contains("search “men”: Ramen (1 of 3); cleared"))
        // The recipe scene's constraints: the scroll view on the safe area (44 points under the
        // navigation bar of this device-less window), the stack 16 points in, the photo 220 tall.
        #expect(session.trace.contains { $0.hasPrefix("layout: photo (16, 60, 358, 220), timer (68, ") && $0.hasSuffix("safe area top 44") })
        #expect(session.trace.contains("double-tap photo: Ramen is a favorite"))
        #expect(session.trace.contains("tap Shopping list: showing “Shopping List”, 4 items to buy"))
        #expect(session.trace.contains("tap Save: presented nothing, 4 recipes"))
        // The summary label's compact-width variation and the add segue's, as the window rotates.
        #expect(session.trace.contains("tap Add: presented NavigationController as fullScreen"))
        #expect(session.trace.contains("rotate: horizontal size class regular, row summaries shown"))
        #expect(session.trace.contains("tap Add: presented NavigationController as formSheet"))
        #expect(session.trace.contains("rotate: horizontal size class compact, row summaries hidden"))
        #expect(session.trace.contains("tap Save: presented nothing, 5 recipes"))
        #expect(session.trace.contains("open recipes://recipe/2: showing “Ramen”"))
        #expect(session.trace.last?.contains("RecipeDetailViewController \"Ramen\" [visible, top]") == true)
    }
}

/// What the sample's interactive elements do through the generated wiring: the search bar's
/// delegate, the toolbar items, the gesture recognizers, runtime attributes, the picker's data
/// source and the First Responder action.
@MainActor
@Suite("Interactions of the sample app")
struct SampleInteractionTests {
    private func launched() throws -> (RecipesSession, RecipeListViewController, NavigationController) {
        let session = RecipesSession()
        session.launch()
        let list = try #require(session.list)
        let navigation = try #require(session.recipesNavigation)
        list.recipesTableView.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
        list.recipesTableView.reloadData()
        return (session, list, navigation)
    }

    private func rowNames(_ list: RecipeListViewController) -> [String?] {
        let table = list.recipesTableView!
        return (0..<table.numberOfRows(inSection: 0)).map { (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? RecipeCell)?.nameLabel.text }
    }

    private func detail(of recipeID: Int) throws -> RecipeDetailViewController {
        let (_, list, navigation) = try launched()
        try list.performSegue(.showRecipe(recipeID: recipeID))
        return try #require(navigation.topViewController as? RecipeDetailViewController)
    }

    private func addForm() throws -> (RecipesSession, AddRecipeViewController) {
        let (session, list, _) = try launched()
        #expect(list.navigationItem.rightBarButtonItems?.first?.simulateTap() == true)
        return (session, try #require(session.addForm))
    }

    /// The first view of `root`'s tree with the accessibility identifier.
    private func view(_ identifier: String, in root: View) -> View? {
        if root.accessibilityIdentifier == identifier { return root }
        return root.subviews.lazy.compactMap { view(identifier, in: $0) }.first
    }

    @Test func theSearchBarsDelegateFiltersTheList() throws {
        let (_, list, navigation) = try launched()
        let search = try #require(list.searchBar)
        #expect(search.delegate === list, "the view-owned outlet points to the controller")
        #expect(list.recipesTableView.tableHeaderView === search && search.placeholder == "Search recipes")
        #expect(search.simulateTyping("tat"))
        #expect(rowNames(list) == ["Tarte Tatin"])
        #expect(search.simulateReplacingText(with: ""))
        #expect(rowNames(list) == ["Shakshuka", "Ramen", "Tarte Tatin"])
        #expect(search.simulateTyping("RAM") && list.recipesTableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        #expect((navigation.topViewController as? RecipeDetailViewController)?.recipeID == 2, "the filtered row's recipe")
    }

    @Test func theToolbarItemsAreOnTheNavigationControllersToolbarAndAct() throws {
        let (_, list, navigation) = try launched()
        #expect(!navigation.isToolbarHidden, "the list shows its navigation controller's toolbar")
        let items = try #require(navigation.toolbar.items)
        #expect(items.count == 5 && zip(items, list.toolbarItems ?? []).allSatisfy { $0 === $1 })
        let sort = items[0], filter = try #require(items[2].customView as? SegmentedControl), cart = items[4]
        #expect(navigation.toolbar.view(for: items[2]) === filter, "the custom view is in the toolbar")
        #expect(sort.simulateTap() && sort.style == .done)
        #expect(rowNames(list) == ["Ramen", "Shakshuka", "Tarte Tatin"], "Sort orders by name")
        #expect(filter.simulateTap(onSegmentAt: 2) && list.filter == .vegetarian)
        #expect(rowNames(list) == ["Shakshuka", "Tarte Tatin"])
        #expect(filter.simulateTap(onSegmentAt: 1) && rowNames(list).isEmpty, "no favorites yet")
        #expect(cart.accessibilityLabel == "Shopping list" && cart.simulateTap())
        let shopping = try #require(navigation.topViewController as? ShoppingListViewController, "the item triggered its segue")
        #expect(navigation.isToolbarHidden, "the toolbar is the list's")
        #expect(shopping.itemsTextView.text?.hasPrefix("Nothing to buy") == true)
        #expect(navigation.simulateBackButtonTap() && !navigation.isToolbarHidden)
    }

    @Test func aDoubleTapOnThePhotoTogglesTheFavorite() throws {
        let (session, list, navigation) = try launched()
        try list.performSegue(.showRecipe(recipeID: 2))
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        let tap = try #require(detail.heroImageView.gestureRecognizers?.compactMap { $0 as? TapGestureRecognizer }.first)
        #expect(tap.numberOfTapsRequired == 2 && tap.view === detail.heroImageView)
        #expect(!tap.simulateTap(count: 1), "a single tap is not the gesture")
        #expect(tap.simulateTap())
        #expect(detail.recipe?.isFavorite == true && detail.favoriteButton.isSelected)
        #expect(navigation.simulateBackButtonTap())
        session.openShoppingList()
        let shopping = try #require(navigation.topViewController as? ShoppingListViewController)
        #expect(shopping.items == ["Noodles", "Pork belly", "Eggs", "Miso"], "the favorite's ingredients")
        let toolbar = try #require(shopping.view.subviews.compactMap { $0 as? Toolbar }.first, "the scene's <toolbar> view")
        #expect(toolbar.items?.map(\.accessibilityLabel) == ["Clear shopping list", nil, "Share shopping list"])
        shopping.pasteboard = Pasteboard()
        #expect(toolbar.items?.last?.simulateTap() == true && shopping.pasteboard.string == "Noodles\nPork belly\nEggs\nMiso")
        #expect(toolbar.items?.first?.simulateTap() == true && shopping.items.isEmpty)
        #expect(list.store.recipe(id: 2)?.isFavorite == true)
    }

    @Test func theDetailsOtherGesturesAct() throws {
        let detail = try detail(of: 3)
        #expect(detail.heroImageView.isUserInteractionEnabled && detail.titleLabel.numberOfLines == 0, "runtime attributes")
        let pinch = try #require(detail.heroImageView.gestureRecognizers?.compactMap { $0 as? PinchGestureRecognizer }.first)
        #expect(pinch.simulatePinch(scale: 2) && detail.photoScale == 2)
        let pan = try #require(detail.progressView.gestureRecognizers?.first as? PanGestureRecognizer)
        // Half the bar's laid-out width (the track is at least 100 points) is half the progress.
        let track = max(detail.progressView.bounds.width, 100)
        #expect(pan.simulatePan(translation: CGPoint(x: track / 2, y: 0)) && detail.progressView.progress == 0.5)
        let dial = try #require(detail.timerLabel.superview?.subviews.first)
        let rotation = try #require(dial.gestureRecognizers?.compactMap { $0 as? RotationGestureRecognizer }.first)
        #expect(rotation.simulateRotation(.pi / 2) && detail.timerMinutes == 15 && detail.timerLabel.text == "15 min")
        let press = try #require(dial.gestureRecognizers?.compactMap { $0 as? LongPressGestureRecognizer }.first)
        #expect(press.minimumPressDuration == 0.8 && press.simulateLongPress())
        #expect(detail.timerLabel.text == "Timer off")
        let swipe = try #require(detail.view.gestureRecognizers?.first as? SwipeGestureRecognizer)
        #expect(!swipe.simulateSwipe(.right), "only to the left")
        #expect(swipe.simulateSwipe(.left) && detail.recipeID == 1 && detail.titleLabel.text == "Shakshuka", "after the last, the first")
    }

    @Test func thePickersDataSourceServesTheCategories() throws {
        let (session, form) = try addForm()
        let picker = try #require(form.categoryPicker)
        #expect(picker.dataSource === form && picker.delegate === form)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == RecipeCategory.allCases.count)
        #expect((0..<6).map { picker.title(forRow: $0, forComponent: 0) } == ["Breakfast", "Soup", "Salad", "Pasta", "Baking", "Drinks"])
        #expect(picker.simulateSelectRow(4, inComponent: 0) && form.draftCategory == .baking)
        #expect(form.nameField.simulateTyping("Clafoutis"))
        #expect(form.saveButton.simulateTap())
        #expect(session.list?.lastAdded?.category == .baking)
    }

    @Test func theNameFieldsDelegateLimitsTheNameAndMovesOn() throws {
        let (_, form) = try addForm()
        #expect(form.nameField.delegate === form)
        #expect(form.nameField.simulateTyping(String(repeating: "a", count: 50)))
        #expect(form.nameField.text?.count == AddRecipeViewController.maximumNameLength)
        #expect(form.nameField.simulateReturn())
        #expect(form.sourceField.isFirstResponder, "Return moved on to the source field")
    }

    @Test func pasteTravelsUpTheResponderChainToTheForm() throws {
        let (_, form) = try addForm()
        form.pasteboard = Pasteboard()
        form.pasteboard.string = "Shakshuka"
        let paste = try #require(view("addRecipe.paste", in: form.view) as? Button)
        #expect(paste.actionCount(for: .primaryActionTriggered) == 1, "the nil-targeted paste:")
        #expect(form.nameField.simulateTyping("x") && form.nameField.isFirstResponder)
        #expect(paste.simulateTap())
        #expect(form.nameField.text == "Shakshuka" && form.draftName == "Shakshuka" && form.saveButton.isEnabled)
        #expect(form.notesView.becomeFirstResponder())
        #expect(paste.simulateTap())
        #expect(form.notesView.text == "Shakshuka", "pasted where the editing is")
    }
}
