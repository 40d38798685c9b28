import SceneGraph

/// Names of the local variables and members generated code gives to views and bar items.
enum ViewVariables {
    /// The binding of each bar button item of a scene (``Scene/allBarButtonItems``), by the
    /// item's position in the source. A scene file's items are named by their ids; a
    /// storyboard's, whose ids mean nothing, by title, system item or accessibility identifier.
    static func barItemVariables(of scene: Scene, dialect: Dialect) -> [SourceLocation: SwiftIdentifier] {
        var result: [SourceLocation: SwiftIdentifier] = [:]
        var used: Set<String> = []
        for (index, item) in scene.allBarButtonItems.enumerated() {
            let candidates = dialect == .storyboard
                ? [item.properties["title"], item.accessibilityIdentifier, item.properties["systemItem"]]
                : [item.id]
            var base = candidates.lazy.compactMap { $0 }.map { GeneratedNames.identifier(from: $0, fallback: "") }.first { !$0.isEmpty }
                ?? "barButton\(index)"
            if !base.hasSuffix("Item") { base += "Item" }
            var name = base
            var counter = 2
            while used.contains(name) {
                name = base + "\(counter)"
                counter += 1
            }
            used.insert(name)
            result[item.source.element] = SwiftIdentifier(derived: name, fallback: "item")
        }
        return result
    }

    /// A view's member in a scene's views holder.
    static func boxMember(_ id: String) -> SwiftIdentifier {
        GeneratedNames.identifier(id, fallback: "view")
    }
}
