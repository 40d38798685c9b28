import Foundation
import SceneRuntime

/// The add-recipe form (`addRecipe`), presented as a form sheet in its own navigation controller.
final class AddRecipeViewController: ViewController {
    var nameField: TextField!
    var sourceField: TextField!
    var courseControl: SegmentedControl!
    var servingsLabel: Label!
    var prepTimePicker: DatePicker!
    var difficultySlider: Slider!
    var vegetarianSwitch: Switch!
    var notesView: TextView!
    var saveButton: BarButtonItem!

    private(set) var draftName = ""
    private(set) var draftServings = 4
    private(set) var draftIsVegetarian = false

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.isEnabled = false
    }

    /// Save unwinds only when the recipe has a name.
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != Recipes.AddRecipeSegue.save.identifier || !draftName.isEmpty
    }

    func nameChanged(_ sender: TextField) {
        draftName = sender.text ?? ""
        saveButton.isEnabled = !draftName.isEmpty
    }

    func courseChanged(_ sender: SegmentedControl) {}

    func servingsChanged(_ sender: Stepper) {
        draftServings = Int(sender.value)
        servingsLabel.text = "\(draftServings) servings"
    }

    func prepTimeChanged(_ sender: DatePicker) {}

    func difficultyChanged(_ sender: Slider) {}

    func vegetarianChanged(_ sender: Switch) {
        draftIsVegetarian = sender.isOn
    }
}
