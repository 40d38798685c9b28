import SceneGraph
import SceneGraphLayout
import SceneLayout

/// One laid-out scene with what its wireframe and listing show besides frames: the heading,
/// the bars' content and the kind-specific details of its views. Built from a graph by
/// ``PreviewSceneBuilder``, or by hand around a ``SceneLayoutResult`` (tests draw those).
public struct PreviewScene: Hashable, Sendable {
    /// The path of the scene's file.
    public var file: String
    /// What the scene is called: its title, else its navigation item's, else its storyboard id or id.
    public var heading: String
    /// The laid-out views and the constraint problems.
    public var result: SceneLayoutResult
    /// The bars the scene sits under.
    public var bars: SceneBars
    /// What the bars show.
    public var barContent: BarContent
    /// Kind-specific details of the views, by index in ``SceneLayoutResult/views``; views
    /// without an entry are drawn from their element and text alone.
    public var details: [Int: ViewDetails]
    /// The id of the view that holds each constraint, by the constraint's source position (the
    /// first item of a constraint that names none).
    public var constraintHolders: [SourceLocation: String]

    /// Creates a scene preview.
    public init(
        file: String, heading: String, result: SceneLayoutResult, bars: SceneBars = .none, barContent: BarContent = BarContent(),
        details: [Int: ViewDetails] = [:], constraintHolders: [SourceLocation: String] = [:]
    ) {
        self.file = file
        self.heading = heading
        self.result = result
        self.bars = bars
        self.barContent = barContent
        self.details = details
        self.constraintHolders = constraintHolders
    }

    /// `file#id`.
    public var name: String { "\(file)#\(result.scene.name)" }
}

/// What a scene's bars show.
public struct BarContent: Hashable, Sendable {
    /// The navigation bar's title.
    public var navigationTitle: String?
    /// The navigation bar's leading items (after a back button, when ``showsBackButton``).
    public var leftItems: [BarItemLabel]
    /// The navigation bar's trailing items.
    public var rightItems: [BarItemLabel]
    /// Whether the scene is pushed onto a navigation stack (not its root), so a back button shows.
    public var showsBackButton: Bool
    /// The toolbar's items.
    public var toolbarItems: [BarItemLabel]
    /// The titles of the tab bar's tabs, in order.
    public var tabTitles: [String]
    /// The index of the tab the scene is in.
    public var selectedTab: Int?

    /// Creates bar content; empty by default.
    public init(
        navigationTitle: String? = nil, leftItems: [BarItemLabel] = [], rightItems: [BarItemLabel] = [], showsBackButton: Bool = false,
        toolbarItems: [BarItemLabel] = [], tabTitles: [String] = [], selectedTab: Int? = nil
    ) {
        self.navigationTitle = navigationTitle
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.showsBackButton = showsBackButton
        self.toolbarItems = toolbarItems
        self.tabTitles = tabTitles
        self.selectedTab = selectedTab
    }
}

/// How a bar button item is drawn.
public enum BarItemLabel: Hashable, Sendable {
    /// A title (or a system item's title, `+` for add).
    case text(String)
    /// An image, a custom view or a system item drawn as an icon: a small square.
    case icon
    /// A flexible or fixed space.
    case space
}

/// What a wireframe shows of a view besides its frame and text.
public struct ViewDetails: Hashable, Sendable {
    /// The view's text is its placeholder (a text field or search bar without text).
    public var textIsPlaceholder: Bool
    /// A segmented control's segment titles.
    public var segments: [String]
    /// A segmented control's selected segment.
    public var selectedSegment: Int?
    /// Whether a switch is on.
    public var isOn: Bool
    /// A slider's value or a progress view's progress, from 0 to 1.
    public var fraction: Double?
    /// A page control's number of pages.
    public var pageCount: Int?
    /// A table view's style (`plain`, `grouped`, `insetGrouped`).
    public var tableStyle: String?
    /// A cell's accessory (`disclosureIndicator`, `checkmark`, …).
    public var accessory: String?
    /// A cell's title when it shows one of the standard styles' labels.
    public var cellTitle: String?

    /// Creates details; nothing special by default.
    public init(
        textIsPlaceholder: Bool = false, segments: [String] = [], selectedSegment: Int? = nil, isOn: Bool = false,
        fraction: Double? = nil, pageCount: Int? = nil, tableStyle: String? = nil, accessory: String? = nil, cellTitle: String? = nil
    ) {
        self.textIsPlaceholder = textIsPlaceholder
        self.segments = segments
        self.selectedSegment = selectedSegment
        self.isOn = isOn
        self.fraction = fraction
        self.pageCount = pageCount
        self.tableStyle = tableStyle
        self.accessory = accessory
        self.cellTitle = cellTitle
    }
}
