import SceneGraph
import SceneLayout

/// Builds the layout problem of one scene: an item per view, cell, cell content view and guide,
/// the scene's constraints with the variations of the environment's size classes applied, the
/// autoresizing rules of views laid out by frame, and content sizes.
struct SceneProblemBuilder {
    let scene: Scene
    let environment: LayoutEnvironment
    let bars: SceneBars
    let isDesignedDevice: Bool

    var problem = LayoutProblem()
    /// The laid-out views, and for each the index of its item.
    private(set) var views: [LaidOutView] = []
    private(set) var viewItems: [Int] = []
    /// For each laid-out view: how far its frame reaches beyond its alignment rectangle (zero for
    /// views placed by their frame).
    private(set) var alignmentOutsets: [LayoutInsets] = []
    /// Constraints by key owner, with the item that holds them.
    var constraintNodes: [LayoutConstraintNode] = []
    var unresolved: [UnresolvedLayoutConstraint] = []

    /// Item indices by id (views, cells, content views, guides).
    var itemByID: [String: Int] = [:]
    /// For each item: its designed size (to resolve autoresizing references) and kind of view.
    var designedSizes: [(width: Double, height: Double)] = []
    var scrollKindItems: Set<Int> = []
    var scrollContentItems: [Int: Int] = [:]
    var stackItems: [(item: Int, view: ViewNode, arranged: [Int])] = []
    var pendingConstraints: [(holder: Int, node: LayoutConstraintNode)] = []
    /// Ids that constraints name (as first or second item), which places those views by constraints
    /// when the file does not say.
    let namedIDs: Set<String>

    init(scene: Scene, environment: LayoutEnvironment, bars: SceneBars, isDesignedDevice: Bool) {
        self.scene = scene
        self.environment = environment
        self.bars = bars
        self.isDesignedDevice = isDesignedDevice
        namedIDs = scene.constraintItemIDs
    }

    /// The root frame and its safe-area insets, in screen coordinates.
    var rootFrame: LayoutRect {
        if let size = scene.freeformSize { return LayoutRect(x: 0, y: 0, width: size.width, height: size.height) }
        if isDesignedDevice, let designed = scene.rootView?.layout.frame, designed.width > 0, designed.height > 0 {
            return LayoutRect(x: designed.x, y: designed.y, width: designed.width, height: designed.height)
        }
        return environment.rootFrame(under: bars)
    }

    // MARK: Building

    mutating func build() {
        guard let root = scene.rootView else { return }
        let frame = rootFrame
        // Interface Builder measures the root's safe area and layout guides as if the root sat
        // below the opaque bars, whatever size the file gives it: the file's root frame is
        // relative to the area the opaque bars leave (its origin is 0 there), and a controller that
        // extends its layout under opaque bars (`extendedLayoutIncludesOpaqueBars`, full-screen
        // root) still gets guides of length 0 in Xcode's frames. Evidence: duckduckgo's Bookmarks,
        // under an opaque navigation bar and toolbar, stores a container pinned to the top and
        // bottom guides' margins at y = -8 with a height of 683 (guides of length 0) in a full
        // 375 × 667 root, and the presented editor's 591-point root (below a status bar and an
        // opaque 56-point bar the graph does not record) a container pinned to the top guide at
        // y = 0.
        var insetsFrame = frame
        if isDesignedDevice && scene.freeformSize == nil {
            if bars.opaqueTopBar || bars.opaqueBottomBar {
                insetsFrame = environment.rootFrame(under: bars)
            } else if frame.y == 0, frame.width == environment.screenWidth, frame.height < environment.screenHeight {
                // A full-width root the file makes shorter than the screen, with no opaque bottom
                // bar, is what opaque top bars leave: it ends at the screen's bottom and starts
                // below them (Interface Builder stores its origin as 0 all the same).
                insetsFrame.y = environment.screenHeight - frame.height
            }
        }
        let safeArea = environment.safeAreaInsets(ofRootAt: insetsFrame, under: bars)
        var rootItem = LayoutItem(key: 0, parent: nil, name: Self.name(of: root), frame: frame)
        rootItem.layoutMargins = rootMargins(of: root, safeArea: safeArea)
        // Its subviews' frames were designed against the root's designed size (a nib's root view
        // has it before its container resizes it): autoresizing follows from there.
        let designed = root.layout.frame.flatMap { $0.width > 0 && $0.height > 0 ? ($0.width, $0.height) : nil } ?? (frame.width, frame.height)
        add(view: root, item: rootItem, parentView: nil, designedSize: designed, depth: 0, safeArea: safeArea)
        for (holder, node) in pendingConstraints { addConstraint(node, holder: holder) }
        for stack in stackItems { addStackArrangement(stack.item, view: stack.view, arranged: stack.arranged) }
    }

    mutating func newItem(_ item: LayoutItem, id: String?, designedSize: (Double, Double)) -> Int {
        var item = item
        let index = problem.items.count
        item.key = index
        problem.items.append(item)
        designedSizes.append(designedSize)
        if let id { itemByID[id] = index }
        return index
    }

    /// Adds `view` and its subtree; returns the view's item index.
    @discardableResult
    private mutating func add(
        view: ViewNode, item: LayoutItem, parentView: Int?, designedSize: (Double, Double), depth: Int, safeArea: LayoutInsets
    ) -> Int {
        let index = newItem(item, id: view.id, designedSize: designedSize)
        record(view: view, element: view.kind.elementName, item: index, parentView: parentView, depth: depth, underConstraints: item.autoresizing == nil && item.parent != nil)
        let viewIndex = views.count - 1
        addGuides(of: view.layout, owner: index, safeArea: item.parent == nil ? safeArea : .zero)
        for constraint in view.layout.constraints { pendingConstraints.append((index, constraint)) }
        if view.kind.isScrolling { scrollKindItems.insert(index) }

        var arranged: [Int] = []
        for subview in view.subviews {
            var child = childItem(for: subview, parent: index, parentLayout: item)
            if view.kind == .stackView {
                // `addArrangedSubview` turns the view's autoresizing translation off: the stack
                // places it by constraints.
                child.autoresizing = nil
            }
            if view.kind == .tableView || view.kind == .collectionView, child.autoresizing == nil {
                // A table's header, footer and background views: the table sets their frames.
                child.autoresizing = AutoresizingRule(
                    mask: AutoresizingFlags.flexibleWidth.rawValue,
                    referenceParentWidth: designedSizes[index].width, referenceParentHeight: designedSizes[index].height)
            }
            arranged.append(add(
                view: subview, item: child, parentView: viewIndex, designedSize: Self.size(of: subview.layout.frame),
                depth: depth + 1, safeArea: .zero))
        }
        if view.kind == .stackView { stackItems.append((index, view, arranged)) }
        for cell in view.cells { add(cell: cell, table: index, tableView: viewIndex, depth: depth + 1) }
        return index
    }

    /// Builds the item of `view` under the item `parent`.
    private func childItem(for view: ViewNode, parent: Int, parentLayout: LayoutItem) -> LayoutItem {
        let designed = view.layout.frame.map { LayoutRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
        var item = LayoutItem(key: 0, parent: parent, name: Self.name(of: view), frame: designed)
        if translatesAutoresizingMask(view) {
            item.autoresizing = AutoresizingRule(
                mask: view.layout.autoresizingMask?.rawValue ?? 0,
                referenceParentWidth: designedSizes[parent].width, referenceParentHeight: designedSizes[parent].height)
        }
        applyContentSize(of: view, to: &item)
        item.layoutMargins = margins(of: view.layout, parent: parentLayout, frame: designed)
        return item
    }

    private mutating func add(cell: CellPrototype, table: Int, tableView: Int, depth: Int) {
        let designed = cell.layout.frame.map { LayoutRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            ?? LayoutRect(x: 0, y: 0, width: designedSizes[table].width, height: 44)
        var cellItem = LayoutItem(key: 0, parent: table, name: cell.reuseIdentifier ?? cell.id ?? "cell", frame: designed)
        cellItem.autoresizing = AutoresizingRule(
            mask: cell.isCollectionCell ? 0 : AutoresizingFlags.flexibleWidth.rawValue,
            referenceParentWidth: designedSizes[table].width, referenceParentHeight: designedSizes[table].height)
        let cellIndex = newItem(cellItem, id: cell.id, designedSize: (designed.width, designed.height))
        views.append(LaidOutView(
            id: cell.id, element: "cell", text: cell.reuseIdentifier, parent: tableView, depth: depth, frame: .zero, rootFrame: .zero,
            designedFrame: designed, isUnderConstraints: false, isAmbiguous: false, isHidden: false, source: cell.source))
        viewItems.append(cellIndex)
        alignmentOutsets.append(.zero)
        let cellView = views.count - 1

        let content = cell.contentLayout.frame.map { LayoutRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            ?? LayoutRect(x: 0, y: 0, width: designed.width, height: designed.height)
        var contentItem = LayoutItem(key: 0, parent: cellIndex, name: "contentView", frame: content)
        contentItem.autoresizing = AutoresizingRule(
            mask: AutoresizingFlags([.flexibleWidth, .flexibleHeight]).rawValue,
            referenceParentWidth: designed.width, referenceParentHeight: designed.height)
        // A cell's content view follows the table's side margins; beside an accessory (which
        // narrows the content view) its trailing margin is 8 points, as Xcode's frames show.
        let hasAccessory = (cell.properties["accessoryType"]).map { $0 != "none" } ?? false
        contentItem.layoutMargins = cell.contentLayout.layoutMargins.map(Self.insets)
            ?? LayoutInsets(top: 11, left: environment.rootSideMargin, bottom: 11, right: hasAccessory ? 8 : environment.rootSideMargin)
        let contentIndex = newItem(contentItem, id: cell.contentViewID, designedSize: (content.width, content.height))
        views.append(LaidOutView(
            id: cell.contentViewID, element: "contentView", text: nil, parent: cellView, depth: depth + 1, frame: .zero,
            rootFrame: .zero, designedFrame: content, isUnderConstraints: false, isAmbiguous: false, isHidden: false, source: cell.source))
        viewItems.append(contentIndex)
        alignmentOutsets.append(.zero)
        let contentView = views.count - 1
        addGuides(of: cell.contentLayout, owner: contentIndex, safeArea: .zero)
        for constraint in cell.contentLayout.constraints { pendingConstraints.append((contentIndex, constraint)) }
        for constraint in cell.layout.constraints { pendingConstraints.append((cellIndex, constraint)) }
        for subview in cell.subviews {
            let child = childItem(for: subview, parent: contentIndex, parentLayout: contentItem)
            add(view: subview, item: child, parentView: contentView, designedSize: Self.size(of: subview.layout.frame), depth: depth + 2, safeArea: .zero)
        }
    }

    private mutating func record(view: ViewNode, element: String, item: Int, parentView: Int?, depth: Int, underConstraints: Bool) {
        let designed = view.layout.frame.map { LayoutRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        views.append(LaidOutView(
            id: view.id, element: element, text: view.properties["text"] ?? view.properties["title"] ?? view.properties["placeholder"],
            parent: parentView, depth: depth, frame: .zero, rootFrame: .zero, designedFrame: designed,
            isUnderConstraints: underConstraints, isAmbiguous: false, isHidden: view.properties["hidden"] == "true", source: view.source))
        viewItems.append(item)
        alignmentOutsets.append(underConstraints ? view.kind.alignmentOutsets : .zero)
    }

    private mutating func addGuides(of layout: ViewLayout, owner: Int, safeArea: LayoutInsets) {
        for guide in layout.guides {
            let kind: LayoutItemKind
            switch guide.kind {
            case .safeArea: kind = .insetGuide(safeArea)
            case .layoutMargins: kind = .insetGuide(problem.items[owner].layoutMargins)
            case .topLayoutGuide: kind = .topBand(height: safeArea.top)
            case .bottomLayoutGuide: kind = .bottomBand(height: safeArea.bottom)
            }
            let item = LayoutItem(key: 0, parent: owner, name: guide.kind.rawValue, kind: kind)
            _ = newItem(item, id: guide.id, designedSize: designedSizes[owner])
        }
    }

    // MARK: Lookups

    func itemIndex(of id: String) -> Int? { itemByID[id] }

    func isScrolling(_ item: Int) -> Bool { scrollKindItems.contains(item) }

    func scrollContent(of item: Int) -> Int? { scrollContentItems[item] }

    mutating func appendContentItem(_ item: LayoutItem, for scroll: Int) -> Int {
        let index = newItem(item, id: nil, designedSize: designedSizes[scroll])
        scrollContentItems[scroll] = index
        return index
    }
}
