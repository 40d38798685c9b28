import SceneGraph

/// Everything generated for one scene, construct by construct: the protocol its class adopts
/// (``SceneProtocolTranslator``), its factory (``SceneFactoryTranslator``), its cells
/// (``CellTranslator``) and its segue enum (``SegueEnumTranslator``), in the order the file
/// declares them.
struct SceneDeclarations {
    let facts: SceneFacts
    /// Problems found while translating the scene.
    private(set) var diagnostics: [Diagnostic] = []

    /// The declarations of the scene `facts` describe.
    init(facts: SceneFacts) {
        self.facts = facts
    }

    /// The scene's members of the document's namespace.
    mutating func namespaceMembers() throws(UngatedName) -> [Declaration] {
        var members: [Declaration] = []
        let scene = facts.scene
        var missingClass = false
        if let sceneProtocol = try SceneProtocolTranslator(facts: facts).declaration(missingClass: { missingClass = true }) {
            members.append(sceneProtocol)
        }
        if missingClass {
            diagnostics.append(.error(
                "scene '\(scene.id.name)' has outlets, actions, unwind actions or views whose delegate or data source it is, but no class to hold them; set 'class'",
                at: scene.source.element, rule: SceneTranslator.Rule.missingClass))
        }
        diagnostics += UncarriedConnections.diagnostics(
            for: scene, isSceneID: UncarriedConnections.sceneIDLookup(in: facts.context.graph, document: scene.id.document))
        var factory = SceneFactoryTranslator(facts: facts)
        members.append(try factory.factory())
        diagnostics += factory.diagnostics
        if facts.needsViewsBox { members.append(factory.viewsBox()) }
        var cells = CellTranslator(facts: facts)
        members += try cells.declarations()
        diagnostics += cells.diagnostics
        if !facts.identifiedSegues.isEmpty { members.append(try SegueEnumTranslator(facts: facts).segueEnum()) }
        members += try SceneProtocolTranslator(facts: facts).parameterProtocols()
        return members
    }

    /// The scene's declarations at the top of the file: conformances and the typed `performSegue`.
    func topLevelDeclarations() throws(UngatedName) -> [Declaration] {
        var declarations: [Declaration] = []
        if let conformance = try SceneProtocolTranslator(facts: facts).conformance() { declarations.append(conformance) }
        declarations += try CellTranslator(facts: facts).conformances()
        if !facts.identifiedSegues.isEmpty { declarations.append(try SegueEnumTranslator(facts: facts).performExtension()) }
        return declarations
    }
}
