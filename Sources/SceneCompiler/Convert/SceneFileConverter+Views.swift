import SceneCodeGen
import SceneGraph
import SceneParser

/// Views, cells and static table content.
extension ConversionState {
    mutating func write(_ view: ViewNode, in scene: Scene, to writer: inout XMLWriter) {
        var element = view.kind.elementName
        if case .other(let name) = view.kind {
            element = "view"
            lose("views of kinds the scene format does not name (written as <view>: \(name))", at: view.source.element)
        }
        var attributes: [(String, String?)] = [
            ("id", view.id), ("class", typeName(view.className, at: view.source.element)),
            ("accessibilityLabel", view.accessibilityLabel), ("accessibilityIdentifier", view.accessibilityIdentifier),
            ("accessibilityHint", view.accessibilityHint), ("restorationID", view.restorationID),
        ]
        let spec = SceneVocabulary.elements[element]
        let renames = ["minValue": "minimumValue", "maxValue": "maximumValue"]
        for (key, value) in view.properties.sorted(by: { $0.key < $1.key }) {
            let name = renames[key] ?? key
            if let attribute = spec?.attribute(name), attribute.type != .identifier, Self.fits(value, attribute.type) {
                attributes.append((name, value))
            }
        }
        if view.kind == .containerView, let id = view.id,
           let embed = scene.segues.first(where: { $0.kind == .embed && $0.containerView == id }),
           let destination = embed.destination.flatMap({ sceneNames[$0] }) {
            attributes.append(("embed", destination))
            attributes.append(("embedSegue", embed.identifier.map { SwiftName.isIdentifier($0) ? $0 : SceneNaming.identifier(from: $0, fallback: "embed") }))
        }
        attributes += layoutAttributes(of: view.layout, at: view.source.element)
        if !view.barItems.isEmpty, view.kind != .toolbar { lose("items of bars other than toolbars", at: view.source.element) }
        writer.element(element, attributes) { writer in
            if view.kind.isControl || view.className != nil {
                self.write(view.actions, withEvent: true, to: &writer)
            }
            self.writeCells(of: view, in: scene, to: &writer)
            if view.kind == .toolbar {
                for item in view.barItems { self.write(item, placement: nil, in: scene, to: &writer) }
            }
            for subview in view.subviews { self.write(subview, in: scene, to: &writer) }
            self.writeGestures(of: view, to: &writer)
            self.write(view.runtimeAttributes, to: &writer)
            self.writeLayout(view.layout, to: &writer)
        }
    }

    /// A table or collection view's cells: its prototypes, then its static sections (or, for a
    /// table without sections, its static cells as `<cell static="true">`).
    private mutating func writeCells(of view: ViewNode, in scene: Scene, to writer: inout XMLWriter) {
        guard !view.staticSections.isEmpty else {
            for cell in view.cells { write(cell, as: "cell", in: scene, to: &writer) }
            return
        }
        for cell in view.cells where !cell.isStatic { write(cell, as: "cell", in: scene, to: &writer) }
        let sections = view.cellsBySection
        for (section, cells) in sections {
            writer.element("staticSection", [("headerTitle", section.headerTitle), ("footerTitle", section.footerTitle)]) { writer in
                for cell in cells { self.write(cell, as: "staticCell", in: scene, to: &writer) }
            }
        }
        let inSections = sections.reduce(0) { $0 + $1.cells.count }
        for cell in view.cells.filter(\.isStatic).dropFirst(inSections) {
            lose("static cells outside their table's sections", at: cell.source.element)
        }
    }

    /// A `<cell>` (a prototype, or a static cell of a table without sections) or a `<staticCell>`.
    private mutating func write(_ cell: CellPrototype, as element: String, in scene: Scene, to writer: inout XMLWriter) {
        let spec = SceneVocabulary.elements[element]
        var attributes: [(String, String?)] = [
            ("id", cell.id), ("reuseIdentifier", cell.reuseIdentifier), ("class", typeName(cell.className, at: cell.source.element)),
        ]
        for key in ["style", "accessoryType"] {
            var value = cell.properties[key]
            if key == "style", let raw = value, raw.hasPrefix("IBUITableViewCellStyle") {
                let suffix = raw.dropFirst("IBUITableViewCellStyle".count)
                value = suffix.prefix(1).lowercased() + suffix.dropFirst()
            }
            if let value, let attribute = spec?.attribute(key), Self.fits(value, attribute.type) { attributes.append((key, value)) }
        }
        attributes += [("accessibilityLabel", cell.accessibilityLabel), ("accessibilityIdentifier", cell.accessibilityIdentifier),
                       ("restorationID", cell.restorationID)]
        if element == "cell" { attributes.append(("static", cell.isStatic ? "true" : nil)) }
        attributes += layoutAttributes(of: cell.layout, at: cell.source.element)
        let scope = names.cellScope(cell)
        // As the converter always has: a cell's container views are written without the scene's embeds.
        let contentScene = Scene(id: SceneID(document: "", name: ""), kind: .controller, source: cell.source)
        writer.element(element, attributes) { writer in
            for subview in cell.subviews { self.write(subview, in: contentScene, to: &writer) }
            self.writeOutlets(cell.outlets, cell.outletCollections, scope: scope, to: &writer)
            self.write(cell.runtimeAttributes, to: &writer)
            self.writeContentView(of: cell, to: &writer)
            self.writeLayout(cell.layout, to: &writer)
        }
    }
}
