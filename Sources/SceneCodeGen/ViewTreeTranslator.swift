import SceneGraph

/// Builds a view tree in statements: creates each view, sets its attributes, adds it to its
/// parent, attaches actions and segue triggers, registers prototype cells, then assigns
/// outlets and performs embed segues. Used for a controller's view and a cell's content.
struct ViewTreeTranslator {
    let facts: SceneFacts
    /// The facts' context, held by the translator: read through the facts (a class), it
    /// was copied whole — every table and name in it retained and released — at each of the
    /// ~35 reads a view makes (issue 26: 4,300 copies for the corpus's storyboards).
    let context: TranslationContext
    let templates: SegueTemplates?
    /// True inside a cell factory: the controller is optional there (`controller: C?`).
    let inCell: Bool
    var statements: [Statement] = []
    var diagnostics: [Diagnostic] = []
    /// The tree's binding names.
    private var bindingNames: BindingNames
    /// Binding name per view, cell, bar item and gesture recognizer id.
    var variables: [String: SwiftIdentifier] = [:]
    private var embeds: [(container: SwiftIdentifier, segue: Segue)] = []
    /// Whether the statements refer to the controller (so the closure must capture it).
    var usesController = false
    /// The controller's outlet to each view, whose property names the view's binding.
    private let outletNames: [String: String]
    /// The cell being filled (its id and binding), while its views are emitted.
    private var currentCell: (id: String?, variable: SwiftIdentifier)?
    /// The constraints met while emitting, with the view that holds them, not yet emitted.
    var heldConstraints: [(holder: Expression, constraint: LayoutConstraintNode)] = []
    /// What constraint items name besides views: guides and cell content views, by id.
    var layoutItems: [String: LayoutItemReference] = [:]
    /// The ids the scene's constraints name (views they name are laid out by constraints).
    let constrainedIDs: Set<String>

    let scene: Scene

    init(facts: SceneFacts, templates: SegueTemplates?, inCell: Bool = false) {
        self.facts = facts
        context = facts.context
        scene = facts.scene
        self.templates = templates
        self.inCell = inCell
        // The factory's other locals: a view id must not shadow a segue template or a bar item.
        bindingNames = BindingNames(
            prefersIDs: facts.document.dialect == .scene,
            reserved: (templates?.variables.values.map(\.text) ?? []) + facts.barItemVariables.values.map(\.text))
        var outletNames: [String: String] = [:]
        for outlet in scene.outlets where outlet.owner == nil && outletNames[outlet.destination] == nil {
            outletNames[outlet.destination] = outlet.property
        }
        self.outletNames = outletNames
        constrainedIDs = scene.constraintItemIDs
    }

    /// The body of a controller's `loadViewHandler`.
    mutating func body(root: ViewNode) throws(UngatedName) -> [Statement] {
        var root = root
        if scene.kind == .tableController || scene.kind == .collectionController {
            let wanted: ViewKind = scene.kind == .tableController ? .tableView : .collectionView
            if root.kind != wanted {
                if root.subviews.count == 1, root.subviews[0].kind == wanted {
                    root = root.subviews[0]
                } else {
                    diagnostics.append(.error(
                        "the view of a \(scene.kind == .tableController ? "table" : "collection") controller is its \(wanted.elementName): put exactly one <\(wanted.elementName)> in its <view>",
                        at: root.source.element, rule: SceneTranslator.Rule.unsupported))
                }
            }
        }
        let rootName = try emit(root, parent: nil)
        try emitConstraints()
        try assignOutlets()
        try assignOwnedOutlets(scene.outlets)
        // The tree is built and connected: awakeFromNib() to each view, before any embed.
        statements.append(.expression(Expression.identifier(rootName).dot("awakeFromStoryboard").called()))
        for embed in embeds {
            usesController = true
            guard let factory = context.localCall(embed.segue.destination, in: scene.id.document) else { continue }
            statements.append(.expression(.call(.member(.identifier("controller"), "performEmbedSegue"), [
                Argument("identifier", embed.segue.identifier.map(Expression.string) ?? .nilLiteral),
                Argument("destination", factory),
                Argument("in", .identifier(embed.container)),
            ], trailingClosure: nil)))
        }
        statements.append(.returnValue(.identifier(rootName)))
        return statements
    }

    /// The statements that fill a cell's content view, and the cell's outlets.
    mutating func cellBody(_ cell: CellPrototype) throws(UngatedName) -> [Statement] {
        try fillCell(cell, variable: "cell")
        statements.append(.expression(Expression.identifier("cell").dot("awakeFromStoryboard").called()))
        return statements
    }

    /// Fills a cell's content view and assigns the outlets of the cell and its views.
    mutating func fillCell(_ cell: CellPrototype, variable: SwiftIdentifier) throws(UngatedName) {
        currentCell = (cell.id, variable)
        defer { currentCell = nil }
        // The cell's constraints are emitted with its content; the tree's wait for the tree.
        let heldBeforeCell = heldConstraints
        heldConstraints = []
        let content = Expression.identifier(variable).dot("contentView")
        for view in cell.subviews {
            if let own = Self.ownLabel(of: view, in: cell) {
                // The cell style's own label (`textLabel`): configured, not added again.
                try emit(view, parent: nil, existing: Expression.identifier(variable).dot(own))
            } else {
                try emit(view, parent: (content, .view))
            }
        }
        noteLayout(cell.contentLayout, holder: content, id: cell.contentViewID)
        try emitConstraints(from: heldBeforeCell)
        for outlet in cell.outlets where outlet.owner == nil || outlet.owner == cell.id {
            guard let destination = variables[outlet.destination] else { continue }
            statements.append(Expression.identifier(variable).dot(try SwiftIdentifier(outlet.property)).assigned(.identifier(destination)))
        }
        for collection in cell.outletCollections where collection.owner == nil || collection.owner == cell.id {
            let items = collection.destinations.compactMap { variables[$0] }.map(Expression.identifier)
            statements.append(Expression.identifier(variable).dot(try SwiftIdentifier(collection.property)).assigned(.array(items)))
        }
        try assignOwnedOutlets(cell.outlets, cellID: cell.id, cellVariable: variable)
        let varied = VariationStatements.registrations(
            cell.variations, target: .identifier(variable),
            base: { key in key == "accessibilityLabel" ? cell.accessibilityLabel : cell.properties[key] },
            owner: "cell '\(cell.id ?? cell.reuseIdentifier ?? "?")'", context: context
        ) { key in cell.isCollectionCell && key == "accessoryType" ? nil : VariationStatements.cellSetter(key) }
        statements += varied.statements
        diagnostics += varied.diagnostics
        let attributes = RuntimeAttributeStatements.statements(cell.runtimeAttributes, target: .identifier(variable), owner: cell.className ?? "TableViewCell") {
            RuntimeAttributeStatements.viewProperties[$0]
                ?? RuntimeAttributeStatements.declaredProperty($0, of: cell.className, in: context.options.declaredClasses)
        }
        statements += attributes.statements
        diagnostics += attributes.diagnostics
    }

    /// A view's attribute as its element sets it outside any variation (nil: not set).
    static func baseValue(of key: String, in view: ViewNode) -> String? {
        switch key {
        case "accessibilityLabel": view.accessibilityLabel
        case "accessibilityHint": view.accessibilityHint
        default: view.properties[key]
        }
    }

    /// `textLabel` or `detailTextLabel` when the view is the label the cell's style provides.
    static func ownLabel(of view: ViewNode, in cell: CellPrototype) -> SwiftIdentifier? {
        guard view.kind == .label, let id = view.id, !cell.isCollectionCell, view.className == nil else { return nil }
        if cell.properties["textLabel"] == id { return "textLabel" }
        if cell.properties["detailTextLabel"] == id { return "detailTextLabel" }
        return nil
    }

    private mutating func name(for view: ViewNode) -> SwiftIdentifier {
        // A local copy: the candidates, made while `name(preferring:)` mutates `self`, may not read it.
        let outletNames = outletNames
        return name(preferring: [view.id.flatMap { outletNames[$0] }, view.accessibilityIdentifier], id: view.id,
                    fallback: GeneratedNames.lowerFirst(GeneratedNames.lettersAndDigits(of: view.kind.elementName)))
    }

    /// A binding name no other binding of the tree has (``BindingNames/name(preferring:id:fallback:)``).
    mutating func name(preferring preferred: @autoclosure () -> [String?], id: String?, fallback makeFallback: @autoclosure () -> String) -> SwiftIdentifier {
        bindingNames.name(preferring: preferred, id: id, fallback: makeFallback)
    }

    /// Emits one view and its subtree; returns its binding name. `existing` is a view that
    /// exists already (a cell's own label), bound instead of a new one.
    @discardableResult
    mutating func emit(_ view: ViewNode, parent: (Expression, ViewKind)?, existing: Expression? = nil) throws(UngatedName) -> SwiftIdentifier {
        let variable = name(for: view)
        if let id = view.id { variables[id] = variable }
        let target = Expression.identifier(variable)
        var settings: [Statement] = []  // the cell's own label's, made before it is bound
        if let existing {
            // The cell's own label: bound only when something is set on it.
            try ViewProperties.appendStatements(for: view, target: target, image: context.imageType, to: &settings)
            guard !settings.isEmpty || !view.variations.isEmpty || !view.runtimeAttributes.isEmpty || view.accessibilityLabel != nil || view.accessibilityIdentifier != nil || outletNames[view.id ?? ""] != nil else {
                if let id = view.id { variables[id] = nil }
                return variable
            }
            statements.append(.letBinding(variable, .nilCoalescing(existing, try instantiation(view))))
        } else {
            statements.append(.letBinding(variable, try instantiation(view)))
        }
        func set(_ property: SwiftIdentifier, _ value: Expression) {
            statements.append(.assignment(target: .member(target, property), value: value))
        }
        if let label = view.accessibilityLabel { set("accessibilityLabel", .string(label)) }
        if let identifier = view.accessibilityIdentifier { set("accessibilityIdentifier", .string(identifier)) }
        if let hint = view.accessibilityHint { set("accessibilityHint", .string(hint)) }
        if let restorationID = view.restorationID { set("restorationIdentifier", .string(restorationID)) }
        if existing == nil {
            try ViewProperties.appendStatements(for: view, target: target, image: context.imageType, to: &statements)
        } else {
            statements += settings
        }
        statements += LayoutStatements.viewSettings(
            view, target: target, constrainedIDs: constrainedIDs, isRoot: parent == nil && existing == nil && currentCell == nil,
            context: context)
        noteLayout(view.layout, holder: target, id: nil)
        let declared = context.options.declaredClasses
        let attributes = RuntimeAttributeStatements.statements(view.runtimeAttributes, target: target, owner: view.className ?? view.kind.runtimeClassName) {
            RuntimeAttributeStatements.property($0, ofView: view.kind) ?? RuntimeAttributeStatements.declaredProperty($0, of: view.className, in: declared)
        }
        statements += attributes.statements
        diagnostics += attributes.diagnostics
        let imageType = context.imageType
        let varied = VariationStatements.registrations(
            view.variations, target: target, base: { key in Self.baseValue(of: key, in: view) },
            owner: "'\(view.id ?? view.kind.elementName)'", context: context
        ) { VariationStatements.viewSetter($0, kind: view.kind, imageType: imageType) }
        statements += varied.statements
        diagnostics += varied.diagnostics
        if let (parentExpression, parentKind) = parent {
            let method: SwiftIdentifier = parentKind == .stackView ? "addArrangedSubview" : "addSubview"
            statements.append(.expression(.call(.member(parentExpression, method), [Argument(nil, target)], trailingClosure: nil)))
        }
        try attachActions(view, target: target)
        try attachGestures(view, target: target)
        registerCells(view, target: target)
        try buildStaticContent(view, target: target)
        try buildBarItems(view, target: target)
        if view.kind == .containerView, let id = view.id {
            for segue in scene.segues where segue.kind == .embed && segue.containerView == id {
                embeds.append((variable, segue))
            }
        }
        if !inCell, let id = view.id, facts.needsBoxMember(id) {
            statements.append(.assignment(target: .member(.identifier("views"), ViewVariables.boxMember(id)), value: target))
        }
        for subview in view.subviews { try emit(subview, parent: (target, view.kind)) }
        return variable
    }

    private func instantiation(_ view: ViewNode) throws(UngatedName) -> Expression {
        let type = try facts.viewClass(view)
        // The designed frame, as a nib sets it (constraints or autoresizing move it from there).
        let frame = LayoutStatements.frame(of: view) ?? .implicitMember("zero")
        switch view.kind {
        case .tableView:
            let styles: [SwiftIdentifier] = ["plain", "grouped", "insetGrouped"]
            let style = styles.first { $0.text == view.properties["style"] } ?? "plain"
            return .call(.type(type), [Argument("frame", frame), Argument("style", .implicitMember(style))], trailingClosure: nil)
        case .collectionView:
            return .call(.type(type), [Argument("frame", frame),
                                       Argument("collectionViewLayout", .call(.type(context.rt("CollectionViewFlowLayout")), [], trailingClosure: nil))], trailingClosure: nil)
        default:
            return .call(.type(type), [Argument("frame", frame)], trailingClosure: nil)
        }
    }

    private mutating func attachActions(_ view: ViewNode, target: Expression) throws(UngatedName) {
        var handlers: [(event: SwiftIdentifier, body: Statement)] = []
        for action in view.actions where action.isSentToController {
            guard view.kind.isControl || view.className != nil else {
                diagnostics.append(.warning(
                    "action '\(action.method)' is on a \(view.kind) — not a control — and is not generated",
                    at: action.source.element, rule: SceneTranslator.Rule.unsupported))
                continue
            }
            handlers.append((SwiftIdentifier(derived: action.event.rawValue, fallback: "primaryActionTriggered"),
                             .expression(.call(.member(.identifier("controller"), try SwiftIdentifier(action.method)), [Argument(nil, .identifier("sender"))], trailingClosure: nil))))
        }
        if let templates {
            // In a prototype cell, the templates are the cell factory's parameters.
            for template in templates.triggered(by: view.id) where view.kind.isControl {
                handlers.append(("primaryActionTriggered", .expression(.call(.member(.identifier("controller"), "performTriggeredSegue"),
                                                                           [Argument(nil, .identifier(template)), Argument("sender", .identifier("sender"))], trailingClosure: nil))))
            }
        }
        for action in view.actions where action.isSentToFirstResponder {
            guard view.kind.isControl || view.className != nil else { continue }
            // Nil-targeted: the control sends the selector up the responder chain.
            let selector = Expression.type(context.rt("ActionSelector")).called(Argument(nil, .string(action.selectorText)))
            statements.append(.expression(target.dot("addTarget").called(
                Argument(nil, .nilLiteral), Argument("action", selector),
                Argument("for", .implicitMember(SwiftIdentifier(derived: action.event.rawValue, fallback: "primaryActionTriggered"))))))
        }
        if let cell = currentCell {
            // Actions a cell's view sends to the cell itself (its class handles its own switch).
            for action in view.actions where action.target != nil && action.target == cell.id && (view.kind.isControl || view.className != nil) {
                statements.append(.discard(target.dot("addTarget").called(
                    Argument(nil, .identifier(cell.variable)),
                    Argument("for", .implicitMember(SwiftIdentifier(derived: action.event.rawValue, fallback: "primaryActionTriggered"))),
                    trailing: Closure(parameters: ["cell", "sender"], body: [
                        .expression(Expression.identifier("cell").dot(try SwiftIdentifier(action.method)).called(Argument(nil, .identifier("sender")))),
                    ]))))
            }
        }
        for (event, body) in handlers {
            usesController = true
            let call = Statement.expression(.call(.member(target, "addTarget"), [Argument(nil, .identifier("controller")), Argument("for", .implicitMember(event))],
                                                 trailingClosure: Closure(parameters: ["controller", "sender"], body: [body])))
            statements.append(inCell ? .ifStatement(condition: .optionalBinding("controller", nil), then: [call], otherwise: nil) : call)
        }
    }

    private mutating func registerCells(_ view: ViewNode, target: Expression) {
        guard view.kind == .tableView || view.kind == .collectionView else { return }
        let namespace = facts.names.namespace
        for (index, cell) in scene.prototypeCells.enumerated() where view.cells.contains(cell) {
            guard let reuseIdentifier = cell.reuseIdentifier else { continue }
            let segues = templates.map { CellFactory.triggeredTemplates(in: cell, templates: $0, scene: scene) } ?? []
            let factory = Expression.call(.member(.identifier(namespace), facts.names.cellFactory(scene, index: index)),
                                          [Argument("controller", .identifier("controller"))] + segues.map { Argument($0, .identifier($0)) }, trailingClosure: nil)
            usesController = true
            let label: SwiftIdentifier = view.kind == .tableView ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
            statements.append(.expression(.call(.member(target, "register"), [Argument(label, .string(reuseIdentifier))],
                                                trailingClosure: Closure(captures: [.weak("controller")], body: [.expression(factory)]))))
            if !inCell, let templates {
                for template in templates.triggered(by: cell.id) {
                    statements.append(.expression(.call(.member(.identifier("controller"), "registerCellSegue"), [
                        Argument(nil, .identifier(template)), Argument("reuseIdentifier", .string(reuseIdentifier)), Argument("in", target),
                    ], trailingClosure: nil)))
                }
            }
        }
    }

    private mutating func assignOutlets() throws(UngatedName) {
        for outlet in scene.outlets where outlet.owner == nil {
            guard let variable = variables[outlet.destination] else { continue }
            usesController = true
            statements.append(.assignment(target: .member(.identifier("controller"), try SwiftIdentifier(outlet.property)), value: .identifier(variable)))
        }
        for collection in scene.outletCollections where collection.owner == nil {
            let items = collection.destinations.compactMap { variables[$0] }.map(Expression.identifier)
            guard !items.isEmpty else { continue }
            usesController = true
            statements.append(.assignment(target: .member(.identifier("controller"), try SwiftIdentifier(collection.property)), value: .array(items)))
        }
    }
}
