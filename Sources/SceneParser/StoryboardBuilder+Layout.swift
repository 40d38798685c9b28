import SceneGraph

/// Layout of views and cells: frames, autoresizing masks, content priorities, margins,
/// placeholder intrinsic sizes, layout guides and constraints — with their size-class
/// variations and per-size-class installation (`<mask key="constraints">`).
extension StoryboardBuilder {
    /// A constraint's installation under some size classes, from a view's
    /// `<variation key=…><mask key="constraints"><include|exclude reference=…/>`: applied to the
    /// constraint once the scene is read (the mask may come before or after it).
    struct ConstraintMask {
        /// The constraint's id.
        var reference: String
        /// The size classes; nil for `key="default"` (the constraint's own `isActive`).
        var sizeClasses: (horizontal: SizeClass?, vertical: SizeClass?)?
        /// Whether it is installed there.
        var isActive: Bool
        var source: SourceRange
    }

    /// What a storyboard `<variation key=…>` applies to.
    enum VariationKey {
        /// `default`: no size class (the base value).
        case base
        /// `widthClass=compact`, `heightClass=regular-widthClass=compact`, …
        case sizeClasses(horizontal: SizeClass?, vertical: SizeClass?)
        /// A trait the graph does not model.
        case unsupported
    }

    /// The layout attributes of a view or cell element: translation of the autoresizing mask,
    /// content hugging and compression resistance, margin behaviour, placeholder intrinsic size.
    func readLayoutAttributes(of element: XMLElement, into layout: inout ViewLayout) {
        let names = layoutNames
        layout.hasFixedFrame = element.isYES(names.fixedFrame)
        if element.attribute(names.translates) != nil { layout.translatesAutoresizingMask = !element.attribute(names.translates, is: "NO") }
        layout.horizontalHugging = element.number(names.horizontalHugging)
        layout.verticalHugging = element.number(names.verticalHugging)
        layout.horizontalCompressionResistance = element.number(names.horizontalCompression)
        layout.verticalCompressionResistance = element.number(names.verticalCompression)
        if element.attribute(names.preservesMargins) != nil { layout.preservesSuperviewLayoutMargins = element.isYES(names.preservesMargins) }
        if element.attribute(names.insetsFromSafeArea) != nil { layout.insetsLayoutMarginsFromSafeArea = element.isYES(names.insetsFromSafeArea) }
        // `infinite` is Interface Builder's "None" for one dimension: no intrinsic metric there.
        if element.attribute(names.placeholderWidth) != nil || element.attribute(names.placeholderHeight) != nil {
            layout.placeholderIntrinsicSize = (element.number(names.placeholderWidth), element.number(names.placeholderHeight))
        }
    }

    /// Reads a child of a view or cell element that is about layout into `layout`; false when
    /// `child` is not one (the caller reads it).
    mutating func readLayoutChild(_ child: XMLElement, into layout: inout ViewLayout) -> Bool {
        let names = layoutNames
        if child.hasName(names.rect) {
            guard child.attribute(names.key, is: "frame") else { return false }
            layout.frame = LayoutFrame(
                x: child.number(names.x) ?? 0, y: child.number(names.y) ?? 0,
                width: child.number(names.width) ?? 0, height: child.number(names.height) ?? 0)
        } else if child.hasName(names.autoresizingMask) {
            guard child.attribute(names.key, is: "autoresizingMask") else { return false }
            var flags = AutoresizingFlags()
            for (name, flag) in names.autoresizingFlags where child.isYES(name) { flags.insert(flag) }
            layout.autoresizingMask = flags
        } else if child.hasName(names.constraints) {
            layout.constraints.reserveCapacity(layout.constraints.count + child.children.count)
            for element in child.children where element.hasName(names.constraint) {
                if let constraint = constraint(from: element) { layout.constraints.append(constraint) }
            }
        } else if child.hasName(names.viewLayoutGuide) {
            guard let id = child[names.id] else { return true }
            if child.attribute(names.key, is: "safeArea") {
                layout.guides.append(LayoutGuideNode(id: id, kind: .safeArea, source: child.sourceRange))
            } else if child.attribute(names.key, is: "layoutMargins") {
                layout.guides.append(LayoutGuideNode(id: id, kind: .layoutMargins, source: child.sourceRange))
            } else {
                noteUnmodelled("layout guides other than the safe area and the layout margins (\(child[names.key] ?? "?")) are not read", at: child)
            }
        } else if child.hasName(names.edgeInsets) || child.hasName(names.directionalEdgeInsets) {
            // Directional margins are read left-to-right: leading as left, trailing as right.
            let directional = child.hasName(names.directionalEdgeInsets)
            guard child.attribute(names.key, is: "layoutMargins") || child.attribute(names.key, is: "directionalLayoutMargins") else { return false }
            layout.layoutMargins = LayoutEdgeInsets(
                top: child.number(names.top) ?? 0, left: child.number(directional ? names.leading : names.left) ?? 0,
                bottom: child.number(names.bottom) ?? 0, right: child.number(directional ? names.trailing : names.right) ?? 0)
        } else if child.hasName(names.variation) {
            readMasks(of: child)
        } else {
            return false
        }
        return true
    }

    /// One `<constraint>`: a missing `firstItem` (or `secondItem` with a `secondAttribute`) is
    /// the view that holds the list; `<variation key=…>` children override its values per size class.
    mutating func constraint(from element: XMLElement) -> LayoutConstraintNode? {
        let names = layoutNames
        guard let name = element[names.firstAttribute], let firstAttribute = LayoutAttributeName(storyboardName: name) else {
            diagnostics.append(.warning(
                "a constraint without a known 'firstAttribute' (\(element[names.firstAttribute] ?? "none")) is not read",
                at: element.sourceRange.location(of: "firstAttribute"), rule: StoryboardReader.Rule.unmodelled))
            return nil
        }
        var constraint = LayoutConstraintNode(id: element[names.id], firstItem: element[names.firstItem], firstAttribute: firstAttribute, source: element.sourceRange)
        if let relation = element[names.relation] { constraint.relation = LayoutRelationName(rawValue: relation) ?? .equal }
        constraint.secondItem = element[names.secondItem]
        constraint.secondAttribute = element[names.secondAttribute].flatMap(LayoutAttributeName.init(storyboardName:))
        if let multiplier = element[names.multiplier] { constraint.multiplier = LayoutConstraintNode.multiplier(parsing: multiplier) ?? 1 }
        constraint.constant = element.number(names.constant) ?? 0
        constraint.priority = element.number(names.priority) ?? 1000
        constraint.identifier = element[names.identifier]
        // "Remove at build time": the constraint is not in the built interface.
        if element.isYES(names.placeholder) { constraint.isActive = false }
        for child in element.children where child.hasName(names.variation) {
            guard let key = child[names.key] else { continue }
            var overrides: [String: String] = [:]
            let attributes = child.attributesLocatedOnDemand  // names and values; nothing placed
            for position in attributes.indices where attributes.name(at: position) != "key" {
                let name = attributes.name(at: position), value = attributes.value(at: position)
                overrides[name] = name == "multiplier" ? LayoutConstraintNode.multiplier(parsing: value).map { String($0) } ?? value : value
            }
            switch Self.variationKey(key) {
            case .base:
                // The default values are the constraint's own.
                if let constant = overrides["constant"].flatMap(Double.init) { constraint.constant = constant }
            case .sizeClasses(let horizontal, let vertical):
                constraint.variations.append(TraitVariation(horizontalSizeClass: horizontal, verticalSizeClass: vertical, overrides: overrides, source: child.sourceRange))
            case .unsupported:
                noteUnmodelled("variations for traits other than size classes are not read", at: child)
            }
        }
        return constraint
    }

    /// The `<mask key="constraints">` of a view's `<variation>`: which constraints are installed
    /// under its size classes. Other variations of views (their attributes, installed subviews)
    /// are not read.
    private mutating func readMasks(of variation: XMLElement) {
        let key = Self.variationKey(variation[attribute: "key"] ?? "")
        let attributes = variation.attributesLocatedOnDemand  // names only; nothing placed
        if attributes.indices.contains(where: { attributes.name(at: $0) != "key" }) {
            noteUnmodelled("size-class variations of view attributes are not read", at: variation)
        }
        for mask in variation.children where mask.name == "mask" {
            guard mask[attribute: "key"] == "constraints" else {
                noteUnmodelled("size-class installation of \(mask[attribute: "key"] ?? "objects") other than constraints is not read", at: mask)
                continue
            }
            let sizeClasses: (SizeClass?, SizeClass?)?
            switch key {
            case .base: sizeClasses = nil
            case .sizeClasses(let horizontal, let vertical): sizeClasses = (horizontal, vertical)
            case .unsupported:
                noteUnmodelled("variations for traits other than size classes are not read", at: variation)
                continue
            }
            for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                guard let reference = entry[attribute: "reference"] else { continue }
                constraintMasks.append(ConstraintMask(reference: reference, sizeClasses: sizeClasses, isActive: entry.name == "include", source: entry.sourceRange))
            }
        }
    }

    /// Applies the masks read in the scene to its constraints: `default` sets `isActive`, a
    /// size-class mask an `active` override (in the constraint's variation for those size
    /// classes, made when it has none).
    mutating func applyConstraintMasks(to scene: inout Scene) {
        guard !constraintMasks.isEmpty else { return }
        var pending = Dictionary(grouping: constraintMasks, by: \.reference)
        constraintMasks = []
        func apply(_ layout: inout ViewLayout) {
            for index in layout.constraints.indices {
                guard let id = layout.constraints[index].id, let masks = pending.removeValue(forKey: id) else { continue }
                for mask in masks { Self.apply(mask, to: &layout.constraints[index]) }
            }
        }
        func visit(_ view: inout ViewNode) {
            apply(&view.layout)
            for cell in view.cells.indices {
                apply(&view.cells[cell].layout)
                apply(&view.cells[cell].contentLayout)
                for index in view.cells[cell].subviews.indices { visit(&view.cells[cell].subviews[index]) }
            }
            for index in view.subviews.indices { visit(&view.subviews[index]) }
        }
        if scene.rootView != nil { visit(&scene.rootView!) }
        for mask in pending.values.joined().sortedBySource(\.source) {
            diagnostics.append(.warning(
                "the size-class mask names '\(mask.reference)', which is not a constraint of this scene",
                at: mask.source.location(of: "reference"), rule: StoryboardReader.Rule.unmodelled))
        }
    }

    private static func apply(_ mask: ConstraintMask, to constraint: inout LayoutConstraintNode) {
        guard let (horizontal, vertical) = mask.sizeClasses else {
            constraint.isActive = mask.isActive
            return
        }
        let value = mask.isActive ? "true" : "false"
        if let index = constraint.variations.firstIndex(where: { $0.horizontalSizeClass == horizontal && $0.verticalSizeClass == vertical }) {
            constraint.variations[index].overrides["active"] = value
        } else {
            constraint.variations.append(TraitVariation(horizontalSizeClass: horizontal, verticalSizeClass: vertical, overrides: ["active": value], source: mask.source))
        }
    }

    /// `default`, or size classes joined by `-` (`heightClass=compact-widthClass=regular`).
    static func variationKey(_ key: String) -> VariationKey {
        if key == "default" { return .base }
        var horizontal: SizeClass?, vertical: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: String(pair[1])) else { return .unsupported }
            switch pair[0] {
            case "widthClass": horizontal = sizeClass
            case "heightClass": vertical = sizeClass
            default: return .unsupported
            }
        }
        return horizontal == nil && vertical == nil ? .unsupported : .sizeClasses(horizontal: horizontal, vertical: vertical)
    }

    /// A finite number, or nil (absent, `infinite`, malformed).
    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
