import SceneGraph

/// The protocol a scene's class adopts — its outlets, outlet collections, actions and unwind
/// actions as requirements — the extension that makes the class adopt it, and the protocols
/// that destinations of segues with parameters adopt.
struct SceneProtocolTranslator: SceneConstructTranslator {
    let facts: SceneFacts
    let scene: Scene

    init(facts: SceneFacts) {
        self.facts = facts
        scene = facts.scene
    }

    /// The scene's protocol, or nil when it has no requirements; `missingClass` is called when it
    /// has some but the scene names no class to hold them.
    func declaration(missingClass: () -> Void) throws(UngatedName) -> Declaration? {
        let requirements = try requirements()
        let adopted = adoptedProtocols
        guard !requirements.isEmpty || !adopted.isEmpty else { return nil }
        guard scene.className != nil else {
            missingClass()
            return nil
        }
        var doc = [JoinedText.join("What ", try className.text, " provides for the scene `", scene.id.name, "` (", place, ")."),
                   "The class adopts it in generated code: a missing member is a compile error naming the class."]
        if !adopted.isEmpty {
            doc.append("It is the \(adopted.map(\.text).joined(separator: ", ")) its views' outlets point to.")
        }
        return .protocolDeclaration(ProtocolDeclaration(
            doc: doc, attributes: [.mainActor], access: access, name: names.sceneProtocol(scene), inherits: ["AnyObject"] + adopted,
            requirements: requirements))
    }

    /// The runtime protocols the controller must adopt because outlets of its views point to it
    /// (a table's `dataSource`), less those its runtime base class adopts already.
    var adoptedProtocols: [SwiftType] {
        let inherited = OwnedOutlets.adoptedByRuntimeClass[scene.kind.runtimeClassName] ?? []
        return OwnedOutlets.controllerProtocols(of: scene).filter { !inherited.contains($0) }.map { context.rt($0) }
    }

    /// `extension Class: Namespace.SceneProtocol {}`, when the scene has a class and requirements.
    func conformance() throws(UngatedName) -> Declaration? {
        guard scene.className != nil, try hasRequirements else { return nil }
        return .extensionOf(ExtensionDeclaration(
            doc: [JoinedText.join(try className.text, " provides the outlets, actions and parameters of the scene `", scene.id.name, "`.")],
            type: try className, conformances: [SwiftType(names.namespace).member(names.sceneProtocol(scene))]))
    }

    /// The protocol of each identified segue with parameters: what its destination receives.
    func parameterProtocols() throws(UngatedName) -> [Declaration] {
        var protocols: [Declaration] = []
        for identified in facts.identifiedSegues where !identified.segue.parameters.isEmpty {
            var requirements: [Declaration] = []
            for parameter in identified.segue.parameters {
                requirements.append(.variable(VariableDeclaration(
                    name: try SwiftIdentifier(parameter.name), type: try SwiftType(parameter.type), kind: .requirement(settable: true))))
            }
            protocols.append(.protocolDeclaration(ProtocolDeclaration(
                doc: [JoinedText.join("What the destination of `", identified.identifier, "` receives (", facts.place(of: identified.segue.source.element), ")."),
                      "Its class adopts it in generated code; parameters are set before its view loads."],
                attributes: [.mainActor], access: access, name: names.parametersProtocol(scene, caseName: identified.caseName),
                inherits: ["AnyObject"], requirements: requirements)))
        }
        return protocols
    }

    func requirements() throws(UngatedName) -> [Declaration] {
        var requirements: [Declaration] = []
        // A scene has a few requirements: compared while few, not hashed (``IDSet``).
        var seen = IDSet()
        func add(_ key: String, _ declaration: Declaration) {
            if seen.insertIfNew(key) { requirements.append(declaration) }
        }
        for outlet in scene.outlets where outlet.owner == nil {
            guard let type = try facts.outletType(outlet.destination, declared: outlet.type) else { continue }
            add("var " + outlet.property, .variable(VariableDeclaration(
                doc: [JoinedText.join("Outlet to `", outlet.destination, "` (", facts.place(of: outlet.source.element), ").")],
                name: try SwiftIdentifier(outlet.property), type: type.implicitlyUnwrapped, kind: .requirement(settable: true))))
        }
        for collection in scene.outletCollections where collection.owner == nil {
            let type = try collectionElementType(collection)
            add("var " + collection.property, .variable(VariableDeclaration(
                doc: [JoinedText.join("Outlet collection (", facts.place(of: collection.source.element), ").")],
                name: try SwiftIdentifier(collection.property), type: type.array, kind: .requirement(settable: true))))
        }
        for (action, senderType) in try facts.controllerActions() {
            add(JoinedText.join("func ", action.method, "(", senderType.text, ")"), .function(FunctionDeclaration(
                doc: [JoinedText.join("Action (", action.event.rawValue, ", ", facts.place(of: action.source.element), ").")],
                name: try SwiftIdentifier(action.method), parameters: [Parameter(label: "_", name: "sender", type: senderType)], body: nil)))
        }
        for unwind in scene.unwindActions {
            add("unwind " + unwind.method, .function(FunctionDeclaration(
                doc: [JoinedText.join("Unwind action: unwind segues naming `", unwind.method, "` can end here.")],
                name: try SwiftIdentifier(unwind.method), parameters: [Parameter(label: "_", name: "segue", type: context.rt("StoryboardSegue"))], body: nil)))
        }
        return requirements
    }

    /// The element type of an outlet collection: the declared one, else the one class of its
    /// destinations, else the runtime's view.
    private func collectionElementType(_ collection: OutletCollection) throws(UngatedName) -> SwiftType {
        if let declared = collection.type { return try SwiftType(typeName: declared) }
        var types: Set<SwiftType> = []
        for destination in collection.destinations {
            if let type = try facts.outletType(destination, declared: nil) { types.insert(type) }
        }
        return types.count == 1 ? types.first ?? context.rt("View") : context.rt("View")
    }

    /// Whether ``requirements()`` has any, without making them.
    var hasRequirements: Bool {
        get throws(UngatedName) {
            for outlet in scene.outlets where outlet.owner == nil {
                if try facts.outletType(outlet.destination, declared: outlet.type) != nil { return true }
            }
            if !scene.outletCollections.isEmpty || !scene.unwindActions.isEmpty || !adoptedProtocols.isEmpty { return true }
            return try !facts.controllerActions().isEmpty
        }
    }
}
