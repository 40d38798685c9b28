import SceneGraph

/// What the translators of one scene share: the scene, its document's names, the context, and
/// what they would otherwise each work out again (view classes, identified segues, popover anchors).
/// A class, so that handing it to each translator copies a reference, not the scene.
final class SceneFacts {
    let scene: Scene
    let document: SceneDocument
    let names: GeneratedNames
    let context: TranslationContext
    /// The class of each view with an id: the first such view among the scene's views, then
    /// among those of its static cells (outlets, anchors and the views holder look them up often).
    let viewClasses: [String: SwiftType]
    /// Segues with an identifier, with that identifier and the Swift case name made from it.
    let identifiedSegues: [IdentifiedSegue]
    /// Views that popover segues anchor to (ids, possibly of no view).
    let anchorViewIDs: [String]
    /// Whether the factory keeps anchor views in a holder: a popover anchors to an existing view.
    let needsViewsBox: Bool
    /// The binding of each bar button item of the scene, by the item's position in the source.
    private(set) lazy var barItemVariables = ViewVariables.barItemVariables(of: scene, dialect: document.dialect)
    /// The objects of the scene that own outlets (views, recognizers), by id.
    private(set) lazy var outletOwners = OwnedOutlets.owners(in: scene)
    /// The ids of the scene's constraints (what outlets to `LayoutConstraint`s name).
    private(set) lazy var constraintIDs: Set<String> = scene.constraintIDs

    /// A segue with an identifier, and the case name of its scene's segue enum.
    struct IdentifiedSegue {
        let segue: Segue
        let identifier: String
        let caseName: SwiftIdentifier
    }

    init(scene: Scene, document: SceneDocument, names: GeneratedNames, context: TranslationContext) throws(UngatedName) {
        self.scene = scene
        self.document = document
        self.names = names
        self.context = context
        let viewClasses = try Self.viewClasses(of: scene, context: context)
        self.viewClasses = viewClasses
        identifiedSegues = Self.identifiedSegues(of: scene)
        let anchorViewIDs = scene.segues.compactMap { segue in
            segue.kind == .popover || segue.kind == .legacyPopover ? (segue.anchor ?? segue.trigger) : nil
        }
        self.anchorViewIDs = anchorViewIDs
        needsViewsBox = anchorViewIDs.contains { viewClasses[$0] != nil }
    }

    /// The class of each view with an id, walking the tree in place: the views in the order of
    /// `scene.rootView?.selfAndDescendants`, then those of each static cell of `scene.allCells`.
    private static func viewClasses(of scene: Scene, context: TranslationContext) throws(UngatedName) -> [String: SwiftType] {
        var classes: [String: SwiftType] = [:]
        func visitTree(_ view: ViewNode) throws(UngatedName) {  // selfAndDescendants: not into cells
            if let id = view.id, classes[id] == nil { classes[id] = try viewClass(view, context: context) }
            for index in view.subviews.indices { try visitTree(view.subviews[index]) }
        }
        guard let root = scene.rootView else { return classes }
        try visitTree(root)
        var staticCells: [CellPrototype] = []  // in the order of Scene.allCells
        scene.forEachView { view in staticCells += view.cells.filter(\.isStatic) }
        for cell in staticCells {
            for index in cell.subviews.indices { try visitTree(cell.subviews[index]) }
        }
        // Custom views of bar button items (a slider in a toolbar item).
        var customViews: [ViewNode] = []
        scene.forEachBarButtonItem { item in if let custom = item.customView { customViews.append(custom) } }
        for view in customViews { try visitTree(view) }
        return classes
    }

    /// A view's class: its custom class, else the runtime's class for its kind.
    static func viewClass(_ view: ViewNode, context: TranslationContext) throws(UngatedName) -> SwiftType {
        guard let className = view.className else { return context.viewType(of: view.kind) }
        return try SwiftType(typeName: className)
    }

    var access: AccessLevel? { context.access }
    var className: SwiftType { get throws(UngatedName) { try context.className(of: scene) } }
    var place: String { place(of: scene.source.element) }

    /// ``TranslationContext/place(_:)`` of a location: the name of the scene's file is made once
    /// for the scene. Doc comments name a place for every outlet, action, segue and cell, and
    /// making the name from the path each time cost ~2,200 instructions a place (issue 26).
    func place(of location: SourceLocation) -> String {
        guard location.sourceFile == sceneFile else { return TranslationContext.place(location) }
        return TranslationContext.place(line: location.line, inFileNamed: sceneFileName)
    }

    /// The scene's file (its element's place is worked out when asked for: once, not per place).
    private lazy var sceneFile = scene.source.element.sourceFile

    /// The name of the scene's file.
    private lazy var sceneFileName = TranslationContext.fileName(of: sceneFile.path)

    /// Segues generated code can perform (unwind and relationship/embed excluded from triggers).
    static func performableSegues(of scene: Scene) -> [Segue] {
        scene.segues.filter { [.show, .showDetail, .present, .popover, .custom, .unwind, .push, .modal, .replace, .legacyPopover].contains($0.kind) }
    }

    /// Segues with an identifier, with a Swift case name each (unique in the scene).
    private static func identifiedSegues(of scene: Scene) -> [IdentifiedSegue] {
        var used: Set<String> = []
        return performableSegues(of: scene).compactMap { segue in
            guard let identifier = segue.identifier else { return nil }
            var name = GeneratedNames.identifier(from: identifier, fallback: "segue")
            while used.contains(name) { name += "_" }
            used.insert(name)
            return IdentifiedSegue(segue: segue, identifier: identifier, caseName: SwiftIdentifier(derived: name, fallback: "segue"))
        }
    }

    /// ``controllerActions()`` once made: the scene protocol asks for them twice (whether it
    /// has requirements, then the requirements), and each walk copies the scene's views.
    private var controllerActionsMemo: [(ActionConnection, SwiftType)]?

    /// Actions sent to the controller, with their sender types.
    func controllerActions() throws(UngatedName) -> [(ActionConnection, SwiftType)] {
        if let controllerActionsMemo { return controllerActionsMemo }
        var result: [(ActionConnection, SwiftType)] = []
        // Every view: the tree's, cells' (their factories call the controller) and custom views'.
        for view in scene.allViews {
            for action in view.actions where action.isSentToController { result.append((action, try viewClass(view))) }
        }
        for gesture in scene.gestureRecognizers {
            let type = try gestureClass(gesture)
            for action in gesture.actions where action.isSentToController { result.append((action, type)) }
        }
        for item in scene.allBarButtonItems {
            for action in item.actions where action.isSentToController { result.append((action, context.rt("BarButtonItem"))) }
        }
        controllerActionsMemo = result
        return result
    }

    /// The Swift type of an outlet to `destination`, or nil when it points to nothing generated.
    func outletType(_ destination: String, declared: String?) throws(UngatedName) -> SwiftType? {
        if let declared { return try SwiftType(typeName: declared) }
        if let type = viewClasses[destination] { return type }
        if scene.allBarButtonItems.contains(where: { $0.id == destination }) { return context.rt("BarButtonItem") }
        if let gesture = scene.gestureRecognizers.first(where: { $0.id == destination }) {
            return try gestureClass(gesture)
        }
        if constraintIDs.contains(destination) { return context.rt("LayoutConstraint") }
        return nil
    }

    func viewClass(_ view: ViewNode) throws(UngatedName) -> SwiftType { try Self.viewClass(view, context: context) }

    /// A gesture recognizer's class: its custom class, else the runtime's class for its kind.
    func gestureClass(_ gesture: GestureRecognizerNode) throws(UngatedName) -> SwiftType {
        guard let className = gesture.className else { return context.rt(gesture.kind.runtimeClassName) }
        return try SwiftType(typeName: className)
    }

    /// A cell's class: its custom class, else the runtime's cell class.
    func cellClass(_ cell: CellPrototype) throws(UngatedName) -> SwiftType {
        guard let className = cell.className else { return context.rt(cell.isCollectionCell ? "CollectionViewCell" : "TableViewCell") }
        return try SwiftType(typeName: className)
    }

    /// Whether a view needs a member in the views holder (it anchors a popover).
    func needsBoxMember(_ id: String) -> Bool {
        needsViewsBox && anchorViewIDs.contains(id) && viewClasses[id] != nil
    }

    /// The class of the views holder.
    var viewsBoxClass: SwiftIdentifier { names.viewsBox(scene).prefixed("_") }

    /// A type name read from the graph, or nil for none.
    static func typeName(_ text: String?) throws(UngatedName) -> SwiftType? {
        guard let text else { return nil }
        return try SwiftType(typeName: text)
    }
}

/// A translator of one construct of a scene, reading the scene's shared facts. It keeps the
/// scene itself too: reading it through `facts` on every use would copy the whole value.
protocol SceneConstructTranslator {
    var facts: SceneFacts { get }
    var scene: Scene { get }
}

extension SceneConstructTranslator {
    var names: GeneratedNames { facts.names }
    var context: TranslationContext { facts.context }
    var access: AccessLevel? { facts.access }
    var className: SwiftType { get throws(UngatedName) { try facts.className } }
    var place: String { facts.place }
    func viewClass(_ view: ViewNode) throws(UngatedName) -> SwiftType { try facts.viewClass(view) }
}
