import Foundation
import SceneRuntime
import Testing
@testable import RecipesApp

/// The settings flow: static rows whose selection performs their segues in a split view, a
/// presentation through a reference, and a collection view's typed cells.
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

    @Test func theMenuIsStaticContentServedByTheTableViewController() throws {
        let (_, _, menu) = try settings()
        #expect(menu.staticSections.map(\.headerTitle) == ["Preferences", "Learn"])
        #expect(menu.staticSections.map(\.cells.count) == [2, 1])
        #expect(menu.staticSections.last?.footerTitle == "Knife skills, timing and seasoning, one tip a page.")
        #expect(menu.tableView.numberOfSections == 2 && menu.tableView.numberOfRows(inSection: 0) == 2)
        #expect(menu.tableView.dataSource === menu, "no data source code: the controller serves its static sections")
        let tips = try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(tips === menu.staticSections[1].cells[0], "each row shows its own static cell")
        #expect(tips.accessibilityIdentifier == "settings.tips")
        #expect(tips.contentView.subviews.compactMap { ($0 as? Label)?.text } == ["Cooking Tips"])
        let appIcon = menu.staticSections[0].cells[1]
        #expect(appIcon.style == .value1 && appIcon.accessibilityLabel == "App icon")
    }

    @Test func theGeneralRowPerformsItsShowDetailSegue() throws {
        let (session, split, menu) = try settings()
        #expect(menu.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        let shown = split.viewController(for: .secondary) ?? (split.viewController(for: .primary) as? NavigationController)?.topViewController
            ?? session.tabs?.presentedViewController
        let general = try #require(shown as? GeneralSettingsViewController, "\(session.window.hierarchyDescription())")
        general.loadViewIfNeeded()
        #expect(general.versionLabel.text == "Version 1.0")
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
        #expect(menu.tableView.simulateTap(at: IndexPath(row: 0, section: 1)))
        let tips = try #require(session.tabs?.presentedViewController as? TipsViewController, "the reference led to Recipes.scene's tips")
        #expect(tips.modalTransitionStyle == .crossDissolve)
        #expect(tips.pageControl.numberOfPages == 5)
        let close = try #require(tips.view.subviews.compactMap { $0 as? Button }.first)
        #expect(close.simulateTap())
        #expect(session.tabs?.presentedViewController == nil, "the close action dismissed the tips")
    }

    @Test func aDragFromTheLeftEdgeClosesTheTips() throws {
        let (session, _, menu) = try settings()
        #expect(menu.tableView.simulateTap(at: IndexPath(row: 0, section: 1)))
        let tips = try #require(session.tabs?.presentedViewController as? TipsViewController)
        let edgePan = try #require(tips.view.gestureRecognizers?.first as? ScreenEdgePanGestureRecognizer)
        #expect(edgePan.edges == .left)
        #expect(!edgePan.simulateEdgePan(from: .right, translation: CGPoint(x: -120, y: 0)), "only the left edge")
        #expect(session.tabs?.presentedViewController === tips)
        #expect(edgePan.simulateEdgePan(from: .left, translation: CGPoint(x: 120, y: 0)))
        #expect(session.tabs?.presentedViewController == nil, "the edge pan's action dismissed the tips once it ended")
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
