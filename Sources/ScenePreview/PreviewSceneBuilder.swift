import SceneGraph
import SceneGraphLayout
import SceneLayout

/// Builds the ``PreviewScene`` of laid-out scenes of one document: the heading, the bars'
/// content (navigation title and items, back button, toolbar items, tabs) and the views' details.
public struct PreviewSceneBuilder: Sendable {
    let document: SceneDocument
    let graph: ResolvedGraph?
    let tabs: TabDirectory
    /// Scenes that are a navigation controller's root.
    let navigationRoots: Set<String>
    /// Scenes some show or push segue leads to.
    let pushed: Set<String>

    /// A builder for the scenes of `document`; `graph` resolves tabs that reference other files.
    public init(document: SceneDocument, graph: ResolvedGraph? = nil) {
        self.document = document
        self.graph = graph
        tabs = TabDirectory(document: document, graph: graph)
        var roots: Set<String> = [], pushed: Set<String> = []
        for scene in document.scenes {
            for segue in scene.segues {
                guard let destination = segue.destination else { continue }
                if scene.kind == .navigation, segue.relationship == .root { roots.insert(destination) }
                if segue.kind == .show || segue.kind == .push { pushed.insert(destination) }
            }
        }
        navigationRoots = roots
        self.pushed = pushed
    }

    /// The preview of `scene`, laid out as `result` under `bars`.
    public func preview(of scene: Scene, result: SceneLayoutResult, bars: SceneBars) -> PreviewScene {
        var content = BarContent()
        content.navigationTitle = scene.navigationItem?.properties["title"] ?? scene.title
        content.leftItems = (scene.navigationItem?.leftItems ?? []).map(Self.label)
        content.rightItems = (scene.navigationItem?.rightItems ?? []).map(Self.label)
        content.showsBackButton = bars.navigationBar && !navigationRoots.contains(scene.id.name) && pushed.contains(scene.id.name)
        content.toolbarItems = scene.toolbarItems.map(Self.label)
        if let (titles, selected) = tabs.tabs(of: scene.id.name) {
            content.tabTitles = titles
            content.selectedTab = selected
        }
        let (details, holders) = Self.details(of: scene, views: result.views)
        return PreviewScene(
            file: document.path, heading: Self.heading(of: scene), result: result, bars: bars, barContent: content,
            details: details, constraintHolders: holders)
    }

    /// The scene's title, else its navigation item's, else (storyboards) its storyboard id, else its id.
    public static func heading(of scene: Scene) -> String {
        scene.title ?? scene.navigationItem?.properties["title"]
            ?? (scene.storyboardElement != nil ? scene.storyboardID : nil) ?? scene.id.name
    }

    /// How a bar button item is drawn.
    static func label(_ item: BarButtonItemNode) -> BarItemLabel {
        if let title = item.properties["title"], !title.isEmpty { return .text(title) }
        switch item.properties["systemItem"] {
        case "flexibleSpace"?, "fixedSpace"?: return .space
        case "add"?: return .text("+")
        case let system? where ["done", "cancel", "save", "edit", "undo", "redo", "close"].contains(system):
            return .text(system.prefix(1).uppercased() + system.dropFirst())
        default: return .icon
        }
    }

    /// The details of the laid-out views and the holders of the scene's constraints.
    static func details(of scene: Scene, views: [LaidOutView]) -> (details: [Int: ViewDetails], holders: [SourceLocation: String]) {
        var byViewSource: [SourceLocation: ViewDetails] = [:]
        var byCellSource: [SourceLocation: ViewDetails] = [:]
        var holders: [SourceLocation: String] = [:]
        func visit(_ view: ViewNode) {
            byViewSource[view.source.element] = viewDetails(of: view)
            if let id = view.id { for constraint in view.layout.constraints { holders[constraint.source.element] = id } }
            for subview in view.subviews { visit(subview) }
            for cell in view.cells {
                byCellSource[cell.source.element] = ViewDetails(
                    accessory: cell.properties["accessoryType"], cellTitle: cell.properties["text"] ?? cell.properties["title"])
                if let id = cell.id { for constraint in cell.layout.constraints { holders[constraint.source.element] = id } }
                if let id = cell.contentViewID { for constraint in cell.contentLayout.constraints { holders[constraint.source.element] = id } }
                for subview in cell.subviews { visit(subview) }
            }
        }
        if let root = scene.rootView { visit(root) }
        var details: [Int: ViewDetails] = [:]
        for (index, view) in views.enumerated() {
            switch view.element {
            case "cell": details[index] = byCellSource[view.source.element]
            case "contentView": break
            default: details[index] = byViewSource[view.source.element]
            }
        }
        return (details, holders)
    }

    /// What a view's wireframe shows besides its frame and text.
    static func viewDetails(of view: ViewNode) -> ViewDetails {
        let properties = view.properties
        var details = ViewDetails()
        details.textIsPlaceholder = properties["text"] == nil && properties["title"] == nil && properties["placeholder"] != nil
        switch view.kind {
        case .segmentedControl:
            details.segments = (properties["segments"] ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if details.segments == [""] { details.segments = [] }
            details.selectedSegment = properties["selectedSegmentIndex"].flatMap { Int($0) }
        case .switch:
            details.isOn = properties["on"] == "true" || properties["on"] == "YES"
        case .slider:
            let value = properties["value"].flatMap(Double.init) ?? 0.5
            let low = (properties["minimumValue"] ?? properties["minValue"]).flatMap(Double.init) ?? 0
            let high = (properties["maximumValue"] ?? properties["maxValue"]).flatMap(Double.init) ?? 1
            details.fraction = high > low ? min(1, max(0, (value - low) / (high - low))) : 0.5
        case .progressView:
            details.fraction = properties["progress"].flatMap(Double.init).map { min(1, max(0, $0)) } ?? 0.5
        case .pageControl:
            details.pageCount = properties["numberOfPages"].flatMap { Int($0) }
        case .tableView:
            details.tableStyle = properties["style"]
        default: break
        }
        return details
    }
}
