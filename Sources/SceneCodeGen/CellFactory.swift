import SceneGraph

/// The factory of one prototype cell: creates the cell, fills its content view and assigns its outlets.
struct CellFactory {
    let cell: CellPrototype
    let caseName: SwiftIdentifier
    let type: SwiftType
    let factoryName: SwiftIdentifier
    let controllerType: SwiftType
    let facts: SceneFacts

    func declaration() throws(UngatedName) -> Declaration {
        var body: [Statement] = []
        if cell.isCollectionCell {
            body.append(.binding(isMutable: false, name: "cell", type: nil, value: .call(.type(type), [Argument("frame", .implicitMember("zero"))], trailingClosure: nil)))
        } else {
            body.append(.binding(isMutable: false, name: "cell", type: nil, value: .call(.type(type), [
                Argument("style", .implicitMember(Self.cellStyle(cell.properties["style"]))),
                Argument("reuseIdentifier", cell.reuseIdentifier.map(Expression.string) ?? .nilLiteral),
            ], trailingClosure: nil)))
            if let accessory = cell.properties["accessoryType"], accessory != "none" {
                body.append(.assignment(target: .member(.identifier("cell"), "accessoryType"), value: .implicitMember(try SwiftIdentifier(accessory))))
            }
        }
        if let label = cell.accessibilityLabel { body.append(.assignment(target: .member(.identifier("cell"), "accessibilityLabel"), value: .string(label))) }
        if let identifier = cell.accessibilityIdentifier { body.append(.assignment(target: .member(.identifier("cell"), "accessibilityIdentifier"), value: .string(identifier))) }
        if let restorationID = cell.restorationID { body.append(.assignment(target: .member(.identifier("cell"), "restorationIdentifier"), value: .string(restorationID))) }
        var translator = ViewTreeTranslator(facts: facts, templates: nil, inCell: true)
        body += try translator.cellBody(cell)
        body.append(.returnValue(.identifier("cell")))
        return .function(FunctionDeclaration(
            doc: ["Creates a `\(caseName)` prototype cell (\(TranslationContext.place(cell.source.element)))."],
            modifiers: [.fileprivate, .static], name: factoryName,
            parameters: [Parameter(name: "controller", type: controllerType.optional)], returnType: type, body: body))
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
