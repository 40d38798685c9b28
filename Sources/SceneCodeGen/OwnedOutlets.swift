import SceneGraph

/// Outlets owned by a view or a gesture recognizer (a table's `dataSource`, a text field's
/// `delegate`): which runtime protocol each such property takes, and what generated code
/// assigns to it.
enum OwnedOutlets {
    /// The owner of a property: the kind of view, or a gesture recognizer.
    enum Owner: Hashable {
        case view(ViewKind)
        case gesture
    }

    /// The delegate and data-source properties of the runtime's classes and the protocol each
    /// takes (UIKit's, without the prefix); the runtime holds them weakly, as UIKit does.
    static let protocols: [Owner: [String: String]] = [
        .view(.tableView): ["dataSource": "TableViewDataSource", "delegate": "TableViewDelegate"],
        .view(.collectionView): ["dataSource": "CollectionViewDataSource", "delegate": "CollectionViewDelegate"],
        .view(.scrollView): ["delegate": "ScrollViewDelegate"],
        .view(.textField): ["delegate": "TextFieldDelegate"],
        .view(.textView): ["delegate": "TextViewDelegate"],
        .view(.pickerView): ["dataSource": "PickerViewDataSource", "delegate": "PickerViewDelegate"],
        .view(.searchBar): ["delegate": "SearchBarDelegate"],
        .gesture: ["delegate": "GestureRecognizerDelegate"],
    ]

    /// The runtime protocols the runtime's controller classes already adopt.
    static let adoptedByRuntimeClass: [String: Set<String>] = [
        "TableViewController": ["TableViewDataSource", "TableViewDelegate", "ScrollViewDelegate"],
        "CollectionViewController": ["CollectionViewDataSource", "CollectionViewDelegate", "ScrollViewDelegate"],
    ]

    /// The protocol an owner's property takes, or nil when the runtime class has no such property.
    static func protocolName(of property: String, owner: Owner) -> String? {
        protocols[owner]?[property]
    }

    /// The owners of a scene by id: its views (cells' views included) and gesture recognizers,
    /// with the custom class of each when it has one.
    static func owners(in scene: Scene) -> [String: (owner: Owner, className: String?)] {
        var owners: [String: (owner: Owner, className: String?)] = [:]
        scene.forEachView { view in
            if let id = view.id, owners[id] == nil { owners[id] = (.view(view.kind), view.className) }
        }
        for gesture in scene.gestureRecognizers {
            if let id = gesture.id, owners[id] == nil { owners[id] = (.gesture, gesture.className) }
        }
        return owners
    }

    /// Every owned outlet of the scene (the controller's tree and its cells'), in order.
    static func all(in scene: Scene) -> [Outlet] {
        var outlets = scene.outlets.filter { $0.owner != nil }
        scene.forEachCell { cell in
            outlets += cell.outlets.filter { $0.owner != nil && $0.owner != cell.id }
        }
        return outlets
    }

    /// The runtime protocols the scene's controller must adopt: those of the owned outlets that
    /// point to it, sorted. The owners are looked up only when there are such outlets: making
    /// the table of a scene's views for every scene was 1.2 % of compiling 1,000 scenes in 10
    /// files, which have none (issue 26).
    static func controllerProtocols(of scene: Scene) -> [String] {
        let toController = all(in: scene).filter { $0.destination == scene.id.name }
        guard !toController.isEmpty else { return [] }
        let owners = owners(in: scene)
        var names: Set<String> = []
        for outlet in toController {
            guard let owner = outlet.owner.flatMap({ owners[$0] }), owner.className == nil || protocols[owner.owner] != nil,
                  let name = protocolName(of: outlet.property, owner: owner.owner) else { continue }
            names.insert(name)
        }
        return names.sorted()
    }
}
