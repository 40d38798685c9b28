import Foundation
import SceneRuntime

/// The shopping list (`shoppingList`), opened from the recipe list's toolbar: the ingredients of
/// the favorite recipes. A toolbar in its view (Recipes.scene's `<toolbar>`) clears or shares it.
final class ShoppingListViewController: ViewController {
    var itemsTextView: TextView!
    /// The recipes whose favorites it lists (the list hands its store over in `prepare`).
    var store = RecipeStore()
    /// Where Share puts the list.
    var pasteboard = Pasteboard.general
    /// What is left to buy.
    private(set) var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        items = store.shoppingList
        showItems()
    }

    /// The trash item: everything is bought.
    func clearList(_ sender: BarButtonItem) {
        items = []
        showItems()
    }

    /// The share item: headless, the list goes to the pasteboard.
    func shareList(_ sender: BarButtonItem) {
        pasteboard.string = items.joined(separator: "\n")
    }

    private func showItems() {
        itemsTextView.text = items.isEmpty
            ? "Nothing to buy: double-tap a recipe's photo to add its ingredients."
            : items.map { "• \($0)" }.joined(separator: "\n")
    }
}
