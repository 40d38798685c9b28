import SceneCompiler
import SceneGraph

/// The details the HTML page shows when a scene is clicked, as JSON keyed by the scene's box id
/// (``FlowIDs``): file, id, heading, class, kind, storyboard and restoration ids, outlets,
/// actions, unwind actions and outgoing segues (each with its arrow's id).
public enum FlowPageData {
    /// The details of every scene of the graph.
    public static func details(_ graph: ResolvedGraph) -> JSONValue {
        var members: [(String, JSONValue)] = []
        for (d, document) in graph.documents.enumerated() {
            var indexByName: [String: Int] = [:]
            for (s, scene) in document.scenes.enumerated() where indexByName[scene.id.name] == nil { indexByName[scene.id.name] = s }
            for (s, scene) in document.scenes.enumerated() {
                members.append((FlowIDs.scene(d, s), details(of: scene, at: (d, s), in: document, graph: graph, index: indexByName)))
            }
        }
        return .object(members)
    }

    private static func details(of scene: Scene, at position: (d: Int, s: Int), in document: SceneDocument, graph: ResolvedGraph,
                                index: [String: Int]) -> JSONValue {
        let facts = FlowSceneFacts(scene)
        var object = JSONObjectBuilder()
        object.add("file", document.path)
        object.add("id", scene.id.name)
        object.add("heading", scene.kind == .reference ? "→ \(scene.reference?.file ?? "another file")" : facts.heading)
        object.add("kind", scene.kind.rawValue)
        if scene.kind != .reference {
            object.add("class", facts.className + (facts.declaresClass ? "" : " (runtime default)"))
        }
        object.add("module", scene.moduleName)
        object.add("title", scene.title)
        object.add("storyboardID", scene.storyboardID)
        object.add("restorationID", scene.restorationID)
        if scene.id.name == document.initialScene { object.add("initial", .bool(true)) }
        if let reference = scene.reference {
            var text = reference.file
            if let name = reference.scene { text += ", scene \(name)" }
            if let id = reference.storyboardID { text += ", storyboard id \(id)" }
            object.add("reference", text)
            object.add("resolved", graph.target(of: scene.id)?.description ?? "not in this graph")
        }
        object.add("outlets", facts.outlets.map(JSONValue.string))
        object.add("otherOutlets", facts.otherOutlets.map(JSONValue.string))
        object.add("actions", facts.actions.map { action in
            var text = "\(action.method)()"
            if let sender = action.sender { text += " ← \(sender)" }
            if let event = action.event { text += " (\(event))" }
            return .string(text)
        })
        object.add("unwindActions", scene.unwindActions.map { .string("\($0.method)()") })
        object.add("segues", scene.segues.enumerated().map { k, segue in
            var entry = JSONObjectBuilder()
            entry.add("edge", FlowIDs.segue(position.d, position.s, k))
            entry.add("kind", segue.kind.rawValue)
            var text = segue.relationship.map { "relationship \($0.rawValue)" } ?? segue.kind.rawValue
            if let identifier = segue.identifier, !identifier.isEmpty { text += " “\(identifier)”" }
            if let action = segue.unwindAction { text += " ⇠ \(action)()" }
            if let destination = segue.destination {
                let scene = index[destination].map { document.scenes[$0] }
                text += " → " + (scene.map { FlowSceneFacts($0).heading } ?? destination)
            }
            if let trigger = segue.trigger { text += " on \(trigger)" }
            entry.add("text", text)
            if let destination = segue.destination, let s = index[destination] { entry.add("to", FlowIDs.scene(position.d, s)) }
            return entry.value
        })
        return object.value
    }
}
