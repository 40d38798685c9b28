import SceneRuntime

// The same three screens as Bench.scene, written by hand as a UIKit programmer would without a
// storyboard: loadView() builds the views and assigns the outlets, target-actions wire controls,
// a button's action creates the next controller, sets its property and pushes it.

final class HandListController: ViewController {
    var headerLabel: Label!
    var searchField: TextField!
    var searches = 0

    override init() {
        super.init()
        title = "Items"
        restorationIdentifier = "List"
    }

    override func loadView() {
        let root = View(frame: .zero)
        let stack = StackView(frame: .zero)
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        let header = Label(frame: .zero)
        header.accessibilityIdentifier = "list.header"
        header.text = "Items"
        stack.addArrangedSubview(header)
        let search = TextField(frame: .zero)
        search.accessibilityLabel = "Search"
        search.placeholder = "Search"
        stack.addArrangedSubview(search)
        search.addTarget(self, for: .editingChanged) { controller, sender in controller.searchChanged(sender) }
        let open = Button(frame: .zero)
        open.accessibilityLabel = "Open"
        open.setTitle("Open", for: .normal)
        stack.addArrangedSubview(open)
        open.addTarget(self, for: .primaryActionTriggered) { controller, _ in controller.showItem(1) }
        let add = Button(frame: .zero)
        add.accessibilityLabel = "Add"
        add.setTitle("Add", for: .normal)
        stack.addArrangedSubview(add)
        add.addTarget(self, for: .primaryActionTriggered) { controller, _ in controller.addItem() }
        headerLabel = header
        searchField = search
        view = root
    }

    func searchChanged(_ sender: TextField) { searches += 1 }

    func showItem(_ id: Int) {
        let detail = HandDetailController()
        detail.itemID = id
        navigationController?.pushViewController(detail, animated: false)
    }

    func addItem() {
        let form = HandFormController()
        form.modalPresentationStyle = .formSheet
        present(form, animated: false)
    }
}

final class HandDetailController: ViewController, ViewControllerRestoration {
    var itemID = 0
    var titleLabel: Label!
    var favoriteSwitch: Switch!

    override init() {
        super.init()
        title = "Item"
        restorationIdentifier = "Detail"
        restorationClass = HandDetailController.self
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: RestorationCoder) -> ViewController? {
        HandDetailController()
    }

    override func encodeRestorableState(with coder: RestorationCoder) {
        coder.encode(itemID, forKey: "itemID")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        itemID = coder.decode(Int.self, forKey: "itemID") ?? 0
    }

    override func loadView() {
        let root = View(frame: .zero)
        let stack = StackView(frame: .zero)
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        let itemTitle = Label(frame: .zero)
        itemTitle.accessibilityIdentifier = "detail.title"
        stack.addArrangedSubview(itemTitle)
        let photo = ImageView(frame: .zero)
        photo.accessibilityLabel = "Photo"
        photo.image = Image(named: "photo")
        stack.addArrangedSubview(photo)
        let favorite = Switch(frame: .zero)
        favorite.accessibilityLabel = "Favorite"
        stack.addArrangedSubview(favorite)
        favorite.addTarget(self, for: .valueChanged) { controller, sender in controller.favoriteChanged(sender) }
        titleLabel = itemTitle
        favoriteSwitch = favorite
        view = root
    }

    override func viewDidLoad() {
        titleLabel.text = "Item \(itemID)"
    }

    func favoriteChanged(_ sender: Switch) {}
}

final class HandFormController: ViewController {
    var nameField: TextField!

    override init() {
        super.init()
        title = "New Item"
        restorationIdentifier = "Form"
    }

    override func loadView() {
        let root = View(frame: .zero)
        let name = TextField(frame: .zero)
        name.accessibilityLabel = "Name"
        name.placeholder = "Name"
        root.addSubview(name)
        nameField = name
        view = root
    }
}

/// The hand-written navigation controller with its root, as `Bench.nav()` builds it.
@MainActor
func makeHandNavigation() -> NavigationController {
    let navigation = NavigationController(rootViewController: HandListController())
    navigation.restorationIdentifier = "Nav"
    return navigation
}
