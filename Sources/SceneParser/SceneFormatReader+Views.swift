import SceneGraph

/// Views, cells and static table content.
extension SceneFileBuilder {
    mutating func view(from element: XMLElement, parts: inout SceneParts) -> ViewNode {
        let (elementSpec, kind) = specAndViewKind(element.name)
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var view = ViewNode(id: nonEmptyID(attributes), kind: kind ?? .view, source: attributes.range)
        view.layout = layout(from: attributes)
        view.className = attributes["class"]
        view.accessibilityLabel = attributes["accessibilityLabel"]
        view.accessibilityIdentifier = attributes["accessibilityIdentifier"]
        view.accessibilityHint = attributes["accessibilityHint"]
        view.restorationID = attributes["restorationID"]
        view.properties = Self.extraProperties(of: attributes)
        if view.kind == .containerView, let destination = attributes["embed"] {
            var embed = Segue(identifier: attributes["embedSegue"], kind: .embed, destination: destination, source: attributes.range)
            embed.containerView = view.id
            parts.embeds.append(embed)
        } else if view.kind == .containerView, attributes["embedSegue"] != nil {
            checker.diagnostics.append(.error(
                "'embedSegue' names the embed segue, so it needs 'embed'", at: attributes.range.location(of: "embedSegue"),
                rule: ElementChecker.Rule.missingAttribute))
        }
        var looseStaticCells: [SourceRange] = []  // placed only when reported
        var layoutElements: [XMLElement] = []
        for child in checker.children(of: element, spec: elementSpec) {
            if SceneVocabulary.gestureKind(ofElement: child.name) != nil {
                if let gesture = gesture(from: child), let id = gesture.id {
                    parts.gestures.append(gesture)
                    view.gestureRecognizers.append(id)
                }
                continue
            }
            switch ViewChildElement(named: child.name) {
            case .action:
                if let action = action(from: child, sender: .control) { view.actions.append(action) }
            case .cell:
                let cell = cell(from: child, isCollectionCell: view.kind == .collectionView, parts: &parts)
                if cell.isStatic { looseStaticCells.append(cell.source) }
                view.cells.append(cell)
            case .staticSection:
                let (section, cells) = staticSection(from: child, parts: &parts)
                view.staticSections.append(section)
                view.cells += cells
            case .barButtonItem:
                view.barItems.append(barButtonItem(from: child, in: element.name, parts: &parts).item)
            case .runtimeAttribute:
                if let attribute = runtimeAttribute(from: child) { view.runtimeAttributes.append(attribute) }
            case .variation:
                if let variation = variation(from: child, parentSpec: elementSpec) { view.variations.append(variation) }
            case .constraints, .layoutGuide:
                layoutElements.append(child)
            case nil:
                view.subviews.append(self.view(from: child, parts: &parts))
            }
        }
        if !layoutElements.isEmpty {
            readLayout(layoutElements, holder: LayoutHolder(id: view.id, source: attributes.range), parent: element.name, into: &view.layout)
        }
        // Sections count the table's static cells in order: a static cell outside them would be
        // counted into a section it is not written in.
        if !view.staticSections.isEmpty {
            for source in looseStaticCells {
                checker.diagnostics.append(.error(
                    "a table with <staticSection>s holds its static cells in them: write this cell as a <staticCell> of a section",
                    at: source.location(of: "static"), rule: ElementChecker.Rule.misplacedAttribute))
            }
        }
        return view
    }

    /// A view's attributes that its own properties do not hold, by name (the last of a repeated
    /// name counts).
    ///
    /// Why counted first: the table grown attribute by attribute from empty was resized at each
    /// of them (~620 instructions each). Most views have one such attribute (a label's `text`,
    /// a button's `title`), which a literal stores in a table made at its size; more go into a
    /// table made at theirs (`init(minimumCapacity:)` is not specialised, ~850 instructions, so
    /// it serves only those). Net: −0.5 % of `check` of 1,000 scenes (callgrind, issue 26).
    /// `ExtraPropertiesTests` compares it with the loop.
    static func extraProperties(of attributes: CheckedAttributes) -> [String: String] {
        let common = commonViewAttributeNames
        var first: CheckedAttributes.Pair?
        var count = 0
        for pair in attributes.pairs where !common.contains(pair.name) {
            if count == 0 { first = pair }
            count += 1
        }
        guard let first else { return [:] }
        if count == 1 { return [first.name: first.value] }
        var properties = [String: String](minimumCapacity: count)
        for pair in attributes.pairs where !common.contains(pair.name) { properties[pair.name] = pair.value }
        return properties
    }

    /// A `<cell>` (a prototype, or a static cell with `static="true"`) or a `<staticCell>`.
    mutating func cell(from element: XMLElement, isCollectionCell: Bool, parts: inout SceneParts) -> CellPrototype {
        let elementSpec = spec(element.name)
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var cell = CellPrototype(id: nonEmptyID(attributes), isCollectionCell: isCollectionCell, source: attributes.range)
        cell.reuseIdentifier = attributes["reuseIdentifier"]
        cell.className = attributes["class"]
        cell.accessibilityLabel = attributes["accessibilityLabel"]
        cell.accessibilityIdentifier = attributes["accessibilityIdentifier"]
        cell.restorationID = attributes["restorationID"]
        for key in ["style", "accessoryType"] { cell.properties[key] = attributes[key] }
        cell.isStatic = element.name == "staticCell" || attributes.bool("static") == true
        cell.layout = layout(from: attributes)
        var layoutElements: [XMLElement] = []
        var contentView: XMLElement?
        for child in checker.children(of: element, spec: elementSpec) {
            switch child.name {
            case "constraints", "layoutGuide":
                layoutElements.append(child)
            case "contentView":
                if let first = contentView {
                    duplicate(child, first: first.location, parent: element.name)
                } else {
                    contentView = child
                    read(contentView: child, into: &cell)
                }
            case "outlet":
                if let outlet = outlet(from: child) { cell.outlets.append(outlet) }
            case "outletCollection":
                if let collection = outletCollection(from: child) { cell.outletCollections.append(collection) }
            case "runtimeAttribute":
                if let attribute = runtimeAttribute(from: child) { cell.runtimeAttributes.append(attribute) }
            case "variation":
                if let variation = variation(from: child, parentSpec: elementSpec) { cell.variations.append(variation) }
            default:
                cell.subviews.append(view(from: child, parts: &parts))
            }
        }
        if !layoutElements.isEmpty {
            readLayout(layoutElements, holder: LayoutHolder(id: cell.id, source: attributes.range), parent: element.name, into: &cell.layout)
        }
        return cell
    }

    /// A cell's `<contentView>`: the content view's id and layout (its subviews are the cell's).
    private mutating func read(contentView element: XMLElement, into cell: inout CellPrototype) {
        let elementSpec = spec("contentView")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        cell.contentViewID = nonEmptyID(attributes)
        if let id = cell.contentViewID { layoutIDs.append((id, attributes.range, "content view")) }
        cell.contentLayout = layout(from: attributes)
        let holder = LayoutHolder(id: cell.contentViewID, source: attributes.range)
        readLayout(checker.children(of: element, spec: elementSpec), holder: holder, parent: "contentView", into: &cell.contentLayout)
    }

    /// A section of a table's static content and its cells, in order.
    mutating func staticSection(from element: XMLElement, parts: inout SceneParts) -> (StaticSection, [CellPrototype]) {
        let elementSpec = spec("staticSection")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        var cells: [CellPrototype] = []
        for child in checker.children(of: element, spec: elementSpec) {
            cells.append(cell(from: child, isCollectionCell: false, parts: &parts))
        }
        let section = StaticSection(
            headerTitle: attributes["headerTitle"], footerTitle: attributes["footerTitle"], cellCount: cells.count, source: attributes.range)
        return (section, cells)
    }

    mutating func tabBarItem(from element: XMLElement) -> TabBarItemNode {
        let elementSpec = spec("tabBarItem")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        _ = checker.children(of: element, spec: elementSpec)
        var item = TabBarItemNode(source: attributes.range)
        item.accessibilityLabel = attributes["accessibilityLabel"]
        item.accessibilityIdentifier = attributes["accessibilityIdentifier"]
        for pair in attributes.pairs where !pair.name.hasPrefix("accessibility") { item.properties[pair.name] = pair.value }
        return item
    }
}

/// The children of a view element that are not subviews.
///
/// Found by length first (``NamesByLength``), not by a `switch` on the name: most children are
/// subviews, and each was compared with all eight names in turn (~300 instructions a view,
/// 0.6 % of `check` of 1,000 scenes in 10 files, callgrind, issue 26). `ViewChildElementTests`
/// compares it with `init(rawValue:)`.
enum ViewChildElement: String, CaseIterable {
    case action, cell, staticSection, barButtonItem, runtimeAttribute, variation, constraints, layoutGuide

    /// The child element named `name`, or nil for a subview (or anything else).
    init?(named name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self = Self.allCases[index]
    }

    private static let names = NamesByLength(allCases.map(\.rawValue))
}
