import Foundation
/// A recipe of the sample app.
struct Recipe: Equatable, Sendable {
    var id: Int
    var name: String
    var summary: String
    var servings: Int
    var isVegetarian: Bool
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

    func add(name: String, servings: Int, isVegetarian: Bool) -> Recipe {
        let recipe = Recipe(id: (recipes.map(\.id).max() ?? 0) + 1, name: name, summary: "Added by you",
                            servings: servings, isVegetarian: isVegetarian)
        recipes.append(recipe)
        return recipe
    }

    func toggleFavorite(id: Int) {
        guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[index].isFavorite.toggle()
    }

    static let samples = [
        Recipe(id: 1, name: "Shakshuka", summary: "Eggs poached in spiced tomatoes", servings: 2, isVegetarian: true),
        Recipe(id: 2, name: "Ramen", summary: "Noodles in a rich broth", servings: 4, isVegetarian: false),
        Recipe(id: 3, name: "Tarte Tatin", summary: "Upside-down caramelised apple tart", servings: 6, isVegetarian: true),
    ]
}
