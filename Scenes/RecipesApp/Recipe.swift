import Foundation

/// The kind of dish a recipe is, as the add form's category picker offers them.
enum RecipeCategory: String, CaseIterable, Sendable {
    case breakfast = "Breakfast"
    case soup = "Soup"
    case salad = "Salad"
    case pasta = "Pasta"
    case baking = "Baking"
    case drinks = "Drinks"
}

/// A recipe of the sample app.
struct Recipe: Equatable, Sendable {
    var id: Int
    var name: String
    var summary: String
    var servings: Int
    var isVegetarian: Bool
    var category: RecipeCategory = .breakfast
    /// What to buy for it: the shopping list gathers the favorites' ingredients.
    var ingredients: [String] = []
    var isFavorite = false
}

/// The recipes the sample app shows, kept in memory.
@MainActor
final class RecipeStore {
    private(set) var recipes: [Recipe]

    init(recipes: [Recipe] = RecipeStore.samples) {
        self.recipes = recipes
    }

    func recipe(id: Int) -> Recipe? { recipes.first { $0.id == id } }

    func add(name: String, servings: Int, isVegetarian: Bool, category: RecipeCategory = .breakfast) -> Recipe {
        let recipe = Recipe(id: (recipes.map(\.id).max() ?? 0) + 1, name: name, summary: "Added by you",
                            servings: servings, isVegetarian: isVegetarian, category: category)
        recipes.append(recipe)
        return recipe
    }

    func toggleFavorite(id: Int) {
        guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[index].isFavorite.toggle()
    }

    /// The ingredients of the favorite recipes, each once, in the order the recipes list them.
    var shoppingList: [String] {
        var seen: Set<String> = []
        return recipes.filter(\.isFavorite).flatMap(\.ingredients).filter { seen.insert($0).inserted }
    }

    static let samples = [
        Recipe(id: 1, name: "Shakshuka", summary: "Eggs poached in spiced tomatoes", servings: 2, isVegetarian: true,
               category: .breakfast, ingredients: ["Eggs", "Tomatoes", "Onion", "Cumin"]),
        Recipe(id: 2, name: "Ramen", summary: "Noodles in a rich broth", servings: 4, isVegetarian: false,
               category: .soup, ingredients: ["Noodles", "Pork belly", "Eggs", "Miso"]),
        Recipe(id: 3, name: "Tarte Tatin", summary: "Upside-down caramelised apple tart", servings: 6, isVegetarian: true,
               category: .baking, ingredients: ["Apples", "Butter", "Sugar", "Puff pastry"]),
    ]
}

/// The app's pasteboard (a headless stand-in for UIKit's `UIPasteboard`): sharing a recipe or
/// the shopping list puts text on it, the add form's Paste takes it.
@MainActor
final class Pasteboard {
    /// The pasteboard the app shares.
    static let general = Pasteboard()

    /// The text on the pasteboard, if any.
    var string: String?
}
