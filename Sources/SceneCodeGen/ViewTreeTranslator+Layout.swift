import SceneGraph

/// What a constraint item id names besides a view: one of a view's guides, or a cell's content view.
enum LayoutItemReference {
    case guide(owner: Expression, kind: LayoutGuideNode.Kind)
    case view(Expression)
}

extension ViewTreeTranslator {
    /// Records the constraints and guides of a view (or a cell's content view, named `id`) held
    /// at `holder`, to be emitted once every view they may name exists.
    mutating func noteLayout(_ layout: ViewLayout, holder: Expression, id: String?) {
        if let id { layoutItems[id] = .view(holder) }
        for guide in layout.guides { layoutItems[guide.id] = .guide(owner: holder, kind: guide.kind) }
        for constraint in layout.constraints { heldConstraints.append((holder, constraint)) }
    }

    /// Creates the recorded constraints and activates the active ones in one call; constraints
    /// with a priority, an identifier, an outlet or size-class variations get a binding.
    /// `restoring`: the constraints recorded before (the tree's, while a cell's are emitted),
    /// recorded again afterwards.
    mutating func emitConstraints(from restoring: [(holder: Expression, constraint: LayoutConstraintNode)] = []) throws(UngatedName) {
        let held = heldConstraints
        heldConstraints = restoring
        guard !held.isEmpty else { return }
        let outletTargets = Self.outletDestinations(in: scene)
        var activated: [Expression] = []
        for (holder, constraint) in held {
            guard let made = creation(of: constraint, holder: holder) else { continue }
            let needsBinding = constraint.priority < 1000 || constraint.identifier != nil || !constraint.variations.isEmpty
                || !constraint.isActive || constraint.id.map(outletTargets.contains) == true
            guard needsBinding else {
                activated.append(made)
                continue
            }
            let variable = name(preferring: [constraint.identifier], id: constraint.id, fallback: "constraint")
            if let id = constraint.id { variables[id] = variable }
            statements.append(.letBinding(variable, made))
            let target = Expression.identifier(variable)
            if constraint.priority < 1000 {
                statements.append(target.dot("priority").assigned(LayoutStatements.priority(constraint.priority, context: context)))
            }
            if let identifier = constraint.identifier { statements.append(target.dot("identifier").assigned(.string(identifier))) }
            statements += variationStatements(of: constraint, target: target, holder: holder)
            if constraint.isActive { activated.append(target) }
        }
        guard !activated.isEmpty else { return }
        statements.append(.expression(Expression.type(context.rt("LayoutConstraint")).dot("activate").called(Argument(nil, .array(activated)))))
    }

    /// The destinations of the scene's outlets and of its cells' outlets: a constraint one of
    /// them names gets a binding. Read in place — ``Scene/allCells`` copied every cell of the
    /// scene, views and all, each time a tree's constraints were emitted (issue 26: 4 % of a
    /// storyboard's view-tree translation).
    static func outletDestinations(in scene: Scene) -> Set<String> {
        var destinations = Set(scene.outlets.map(\.destination))
        scene.forEachView { view in
            for cell in view.cells.indices {
                for outlet in view.cells[cell].outlets.indices { destinations.insert(view.cells[cell].outlets[outlet].destination) }
            }
        }
        return destinations
    }

    /// `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` for
    /// `constraint`, or nil (with a warning) when an item is not built by generated code.
    private mutating func creation(of constraint: LayoutConstraintNode, holder: Expression) -> Expression? {
        guard let first = item(constraint.firstItem, attribute: constraint.firstAttribute, holder: holder, in: constraint) else { return nil }
        var second: (Expression, String)?
        if let attribute = constraint.secondAttribute {
            guard let resolved = item(constraint.secondItem, attribute: attribute, holder: holder, in: constraint) else { return nil }
            second = resolved
        }
        let relation = switch constraint.relation {
        case .equal: "equal"
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
        if let anchored = AnchorForm.expression(first: first, second: second, relation: relation, multiplier: constraint.multiplier, constant: constraint.constant) {
            return anchored
        }
        return Expression.type(context.rt("LayoutConstraint")).called(
            Argument("item", first.0), Argument("attribute", member(first.1)),
            Argument("relatedBy", member(relation)),
            Argument("toItem", second?.0 ?? .nilLiteral), Argument("attribute", member(second?.1 ?? "notAnAttribute")),
            Argument("multiplier", .double(constraint.multiplier)), Argument("constant", .double(constraint.constant)))
    }

    private func member(_ name: String) -> Expression { .implicitMember(SwiftIdentifier(derived: name, fallback: "notAnAttribute")) }

    /// The expression and attribute name for an item of a constraint: the holder, a view, a
    /// guide, or a controller's top or bottom layout guide (expressed with the safe area).
    private mutating func item(
        _ id: String?, attribute: LayoutAttributeName, holder: Expression, in constraint: LayoutConstraintNode
    ) -> (Expression, String)? {
        let name = attribute.rawValue
        guard let id else { return (holder, name) }
        if let variable = variables[id] { return (.identifier(variable), name) }
        switch layoutItems[id] {
        case .view(let expression)?:
            return (expression, name)
        case .guide(let owner, .safeArea)?:
            return (owner.dot("safeAreaLayoutGuide"), name)
        case .guide(let owner, .layoutMargins)?:
            return (owner.dot("layoutMarginsGuide"), name)
        case .guide(let owner, .topLayoutGuide)?:
            // The top layout guide runs from the top of the view to the top of its safe area.
            if attribute == .bottom { return (owner.dot("safeAreaLayoutGuide"), "top") }
            if attribute == .top { return (owner, "top") }
        case .guide(let owner, .bottomLayoutGuide)?:
            if attribute == .top { return (owner.dot("safeAreaLayoutGuide"), "bottom") }
            if attribute == .bottom { return (owner, "bottom") }
        case nil:
            diagnostics.append(.warning(
                "constraint\(constraint.id.map { " '\($0)'" } ?? "") names '\(id)', which generated code does not build; it is not generated",
                at: constraint.source.element, rule: SceneTranslator.Rule.unsupported))
            return nil
        }
        diagnostics.append(.warning(
            "constraint\(constraint.id.map { " '\($0)'" } ?? "") relates the \(name) of a layout guide that generated code expresses with the safe area, which has no such edge; it is not generated",
            at: constraint.source.element, rule: SceneTranslator.Rule.unsupported))
        return nil
    }

    /// The size-class variations of a constraint's constant, multiplier-free values and activation,
    /// registered on the view that holds it.
    private mutating func variationStatements(of constraint: LayoutConstraintNode, target: Expression, holder: Expression) -> [Statement] {
        var result: [Statement] = []
        for variation in constraint.variations {
            var apply: [Statement] = []
            var restore: [Statement] = []
            for (key, value) in variation.overrides.sorted(by: { $0.key < $1.key }) {
                switch key {
                case "constant":
                    guard let number = Double(value), number.isFinite else { continue }
                    apply.append(target.dot("constant").assigned(.double(number)))
                    restore.append(target.dot("constant").assigned(.double(constraint.constant)))
                case "priority":
                    guard let number = Double(value), number.isFinite else { continue }
                    apply.append(target.dot("priority").assigned(LayoutStatements.priority(number, context: context)))
                    restore.append(target.dot("priority").assigned(LayoutStatements.priority(constraint.priority, context: context)))
                case "active", "installed":
                    let active = value == "true" || value == "YES"
                    apply.append(target.dot("isActive").assigned(.bool(active)))
                    restore.append(target.dot("isActive").assigned(.bool(constraint.isActive)))
                default:
                    diagnostics.append(.warning(
                        "the '\(key)' variation of constraint\(constraint.id.map { " '\($0)'" } ?? "") is not generated (a constraint's constant, priority and activation vary)",
                        at: variation.source.element, rule: SceneTranslator.Rule.unsupported))
                }
            }
            guard !apply.isEmpty else { continue }
            result.append(.expression(holder.dot("addTraitVariation").called(
                Argument(nil, VariationStatements.condition(variation, context: context)),
                Argument("apply", .closure(Closure(parameters: ["_"], body: apply))),
                Argument("restore", .closure(Closure(parameters: ["_"], body: restore))))))
        }
        return result
    }
}

/// A constraint in UIKit's anchor notation (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor,
/// constant: 16)`), when it has one: the same constraint as the item form, a line instead of nine.
enum AnchorForm {
    /// The anchor of an attribute: its owner's anchor, or for a margin attribute the anchor of
    /// the owner's layout margins guide; and the anchor's kind (x, y or dimension).
    static func anchor(of item: Expression, _ attribute: String) -> (Expression, Character)? {
        guard let anchor = anchors[attribute] else { return nil }
        return (anchor.isMargin ? item.dot("layoutMarginsGuide").dot(anchor.name) : item.dot(anchor.name), anchor.kind)
    }

    /// A layout attribute's anchor: its name, whether it is one of the margins guide's, and its
    /// kind (`x`, `y` or `d`imension; only anchors of one kind relate).
    struct Anchor {
        var name: SwiftIdentifier
        var isMargin: Bool
        var kind: Character
    }

    /// Every attribute with an anchor, made once: building these tables and checking the names
    /// for each of a corpus's thousand constraints was 4 % of `compile` (issue 26).
    static let anchors: [String: Anchor] = {
        let plain: [(String, Character)] = [
            ("leading", "x"), ("trailing", "x"), ("left", "x"), ("right", "x"), ("centerX", "x"),
            ("top", "y"), ("bottom", "y"), ("centerY", "y"), ("firstBaseline", "y"), ("lastBaseline", "y"),
            ("width", "d"), ("height", "d"),
        ]
        let margins: [(String, String, Character)] = [
            ("leadingMargin", "leading", "x"), ("trailingMargin", "trailing", "x"), ("leftMargin", "left", "x"),
            ("rightMargin", "right", "x"), ("topMargin", "top", "y"), ("bottomMargin", "bottom", "y"),
            ("centerXWithinMargins", "centerX", "x"), ("centerYWithinMargins", "centerY", "y"),
        ]
        var table: [String: Anchor] = [:]
        for (attribute, kind) in plain {
            table[attribute] = Anchor(name: SwiftIdentifier(derived: attribute + "Anchor", fallback: "topAnchor"), isMargin: false, kind: kind)
        }
        for (attribute, edge, kind) in margins {
            table[attribute] = Anchor(name: SwiftIdentifier(derived: edge + "Anchor", fallback: "topAnchor"), isMargin: true, kind: kind)
        }
        return table
    }()

    /// The anchor-form expression, or nil when the constraint needs the item form (a multiplier
    /// on a position, a position against a constant, anchors of different kinds).
    static func expression(
        first: (Expression, String), second: (Expression, String)?, relation: String, multiplier: Double, constant: Double
    ) -> Expression? {
        guard let (firstAnchor, kind) = anchor(of: first.0, first.1) else { return nil }
        let label = relation == "equal" ? "equalTo" : (relation == "lessThanOrEqual" ? "lessThanOrEqualTo" : "greaterThanOrEqualTo")
        let method: SwiftIdentifier = "constraint"
        guard let second else {
            guard kind == "d" else { return nil }
            return firstAnchor.dot(method).called(Argument(SwiftIdentifier(derived: label + "Constant", fallback: "equalToConstant"), .double(constant)))
        }
        guard let (secondAnchor, secondKind) = anchor(of: second.0, second.1), secondKind == kind else { return nil }
        var arguments = [Argument(SwiftIdentifier(derived: label, fallback: "equalTo"), secondAnchor)]
        if multiplier != 1 {
            guard kind == "d" else { return nil }
            arguments.append(Argument("multiplier", .double(multiplier)))
        }
        if constant != 0 { arguments.append(Argument("constant", .double(constant))) }
        return firstAnchor.dot(method).called(arguments)
    }
}
