import Foundation
import SceneGraph
import SceneRuntime

/// Builds a scene's view tree at run time, as generated `loadViewHandler`s do: each view
/// with its attributes and runtime attributes, added to its parent; actions (reported, as the
/// code that would receive them is not at hand), gesture recognizers and segue triggers
/// attached; prototype cells registered with a data source of one row per cell; static cells
/// built once and handed to the table controller; a toolbar's items; layout (frames, masks,
/// constraints: `ViewTreeBuilder+Layout.swift`); owned outlets honoured where the interpreter
/// can; embed segues performed once the tree is built.
@MainActor
struct ViewTreeBuilder {
    let interpreter: SceneInterpreter
    let scene: Scene
    weak var controller: ViewController?
    /// Where affordances and data sources go (nil inside cells).
    let record: ControllerRecord?
    let triggers: SegueTriggers
    let anchors: AnchorIndex
    /// Whether the tree is a cell's content (no segue triggers, no affordances there).
    var inCell = false
    /// Ids of the views, cells, bar items and gesture recognizers whose segues are wired.
    var builtTriggers: Set<String> = []
    /// The views and guides constraints name, and the constraints not yet made.
    var layout: TreeLayout
    private var embeds: [(container: View, segue: Segue)] = []

    /// `constrainedIDs`: the scene's `constraintItemIDs` (computed here when not given).
    init(interpreter: SceneInterpreter, scene: Scene, controller: ViewController?, record: ControllerRecord?,
         triggers: SegueTriggers, anchors: AnchorIndex, inCell: Bool = false, constrainedIDs: Set<String>? = nil) {
        self.interpreter = interpreter
        self.scene = scene
        self.controller = controller
        self.record = record
        self.triggers = triggers
        self.anchors = anchors
        self.inCell = inCell
        layout = TreeLayout(constrainedIDs: constrainedIDs ?? scene.constraintItemIDs)
    }

    var className: String { scene.className ?? scene.kind.runtimeClassName }

    /// Reports the actions the tree's controls and recognizers send.
    var actions: ActionReporter { ActionReporter(interpreter: interpreter, className: className) }

    /// The controller's root view, its constraints made, owned outlets honoured and embeds performed.
    mutating func build(root: ViewNode) -> View {
        let view = emit(root, parent: nil, parentKind: nil, placement: .controllerRoot)
        activateHeldConstraints()
        honourOwnedOutlets()
        if let controller {
            for embed in embeds {
                guard let name = embed.segue.destination else { continue }
                let child = interpreter.instantiate(SceneID(document: scene.id.document, name: name))
                controller.performEmbedSegue(identifier: embed.segue.identifier, destination: child, in: embed.container)
            }
        }
        return view
    }

    /// Fills a cell: its content views (the labels of its style configured, not added again),
    /// its content view's constraints, its variations, then its runtime attributes.
    mutating func fill(_ cell: CellPrototype, cellView: View) {
        let contentView = (cellView as? TableViewCell)?.contentView ?? (cellView as? CollectionViewCell)?.contentView ?? cellView
        if let id = cell.id { interpreter.recordViewID(id, of: cellView) }
        if let id = cell.contentViewID { interpreter.recordViewID(id, of: contentView) }
        // The cell's constraints are made with its content; the tree's wait for the tree.
        let outer = (held: layout.held, filling: layout.fillingCell)
        layout.held = []
        layout.fillingCell = true
        for node in cell.subviews {
            if let own = Self.ownLabel(of: node, in: cell, cellView: cellView) {
                emit(node, parent: nil, parentKind: nil, existing: own)
            } else {
                emit(node, parent: contentView, parentKind: .view)
            }
        }
        noteLayout(cell.contentLayout, holder: contentView, id: cell.contentViewID)
        activateHeldConstraints()
        layout.held = outer.held
        layout.fillingCell = outer.filling
        if !cell.layout.constraints.isEmpty {
            interpreter.note("the constraints cell '\(cell.id ?? cell.reuseIdentifier ?? "?")' holds are not interpreted (as in generated code): only its content view's are")
        }
        interpreter.registerVariations(of: cell, on: cellView)
        RuntimeAttributeValues.apply(cell.runtimeAttributes, to: cellView, owner: "cell '\(cell.id ?? cell.reuseIdentifier ?? "?")'", interpreter: interpreter)
    }

    /// The label of the cell's style (`textLabel`, `detailTextLabel`) that `node` stands for, if any.
    private static func ownLabel(of node: ViewNode, in cell: CellPrototype, cellView: View) -> Label? {
        guard node.kind == .label, let id = node.id, node.className == nil, let tableCell = cellView as? TableViewCell else { return nil }
        if cell.properties["textLabel"] == id { return tableCell.textLabel }
        if cell.properties["detailTextLabel"] == id { return tableCell.detailTextLabel }
        return nil
    }

    /// Builds a view with no parent (a bar button item's custom view).
    mutating func emitStandalone(_ node: ViewNode) -> View {
        emit(node, parent: nil, parentKind: nil)
    }

    /// Emits one view and its subtree; `existing` is a view that exists already (a cell's own
    /// label), configured instead of a new one. `placement`: for a view without `parent` (a
    /// cell's own label is a subview).
    @discardableResult
    mutating func emit(_ node: ViewNode, parent: View?, parentKind: ViewKind?, existing: View? = nil,
                       placement: ViewPlacement = .standalone) -> View {
        let view = existing ?? ViewAttributes.makeView(node)
        ViewAttributes.apply(node, to: view)
        let isSubview = parent != nil || existing != nil || layout.fillingCell
        applyLayoutSettings(of: node, to: view, placement: isSubview ? .subview : placement)
        noteLayout(node.layout, holder: view, id: node.id)
        if let id = node.id { interpreter.recordViewID(id, of: view) }
        RuntimeAttributeValues.apply(node.runtimeAttributes, to: view, owner: "'\(node.id ?? node.kind.elementName)'", interpreter: interpreter)
        interpreter.registerVariations(of: node, on: view)
        if let parent {
            if parentKind == .stackView, let stack = parent as? StackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
        }
        if !inCell, let id = node.id { anchors.views[id] = view }
        attachActions(node, to: view)
        attachGestures(node, to: view)
        if let table = view as? TableView {
            registerCells(node, in: table, isRoot: parent == nil)
            buildStaticContent(node, in: table)
        }
        if let collection = view as? CollectionView { registerCells(node, in: collection, isRoot: parent == nil) }
        buildBarItems(node, in: view)
        if !inCell, node.kind == .containerView, let id = node.id {
            for segue in scene.segues where segue.kind == .embed && segue.containerView == id { embeds.append((view, segue)) }
        }
        for subview in node.subviews { emit(subview, parent: view, parentKind: node.kind) }
        return view
    }

    private mutating func attachActions(_ node: ViewNode, to view: View) {
        guard let control = view as? Control else {
            for action in node.actions {
                interpreter.note("action '\(action.method)' is on a \(node.kind) — not a control — and is not interpreted")
            }
            return
        }
        let name = node.id ?? node.kind.elementName
        let handlers = actions.handlers(for: node.actions, from: name)
        var events: Control.Event = []
        for entry in handlers {
            let event = RuntimeValues.controlEvent(entry.event)
            events.formUnion(event)
            let handler = entry.handler
            control.addAction(Action { action in handler(action.sender, nil) }, for: event)
        }
        let segues = inCell ? [] : triggers.triggered(by: node.id)
        if let controller {
            for entry in segues {
                control.addTarget(controller, for: .primaryActionTriggered) { controller, sender in
                    controller.performTriggeredSegue(entry.template, sender: sender)
                }
            }
        }
        if !segues.isEmpty { events.formUnion(.primaryActionTriggered) }
        if let id = node.id, !segues.isEmpty { builtTriggers.insert(id) }
        guard !inCell, !handlers.isEmpty || !segues.isEmpty else { return }
        let outcomes = handlers.map(\.outcome) + segues.map { SegueTriggers.summary($0.segue) }
        let kind = node.kind.elementName, id = node.id, identifiers = segues.compactMap(\.segue.identifier), methods = node.actions.map(\.method)
        // Read when listed: a variation may change the control's title.
        record?.affordances.append(Affordance(
            trigger: .control(control, events: events),
            names: { [weak control] in [id, control.flatMap(ViewAttributes.caption)].compactMap { $0 } + identifiers + methods },
            summary: { [weak control] in
                "\(kind) \(id ?? "")\(control.flatMap(ViewAttributes.caption).map { " \"\($0)\"" } ?? "") → " + outcomes.joined(separator: ", ")
            }))
    }

    // MARK: Cells

    /// The prototype (not static) cells of a table or collection.
    private static func prototypes(_ node: ViewNode) -> [CellPrototype] {
        node.cells.filter { !$0.isStatic }
    }

    /// The reuse identifier of each prototype cell (a made-up one when it has none).
    private static func identifiers(_ node: ViewNode) -> [String] {
        prototypes(node).enumerated().map { index, cell in cell.reuseIdentifier ?? "scenec.cell.\(index)" }
    }

    private mutating func registerCells(_ node: ViewNode, in table: TableView, isRoot: Bool) {
        let cells = Self.prototypes(node)
        guard !cells.isEmpty else { return }
        let identifiers = Self.identifiers(node)
        for (cell, identifier) in zip(cells, identifiers) {
            let factory = cellFactory(cell)
            table.register(forCellReuseIdentifier: identifier) {
                let made = TableViewCell(style: RuntimeValues.cellStyle(cell.properties["style"]), reuseIdentifier: identifier)
                made.accessoryType = RuntimeValues.accessoryType(cell.properties["accessoryType"])
                factory(made)
                return made
            }
        }
        guard !inCell else { return }
        let rows = addDataSource(rowsOf: identifiers, sized: isRoot || node.layout.frame != nil, view: table, assign: table.dataSource == nil ? { table.dataSource = $0 } : nil)
        for (row, (cell, identifier)) in zip(cells, identifiers).enumerated() {
            let segues = registerCellSegues(cell, identifier: identifier) { controller, template in
                controller.registerCellSegue(template, reuseIdentifier: identifier, in: table)
            }
            guard rows else { continue }
            addRowAffordance(cell, identifier: identifier, row: row, segues: segues, trigger: .tableRow(table, IndexPath(row: row, section: 0)))
        }
    }

    private mutating func registerCells(_ node: ViewNode, in collection: CollectionView, isRoot: Bool) {
        let cells = Self.prototypes(node)
        guard !cells.isEmpty else { return }
        let identifiers = Self.identifiers(node)
        for (cell, identifier) in zip(cells, identifiers) {
            let factory = cellFactory(cell)
            collection.register(forCellWithReuseIdentifier: identifier) {
                let made = CollectionViewCell(frame: .zero)
                factory(made)
                return made
            }
        }
        guard !inCell else { return }
        let rows = addDataSource(rowsOf: identifiers, sized: isRoot || node.layout.frame != nil, view: collection, assign: collection.dataSource == nil ? { collection.dataSource = $0 } : nil)
        for (item, (cell, identifier)) in zip(cells, identifiers).enumerated() {
            let segues = registerCellSegues(cell, identifier: identifier) { controller, template in
                controller.registerCellSegue(template, reuseIdentifier: identifier, in: collection)
            }
            guard rows else { continue }
            addRowAffordance(cell, identifier: identifier, row: item, segues: segues, trigger: .collectionItem(collection, IndexPath(item: item, section: 0)))
        }
    }

    /// Sets a `PrototypeRows` data source (kept alive by the record); returns whether it did.
    /// A table that is not the root view and has no designed frame gets a size, so that its
    /// rows have cells on screen (`sized`: it has one).
    private func addDataSource(rowsOf identifiers: [String], sized: Bool, view: View, assign: ((PrototypeRows) -> Void)?) -> Bool {
        guard let assign, let record else { return false }
        let rows = PrototypeRows(identifiers: identifiers)
        record.retained.append(rows)
        assign(rows)
        if !sized { view.frame = CGRect(x: 0, y: 0, width: 320, height: 44 * CGFloat(identifiers.count + 1)) }
        return true
    }

    private mutating func registerCellSegues(_ cell: CellPrototype, identifier: String,
                                             register: (ViewController, SegueTemplate) -> Void) -> [Segue] {
        let entries = triggers.triggered(by: cell.id)
        guard let controller else { return [] }
        for entry in entries { register(controller, entry.template) }
        if let id = cell.id, !entries.isEmpty { builtTriggers.insert(id) }
        return entries.map(\.segue)
    }

    private func addRowAffordance(_ cell: CellPrototype, identifier: String, row: Int, segues: [Segue], trigger: Affordance.Trigger) {
        let outcome = segues.isEmpty ? "selects it" : segues.map(SegueTriggers.summary).joined(separator: ", ")
        record?.affordances.append(Affordance(
            names: [cell.id, identifier, "row \(row)"].compactMap { $0 } + segues.compactMap(\.identifier),
            summary: "row \(row) \(identifier) → \(outcome)",
            trigger: trigger))
    }

    /// Fills a new prototype cell: accessibility, restoration id, content views.
    private func cellFactory(_ cell: CellPrototype) -> @MainActor (View) -> Void {
        let interpreter = interpreter, scene = scene, triggers = triggers, anchors = anchors
        let controller = controller, constrainedIDs = layout.constrainedIDs
        return { [weak interpreter, weak controller] made in
            Self.applyIdentity(of: cell, to: made)
            guard let interpreter else { return }
            var builder = ViewTreeBuilder(interpreter: interpreter, scene: scene, controller: controller, record: nil,
                                          triggers: triggers, anchors: anchors, inCell: true, constrainedIDs: constrainedIDs)
            builder.fill(cell, cellView: made)
        }
    }

    /// A cell's accessibility and restoration identifier.
    static func applyIdentity(of cell: CellPrototype, to made: View) {
        if let label = cell.accessibilityLabel { made.accessibilityLabel = label }
        if let identifier = cell.accessibilityIdentifier { made.accessibilityIdentifier = identifier }
        if let restorationID = cell.restorationID { made.restorationIdentifier = restorationID }
    }
}
