import SceneGraph
import SceneLayout

extension SceneProblemBuilder {
    /// Adds the constraint `node` held by the item `holder`, with the environment's variations
    /// applied; inactive constraints are skipped, unknown items reported.
    mutating func addConstraint(_ node: LayoutConstraintNode, holder: Int) {
        let effective = Self.applyingVariations(to: node, horizontal: environment.horizontalSizeClass, vertical: environment.verticalSizeClass)
        guard effective.isActive else { return }
        guard let first = item(named: effective.firstItem, holder: holder, in: node) else { return }
        var second: Int?
        if effective.secondAttribute != nil {
            guard let resolved = item(named: effective.secondItem, holder: holder, in: node) else { return }
            second = resolved
        }
        guard let firstAttribute = Self.attribute(effective.firstAttribute) else { return }
        let secondAttribute = effective.secondAttribute.flatMap(Self.attribute)
        var firstItem = first
        var secondItem = second
        // Edges between a scroll view and its content attach to the content area (UIKit's
        // content layout guide); widths, heights and centres attach to its frame.
        if let other = secondItem, let secondAttribute {
            firstItem = contentItem(replacing: first, attribute: firstAttribute, relatedTo: other)
            secondItem = contentItem(replacing: other, attribute: secondAttribute, relatedTo: first)
        }
        let index = constraintNodes.count
        constraintNodes.append(node)
        problem.constraints.append(ItemConstraint(
            key: ConstraintKey(owner: index), firstItem: firstItem, firstAttribute: firstAttribute,
            relation: Self.relation(effective.relation), secondItem: secondItem, secondAttribute: secondAttribute,
            multiplier: effective.multiplier, constant: effective.constant, priority: LayoutPriority(effective.priority),
            identifier: node.identifier ?? node.id))
    }

    /// The item an id names; nil means the holder. Reports ids that name nothing.
    private mutating func item(named id: String?, holder: Int, in node: LayoutConstraintNode) -> Int? {
        guard let id else { return holder }
        if let index = itemIndex(of: id) { return index }
        unresolved.append(UnresolvedLayoutConstraint(constraint: node, missingItem: id))
        return nil
    }

    /// `item`, or the content item of the scroll view `item` when the attribute is an edge and
    /// `other` lies inside it.
    private mutating func contentItem(replacing item: Int, attribute: LayoutAttribute, relatedTo other: Int) -> Int {
        guard isScrolling(item), attribute.isEdge, problem.isDescendant(other, of: item) else { return item }
        if let existing = scrollContent(of: item) { return existing }
        var content = LayoutItem(key: 0, parent: item, name: "\(problem.items[item].name).content")
        content.layoutMargins = problem.items[item].layoutMargins
        let index = appendContentItem(content, for: item)
        let owner = -1 - index
        problem.constraints.append(ItemConstraint(
            key: ConstraintKey(owner: owner, slot: 0), firstItem: index, firstAttribute: .left, secondItem: item, secondAttribute: .left))
        problem.constraints.append(ItemConstraint(
            key: ConstraintKey(owner: owner, slot: 1), firstItem: index, firstAttribute: .top, secondItem: item, secondAttribute: .top))
        return index
    }

    // MARK: Variations

    /// `node` with the overrides of every variation matching the size classes applied, the
    /// less specific first.
    static func applyingVariations(to node: LayoutConstraintNode, horizontal: SizeClass, vertical: SizeClass) -> LayoutConstraintNode {
        guard !node.variations.isEmpty else { return node }
        var result = node
        let matching = node.variations.filter {
            ($0.horizontalSizeClass == nil || $0.horizontalSizeClass == horizontal)
                && ($0.verticalSizeClass == nil || $0.verticalSizeClass == vertical)
        }
        let ordered = matching.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.horizontalSizeClass == nil ? 0 : 1) + (lhs.element.verticalSizeClass == nil ? 0 : 1)
            let right = (rhs.element.horizontalSizeClass == nil ? 0 : 1) + (rhs.element.verticalSizeClass == nil ? 0 : 1)
            return (left, lhs.offset) < (right, rhs.offset)
        }
        for (_, variation) in ordered {
            for (key, value) in variation.overrides.sorted(by: { $0.key < $1.key }) {
                switch key {
                case "constant": if let number = Double(value) { result.constant = number }
                case "multiplier": if let number = Self.multiplier(value) { result.multiplier = number }
                case "priority": if let number = Double(value) { result.priority = number }
                case "active", "installed": result.isActive = value == "true" || value == "YES"
                default: break
                }
            }
        }
        return result
    }

    /// A multiplier as a number or an `a:b` ratio.
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text)
    }

    // MARK: Vocabulary

    static func attribute(_ name: LayoutAttributeName) -> LayoutAttribute? {
        LayoutAttribute(name: name.rawValue)
    }

    static func relation(_ name: LayoutRelationName) -> LayoutRelation {
        switch name {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    static func name(of view: ViewNode) -> String {
        view.id ?? view.accessibilityIdentifier ?? view.kind.elementName
    }

    static func size(of frame: LayoutFrame?) -> (Double, Double) {
        (frame?.width ?? 0, frame?.height ?? 0)
    }

    static func insets(_ insets: LayoutEdgeInsets) -> LayoutInsets {
        LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension ViewKind {
    /// Whether views of this kind scroll their content (constraints to their edges size the content).
    var isScrolling: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }
}
