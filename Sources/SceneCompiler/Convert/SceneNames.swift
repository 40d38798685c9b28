import SceneGraph

/// What the scene being converted can name: the ids its outlets, triggers and anchors may
/// point to in the scene file (those of what the converter writes), and the gesture
/// recognizers written so far.
struct SceneNames {
    /// The objects an outlet may point to and be owned by, and who owns it when it names no owner.
    struct OutletScope {
        /// Ids an outlet's destination may be.
        var targets: Set<String> = []
        /// Ids an outlet's owner may be.
        var owners: Set<String> = []
        /// The owner a scene file leaves implicit: the scene (for its outlets) or the cell.
        var implicitOwner: String?
    }

    /// The scene's id in the graph.
    private(set) var sceneID = ""
    /// The scene's id in the scene file.
    private(set) var writtenAs = ""
    /// The scope of the controller's outlets.
    private(set) var controllerScope = OutletScope()
    /// What segue triggers may name.
    private(set) var triggers: Set<String> = []
    /// What popover anchors may name.
    private(set) var anchors: Set<String> = []
    /// The scene's gesture recognizers that a written view lists, by id.
    private(set) var gestures: [String: GestureRecognizerNode] = [:]
    /// The recognizers written so far (each inside the first view that lists it).
    var writtenGestures: Set<String> = []
    /// The ids of the scene's constraints, which outlets may name.
    private(set) var constraints: Set<String> = []

    init() {}

    /// The names of `scene`, written with the id `writtenAs`.
    init(_ scene: Scene, writtenAs: String) {
        sceneID = scene.id.name
        self.writtenAs = writtenAs
        // One walk over what the converter writes: views (outside prototype cells, for the
        // controller's outlets, as the resolver allows), cells, the items of toolbars and of the
        // controller, their custom views, and the recognizers those views list.
        var outside = Set<String>(), views = Set<String>(), cells = Set<String>(), barItems = Set<String>(), listed = Set<String>()
        func visit(_ view: ViewNode, inPrototype: Bool) {
            if let id = view.id {
                views.insert(id)
                if !inPrototype { outside.insert(id) }
            }
            listed.formUnion(view.gestureRecognizers)
            for cell in view.cells {
                if let id = cell.id {
                    cells.insert(id)
                    if cell.isStatic, !inPrototype { outside.insert(id) }
                }
                for subview in cell.subviews { visit(subview, inPrototype: inPrototype || !cell.isStatic) }
            }
            for subview in view.subviews { visit(subview, inPrototype: inPrototype) }
            if view.kind == .toolbar { view.barItems.forEach { item($0, inPrototype: inPrototype) } }
        }
        func item(_ item: BarButtonItemNode, inPrototype: Bool) {
            if let id = item.id { barItems.insert(id) }
            if let custom = item.customView { visit(custom, inPrototype: inPrototype) }
        }
        scene.rootView.map { visit($0, inPrototype: false) }
        scene.controllerBarButtonItems.forEach { item($0, inPrototype: false) }
        for gesture in scene.gestureRecognizers {
            if let id = gesture.id, listed.contains(id), gestures[id] == nil { gestures[id] = gesture }
        }
        let reachable = outside.union(barItems).union(gestures.keys)
        // Outlets may also point to the scene's constraints (the reader keeps a stand-in object for each).
        scene.forEachLayout { _, layout in
            for constraint in layout.constraints { if let id = constraint.id { constraints.insert(id) } }
        }
        controllerScope = OutletScope(targets: reachable.union(constraints), owners: reachable, implicitOwner: sceneID)
        triggers = views.union(cells).union(barItems).union(gestures.keys)
        anchors = views.union(barItems)
    }

    /// The scope of a cell's outlets: its views and itself, the scene's recognizers.
    func cellScope(_ cell: CellPrototype) -> OutletScope {
        let views = Set(cell.allViews.compactMap(\.id))
        var targets = views.union(gestures.keys).union(constraints)
        if let id = cell.id { targets.insert(id) }
        return OutletScope(targets: targets, owners: views.union(gestures.keys), implicitOwner: cell.id)
    }
}
