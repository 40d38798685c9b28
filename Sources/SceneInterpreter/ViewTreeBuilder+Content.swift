import Foundation
import SceneGraph
import SceneRuntime

/// The content a view tree builds besides subviews — a table's static sections and cells, a
/// toolbar's items — and the outlets views own (a table's `dataSource`).
extension ViewTreeBuilder {
    // MARK: Static table content

    /// For a table view with static sections: each static cell built once with its content
    /// (whose controls act as the view tree's) and the segues it triggers
    /// (`registerCellSegue(_:cell:in:)`), then the sections handed to the table controller
    /// (`staticSections`), which serves them as UIKit's does. One row affordance per cell.
    mutating func buildStaticContent(_ node: ViewNode, in table: TableView) {
        guard !node.staticSections.isEmpty, !inCell else { return }
        guard let tableController = controller as? TableViewController, scene.kind == .tableController else {
            interpreter.note("the static cells of '\(node.id ?? "tableView")' in '\(scene.id.name)' are not shown: only a table view controller serves static content (UIKit's rule)")
            return
        }
        var sections: [StaticTableSection] = []
        for (sectionIndex, entry) in node.cellsBySection.enumerated() {
            var cells: [TableViewCell] = []
            for (row, cell) in entry.cells.enumerated() {
                let made = TableViewCell(style: RuntimeValues.cellStyle(cell.properties["style"]), reuseIdentifier: cell.reuseIdentifier)
                made.accessoryType = RuntimeValues.accessoryType(cell.properties["accessoryType"])
                Self.applyIdentity(of: cell, to: made)
                fill(cell, cellView: made)
                let segues = triggers.triggered(by: cell.id)
                for segue in segues { tableController.registerCellSegue(segue.template, cell: made, in: table) }
                if let id = cell.id, !segues.isEmpty { builtTriggers.insert(id) }
                cells.append(made)
                let title = CellTitles.title(of: cell)
                let outcome = segues.isEmpty ? "selects it" : segues.map { SegueTriggers.summary($0.segue) }.joined(separator: ", ")
                let position = "row \(sectionIndex).\(row)"
                let names = [title, cell.id, position] + [sectionIndex == 0 ? "row \(row)" : nil, cell.reuseIdentifier]
                record?.affordances.append(Affordance(
                    names: names.compactMap { $0 } + segues.compactMap(\.segue.identifier),
                    summary: "\(position)\(title.map { " \"\($0)\"" } ?? (cell.id ?? cell.reuseIdentifier).map { " \($0)" } ?? "")"
                        + "\(entry.section.headerTitle.map { " (\($0))" } ?? "") → \(outcome)",
                    trigger: .tableRow(table, IndexPath(row: row, section: sectionIndex))))
            }
            sections.append(StaticTableSection(headerTitle: entry.section.headerTitle, footerTitle: entry.section.footerTitle, cells: cells))
        }
        tableController.staticSections = sections
    }

    // MARK: Toolbar items

    /// A toolbar view's items (custom views built as part of the tree), wired to the actions
    /// and segues they trigger; a standalone navigation bar's items are noted (the runtime's
    /// bar shows a navigation controller's items only).
    mutating func buildBarItems(_ node: ViewNode, in view: View) {
        guard !node.barItems.isEmpty else { return }
        guard let toolbar = view as? Toolbar else {
            interpreter.note("the bar button items of a standalone \(node.kind.elementName) '\(node.id ?? "?")' are not interpreted")
            return
        }
        var items: [BarButtonItem] = []
        for itemNode in node.barItems {
            let custom = itemNode.customView.map { emit($0, parent: nil, parentKind: nil) }
            let item = BarItems.make(itemNode, customView: custom)
            items.append(item)
            if !inCell, let id = itemNode.id { anchors.barItems[id] = item }
            let segues = inCell || itemNode.customView != nil ? [] : triggers.triggered(by: itemNode.id)
            let outcomes = BarItems.wire(item, node: itemNode, controller: controller, segues: segues, actions: actions)
            if let id = itemNode.id, !segues.isEmpty { builtTriggers.insert(id) }
            guard !inCell, !outcomes.isEmpty else { continue }
            record?.affordances.append(BarItems.affordance(itemNode, item: item, kind: "toolbar item", outcomes: outcomes, segues: segues,
                                                           trigger: .toolbarItem(item, toolbar: { [weak toolbar] in toolbar })))
        }
        toolbar.setItems(items, animated: false)
    }

    // MARK: Owned outlets

    /// Outlets owned by the tree's views and recognizers (a table's `dataSource`, a text
    /// field's `delegate`). A table's or collection's `dataSource` and `delegate` that name a
    /// table (collection) view controller are honoured — it is their data source and delegate
    /// already, serving static content, or prototype rows standing in for its code; every
    /// other owned outlet would point at code that is not at hand, and is noted.
    mutating func honourOwnedOutlets() {
        guard !inCell else { return }
        var outlets = scene.outlets.filter { $0.owner != nil }
        scene.forEachCell { cell in outlets += cell.outlets.filter { $0.owner != nil && $0.owner != cell.id } }
        for outlet in outlets {
            guard let owner = outlet.owner else { continue }
            let toController = outlet.destination == scene.id.name
            switch (anchors.views[owner], outlet.property) {
            case (let table as TableView, "dataSource") where toController && controller is TableViewController,
                 (let table as TableView, "delegate") where toController && controller is TableViewController:
                if table.delegate == nil { table.delegate = controller as? TableViewController }
            case (let collection as CollectionView, "dataSource") where toController && controller is CollectionViewController,
                 (let collection as CollectionView, "delegate") where toController && controller is CollectionViewController:
                if collection.delegate == nil { collection.delegate = controller as? CollectionViewController }
            case (is TableView, "dataSource") where toController, (is CollectionView, "dataSource") where toController:
                interpreter.note("the dataSource of '\(owner)' is \(scene.id.name)'s code, not at hand: one row per prototype cell stands in")
            default:
                let target = toController ? "\(className) (\(scene.id.name))" : "'\(outlet.destination)'"
                interpreter.note("outlet '\(outlet.property)' of '\(owner)' is not interpreted: it points at \(target), whose code is not at hand")
            }
        }
    }
}

/// What `show` calls a cell.
enum CellTitles {
    /// The text of the cell's style label (a storyboard's `textLabel` names it), else of its
    /// first label with text, else its accessibility label.
    static func title(of cell: CellPrototype) -> String? {
        let views = cell.allViews
        if let id = cell.properties["textLabel"], let text = views.first(where: { $0.id == id })?.properties["text"], !text.isEmpty {
            return text
        }
        if let text = views.lazy.filter({ $0.kind == .label }).compactMap({ $0.properties["text"] }).first(where: { !$0.isEmpty }) {
            return text
        }
        return cell.accessibilityLabel
    }
}
