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

    /// The protocol an owner's delegate or data-source property takes (UIKit's, without the
    /// prefix), or nil when the runtime class has no such property; the runtime holds them
    /// weakly, as UIKit does.
    ///
    /// A switch, not a table keyed by owner: a `[Owner: …]` table made the runtime check
    /// `Owner: Hashable` on first use, a scan of every conformance record of the process
    /// (~0.2 M instructions of every `compile`, issue 26, round 25).
    static func protocolName(of property: String, owner: Owner) -> String? {
        switch (owner, property) {
        case (.view(.tableView), "dataSource"): "TableViewDataSource"
        case (.view(.tableView), "delegate"): "TableViewDelegate"
        case (.view(.collectionView), "dataSource"): "CollectionViewDataSource"
        case (.view(.collectionView), "delegate"): "CollectionViewDelegate"
        case (.view(.scrollView), "delegate"): "ScrollViewDelegate"
        case (.view(.textField), "delegate"): "TextFieldDelegate"
        case (.view(.textView), "delegate"): "TextViewDelegate"
        case (.view(.pickerView), "dataSource"): "PickerViewDataSource"
        case (.view(.pickerView), "delegate"): "PickerViewDelegate"
        case (.view(.searchBar), "delegate"): "SearchBarDelegate"
        case (.gesture, "delegate"): "GestureRecognizerDelegate"
        default: nil
        }
    }

    /// The runtime protocols the runtime's controller classes already adopt.
    static let adoptedByRuntimeClass: [String: Set<String>] = [
        "TableViewController": ["TableViewDataSource", "TableViewDelegate", "ScrollViewDelegate"],
        "CollectionViewController": ["CollectionViewDataSource", "CollectionViewDelegate", "ScrollViewDelegate"],
    ]

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
            guard let owner = outlet.owner.flatMap({ owners[$0] }),
                  let name = protocolName(of: outlet.property, owner: owner.owner) else { continue }
            names.insert(name)
        }
        return names.sorted()
    }
}
