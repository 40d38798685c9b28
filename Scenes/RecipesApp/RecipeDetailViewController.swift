import Foundation
import SceneRuntime

/// One recipe (Recipes.scene: `recipeDetail`).
final class RecipeDetailViewController: ViewController {
    // Outlets
    var titleLabel: Label!
    var heroImageView: ImageView!
    var servingsButton: Button!
    var instructionsTextView: TextView!
    var progressView: ProgressView!
    var loadingIndicator: ActivityIndicatorView!
    var metadataLabels: [Label] = []

    // Segue parameters (set before the view loads)
    var recipeID = 0
    var servings: Int?

    var store = RecipeStore()
    private(set) var isCooking = false

    var recipe: Recipe? { store.recipe(id: recipeID) }

    override func viewDidLoad() {
        super.viewDidLoad()
        showRecipe()
        loadingIndicator.stopAnimating()
    }

    /// Shows the recipe: when the view loads, and again after state restoration decoded which one.
    private func showRecipe() {
        title = recipe?.name
        guard isViewLoaded else { return }
        titleLabel.text = recipe?.name
        servingsButton.setTitle("\(servings ?? recipe?.servings ?? 1) servings", for: .normal)
        metadataLabels.first?.text = recipe.map { $0.isVegetarian ? "Vegetarian" : "" }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard case .chooseServings(let picker)? = Recipes.RecipeDetailSegue.destination(of: segue) else { return }
        picker.servings = servings ?? recipe?.servings ?? 1
    }

    func toggleFavorite(_ sender: Button) {
        store.toggleFavorite(id: recipeID)
        sender.isSelected = recipe?.isFavorite ?? false
    }

    func startCooking(_ sender: Button) {
        isCooking = true
        progressView.progress = 0.1
    }

    func shareRecipe(_ sender: BarButtonItem) {}

    // State restoration: which recipe, and how many servings.
    override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(recipeID, forKey: "recipeID")
        coder.encode(servings, forKey: "servings")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        recipeID = coder.decode(Int.self, forKey: "recipeID") ?? recipeID
        servings = coder.decode(Int?.self, forKey: "servings") ?? servings
        showRecipe()
    }
}

/// Five stars (a custom view class in the scene file).
final class StarRatingView: View {}

/// Nutrition facts embedded in the detail (`nutritionFacts`).
final class NutritionFactsViewController: ViewController {
    var valueLabels: [Label] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (label, value) in zip(valueLabels, ["320 kcal", "12 g protein", "40 g carbohydrates", "9 g fat"]) {
            label.text = value
        }
    }
}

/// The serving-size picker shown in a popover (`servingsPicker`).
final class ServingsPickerViewController: ViewController {
    var valueLabel: Label!
    var stepper: Stepper!
    /// Segue parameter of `chooseServings`.
    var servings = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        stepper.value = Double(servings)
        valueLabel.text = "\(servings) servings"
    }

    func servingsChanged(_ sender: Stepper) {
        servings = Int(sender.value)
        valueLabel.text = "\(servings) servings"
    }
}
