import SceneRuntime

// The classes Bench.scene names; the generated code (SceneCompilerPlugin) builds and wires them.

final class ListController: ViewController {
    var headerLabel: Label!
    var searchField: TextField!
    var searches = 0

    func searchChanged(_ sender: TextField) { searches += 1 }
}

// A controller that a segue creates is not known to a storyboard by identifier, so, as in
// HandWritten.swift, a restoration class recreates it.
final class DetailController: ViewController, ViewControllerRestoration {
    var itemID = 0
    var titleLabel: Label!
    var favoriteSwitch: Switch!

    override init() {
        super.init()
        restorationClass = DetailController.self
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: RestorationCoder) -> ViewController? {
        Bench.detail()
    }

    override func viewDidLoad() {
        titleLabel.text = "Item \(itemID)"
    }

    override func encodeRestorableState(with coder: RestorationCoder) {
        coder.encode(itemID, forKey: "itemID")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        itemID = coder.decode(Int.self, forKey: "itemID") ?? 0
    }

    func favoriteChanged(_ sender: Switch) {}
}

final class FormController: ViewController {
    var nameField: TextField!
}
