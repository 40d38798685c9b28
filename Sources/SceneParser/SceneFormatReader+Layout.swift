import SceneGraph

/// What holds a layout being read: a view, a cell or a cell's content view.
struct LayoutHolder {
    /// Its id, when it has one.
    var id: String?
    /// Its element's range, placed when asked for.
    var source: SourceRange
    /// Where its element starts (names its guides when it has no id).
    var location: SourceLocation { source.element }
}

/// Layout in scene files: the layout attributes of views, cells and content views, their
/// `<layoutGuide>`s and `<constraints>`, and the designed device and bars of documents and scenes.
extension SceneFileBuilder {
    /// The layout attributes of a view, cell or content view (their values already checked).
    ///
    /// Why the test first: most views have no layout attribute, and reading them asked the
    /// attributes for each of the thirteen names in turn (~1,250 instructions a view, 2 % of
    /// `check` of 1,000 scenes, callgrind, issue 26); a view's few attributes are looked up among
    /// the layout names instead. `LayoutAttributesTests` compares it with reading every name.
    mutating func layout(from attributes: CheckedAttributes) -> ViewLayout {
        guard Self.hasLayoutAttribute(attributes) else { return ViewLayout() }
        return readLayoutAttributes(from: attributes)
    }

    /// Whether any of `attributes` is one of ``SceneVocabulary/layoutAttributes``.
    static func hasLayoutAttribute(_ attributes: CheckedAttributes) -> Bool {
        attributes.pairs.contains { SceneVocabulary.layoutAttributeNamesByLength.contains($0.name) }
    }

    /// The layout attributes of a view, cell or content view, each name asked for.
    mutating func readLayoutAttributes(from attributes: CheckedAttributes) -> ViewLayout {
        var layout = ViewLayout()
        layout.frame = attributes["frame"].flatMap(SceneVocabulary.frame(parsing:))
        layout.hasFixedFrame = attributes.bool("fixedFrame") ?? false
        let words = attributes.tokens("autoresizing")
        if words == ["none"] {
            layout.autoresizingMask = []
        } else if words.contains("none") {
            checker.diagnostics.append(.error(
                "'none' is an empty autoresizing mask: write it alone, or list the flags", at: attributes.range.location(of: "autoresizing"),
                rule: ElementChecker.Rule.invalidValue))
        } else if !words.isEmpty {
            layout.autoresizingMask = AutoresizingFlags(AutoresizingFlags.uikitNames.filter { words.contains($0.name) }.map(\.flag))
        }
        layout.translatesAutoresizingMask = attributes.bool("translatesAutoresizingMask")
        layout.horizontalHugging = attributes["horizontalHugging"].flatMap(SceneVocabulary.priority(parsing:))
        layout.verticalHugging = attributes["verticalHugging"].flatMap(SceneVocabulary.priority(parsing:))
        layout.horizontalCompressionResistance = attributes["horizontalCompressionResistance"].flatMap(SceneVocabulary.priority(parsing:))
        layout.verticalCompressionResistance = attributes["verticalCompressionResistance"].flatMap(SceneVocabulary.priority(parsing:))
        layout.layoutMargins = attributes["layoutMargins"].flatMap(SceneVocabulary.insets(parsing:))
        layout.preservesSuperviewLayoutMargins = attributes.bool("preservesSuperviewLayoutMargins")
        layout.insetsLayoutMarginsFromSafeArea = attributes.bool("insetsLayoutMarginsFromSafeArea")
        let width = attributes["intrinsicWidth"].flatMap(Double.init), height = attributes["intrinsicHeight"].flatMap(Double.init)
        if width != nil || height != nil { layout.placeholderIntrinsicSize = (width, height) }
        return layout
    }

    /// Reads a holder's `<layoutGuide>` and `<constraints>` elements into its layout: the guides
    /// first, so that `safeArea` and `margins` name the guides it declares wherever they are written.
    mutating func readLayout(_ elements: [XMLElement], holder: LayoutHolder, parent: String, into layout: inout ViewLayout) {
        for element in elements where element.name == "layoutGuide" {
            let attributes = checker.attributes(of: element, spec: spec("layoutGuide"))
            _ = checker.children(of: element, spec: spec("layoutGuide"))
            guard let id = nonEmptyID(attributes), let kind = attributes.enumValue("kind", as: LayoutGuideNode.Kind.self) else { continue }
            if let first = layout.guide(ofKind: kind) {
                checker.diagnostics.append(.error(
                    "<\(parent)> has one layout guide of kind '\(kind.rawValue)'", at: element.location,
                    rule: SceneFormatReader.Rule.duplicateElement,
                    notes: [.note("the first is here", at: first.source.element, rule: SceneFormatReader.Rule.duplicateElement)]))
                continue
            }
            layout.guides.append(LayoutGuideNode(id: id, kind: kind, source: attributes.range))
            layoutIDs.append((id, attributes.range, "layout guide"))
        }
        for element in elements where element.name == "constraints" {
            _ = checker.attributes(of: element, spec: spec("constraints"))
            for child in checker.children(of: element, spec: spec("constraints")) {
                if let constraint = constraint(from: child, holder: holder, layout: &layout) { layout.constraints.append(constraint) }
            }
        }
    }

    /// One `<constraint>`: `first` and `second` (or the storyboard's `firstItem`/`firstAttribute`
    /// and `secondItem`/`secondAttribute`), the relation, multiplier, constant, priority, and its
    /// size-class variations.
    private mutating func constraint(from element: XMLElement, holder: LayoutHolder, layout: inout ViewLayout) -> LayoutConstraintNode? {
        let elementSpec = spec("constraint")
        let attributes = checker.attributes(of: element, spec: elementSpec)
        let children = checker.children(of: element, spec: elementSpec)
        let first = side("first", of: element, attributes, holder: holder, layout: &layout)
        let second = side("second", of: element, attributes, holder: holder, layout: &layout)
        guard case .value(let firstItem, let firstAttribute) = first else {
            if case .absent = first {
                checker.diagnostics.append(.error(
                    "<constraint> requires 'first' (or 'firstItem' and 'firstAttribute')", at: element.location, rule: ElementChecker.Rule.missingAttribute))
            }
            return nil
        }
        var constraint = LayoutConstraintNode(id: nonEmptyID(attributes), firstItem: firstItem, firstAttribute: firstAttribute, source: attributes.range)
        switch second {
        case .value(let item, let attribute):
            constraint.secondItem = item
            constraint.secondAttribute = attribute
        case .invalid: return nil
        case .absent: break
        }
        constraint.relation = attributes.enumValue("relation", as: LayoutRelationName.self) ?? .equal
        constraint.multiplier = attributes["multiplier"].flatMap(LayoutConstraintNode.multiplier(parsing:)) ?? 1
        constraint.constant = attributes["constant"].flatMap(Double.init) ?? 0
        constraint.priority = attributes["priority"].flatMap(SceneVocabulary.priority(parsing:)) ?? 1000
        constraint.identifier = attributes["identifier"]
        constraint.isActive = attributes.bool("active") ?? true
        for child in children {
            guard var variation = variation(from: child, parentSpec: elementSpec, only: LayoutConstraintNode.overridableAttributes) else { continue }
            // Ratios are numbers in the graph.
            if let multiplier = variation.overrides["multiplier"].flatMap(LayoutConstraintNode.multiplier(parsing:)) {
                variation.overrides["multiplier"] = String(multiplier)
            }
            constraint.variations.append(variation)
        }
        if let id = constraint.id { layoutIDs.append((id, attributes.range, "constraint")) }
        constraintsRead += 1
        return constraint
    }

    /// One side of a constraint as written.
    private enum Side {
        case absent
        /// Diagnosed.
        case invalid
        /// The item (nil: the holder) and attribute.
        case value(String?, LayoutAttributeName)
    }

    /// The `first` or `second` side: `NAME="ITEM.ATTRIBUTE"`, or `NAMEItem` and `NAMEAttribute`.
    private mutating func side(
        _ name: String, of element: XMLElement, _ attributes: CheckedAttributes, holder: LayoutHolder, layout: inout ViewLayout
    ) -> Side {
        let itemName = name + "Item", attributeName = name + "Attribute"
        let long = [itemName, attributeName].filter { element[attribute: $0] != nil }
        if element[attribute: name] != nil {
            if let extra = long.first {
                checker.diagnostics.append(.error(
                    "'\(name)' names the item and its attribute: leave out '\(extra)'", at: attributes.range.location(of: extra),
                    rule: ElementChecker.Rule.misplacedAttribute))
            }
            guard let (item, attribute) = attributes[name].flatMap(SceneVocabulary.layoutItem(parsing:)) else { return .invalid }
            return .value(resolve(item, holder: holder, layout: &layout), attribute)
        }
        guard !long.isEmpty else { return .absent }
        guard let text = attributes[attributeName], let attribute = LayoutAttributeName(storyboardName: text) else {
            if element[attribute: attributeName] == nil {
                checker.diagnostics.append(.error(
                    "'\(itemName)' needs '\(attributeName)'", at: attributes.range.location(of: itemName), rule: ElementChecker.Rule.missingAttribute))
            }
            return .invalid
        }
        if element[attribute: itemName] != nil, attributes[itemName] == nil { return .invalid }
        return .value(attributes[itemName].flatMap { resolve($0, holder: holder, layout: &layout) }, attribute)
    }

    /// The graph's id for an item as written: nil for the holder (`superview`, `self`), the
    /// holder's guide for `safeArea` and `margins` (made when it declares none), the id otherwise.
    private mutating func resolve(_ item: String, holder: LayoutHolder, layout: inout ViewLayout) -> String? {
        let kind: LayoutGuideNode.Kind
        switch item {
        case "superview", "self": return nil
        case "safeArea": kind = .safeArea
        case "margins": kind = .layoutMargins
        default: return item
        }
        if let guide = layout.guide(ofKind: kind) { return guide.id }
        // Placed only when the holder has no id to name the guide by (its line and column do).
        let owner = holder.id ?? { let place = holder.location; return "@\(place.line):\(place.column)" }()
        // The holder's element, without its attributes (as a range made from its location alone).
        var source = holder.source
        source.attributeList = []
        let guide = LayoutGuideNode(id: "\(owner).\(item)", kind: kind, source: source)
        layout.guides.append(guide)
        return guide.id
    }

    // MARK: Designed device and bars

    /// A scene's simulated bars and its own device.
    func designedBars(from attributes: CheckedAttributes) -> SimulatedBars {
        var bars = SimulatedBars()
        bars.statusBar = attributes.bool("simulatedStatusBar")
        if let top = attributes["simulatedTopBar"] {
            bars.topBar = top == "none" ? "none" : "navigationBar"
            bars.opaqueTopBar = top.hasPrefix("opaque")
        }
        if let bottom = attributes["simulatedBottomBar"] {
            switch bottom {
            case "tabBar", "opaqueTabBar": bars.bottomBar = "tabBar"
            case "toolbar", "opaqueToolbar": bars.bottomBar = "toolbar"
            default: bars.bottomBar = "none"
            }
            bars.opaqueBottomBar = bottom.hasPrefix("opaque")
        }
        bars.device = attributes["device"].flatMap(SceneVocabulary.device(parsing:))
        return bars
    }
}
