/// What kind of controller a scene is.
public enum SceneKind: String, CaseIterable, Hashable, Sendable {
    /// A plain content controller.
    case controller
    /// A content controller that owns a table view.
    case tableController
    /// A content controller that owns a collection view.
    case collectionController
    /// A navigation controller (one `root` relationship).
    case navigation
    /// A tab bar controller (`tab` relationships, in order).
    case tabBar
    /// A split view controller (`primary`, `secondary`, optional `supplementary` and `compact`).
    case split
    /// A page view controller (`page` relationships: the initial pages).
    case page
    /// A custom container controller (`child` relationships).
    case customContainer
    /// A stand-in for a scene declared in another file.
    case reference

    /// Whether the kind contains other controllers through relationships.
    public var isContainer: Bool {
        switch self {
        case .navigation, .tabBar, .split, .page, .customContainer: true
        case .controller, .tableController, .collectionController, .reference: false
        }
    }

    /// The runtime base class a scene of this kind instantiates when it names no class.
    public var runtimeClassName: String {
        switch self {
        case .controller, .reference: "ViewController"
        case .tableController: "TableViewController"
        case .collectionController: "CollectionViewController"
        case .navigation: "NavigationController"
        case .tabBar: "TabBarController"
        case .split: "SplitViewController"
        case .page: "PageViewController"
        case .customContainer: "ViewController"
        }
    }
}

/// Where a reference scene points: a scene in another file.
public struct SceneReferenceTarget: Hashable, Sendable {
    /// The other file's path, relative to the referencing file's folder.
    public var file: String
    /// The scene id in that file; nil means that file's initial scene.
    public var scene: String?
    /// For storyboards: the storyboard identifier of the scene in that file (instead of `scene`).
    public var storyboardID: String?

    /// Creates a reference target.
    public init(file: String, scene: String? = nil, storyboardID: String? = nil) {
        self.file = file
        self.scene = scene
        self.storyboardID = storyboardID
    }
}

/// One screen (a view controller) or a container, with everything declared inside it.
public struct Scene: Hashable, Sendable {
    /// The fields, shared by copies until one is mutated (``makeUnique()`` first).
    @usableFromInline var storage: CopyOnWriteBox<Fields>

    /// The scene's id, unique in its document.
    @inlinable public var id: SceneID {
        get { storage.fields.id }
        _modify { makeUnique(); yield &storage.fields.id }
    }
    /// What kind of controller it is.
    @inlinable public var kind: SceneKind {
        get { storage.fields.kind }
        _modify { makeUnique(); yield &storage.fields.kind }
    }
    /// The Swift class that implements it; nil means the runtime's class for `kind`.
    @inlinable public var className: String? {
        get { storage.fields.className }
        _modify { makeUnique(); yield &storage.fields.className }
    }
    /// The module that declares `className`, when it is not the app's (storyboard `customModule`).
    @inlinable public var moduleName: String? {
        get { storage.fields.moduleName }
        _modify { makeUnique(); yield &storage.fields.moduleName }
    }
    /// The identifier for `instantiateViewController(withIdentifier:)`.
    @inlinable public var storyboardID: String? {
        get { storage.fields.storyboardID }
        _modify { makeUnique(); yield &storage.fields.storyboardID }
    }
    /// The identifier used for state preservation and restoration.
    @inlinable public var restorationID: String? {
        get { storage.fields.restorationID }
        _modify { makeUnique(); yield &storage.fields.restorationID }
    }
    /// The controller's title.
    @inlinable public var title: String? {
        get { storage.fields.title }
        _modify { makeUnique(); yield &storage.fields.title }
    }
    /// How the controller is presented when a segue presents it.
    @inlinable public var presentationStyle: PresentationStyle? {
        get { storage.fields.presentationStyle }
        _modify { makeUnique(); yield &storage.fields.presentationStyle }
    }
    /// The transition used when the controller is presented.
    @inlinable public var transitionStyle: TransitionStyle? {
        get { storage.fields.transitionStyle }
        _modify { makeUnique(); yield &storage.fields.transitionStyle }
    }
    /// The preferred size of the controller's content.
    @inlinable public var preferredContentSize: Size? {
        get { storage.fields.preferredContentSize }
        _modify { makeUnique(); yield &storage.fields.preferredContentSize }
    }
    /// Boolean traits of the controller (`definesPresentationContext`, `hidesBottomBarWhenPushed`, …), by name.
    @inlinable public var flags: [String: Bool] {
        get { storage.fields.flags }
        _modify { makeUnique(); yield &storage.fields.flags }
    }
    /// Other typed settings of the controller (`selectedIndex`, `pageTransition`, …), by name.
    @inlinable public var settings: [String: String] {
        get { storage.fields.settings }
        _modify { makeUnique(); yield &storage.fields.settings }
    }
    /// The root of the view tree.
    @inlinable public var rootView: ViewNode? {
        get { storage.fields.rootView }
        _modify { makeUnique(); yield &storage.fields.rootView }
    }
    /// The controller's navigation item.
    @inlinable public var navigationItem: NavigationItemNode? {
        get { storage.fields.navigationItem }
        _modify { makeUnique(); yield &storage.fields.navigationItem }
    }
    /// The controller's tab bar item.
    @inlinable public var tabBarItem: TabBarItemNode? {
        get { storage.fields.tabBarItem }
        _modify { makeUnique(); yield &storage.fields.tabBarItem }
    }
    /// Outlets: controller properties connected to views or bar items.
    @inlinable public var outlets: [Outlet] {
        get { storage.fields.outlets }
        _modify { makeUnique(); yield &storage.fields.outlets }
    }
    /// Outlet collections: controller properties connected to several views.
    @inlinable public var outletCollections: [OutletCollection] {
        get { storage.fields.outletCollections }
        _modify { makeUnique(); yield &storage.fields.outletCollections }
    }
    /// Unwind actions the controller declares (it can be the destination of unwind segues).
    @inlinable public var unwindActions: [UnwindAction] {
        get { storage.fields.unwindActions }
        _modify { makeUnique(); yield &storage.fields.unwindActions }
    }
    /// Every edge that leaves this scene: segues, embeds (from container views) and relationships.
    @inlinable public var segues: [Segue] {
        get { storage.fields.segues }
        _modify { makeUnique(); yield &storage.fields.segues }
    }
    /// URL patterns that lead straight to this scene.
    @inlinable public var deepLinks: [DeepLink] {
        get { storage.fields.deepLinks }
        _modify { makeUnique(); yield &storage.fields.deepLinks }
    }
    /// Values that differ under some size classes.
    @inlinable public var variations: [TraitVariation] {
        get { storage.fields.variations }
        _modify { makeUnique(); yield &storage.fields.variations }
    }
    /// For `kind == .reference`: where it points.
    @inlinable public var reference: SceneReferenceTarget? {
        get { storage.fields.reference }
        _modify { makeUnique(); yield &storage.fields.reference }
    }
    /// Toolbar items the controller shows when it is in a navigation controller.
    @inlinable public var toolbarItems: [BarButtonItemNode] {
        get { storage.fields.toolbarItems }
        _modify { makeUnique(); yield &storage.fields.toolbarItems }
    }
    /// The gesture recognizers of the scene; views attach them by id (``ViewNode/gestureRecognizers``).
    @inlinable public var gestureRecognizers: [GestureRecognizerNode] {
        get { storage.fields.gestureRecognizers }
        _modify { makeUnique(); yield &storage.fields.gestureRecognizers }
    }
    /// Values set on the controller by key path when it loads (user-defined runtime attributes).
    @inlinable public var runtimeAttributes: [RuntimeAttribute] {
        get { storage.fields.runtimeAttributes }
        _modify { makeUnique(); yield &storage.fields.runtimeAttributes }
    }
    /// Other objects the scene holds besides its controller, views and gesture recognizers
    /// (storyboards: placeholders, exits, custom objects), with the actions they send.
    @inlinable public var otherObjects: [SceneObject] {
        get { storage.fields.otherObjects }
        _modify { makeUnique(); yield &storage.fields.otherObjects }
    }
    /// For storyboards: the element the controller was read from (`viewController`, `hostingController`, …).
    @inlinable public var storyboardElement: String? {
        get { storage.fields.storyboardElement }
        _modify { makeUnique(); yield &storage.fields.storyboardElement }
    }
    /// The bars the scene was designed under (storyboards' simulated metrics).
    @inlinable public var designedBars: SimulatedBars {
        get { storage.fields.designedBars }
        _modify { makeUnique(); yield &storage.fields.designedBars }
    }
    /// A freeform size the scene was designed at, instead of the device's screen.
    @inlinable public var freeformSize: Size? {
        get { storage.fields.freeformSize }
        _modify { makeUnique(); yield &storage.fields.freeformSize }
    }
    /// The element's source positions.
    @inlinable public var source: SourceRange {
        get { storage.fields.source }
        _modify { makeUnique(); yield &storage.fields.source }
    }

    /// Creates an empty scene of a kind.
    public init(id: SceneID, kind: SceneKind, source: SourceRange) {
        storage = CopyOnWriteBox(Fields(id: id, kind: kind, source: source))
    }

    /// Every view in the tree, depth first, including prototype cells' subviews and bar button
    /// items' custom views (then those of the controller's own items) (the views
    /// ``forEachView(_:)`` visits, in its order).
    public var allViews: [ViewNode] {
        var result: [ViewNode] = []
        forEachView { result.append($0) }
        return result
    }

    /// Calls `body` with each view of ``allViews``, in that order, without copying the tree into
    /// an array.
    public func forEachView(_ body: (ViewNode) -> Void) {
        func visit(_ view: ViewNode) {
            body(view)
            for index in view.subviews.indices { visit(view.subviews[index]) }
            for cell in view.cells.indices {
                for index in view.cells[cell].subviews.indices { visit(view.cells[cell].subviews[index]) }
            }
            for index in view.barItems.indices { if let custom = view.barItems[index].customView { visit(custom) } }
        }
        if let rootView { visit(rootView) }
        forEachControllerBarButtonItem { item in if let custom = item.customView { visit(custom) } }
    }

    /// Every prototype cell in the tree (the cells ``forEachCell(_:)`` visits, in its order).
    public var allCells: [CellPrototype] {
        var result: [CellPrototype] = []
        forEachCell { result.append($0) }
        return result
    }

    /// Calls `body` with each cell of ``allCells``, in that order, without copying the tree.
    public func forEachCell(_ body: (CellPrototype) -> Void) {
        forEachView { view in
            for index in view.cells.indices { body(view.cells[index]) }
        }
    }

    /// The prototype (not static) cells in the tree.
    public var prototypeCells: [CellPrototype] { allCells.filter { !$0.isStatic } }

    /// The bar button items of the navigation item (left then right), the toolbar items, then
    /// those of toolbar and navigation bar views.
    public var allBarButtonItems: [BarButtonItemNode] {
        var result: [BarButtonItemNode] = []
        forEachBarButtonItem { result.append($0) }
        return result
    }

    /// Calls `body` with each item of ``allBarButtonItems``, in that order, without copying the tree.
    public func forEachBarButtonItem(_ body: (BarButtonItemNode) -> Void) {
        forEachControllerBarButtonItem(body)
        rootView?.forEachInTree { view in
            for index in view.barItems.indices { body(view.barItems[index]) }
        }
    }

    /// The bar button items the controller itself holds: its navigation item's (left then right),
    /// then its toolbar items. ``allBarButtonItems`` adds those of bar views.
    public var controllerBarButtonItems: [BarButtonItemNode] {
        var result: [BarButtonItemNode] = []
        forEachControllerBarButtonItem { result.append($0) }
        return result
    }

    /// Calls `body` with each item of ``controllerBarButtonItems``, in that order (the one
    /// definition of it), read in place.
    ///
    /// Why: the array joined the navigation item's two lists and the toolbar's into a new one,
    /// copying every item, each time the scene's bar items or views were walked (by the resolver,
    /// the reader, lint rules, the generator); on 200 storyboards that was 3.5 % of `lint`.
    public func forEachControllerBarButtonItem(_ body: (BarButtonItemNode) -> Void) {
        if let navigationItem = storage.fields.navigationItem {
            for index in navigationItem.leftItems.indices { body(navigationItem.leftItems[index]) }
            for index in navigationItem.rightItems.indices { body(navigationItem.rightItems[index]) }
        }
        for index in storage.fields.toolbarItems.indices { body(storage.fields.toolbarItems[index]) }
    }
}

/// An object of a scene that is neither its controller nor a view: a storyboard placeholder
/// (first responder, exit), a custom object or a gesture recognizer.
public struct SceneObject: Hashable, Sendable {
    /// The object's id in the document.
    public var id: String?
    /// The element it was read from (`exit`, `placeholder`, `tapGestureRecognizer`, …).
    public var element: String
    /// Its custom class, if any.
    public var className: String?
    /// Actions it sends (gesture recognizers).
    public var actions: [ActionConnection]
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an object.
    public init(id: String?, element: String, source: SourceRange) {
        self.id = id
        self.element = element
        self.actions = []
        self.source = source
    }
}
