import Foundation
import SceneRuntime

/// The list of recipes (Recipes.scene: `recipeList`): searched with the search bar in the
/// table's header, sorted and filtered from the navigation controller's toolbar, whose last item
/// opens the shopping list.
final class RecipeListViewController: TableViewController {
    /// Which recipes the toolbar's filter control shows (its segments, in order).
    enum Filter: Int {
        case all, favorites, vegetarian
    }

    var recipesTableView: TableView!
    var searchBar: SearchBar!
    var store = RecipeStore()
    /// The last recipe saved through the add form.
    private(set) var lastAdded: Recipe?
    /// The filter chosen in the toolbar.
    private(set) var filter = Filter.all
    /// Whether the rows are sorted by name (the toolbar's Sort) rather than in the store's order.
    private(set) var sortsByName = false
    /// The search bar's text, trimmed: rows show the recipes whose names contain it.
    private(set) var query = ""

    /// The recipes the rows show: the store's, searched, filtered and sorted.
    var visibleRecipes: [Recipe] {
        var recipes = store.recipes.filter { recipe in
            switch filter {
            case .all: true
            case .favorites: recipe.isFavorite
            case .vegetarian: recipe.isVegetarian
            }
        }
        if !query.isEmpty { recipes = recipes.filter { $0.name.localizedCaseInsensitiveContains(query) } }
        return sortsByName ? recipes.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending } : recipes
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The scene file puts the search bar in the table view; it belongs above the rows.
        searchBar.frame = CGRect(x: 0, y: 0, width: recipesTableView.bounds.width, height: 56)
        recipesTableView.tableHeaderView = searchBar
    }

    /// The toolbar belongs to this screen: shown while it is on screen, hidden when another
    /// screen (a recipe, the shopping list, the other tab) takes its place.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
        recipesTableView.reloadData()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        visibleRecipes.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = Recipes.RecipeListCell.dequeueRecipeCell(from: tableView, for: indexPath)
        let recipe = visibleRecipes[indexPath.row]
        cell.nameLabel.text = recipe.isFavorite ? "♥ \(recipe.name)" : recipe.name
        cell.summaryLabel.text = recipe.summary
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch Recipes.RecipeListSegue.destination(of: segue) {
        case .showRecipe(let detail)?:
            detail.store = store
            // A row tap performs the segue with the cell as sender; the typed perform sets recipeID itself.
            if let cell = sender as? RecipeCell, let indexPath = recipesTableView.indexPath(for: cell) {
                detail.recipeID = visibleRecipes[indexPath.row].id
            }
        case .showShoppingList(let shoppingList)?:
            shoppingList.store = store
        default:
            break
        }
    }

    // MARK: Toolbar items

    /// Sort: toggles between the store's order and by name; the item is bold while sorting.
    func sortRecipes(_ sender: BarButtonItem) {
        sortsByName.toggle()
        sender.style = sortsByName ? .done : .plain
        recipesTableView.reloadData()
    }

    /// The filter control (the custom view of a toolbar item): all, favorites or vegetarian.
    func filterChanged(_ sender: SegmentedControl) {
        filter = Filter(rawValue: sender.selectedSegmentIndex) ?? .all
        recipesTableView.reloadData()
    }

    // MARK: Unwind actions

    func cancelAddingRecipe(_ segue: StoryboardSegue) {}

    func saveNewRecipe(_ segue: StoryboardSegue) {
        guard let form = segue.source as? AddRecipeViewController else { return }
        lastAdded = store.add(name: form.draftName, servings: form.draftServings, isVegetarian: form.draftIsVegetarian,
                              category: form.draftCategory)
        recipesTableView.reloadData()
    }
}

/// The search bar's delegate (the scene's `<outlet owner="recipeSearch" property="delegate">`):
/// the rows follow the text as it changes.
extension RecipeListViewController: SearchBarDelegate {
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        query = searchText.trimmingCharacters(in: .whitespaces)
        recipesTableView.reloadData()
    }

    /// The keyboard's Search button: the rows already match; the keyboard goes away.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        searchBar.resignFirstResponder()
    }
}

/// A row of the recipe list.
final class RecipeCell: TableViewCell {
    var thumbnailView: ImageView!
    var nameLabel: Label!
    var summaryLabel: Label!
}
