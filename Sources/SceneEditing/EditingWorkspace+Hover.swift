import SceneGraph
import SceneParser

extension EditingWorkspace {
    /// What the token at a position means: a scene's summary (on its element or any name of it),
    /// what an id names, a Swift class and where it is declared, and the specification's
    /// description of an element or an attribute.
    public func hover(at position: TextPosition, in path: String) -> HoverInfo? {
        guard let document = document(at: path) else { return nil }
        let offset = document.source.offset(of: position)
        let syntax = document.syntax
        guard let index = syntax.element(containing: offset) else { return nil }
        let element = syntax.elements[index]
        if (element.start...element.nameRange.upperBound).contains(offset) {
            var parts: [String] = []
            if let scene = graphScene(forElement: index, in: document) { parts.append(SceneSummary.markdown(of: scene, in: graph)) }
            if !document.isStoryboard, let description = FormatReference.describe(element: element.name) { parts.append(description) }
            guard !parts.isEmpty else { return nil }
            return HoverInfo(markdown: parts.joined(separator: "\n\n---\n\n"), range: document.source.range(element.start..<element.nameRange.upperBound))
        }
        guard offset < element.tagEnd, let attribute = element.attributes.first(where: {
            $0.nameRange.contains(offset) || $0.nameRange.upperBound == offset || ($0.valueRange.map { $0.lowerBound <= offset && offset <= $0.upperBound } ?? false)
        }) else { return nil }
        let description = document.isStoryboard ? nil : FormatReference.describe(attribute: attribute.name, of: element.name)
        if attribute.nameRange.contains(offset) || attribute.nameRange.upperBound == offset {
            return description.map { HoverInfo(markdown: $0, range: document.source.range(attribute.nameRange)) }
        }
        var parts: [String] = []
        var range = attribute.valueRange ?? attribute.nameRange
        if let occurrence = document.names.occurrence(at: offset) {
            range = occurrence.range
            parts.append(describe(occurrence.key))
        } else if attribute.name == "class" || attribute.name == "customClass" {
            parts.append(describeClass(attribute.value))
        }
        if let description { parts.append(description) }
        guard !parts.isEmpty else { return nil }
        return HoverInfo(markdown: parts.joined(separator: "\n\n---\n\n"), range: document.source.range(range))
    }

    /// The scene of the graph an element declares (matched by where it starts).
    func graphScene(forElement index: Int, in document: WorkspaceDocument) -> Scene? {
        guard document.isSceneElement(index) || document.isStoryboard,
              let graphDocument = graph.document(at: document.path) else { return nil }
        let start = document.syntax.elements[index].start
        return graphDocument.scenes.first { scene in
            document.source.offset(line: scene.source.element.line, column: scene.source.element.column) == start
        }
    }

    /// What a name stands for, in markdown.
    private func describe(_ key: NameKey) -> String {
        let declarations = declarations(of: key)
        switch key {
        case .id(let path, let name):
            guard let declaration = declarations.first, let document = document(at: declaration.path) else {
                return "`\(name)` is not declared in `\(FilePath.fileName(of: path))`."
            }
            if let scene = graphScene(forElement: declaration.occurrence.element, in: document) {
                return SceneSummary.markdown(of: scene, in: graph)
            }
            let element = document.syntax.elements[declaration.occurrence.element]
            let scene = document.names.sceneOfElement[declaration.occurrence.element].flatMap { document.syntax.elements[$0].value(of: "id") }
            var text = "**`\(name)`** — `<\(element.name)>`"
            if let className = element.value(of: "class") ?? element.value(of: "customClass") { text += " · class `\(className)`" }
            if let scene, scene != name { text += " in scene `\(scene)`" }
            let uses = referenceCount(of: key)
            return text + "\n\n" + (uses == 0 ? "Nothing refers to it." : "Referred to \(uses) time\(uses == 1 ? "" : "s").")
        case .segue(_, let scene, let name):
            var text = "**segue `\(name)`** of scene `\(scene)`"
            guard let declaration = declarations.first, let document = document(at: declaration.path) else { return text }
            let element = document.syntax.elements[declaration.occurrence.element]
            if element.name == "containerView" { return text + " — embeds `\(element.value(of: "embed") ?? "?")` in `\(element.value(of: "id") ?? "its container view")`" }
            text += " — " + (element.value(of: "kind") ?? "segue")
            if let destination = element.value(of: "destination") ?? element.value(of: "action") { text += " → `\(destination)`" }
            if let trigger = element.value(of: "trigger") { text += ", performed by `\(trigger)`" }
            let parameters = element.children.filter { document.syntax.elements[$0].name == "parameter" }.compactMap { document.syntax.elements[$0].value(of: "name") }
            if !parameters.isEmpty { text += "\n\nParameters: " + parameters.map { "`\($0)`" }.joined(separator: ", ") }
            return text
        case .unwindAction(let name):
            let scenes = declarations.compactMap { declaration -> String? in
                guard let document = document(at: declaration.path) else { return nil }
                return document.names.sceneOfElement[declaration.occurrence.element].flatMap { document.syntax.elements[$0].value(of: "id") }
            }
            return "**unwind action `\(name)`**" + (scenes.isEmpty ? " — no scene declares it." : " — declared by " + scenes.map { "`\($0)`" }.joined(separator: ", "))
        }
    }

    private func describeClass(_ name: String) -> String {
        guard let declared = declaredClasses[name] ?? declaredClasses[String(name.split(separator: ".").last ?? "")] else {
            return "**class `\(name)`** — not declared in the workspace's Swift sources"
                + (root == nil ? "." : " (the code action *Create class \(name)* scaffolds it).")
        }
        let file = root.map { FilePath.relative(declared.path, to: $0) } ?? declared.path
        return "**class `\(declared.name)`**" + (declared.superclass.map { ": `\($0)`" } ?? "")
            + " — declared in `\(file)`, line \(declared.range.start.line + 1)"
    }
}
