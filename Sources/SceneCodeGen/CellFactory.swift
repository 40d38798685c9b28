import SceneGraph

/// The factory of one prototype cell: creates the cell, fills its content view and assigns its outlets.
struct CellFactory {
    let cell: CellPrototype
    let caseName: SwiftIdentifier
    let type: SwiftType
    let factoryName: SwiftIdentifier
    let controllerType: SwiftType
    let facts: SceneFacts

    /// The factory, and what its view tree could not carry.
    func declaration() throws(UngatedName) -> (Declaration, [Diagnostic]) {
        var body = try Self.creation(of: cell, as: "cell", type: type)
        let templates = SegueTemplates(facts: facts)
        var translator = ViewTreeTranslator(facts: facts, templates: templates, inCell: true)
        body += try translator.cellBody(cell)
        body.append(.returnValue(.identifier("cell")))
        // The segues the cell's controls and gestures trigger: templates of the scene's factory.
        let segues = Self.triggeredTemplates(in: cell, templates: templates, scene: facts.scene)
        var doc = ["Creates a `\(caseName)` prototype cell (\(facts.place(of: cell.source.element)))."]
        if !segues.isEmpty { doc.append("- Parameters: the templates of the segues its views trigger.") }
        return (.function(FunctionDeclaration(
            doc: doc, modifiers: [.fileprivate, .static], name: factoryName,
            parameters: [Parameter(name: "controller", type: controllerType.optional)]
                + segues.map { Parameter(name: $0, type: facts.context.rt("SegueTemplate")) },
            returnType: type, body: body)), translator.diagnostics)
    }

    /// The segue templates the views of a prototype cell (controls and their gesture
    /// recognizers) trigger, in the order the scene declares the segues.
    static func triggeredTemplates(in cell: CellPrototype, templates: SegueTemplates, scene: Scene) -> [SwiftIdentifier] {
        var triggers: Set<String> = []
        for view in cell.allViews {
            if let id = view.id, view.kind.isControl { triggers.insert(id) }
            triggers.formUnion(view.gestureRecognizers)
        }
        var result: [SwiftIdentifier] = []
        for id in triggers.sorted() { result += templates.triggered(by: id) }
        return Array(Set(result)).sorted { $0.text < $1.text }
    }

    /// `let name = Cell(style:reuseIdentifier:)` (or `Cell(frame:)` for a collection cell), with
    /// the cell's accessory, accessibility and restoration identifier.
    static func creation(of cell: CellPrototype, as name: SwiftIdentifier, type: SwiftType) throws(UngatedName) -> [Statement] {
        var body: [Statement] = []
        let target = Expression.identifier(name)
        if cell.isCollectionCell {
            body.append(.letBinding(name, Expression.type(type).called(Argument("frame", .implicitMember("zero")))))
        } else {
            body.append(.letBinding(name, Expression.type(type).called(
                Argument("style", .implicitMember(cellStyle(cell.properties["style"]))),
                Argument("reuseIdentifier", cell.reuseIdentifier.map(Expression.string) ?? .nilLiteral))))
            if let accessory = cell.properties["accessoryType"], accessory != "none" {
                body.append(target.dot("accessoryType").assigned(.implicitMember(try SwiftIdentifier(accessory))))
            }
        }
        if let label = cell.accessibilityLabel { body.append(target.dot("accessibilityLabel").assigned(.string(label))) }
        if let identifier = cell.accessibilityIdentifier { body.append(target.dot("accessibilityIdentifier").assigned(.string(identifier))) }
        if let restorationID = cell.restorationID { body.append(target.dot("restorationIdentifier").assigned(.string(restorationID))) }
        return body
    }

    /// The runtime's cell style for a scene (`subtitle`) or storyboard (`IBUITableViewCellStyleSubtitle`) style.
    static func cellStyle(_ style: String?) -> SwiftIdentifier {
        guard var style else { return "default" }
        if style.hasPrefix("IBUITableViewCellStyle") { style = GeneratedNames.lowerFirst(String(style.dropFirst("IBUITableViewCellStyle".count))) }
        return cellStyles.first { $0.text == style } ?? "default"
    }

    /// The runtime's cell styles.
    private static let cellStyles: [SwiftIdentifier] = ["default", "subtitle", "value1", "value2"]
}
