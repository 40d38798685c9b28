import Foundation
import SceneRuntime

/// The add-recipe form (`addRecipe`), presented as a form sheet in its own navigation controller.
///
/// Besides its outlets and actions, the scene connects the views' own outlets to it: it is the
/// category picker's data source and delegate and the name field's delegate (the generated
/// scene protocol requires those conformances), and it performs the First Responder action
/// `paste:` that the Paste button sends up the responder chain (`Recipes.PasteResponder`).
final class AddRecipeViewController: ViewController {
    /// The longest name the name field takes.
    static let maximumNameLength = 40

    var nameField: TextField!
    var sourceField: TextField!
    var courseControl: SegmentedControl!
    var servingsLabel: Label!
    var prepTimePicker: DatePicker!
    var difficultySlider: Slider!
    var vegetarianSwitch: Switch!
    var notesView: TextView!
    var saveButton: BarButtonItem!
    var categoryPicker: PickerView!
    /// Where Paste takes its text from.
    var pasteboard = Pasteboard.general

    private(set) var draftName = ""
    private(set) var draftServings = 4
    private(set) var draftIsVegetarian = false
    private(set) var draftCategory = RecipeCategory.breakfast

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

/// The category picker's rows: one wheel of the categories.
extension AddRecipeViewController: PickerViewDataSource, PickerViewDelegate {
    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        RecipeCategory.allCases.count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        RecipeCategory.allCases[row].rawValue
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        draftCategory = RecipeCategory.allCases[row]
    }
}

/// The name field's delegate: names fit a row, and Return moves on to the source.
extension AddRecipeViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        return current.utf16.count - range.length + string.utf16.count <= Self.maximumNameLength
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        sourceField.becomeFirstResponder()
        return true
    }
}

/// Paste, sent to the First Responder by the Paste button: it travels up the responder chain
/// from the field being edited (or the button) to this controller, which pastes the pasteboard's
/// text into the notes while they are being edited, else into the name.
extension AddRecipeViewController: Recipes.PasteResponder {
    func paste(_ sender: Any?) {
        guard let text = pasteboard.string, !text.isEmpty else { return }
        if notesView.isFirstResponder {
            notesView.text = (notesView.text ?? "") + text
        } else {
            nameField.text = String(text.prefix(Self.maximumNameLength))
            nameChanged(nameField)
        }
    }
}
