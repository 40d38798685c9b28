import SceneGraph

/// The resolved graph as an indented outline, for people (`scenec dump --format text`).
public enum GraphText {
    /// The whole graph, one document after another.
    public static func dump(_ graph: ResolvedGraph) -> String {
        var lines: [String] = []
        for document in graph.documents {
            var header = "\(document.path) (\(document.dialect.rawValue) format \(document.formatVersion)"
            if let module = document.module { header += ", module \(module)" }
            if let initial = document.initialScene { header += ", initial \(initial)" }
            lines.append(header + ")")
            for scene in document.scenes {
                lines += self.scene(scene, in: graph)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func scene(_ scene: Scene, in graph: ResolvedGraph) -> [String] {
        var head = "  \(scene.kind.rawValue) \(scene.id.name)"
        if let className = scene.className { head += ": \(className)" }
        if let title = scene.title { head += " \"\(title)\"" }
        var details: [String] = []
        if let id = scene.storyboardID { details.append("storyboardID \(id)") }
        if let id = scene.restorationID { details.append("restorationID \(id)") }
        if let style = scene.presentationStyle { details.append("presents as \(style.rawValue)") }
        if let reference = scene.reference {
            details.append("→ \(graph.target(of: scene.id)?.description ?? "\(reference.file) (unresolved)")")
        }
        if !details.isEmpty { head += " [" + details.joined(separator: ", ") + "]" }
        var lines = [head]
        if let view = scene.rootView { lines += self.view(view, depth: 2) }
        for item in scene.allBarButtonItems {
            lines.append("    barButtonItem \(item.id ?? "-")" + item.actions.map { " → \($0.method)()" }.joined())
        }
        for outlet in scene.outlets { lines.append("    outlet \(outlet.property) → \(outlet.destination)") }
        for collection in scene.outletCollections {
            lines.append("    outletCollection \(collection.property) → \(collection.destinations.joined(separator: " "))")
        }
        for action in scene.unwindActions { lines.append("    unwindAction \(action.method)") }
        for segue in scene.segues {
            var line = "    \(segue.relationship.map { "relationship \($0.rawValue)" } ?? "segue \(segue.kind.rawValue)")"
            if let identifier = segue.identifier { line += " \(identifier)" }
            if let action = segue.unwindAction { line += " ⇠ \(action)" }
            if let destination = segue.destination {
                let resolved = graph.destination(of: segue, from: scene.id)
                line += " → \(destination)"
                if let resolved, resolved.document != scene.id.document { line += " (\(resolved))" }
            }
            if let trigger = segue.trigger { line += " on \(trigger)" }
            if let container = segue.containerView { line += " in \(container)" }
            if !segue.parameters.isEmpty {
                line += " (" + segue.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            }
            lines.append(line)
        }
        for link in scene.deepLinks + scene.segues.flatMap(\.deepLinks) { lines.append("    deepLink \(link.pattern)") }
        return lines
    }

    private static func view(_ view: ViewNode, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var line = "\(indent)\(view.kind.elementName)"
        if let id = view.id { line += " \(id)" }
        if let label = view.accessibilityLabel { line += " \"\(label)\"" }
        line += view.actions.map { " \($0.event.rawValue)→\($0.method)()" }.joined()
        var lines = [line]
        for cell in view.cells {
            lines.append("\(indent)  cell \(cell.id ?? "-") reuse \(cell.reuseIdentifier ?? "-")")
            for subview in cell.subviews { lines += self.view(subview, depth: depth + 2) }
        }
        for subview in view.subviews { lines += self.view(subview, depth: depth + 1) }
        return lines
    }
}
