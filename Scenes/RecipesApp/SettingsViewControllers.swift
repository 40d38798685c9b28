import Foundation
import SceneRuntime

/// The settings split view (`settingsSplit`).
final class SettingsSplitViewController: SplitViewController {}

/// The settings menu (`settingsMenu`): static rows in two sections, each performing the segue it
/// triggers. The table view controller serves the static sections itself: no data source code.
final class SettingsMenuViewController: TableViewController {}

/// General settings (`generalSettings`).
final class GeneralSettingsViewController: ViewController {
    var unitsControl: SegmentedControl!
    var nutritionSwitch: Switch!
    var versionLabel: Label!
    private(set) var showsNutrition = true

    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.text = "Version 1.0"
    }

    func unitsChanged(_ sender: SegmentedControl) {}

    func nutritionVisibilityChanged(_ sender: Switch) {
        showsNutrition = sender.isOn
    }

    func resetTips(_ sender: Button) {}
}

/// The app-icon picker (`appIconPicker`).
final class AppIconViewController: CollectionViewController {
    var iconCollectionView: CollectionView!
    let icons = ["Classic", "Dark", "Herbs"]

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { icons.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = Settings.AppIconPickerCell.dequeueIconCell(from: collectionView, for: indexPath)
        cell.nameLabel.text = icons[indexPath.item]
        return cell
    }
}

/// A cell of the app-icon picker.
final class AppIconCell: CollectionViewCell {
    var iconImageView: ImageView!
    var nameLabel: Label!
}
