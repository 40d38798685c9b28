import Foundation
import SceneRuntime

/// The list of recipes (Recipes.scene: `recipeList`).
final class RecipeListViewController: TableViewController {
    var recipesTableView: TableView!
    var store = RecipeStore()
    /// The last recipe saved through the add form.
    private(set) var lastAdded: Recipe?

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.recipes.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = Recipes.RecipeListCell.dequeueRecipeCell(from: tableView, for: indexPath)
        let recipe = store.recipes[indexPath.row]
        cell.nameLabel.text = recipe.name
        cell.summaryLabel.text = recipe.summary
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard case .showRecipe(let detail)? = Recipes.RecipeListSegue.destination(of: segue) else { return }
        detail.store = store
        // A row tap performs the segue with the cell as sender; the typed perform sets recipeID itself.
        if let cell = sender as? RecipeCell, let indexPath = recipesTableView.indexPath(for: cell) {
            detail.recipeID = store.recipes[indexPath.row].id
        }
    }

    func cancelAddingRecipe(_ segue: StoryboardSegue) {}

    func saveNewRecipe(_ segue: StoryboardSegue) {
        guard let form = segue.source as? AddRecipeViewController else { return }
        lastAdded = store.add(name: form.draftName, servings: form.draftServings, isVegetarian: form.draftIsVegetarian)
        recipesTableView.reloadData()
    }
}

/// A row of the recipe list.
final class RecipeCell: TableViewCell {
    var thumbnailView: ImageView!
    var nameLabel: Label!
    var summaryLabel: Label!
}
