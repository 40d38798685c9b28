import SceneGraph

/// A scene's prototype cells: the cell enum (typed reuse identifiers, dequeue helpers), each
/// cell's factory and outlet protocol, and the extensions that make cell classes adopt them.
struct CellTranslator: SceneConstructTranslator {
    let facts: SceneFacts
    let scene: Scene
    /// What the cells' view trees could not carry (variations, runtime attributes, outlets).
    private(set) var diagnostics: [Diagnostic] = []

    init(facts: SceneFacts) {
        self.facts = facts
        scene = facts.scene
    }

    /// `extension CellClass: Namespace.CellOutlets {}` for each cell class with outlets.
    func conformances() throws(UngatedName) -> [Declaration] {
        var declarations: [Declaration] = []
        for (index, cell) in scene.prototypeCells.enumerated() {
            guard let cellClass = cell.className, try !requirements(cell).isEmpty else { continue }
            declarations.append(.extensionOf(ExtensionDeclaration(
                type: try SwiftType(typeName: cellClass), conformances: [SwiftType(names.namespace).member(names.cellProtocol(scene, index: index))])))
        }
        return declarations
    }

    func requirements(_ cell: CellPrototype) throws(UngatedName) -> [Declaration] {
        var requirements: [Declaration] = []
        var seen: Set<String> = []
        for outlet in cell.outlets where outlet.owner == nil || outlet.owner == cell.id {
            guard seen.insert(outlet.property).inserted, let view = cell.allViews.first(where: { $0.id == outlet.destination }) else { continue }
            var type = try viewClass(view)
            if let declared = try SceneFacts.typeName(outlet.type) { type = declared }
            requirements.append(.variable(VariableDeclaration(name: try SwiftIdentifier(outlet.property), type: type.implicitlyUnwrapped, kind: .requirement(settable: true))))
        }
        for view in cell.allViews where view.kind.isControl || view.className != nil {
            for action in view.actions where action.target != nil && action.target == cell.id && seen.insert("func " + action.method).inserted {
                requirements.append(.function(FunctionDeclaration(
                    doc: [JoinedText.join("Action its view sends to the cell (", action.event.rawValue, ", ", facts.place(of: action.source.element), ").")],
                    name: try SwiftIdentifier(action.method), parameters: [Parameter(label: "_", name: "sender", type: try viewClass(view))], body: nil)))
            }
        }
        for collection in cell.outletCollections where (collection.owner == nil || collection.owner == cell.id) && seen.insert(collection.property).inserted {
            let type = try SceneFacts.typeName(collection.type) ?? context.rt("View")
            requirements.append(.variable(VariableDeclaration(name: try SwiftIdentifier(collection.property), type: type.array, kind: .requirement(settable: true))))
        }
        return requirements
    }

    private func cellClass(_ cell: CellPrototype) throws(UngatedName) -> SwiftType {
        guard let className = cell.className else { return context.rt(cell.isCollectionCell ? "CollectionViewCell" : "TableViewCell") }
        return try SwiftType(typeName: className)
    }

    mutating func declarations() throws(UngatedName) -> [Declaration] {
        let cells = scene.prototypeCells
        guard !cells.isEmpty else { return [] }
        var declarations: [Declaration] = []
        var cases: [EnumCase] = []
        var helpers: [Declaration] = []
        for (index, cell) in cells.enumerated() {
            let caseName = names.cellCase(scene, index: index)
            let type = try cellClass(cell)
            cases.append(EnumCase(doc: [JoinedText.join("Reuse identifier `", cell.reuseIdentifier ?? "", "` (", facts.place(of: cell.source.element), ").")], name: caseName))
            let requirements = try requirements(cell)
            if cell.className != nil, !requirements.isEmpty {
                declarations.append(.protocolDeclaration(ProtocolDeclaration(
                    doc: [JoinedText.join("What ", type.text, " provides for the prototype cell `", caseName.text, "` of `", scene.id.name, "`.")],
                    attributes: [.mainActor], access: access, name: names.cellProtocol(scene, index: index), inherits: ["AnyObject"],
                    requirements: requirements)))
            }
            let (factory, problems) = try CellFactory(cell: cell, caseName: caseName, type: type, factoryName: names.cellFactory(scene, index: index),
                                                      controllerType: try className, facts: facts).declaration()
            declarations.append(factory)
            diagnostics += problems
            guard let reuseIdentifier = cell.reuseIdentifier else { continue }
            // Table and collection views differ only in names: the view, its label, the cell base class.
            let (view, viewType, label, base): (SwiftIdentifier, String, SwiftIdentifier, String) = cell.isCollectionCell
                ? ("collectionView", "CollectionView", "withReuseIdentifier", "CollectionViewCell")
                : ("tableView", "TableView", "withIdentifier", "TableViewCell")
            let dequeue = FunctionDeclaration(
                doc: [JoinedText.join("Dequeues a `", caseName.text, "` cell (", type.text, ").")], access: access, modifiers: [.static],
                name: SwiftIdentifier(derived: "dequeue" + GeneratedNames.upperFirst(caseName.text), fallback: "dequeue"),
                parameters: [Parameter(label: "from", name: view, type: context.rt(viewType)), Parameter(label: "for", name: "indexPath", type: "Foundation.IndexPath")],
                returnType: type, body: [
                    .binding(isMutable: false, name: "cell", type: nil, value: .call(.member(.identifier(view), "dequeueReusableCell"), [Argument(label, .string(reuseIdentifier)), Argument("for", .identifier("indexPath"))], trailingClosure: nil)),
                ] + Self.typedReturn(type: type, base: context.rt(base), reuseIdentifier: reuseIdentifier))
            helpers.append(.function(dequeue))
        }
        let reuseCases = cells.enumerated().compactMap { index, cell -> SwitchCase? in
            cell.reuseIdentifier.map { SwitchCase(pattern: .enumCase(names.cellCase(scene, index: index), bindings: []), body: [.returnValue(.string($0))]) }
        }
        var members: [Declaration] = []
        if reuseCases.count == cells.count {
            members.append(.variable(VariableDeclaration(
                doc: ["The reuse identifier."], access: access, name: "reuseIdentifier", type: "String",
                kind: .computed([.switchStatement(subject: .selfReference, cases: reuseCases)]))))
        }
        members += helpers
        declarations.insert(.enumeration(EnumDeclaration(
            doc: [JoinedText.join("The prototype cells of `", scene.id.name, "`: typed reuse identifiers and dequeue helpers.")],
            attributes: [.mainActor], access: access, name: names.cellEnum(scene), conformances: ["CaseIterable", "Sendable"], cases: cases, members: members)), at: 0)
        return declarations
    }

    /// Returns the dequeued `cell` as `type`; a cast only when `type` is a subclass.
    private static func typedReturn(type: SwiftType, base: SwiftType, reuseIdentifier: String) -> [Statement] {
        guard type != base else { return [.returnValue(.identifier("cell"))] }
        return [
            .guardStatement(condition: .optionalBinding("typed", .cast(.identifier("cell"), .conditional, type: type)), otherwise: [
                .expression(.identifier("preconditionFailure").called(Argument(nil, .string("cell \(reuseIdentifier) is not a \(type): register it with the generated scene")))),
            ]),
            .returnValue(.identifier("typed")),
        ]
    }
}
