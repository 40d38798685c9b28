/// The type of a view in a scene's view tree.
public enum ViewKind: Hashable, Sendable, CustomStringConvertible {
    case view, label, button, textField, textView, `switch`, slider, stepper, segmentedControl
    case datePicker, imageView, scrollView, stackView, tableView, collectionView, containerView
    case activityIndicator, pageControl, progressView, toolbar, pickerView, searchBar
    /// A view the scene format does not name (an element kept from a storyboard).
    case other(String)

    /// The kinds the scene format names, in the order the spec lists them.
    public static let named: [ViewKind] = [
        .view, .label, .button, .textField, .textView, .switch, .slider, .stepper, .segmentedControl,
        .datePicker, .imageView, .scrollView, .stackView, .tableView, .collectionView, .containerView,
        .activityIndicator, .pageControl, .progressView, .toolbar, .pickerView, .searchBar,
    ]

    /// The element name in scene files.
    public var elementName: String {
        switch self {
        case .view: "view"
        case .label: "label"
        case .button: "button"
        case .textField: "textField"
        case .textView: "textView"
        case .switch: "switch"
        case .slider: "slider"
        case .stepper: "stepper"
        case .segmentedControl: "segmentedControl"
        case .datePicker: "datePicker"
        case .imageView: "imageView"
        case .scrollView: "scrollView"
        case .stackView: "stackView"
        case .tableView: "tableView"
        case .collectionView: "collectionView"
        case .containerView: "containerView"
        case .activityIndicator: "activityIndicator"
        case .pageControl: "pageControl"
        case .progressView: "progressView"
        case .toolbar: "toolbar"
        case .pickerView: "pickerView"
        case .searchBar: "searchBar"
        case .other(let name): name
        }
    }

    /// Creates the kind named by a scene-format element, or nil.
    public init?(elementName: String) {
        guard let kind = Self.named.first(where: { ByteScan.isSameName($0.elementName, elementName) }) else { return nil }
        self = kind
    }

    /// The runtime class that implements views of this kind.
    public var runtimeClassName: String {
        switch self {
        case .view, .other: "View"
        case .label: "Label"
        case .button: "Button"
        case .textField: "TextField"
        case .textView: "TextView"
        case .switch: "Switch"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .segmentedControl: "SegmentedControl"
        case .datePicker: "DatePicker"
        case .imageView: "ImageView"
        case .scrollView: "ScrollView"
        case .stackView: "StackView"
        case .tableView: "TableView"
        case .collectionView: "CollectionView"
        case .containerView: "ContainerView"
        case .activityIndicator: "ActivityIndicatorView"
        case .pageControl: "PageControl"
        case .progressView: "ProgressView"
        case .toolbar: "Toolbar"
        case .pickerView: "PickerView"
        case .searchBar: "SearchBar"
        }
    }

    /// Whether views of this kind are controls that send actions.
    public var isControl: Bool {
        switch self {
        case .button, .textField, .switch, .slider, .stepper, .segmentedControl, .datePicker, .pageControl: true
        default: false
        }
    }

    /// Whether a person interacts with views of this kind (and so they need an accessibility label).
    public var isInteractive: Bool { isControl || self == .textView }

    public var description: String { elementName }
}

/// A view in a scene's view tree.
public struct ViewNode: Hashable, Sendable {
    /// The fields, shared by copies until one is mutated (``makeUnique()`` first).
    @usableFromInline var storage: CopyOnWriteBox<Fields>

    /// The view's id, unique in its document; nil when nothing refers to it.
    @inlinable public var id: String? {
        get { storage.fields.id }
        _modify { makeUnique(); yield &storage.fields.id }
    }
    /// The view's type.
    @inlinable public var kind: ViewKind {
        get { storage.fields.kind }
        _modify { makeUnique(); yield &storage.fields.kind }
    }
    /// A custom subclass, when the view is not the runtime's class for its kind.
    @inlinable public var className: String? {
        get { storage.fields.className }
        _modify { makeUnique(); yield &storage.fields.className }
    }
    /// The accessibility label.
    @inlinable public var accessibilityLabel: String? {
        get { storage.fields.accessibilityLabel }
        _modify { makeUnique(); yield &storage.fields.accessibilityLabel }
    }
    /// The accessibility identifier (for UI tests).
    @inlinable public var accessibilityIdentifier: String? {
        get { storage.fields.accessibilityIdentifier }
        _modify { makeUnique(); yield &storage.fields.accessibilityIdentifier }
    }
    /// The accessibility hint.
    @inlinable public var accessibilityHint: String? {
        get { storage.fields.accessibilityHint }
        _modify { makeUnique(); yield &storage.fields.accessibilityHint }
    }
    /// The identifier used for state preservation and restoration.
    @inlinable public var restorationID: String? {
        get { storage.fields.restorationID }
        _modify { makeUnique(); yield &storage.fields.restorationID }
    }
    /// Kind-specific settings (`text`, `title`, `placeholder`, `on`, `value`, `hidden`, …), by attribute name.
    @inlinable public var properties: [String: String] {
        get { storage.fields.properties }
        _modify { makeUnique(); yield &storage.fields.properties }
    }
    /// Actions this control sends.
    @inlinable public var actions: [ActionConnection] {
        get { storage.fields.actions }
        _modify { makeUnique(); yield &storage.fields.actions }
    }
    /// Child views, in order.
    @inlinable public var subviews: [ViewNode] {
        get { storage.fields.subviews }
        _modify { makeUnique(); yield &storage.fields.subviews }
    }
    /// Prototype cells of a table or collection view.
    @inlinable public var cells: [CellPrototype] {
        get { storage.fields.cells }
        _modify { makeUnique(); yield &storage.fields.cells }
    }
    /// Bar button items of a toolbar or navigation bar view (storyboards).
    @inlinable public var barItems: [BarButtonItemNode] {
        get { storage.fields.barItems }
        _modify { makeUnique(); yield &storage.fields.barItems }
    }
    /// The ids of the gesture recognizers attached to the view, in order (the recognizers are
    /// the scene's, ``Scene/gestureRecognizers``).
    @inlinable public var gestureRecognizers: [String] {
        get { storage.fields.gestureRecognizers }
        _modify { makeUnique(); yield &storage.fields.gestureRecognizers }
    }
    /// For a table view with static content: its sections, over its static ``cells`` in order.
    @inlinable public var staticSections: [StaticSection] {
        get { storage.fields.staticSections }
        _modify { makeUnique(); yield &storage.fields.staticSections }
    }
    /// Values set by key path when the view loads (storyboards' user-defined runtime attributes).
    @inlinable public var runtimeAttributes: [RuntimeAttribute] {
        get { storage.fields.runtimeAttributes }
        _modify { makeUnique(); yield &storage.fields.runtimeAttributes }
    }
    /// Values that differ under some size classes.
    @inlinable public var variations: [TraitVariation] {
        get { storage.fields.variations }
        _modify { makeUnique(); yield &storage.fields.variations }
    }
    /// Where the view goes: frame, constraints, guides, content priorities.
    @inlinable public var layout: ViewLayout {
        get { storage.fields.layout.value }
        set { makeUnique(); storage.fields.layout.value = newValue }
        _modify { makeUnique(); yield &storage.fields.layout.value }
    }
    /// Whether the view holds a constraint: `!layout.constraints.isEmpty`, read in place rather
    /// than through a copy of the layout (or an empty one made for a view without).
    @inlinable public var holdsConstraints: Bool {
        storage.fields.layout.box.map { !$0.fields.constraints.isEmpty } ?? false
    }
    /// The element's source positions.
    @inlinable public var source: SourceRange {
        get { storage.fields.source }
        _modify { makeUnique(); yield &storage.fields.source }
    }

    /// Creates a view with no content.
    public init(id: String?, kind: ViewKind, source: SourceRange) {
        storage = CopyOnWriteBox(Fields(id: id, kind: kind, source: source))
    }

    /// The static cells of the table grouped by ``staticSections``, in order (cells beyond the
    /// sections' counts are dropped; a table without sections has none).
    public var cellsBySection: [(section: StaticSection, cells: [CellPrototype])] {
        let statics = cells.filter(\.isStatic)
        var start = 0
        return staticSections.map { section in
            let end = min(statics.count, start + max(0, section.cellCount))
            defer { start = end }
            return (section, Array(statics[min(start, end)..<end]))
        }
    }

    /// The view and its descendants, depth first (not descending into prototype cells): the
    /// views ``forEachInTree(_:)`` visits, in its order.
    public var selfAndDescendants: [ViewNode] {
        var result: [ViewNode] = []
        forEachInTree { result.append($0) }
        return result
    }

    /// Calls `body` with the view and each of its descendants, in ``selfAndDescendants``' order,
    /// without copying the tree into an array.
    public func forEachInTree(_ body: (ViewNode) -> Void) {
        body(self)
        for index in subviews.indices { subviews[index].forEachInTree(body) }
    }

}

/// A prototype cell of a table or collection view: a template instantiated per row.
public struct CellPrototype: Hashable, Sendable {
    /// The cell's id in the document (what segue triggers name).
    public var id: String?
    /// The reuse identifier used to dequeue it.
    public var reuseIdentifier: String?
    /// The cell's Swift class; nil means the runtime's cell class.
    public var className: String?
    /// Kind-specific settings (`style`, `accessoryType`, …), by attribute name.
    public var properties: [String: String]
    /// The accessibility label.
    public var accessibilityLabel: String?
    /// The accessibility identifier.
    public var accessibilityIdentifier: String?
    /// The identifier used for state preservation and restoration.
    public var restorationID: String?
    /// The cell's content views.
    public var subviews: [ViewNode]
    /// Outlets from the cell's class to its content views.
    public var outlets: [Outlet]
    /// Outlet collections from the cell's class to its content views.
    public var outletCollections: [OutletCollection]
    /// Values that differ under some size classes.
    public var variations: [TraitVariation]
    /// Values set by key path when the cell loads (storyboards' user-defined runtime attributes).
    public var runtimeAttributes: [RuntimeAttribute]
    /// The cell's designed frame and autoresizing (its `layout.frame` is the row's designed size).
    public var layout: ViewLayout
    /// The id of the cell's content view, which the content's constraints name.
    public var contentViewID: String?
    /// The content view's constraints, guides and margins.
    public var contentLayout: ViewLayout
    /// Whether the cell belongs to a collection view (otherwise a table view).
    public var isCollectionCell: Bool
    /// Whether the cell is a static cell (a storyboard's static table content, shown once) rather
    /// than a prototype; the controller's outlets may point into static cells.
    public var isStatic: Bool
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an empty prototype cell.
    public init(id: String?, isCollectionCell: Bool, source: SourceRange) {
        self.id = id
        self.isCollectionCell = isCollectionCell
        self.isStatic = false
        self.properties = [:]
        self.subviews = []
        self.outlets = []
        self.outletCollections = []
        self.runtimeAttributes = []
        self.variations = []
        self.layout = ViewLayout()
        self.contentLayout = ViewLayout()
        self.source = source
    }

    /// The cell's content views, depth first.
    public var allViews: [ViewNode] { subviews.flatMap(\.selfAndDescendants) }
}

/// A bar button item in a navigation item.
public struct BarButtonItemNode: Hashable, Sendable {
    /// The item's id (what outlets, triggers and popover anchors name).
    public var id: String?
    /// Kind-specific settings (`title`, `image`, `systemItem`, `style`), by attribute name.
    public var properties: [String: String]
    /// The accessibility label.
    public var accessibilityLabel: String?
    /// The accessibility identifier.
    public var accessibilityIdentifier: String?
    /// Actions the item sends when tapped.
    public var actions: [ActionConnection]
    /// A custom subclass, when the item is not the runtime's `BarButtonItem`.
    public var className: String?
    /// The element's source positions.
    public var source: SourceRange
    /// At most one view: an array, since a struct cannot hold itself through an optional.
    private var customViewStorage: [ViewNode]

    /// The view the item shows instead of a button (a slider or segmented control in a toolbar).
    public var customView: ViewNode? {
        get { customViewStorage.first }
        set { customViewStorage = newValue.map { [$0] } ?? [] }
    }

    /// Creates an item.
    public init(id: String?, source: SourceRange) {
        self.id = id
        self.properties = [:]
        self.actions = []
        self.customViewStorage = []
        self.source = source
    }
}

/// The navigation item of a controller: what a navigation bar shows for it.
public struct NavigationItemNode: Hashable, Sendable {
    /// Settings (`title`, `prompt`, `largeTitleDisplayMode`), by attribute name.
    public var properties: [String: String]
    /// Items on the leading side.
    public var leftItems: [BarButtonItemNode]
    /// Items on the trailing side.
    public var rightItems: [BarButtonItemNode]
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an empty navigation item.
    public init(source: SourceRange) {
        self.properties = [:]
        self.leftItems = []
        self.rightItems = []
        self.source = source
    }
}

/// The tab bar item of a controller: what a tab bar shows for it.
public struct TabBarItemNode: Hashable, Sendable {
    /// Settings (`title`, `image`, `selectedImage`, `systemItem`, `badgeValue`, `tag`), by attribute name.
    public var properties: [String: String]
    /// The accessibility label.
    public var accessibilityLabel: String?
    /// The accessibility identifier.
    public var accessibilityIdentifier: String?
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an empty tab bar item.
    public init(source: SourceRange) {
        self.properties = [:]
        self.source = source
    }
}
