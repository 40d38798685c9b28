import Foundation
import SceneRuntime

/// One recipe (Recipes.scene: `recipeDetail`). Its gesture recognizers' actions are in
/// RecipeDetailViewController+Gestures.swift.
final class RecipeDetailViewController: ViewController {
    // Outlets
    var titleLabel: Label!
    var heroImageView: ImageView!
    var servingsButton: Button!
    var favoriteButton: Button!
    var timerLabel: Label!
    var instructionsTextView: TextView!
    var progressView: ProgressView!
    var loadingIndicator: ActivityIndicatorView!
    var metadataLabels: [Label] = []

    // Segue parameters (set before the view loads)
    var recipeID = 0
    var servings: Int?

    var store = RecipeStore()
    /// Where Share puts the recipe's name.
    var pasteboard = Pasteboard.general
    private(set) var isCooking = false
    /// The photo's zoom (pinching it), from 1 to 4.
    var photoScale: CGFloat = 1
    /// How far the kitchen timer's dial is turned, in radians: a whole turn is an hour.
    var timerDialAngle: CGFloat = 0 {
        didSet { showTimer() }
    }

    var recipe: Recipe? { store.recipe(id: recipeID) }

    override func viewDidLoad() {
        super.viewDidLoad()
        showRecipe()
        loadingIndicator.stopAnimating()
    }

    /// Shows the recipe: when the view loads, after state restoration decoded which one, and
    /// after a swipe moved to the next one.
    func showRecipe() {
        title = recipe?.name
        guard isViewLoaded else { return }
        titleLabel.text = recipe?.name
        servingsButton.setTitle("\(servings ?? recipe?.servings ?? 1) servings", for: .normal)
        favoriteButton.isSelected = recipe?.isFavorite ?? false
        metadataLabels.first?.text = recipe.map { $0.isVegetarian ? "Vegetarian" : "" }
        showTimer()
    }

    /// The kitchen timer's minutes: the dial's turn, to the nearest minute, from 0 (off) to 120.
    var timerMinutes: Int {
        min(120, max(0, Int((timerDialAngle / (2 * .pi) * 60).rounded())))
    }

    private func showTimer() {
        guard isViewLoaded else { return }
        timerLabel.text = timerMinutes == 0 ? "Timer off" : "\(timerMinutes) min"
    }

    /// Marks the recipe as a favorite, or no longer (the heart button and a double tap on the photo).
    func toggleFavoriteRecipe() {
        store.toggleFavorite(id: recipeID)
        favoriteButton?.isSelected = recipe?.isFavorite ?? false
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard case .chooseServings(let picker)? = Recipes.RecipeDetailSegue.destination(of: segue) else { return }
        picker.servings = servings ?? recipe?.servings ?? 1
    }

    func toggleFavorite(_ sender: Button) {
        toggleFavoriteRecipe()
    }

    func startCooking(_ sender: Button) {
        isCooking = true
        progressView.progress = 0.1
    }

    /// Share: headless, the recipe's name goes to the pasteboard (the add form can paste it).
    func shareRecipe(_ sender: BarButtonItem) {
        pasteboard.string = recipe?.name
    }

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
