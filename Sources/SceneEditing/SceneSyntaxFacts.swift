import SceneGraph

/// What a scene file's text declares, read from its elements as written (so that a document being
/// typed still has its scenes and ids).
extension WorkspaceDocument {
    /// The scene elements, in document order (for a storyboard, its `<scene>` elements).
    var sceneElements: [Int] { sceneElementIndices.list }

    /// Whether an element is a scene element.
    func isSceneElement(_ index: Int) -> Bool { sceneElementIndices.set.contains(index) }

    /// The scene ids of the document, with the element that declares each.
    var sceneIDs: [(id: String, element: Int)] {
        sceneElements.compactMap { index in syntax.elements[index].value(of: "id").map { ($0, index) } }
    }

    /// The ids declared inside a scene element (not segue ids), with the element of each.
    func declaredIDs(inScene scene: Int) -> [(id: String, element: Int)] {
        syntax.descendants(of: scene).compactMap { index in
            let element = syntax.elements[index]
            guard element.name != "segue", let id = element.value(of: "id"), !id.isEmpty else { return nil }
            return (id, index)
        }
    }

    /// The scene element whose start tag begins at `offset`, or the one around it.
    func sceneElement(at offset: Int) -> Int? {
        guard let index = syntax.element(startingAt: offset) ?? syntax.element(containing: offset) else { return nil }
        if isSceneElement(index) { return index }
        return syntax.ancestors(of: index).first(where: isSceneElement)
    }

    /// A short description of an element for lists: `label`, `controller · RecipeListViewController`.
    func summary(ofElement index: Int) -> String {
        let element = syntax.elements[index]
        guard let className = element.value(of: "class") ?? element.value(of: "customClass") else { return element.name }
        return "\(element.name) · \(className)"
    }
}

extension FilePath {
    /// `path` relative to the folder `base` (both normalised, absolute or both relative).
    static func relative(_ path: String, to base: String) -> String {
        let from = base == "." ? [] : base.split(separator: "/").map(String.init)
        let to = path.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}
