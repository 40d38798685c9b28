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
    /// The scene's id, unique in its document.
    public var id: SceneID
    /// What kind of controller it is.
    public var kind: SceneKind
    /// The Swift class that implements it; nil means the runtime's class for `kind`.
    public var className: String?
    /// The module that declares `className`, when it is not the app's (storyboard `customModule`).
    public var moduleName: String?
    /// The identifier for `instantiateViewController(withIdentifier:)`.
    public var storyboardID: String?
    /// The identifier used for state preservation and restoration.
    public var restorationID: String?
    /// The controller's title.
    public var title: String?
    /// How the controller is presented when a segue presents it.
    public var presentationStyle: PresentationStyle?
    /// The transition used when the controller is presented.
    public var transitionStyle: TransitionStyle?
    /// The preferred size of the controller's content.
    public var preferredContentSize: Size?
    /// Boolean traits of the controller (`definesPresentationContext`, `hidesBottomBarWhenPushed`, …), by name.
    public var flags: [String: Bool]
    /// Other typed settings of the controller (`selectedIndex`, `pageTransition`, …), by name.
    public var settings: [String: String]
    /// The root of the view tree.
    public var rootView: ViewNode?
    /// The controller's navigation item.
    public var navigationItem: NavigationItemNode?
    /// The controller's tab bar item.
    public var tabBarItem: TabBarItemNode?
    /// Outlets: controller properties connected to views or bar items.
    public var outlets: [Outlet]
    /// Outlet collections: controller properties connected to several views.
    public var outletCollections: [OutletCollection]
    /// Unwind actions the controller declares (it can be the destination of unwind segues).
    public var unwindActions: [UnwindAction]
    /// Every edge that leaves this scene: segues, embeds (from container views) and relationships.
    public var segues: [Segue]
    /// URL patterns that lead straight to this scene.
    public var deepLinks: [DeepLink]
    /// Values that differ under some size classes.
    public var variations: [TraitVariation]
    /// For `kind == .reference`: where it points.
    public var reference: SceneReferenceTarget?
    /// Toolbar items the controller shows when it is in a navigation controller.
    public var toolbarItems: [BarButtonItemNode]
    /// The gesture recognizers of the scene; views attach them by id (``ViewNode/gestureRecognizers``).
    public var gestureRecognizers: [GestureRecognizerNode]
    /// Values set on the controller by key path when it loads (user-defined runtime attributes).
    public var runtimeAttributes: [RuntimeAttribute]
    /// Other objects the scene holds besides its controller, views and gesture recognizers
    /// (storyboards: placeholders, exits, custom objects), with the actions they send.
    public var otherObjects: [SceneObject]
    /// For storyboards: the element the controller was read from (`viewController`, `hostingController`, …).
    public var storyboardElement: String?
    /// The bars the scene was designed under (storyboards' simulated metrics).
    public var designedBars: SimulatedBars
    /// A freeform size the scene was designed at, instead of the device's screen.
    public var freeformSize: Size?
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an empty scene of a kind.
    public init(id: SceneID, kind: SceneKind, source: SourceRange) {
        self.id = id
        self.kind = kind
        self.flags = [:]
        self.settings = [:]
        self.outlets = []
        self.outletCollections = []
        self.unwindActions = []
        self.segues = []
        self.deepLinks = []
        self.variations = []
        self.toolbarItems = []
        self.gestureRecognizers = []
        self.runtimeAttributes = []
        self.otherObjects = []
        self.designedBars = SimulatedBars()
        self.source = source
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
            for item in view.barItems { if let custom = item.customView { visit(custom) } }
        }
        if let rootView { visit(rootView) }
        for item in controllerBarButtonItems { if let custom = item.customView { visit(custom) } }
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
        for item in controllerBarButtonItems { body(item) }  // a few items: the one definition of their order
        rootView?.forEachInTree { view in
            for index in view.barItems.indices { body(view.barItems[index]) }
        }
    }

    /// The bar button items the controller itself holds: its navigation item's (left then right),
    /// then its toolbar items. ``allBarButtonItems`` adds those of bar views.
    public var controllerBarButtonItems: [BarButtonItemNode] {
        (navigationItem?.leftItems ?? []) + (navigationItem?.rightItems ?? []) + toolbarItems
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
