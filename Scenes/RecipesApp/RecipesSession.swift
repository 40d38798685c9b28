import Foundation
import SceneRuntime

/// A scripted session over the sample app in the headless runtime: each step acts as a person
/// would (taps, typing, rotation, a deep link) and records what the app shows.
@MainActor
final class RecipesSession {
    private(set) var window: Window
    private(set) var trace: [String] = []
    /// The app object (the end of the responder chain) and its delegate.
    let application = Application()
    private let delegate: RecipesAppDelegate

    /// A window of an iPhone-sized screen in portrait (compact width).
    init() {
        window = Self.makeWindow()
        delegate = RecipesAppDelegate(store: RecipeStore())
        application.delegate = delegate
        window.application = application
    }

    private static func makeWindow() -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
               traitCollection: TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .compact),
                                                             TraitCollection(verticalSizeClass: .regular)]))
    }

    var tabs: MainTabBarController? { window.rootViewController as? MainTabBarController }
    var recipesNavigation: NavigationController? { tabs?.viewControllers?.first as? NavigationController }
    var list: RecipeListViewController? { recipesNavigation?.viewControllers.first as? RecipeListViewController }
    var visibleTitle: String { recipesNavigation?.topViewController?.title ?? "-" }

    private func log(_ line: String) {
        trace.append(line)
    }

    /// Launches the app: the initial scene becomes the window's root.
    func launch() {
        GeneratedScenes.registerStoryboards()
        window.rootViewController = Recipes.initialScene()
        list?.store = delegate.store
        window.makeKeyAndVisible()
        log("launch: \(list?.store.recipes.count ?? 0) recipes, showing “\(visibleTitle)”")
    }

    /// Taps a row of the recipe list: the cell's segue shows the recipe.
    func openRecipe(atRow row: Int) {
        guard let table = list?.recipesTableView else { return log("open row \(row): no list") }
        _ = table.simulateTap(at: IndexPath(row: row, section: 0))
        let detail = recipesNavigation?.topViewController as? RecipeDetailViewController
        log("tap row \(row): showing “\(visibleTitle)” (recipeID \(detail?.recipeID ?? 0))")
    }

    /// Types into the list's search bar (its delegate filters the rows), then clears it.
    func search(_ text: String) {
        guard let list, let searchBar = list.searchBar else { return log("search: no list") }
        _ = searchBar.simulateTyping(text)
        let found = list.visibleRecipes.map(\.name)
        _ = searchBar.simulateReplacingText(with: "")
        _ = searchBar.simulateEndEditing()
        log("search “\(text)”: \(found.joined(separator: ", ")) (\(found.count) of \(list.store.recipes.count)); cleared")
    }

    /// Lays the recipe out (its scene's constraints: the scroll view on the safe area, the stack
    /// in it, the photo 220 points tall) and reports where the photo and the timer landed.
    func layOutRecipe() {
        guard let detail = recipesNavigation?.topViewController as? RecipeDetailViewController,
              let photo = detail.heroImageView, let timer = detail.timerLabel else { return log("layout: no recipe") }
        window.layoutIfNeeded()
        func text(_ rect: CGRect) -> String {
            "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height)))"
        }
        log("layout: photo \(text(photo.convert(photo.bounds, to: nil))), timer \(text(timer.convert(timer.bounds, to: nil))), "
            + "safe area top \(Int(detail.view.safeAreaInsets.top))")
    }

    /// Double-taps the recipe's photo: its tap gesture recognizer marks a favorite.
    func doubleTapPhoto() {
        let detail = recipesNavigation?.topViewController as? RecipeDetailViewController
        let tap = detail?.heroImageView.gestureRecognizers?.first { $0 is TapGestureRecognizer } as? TapGestureRecognizer
        _ = tap?.simulateTap()
        log("double-tap photo: \(detail?.recipe.map { "\($0.name) is \($0.isFavorite ? "a favorite" : "not a favorite")" } ?? "no recipe")")
    }

    /// Taps the shopping-list item of the navigation controller's toolbar (the list's toolbar items).
    func openShoppingList() {
        let item = recipesNavigation?.toolbar.items?.first { $0.accessibilityLabel == "Shopping list" }
        _ = item?.simulateTap()
        let shopping = recipesNavigation?.topViewController as? ShoppingListViewController
        log("tap Shopping list: showing “\(visibleTitle)”, \(shopping?.items.count ?? 0) items to buy")
    }

    /// Goes back one level.
    func goBack() {
        _ = recipesNavigation?.simulateBackButtonTap()
        log("back: showing “\(visibleTitle)”")
    }

    /// Performs the typed segue with a parameter, as code would.
    func showRecipe(id: Int) throws {
        try list?.performSegue(.showRecipe(recipeID: id))
        log("show recipe \(id): showing “\(visibleTitle)”")
    }

    /// The add form currently presented, if any.
    var addForm: AddRecipeViewController? {
        (tabs?.presentedViewController as? NavigationController)?.viewControllers.first as? AddRecipeViewController
    }

    /// Taps Add: the form is presented in its own navigation controller.
    func tapAdd() {
        let add = list?.navigationItem.rightBarButtonItems?.first
        _ = add?.simulateTap()
        let presented = tabs?.presentedViewController
        log("tap Add: presented \(presented.map { String(describing: type(of: $0)) } ?? "nothing") as \(presented?.modalPresentationStyle ?? .none)")
    }

    /// Types a name into the form.
    func typeName(_ name: String) {
        _ = addForm?.nameField.simulateTyping(name)
        log("type “\(name)”: Save \(addForm?.saveButton.isEnabled == true ? "enabled" : "disabled")")
    }

    /// Taps Save: the form unwinds to the list, which adds the recipe.
    func tapSave() {
        let save = addForm?.navigationItem.rightBarButtonItems?.first
        _ = save?.simulateTap()
        log("tap Save: presented \(tabs?.presentedViewController == nil ? "nothing" : "still"), \(list?.store.recipes.count ?? 0) recipes")
    }

    /// Rotates to landscape on a large phone: regular width.
    func rotateToRegularWidth() {
        window.transition(to: CGSize(width: 926, height: 428),
                          traitCollection: TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .regular),
                                                                        TraitCollection(verticalSizeClass: .compact)]))
        log("rotate: horizontal size class \(list?.traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"), \(summaries)")
    }

    /// Whether the visible rows show their summaries (hidden in compact width by a variation).
    var summaries: String {
        let cells = (list?.viewIfLoaded as? TableView)?.visibleCells.compactMap { $0 as? RecipeCell } ?? []
        guard !cells.isEmpty else { return "no rows on screen" }
        let hidden = cells.filter { $0.summaryLabel.isHidden }.count
        return hidden == cells.count ? "row summaries hidden" : hidden == 0 ? "row summaries shown" : "\(hidden) of \(cells.count) row summaries hidden"
    }

    /// Rotates back to portrait: compact width.
    func rotateToCompactWidth() {
        window.transition(to: CGSize(width: 390, height: 844),
                          traitCollection: TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .compact),
                                                                        TraitCollection(verticalSizeClass: .regular)]))
        log("rotate: horizontal size class \(list?.traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"), \(summaries)")
    }

    /// Preserves the interface's state, then restores it into a new window, as a relaunch would.
    func preserveAndRestore() throws {
        let archive = try StateRestoration.preserve(window: window, application: application)
        let before = window.hierarchyDescription()
        window.tearDown()
        window = Self.makeWindow()
        window.application = application
        window.rootViewController = Recipes.initialScene()
        list?.store = delegate.store
        let report = StateRestoration.restore(from: archive, into: window, application: application)
        window.makeKeyAndVisible()
        let detail = recipesNavigation?.topViewController as? RecipeDetailViewController
        log("preserve \(archive.count) bytes, restore: \(report.restoredPaths.count) controllers, showing “\(visibleTitle)” (recipeID \(detail?.recipeID ?? 0)), hierarchy \(before == window.hierarchyDescription() ? "identical" : "different")")
    }

    /// Opens a deep link.
    func open(_ link: String) throws {
        guard let url = URL(string: link) else { return }
        try GeneratedScenes.makeDeepLinkRouter().open(url, in: window)
        log("open \(link): showing “\(visibleTitle)”")
    }

    /// The whole scripted session.
    func runScript() throws {
        launch()
        search("men")
        openRecipe(atRow: 1)
        layOutRecipe()
        doubleTapPhoto()
        goBack()
        openShoppingList()
        goBack()
        try showRecipe(id: 3)
        goBack()
        tapAdd()
        typeName("Pancakes")
        tapSave()
        // Landscape: row summaries shown, the form a sheet; back to portrait: hidden, full screen.
        rotateToRegularWidth()
        tapAdd()
        typeName("Waffles")
        tapSave()
        rotateToCompactWidth()
        try open("recipes://recipe/2")
        rotateToRegularWidth()
        rotateToCompactWidth()
        try preserveAndRestore()
        log("hierarchy:\n" + window.hierarchyDescription())
    }
}

/// `swift run recipes`: runs the scripted session and prints its trace.
@main
struct RecipesDemo {
    static func main() async throws {
        try await MainActor.run {
            let session = RecipesSession()
            try session.runScript()
            print(session.trace.joined(separator: "\n"))
        }
    }
}
