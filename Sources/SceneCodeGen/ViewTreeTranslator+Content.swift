import SceneGraph

/// The content a view tree builds besides subviews: a table's static sections and cells, a
/// toolbar's items, and views built on their own (bar button items' custom views).
extension ViewTreeTranslator {
    // MARK: Static table content

    /// For a table view with static sections: each static cell built once with its content,
    /// outlets and the segues it triggers, then the sections handed to the table controller
    /// (`controller.staticSections`), as UIKit's table controller serves storyboard static cells.
    mutating func buildStaticContent(_ view: ViewNode, target: Expression) throws(UngatedName) {
        guard view.kind == .tableView, !view.staticSections.isEmpty, !inCell else { return }
        guard scene.kind == .tableController else {
            diagnostics.append(.warning(
                "static cells are not generated: only a table view controller serves static content (UIKit's rule); scene '\(scene.id.name)' is a \(scene.kind.rawValue)",
                at: view.staticSections[0].source.element, rule: SceneTranslator.Rule.unsupported))
            return
        }
        var sections: [Expression] = []
        var staticCellNames: [SwiftIdentifier] = []
        for (section, cells) in view.cellsBySection {
            var cellNames: [Expression] = []
            for cell in cells {
                let variable = name(preferring: [cell.reuseIdentifier.map { $0 + "Cell" }], id: cell.id, fallback: "staticCell")
                if let id = cell.id { variables[id] = variable }
                statements += try CellFactory.creation(of: cell, as: variable, type: facts.cellClass(cell))
                try fillCell(cell, variable: variable)
                for template in templates?.triggered(by: cell.id) ?? [] {
                    usesController = true
                    statements.append(.expression(Expression.identifier("controller").dot("registerCellSegue").called(
                        Argument(nil, .identifier(template)), Argument("cell", .identifier(variable)), Argument("in", target))))
                }
                cellNames.append(.identifier(variable))
                staticCellNames.append(variable)
            }
            var arguments: [Argument] = []
            if let title = section.headerTitle { arguments.append(Argument("headerTitle", .string(title))) }
            if let title = section.footerTitle { arguments.append(Argument("footerTitle", .string(title))) }
            arguments.append(Argument("cells", .array(cellNames)))
            sections.append(Expression.type(context.rt("StaticTableSection")).called(arguments))
        }
        usesController = true
        // Each static cell is made and connected once: awakeFromNib() before it is served.
        for cell in sections.isEmpty ? [] : staticCellNames {
            statements.append(.expression(Expression.identifier(cell).dot("awakeFromStoryboard").called()))
        }
        statements.append(Expression.identifier("controller").dot("staticSections").assigned(.array(sections)))
    }

    // MARK: Toolbar items

    /// A toolbar view's items, each wired to the controller's actions and the segues it
    /// triggers; a standalone navigation bar's items are reported (the runtime's bar shows a
    /// navigation controller's items only).
    mutating func buildBarItems(_ view: ViewNode, target: Expression) throws(UngatedName) {
        guard !view.barItems.isEmpty else { return }
        guard view.kind == .toolbar else {
            diagnostics.append(.warning(
                "the bar button items of a standalone <\(view.kind.elementName)> are not generated; put them in the controller's navigation item or a toolbar",
                at: view.source.element, rule: SceneTranslator.Rule.unsupported))
            return
        }
        let names = facts.barItemVariables
        var items: [Expression] = []
        for item in view.barItems {
            guard let itemName = names[item.source.element] else { continue }
            let custom = try item.customView.map { (custom: ViewNode) throws(UngatedName) in try emit(custom, parent: nil) }
            statements += try BarItemStatements.creation(item, name: itemName, customView: custom, context: context)
            if let id = item.id { variables[id] = itemName }
            if let wiring = try BarItemStatements.wiring(item, name: itemName, templates: inCell ? nil : templates, context: context) {
                usesController = true
                statements.append(wiring)
            }
            items.append(.identifier(itemName))
        }
        statements.append(.expression(target.dot("setItems").called(Argument(nil, .array(items)), Argument("animated", .bool(false)))))
    }

    // MARK: Views on their own

    /// Emits a view with no parent (a bar button item's custom view) and returns its binding.
    mutating func emitStandalone(_ view: ViewNode) throws(UngatedName) -> SwiftIdentifier {
        try emit(view, parent: nil)
    }

    /// The statements emitted so far, leaving none.
    mutating func takeStatements() -> [Statement] {
        defer { statements = [] }
        return statements
    }
}
