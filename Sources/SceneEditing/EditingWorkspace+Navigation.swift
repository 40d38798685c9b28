import SceneGraph

/// An occurrence of a name and the document it is in.
struct LocatedOccurrence {
    var path: String
    var occurrence: NameOccurrence
}

extension EditingWorkspace {
    /// Where the thing named at a position is declared: the element with an id (and, for a
    /// `<reference>`, the scene it stands for in the other file), another file's scene from a
    /// `<reference>`'s `scene` or `file`, an unwind action from an unwind segue's `action`, and a
    /// Swift class's declaration from `class`.
    public func definition(at position: TextPosition, in path: String) -> [FileRange] {
        guard let document = document(at: path) else { return [] }
        let offset = document.source.offset(of: position)
        if let occurrence = document.names.occurrence(at: offset) {
            var result: [FileRange] = []
            for declaration in declarations(of: occurrence.key) {
                guard let declaring = self.document(at: declaration.path) else { continue }
                result.append(fileRange(declaration))
                if declaring.syntax.elements[declaration.occurrence.element].name == "reference",
                   let target = referenceTarget(ofElement: declaration.occurrence.element, in: declaring) {
                    result.append(target)
                }
            }
            return result
        }
        guard let index = document.syntax.element(containing: offset) else { return [] }
        let element = document.syntax.elements[index]
        guard let attribute = element.attributes.first(where: { $0.valueRange.map { $0.lowerBound <= offset && offset <= $0.upperBound } ?? false })
        else { return [] }
        switch (element.name, attribute.name) {
        case ("reference", "file"):
            return referenceTarget(ofElement: index, in: document).map { [$0] } ?? []
        case (_, "class"), (_, "customClass"), ("outlet", "type"), ("outletCollection", "type"):
            let name = attribute.value
            guard let declared = declaredClasses[name] ?? declaredClasses[String(name.split(separator: ".").last ?? "")] else { return [] }
            return [FileRange(path: declared.path, range: declared.range)]
        default:
            return []
        }
    }

    /// Every place that names the id, scene, segue or unwind action at a position, in every file
    /// (with its declaration when asked); a scene also counts the other files' `<reference>`s
    /// that stand for it as their file's initial scene.
    public func references(at position: TextPosition, in path: String, includeDeclaration: Bool) -> [FileRange] {
        guard let document = document(at: path), let occurrence = document.names.occurrence(at: document.source.offset(of: position)) else {
            return []
        }
        var result = occurrences(of: occurrence.key).filter { includeDeclaration || !$0.occurrence.isDeclaration }.map(fileRange)
        if case .id(let target, let name) = occurrence.key {
            result += implicitReferences(toScene: name, of: target)
        }
        return result
    }

    /// The scene a `<reference>` element stands for: the other file's scene by id, by storyboard
    /// ID, or its initial scene; the other file's root when it names none.
    func referenceTarget(ofElement index: Int, in document: WorkspaceDocument) -> FileRange? {
        guard let file = document.names.referencedFiles[index], let other = self.document(at: file) else { return nil }
        let element = document.syntax.elements[index]
        let wanted: (attribute: String, value: String)?
        if let scene = element.value(of: "scene") {
            wanted = ("id", scene)
        } else if let storyboardID = element.value(of: "storyboardID") {
            wanted = ("storyboardID", storyboardID)
        } else {
            wanted = other.syntax.roots.first.flatMap { other.syntax.elements[$0].value(of: "initial") }.map { ("id", $0) }
        }
        if let wanted, let scene = other.sceneElements.first(where: { other.syntax.elements[$0].value(of: wanted.attribute) == wanted.value }),
           let range = other.syntax.elements[scene].attribute(wanted.attribute)?.valueRange {
            return FileRange(path: other.path, range: other.source.range(range))
        }
        let root = other.syntax.roots.first.map { other.syntax.elements[$0].nameRange } ?? 0..<0
        return FileRange(path: other.path, range: other.source.range(root))
    }

    /// Every occurrence of a name, in the documents that can hold it.
    func occurrences(of key: NameKey) -> [LocatedOccurrence] {
        let candidates: [WorkspaceDocument]
        switch key {
        case .id(let path, _):
            candidates = allDocuments.filter { $0.path == path || $0.names.referencedFiles.values.contains(path) }
        case .segue(let path, _, _):
            candidates = document(at: path).map { [$0] } ?? []
        case .unwindAction:
            candidates = allDocuments.filter { !$0.isStoryboard }
        }
        return candidates.flatMap { document in
            document.names.occurrences(of: key).map { LocatedOccurrence(path: document.path, occurrence: $0) }
        }
    }

    /// Where a name is declared.
    func declarations(of key: NameKey) -> [LocatedOccurrence] {
        occurrences(of: key).filter(\.occurrence.isDeclaration)
    }

    /// How many places refer to a name.
    func referenceCount(of key: NameKey) -> Int {
        occurrences(of: key).filter { !$0.occurrence.isDeclaration }.count
    }

    /// The `file` values of `<reference>`s that name no scene and so stand for `name` when it is
    /// its file's initial scene.
    private func implicitReferences(toScene name: String, of path: String) -> [FileRange] {
        guard let target = document(at: path), let root = target.syntax.roots.first,
              target.syntax.elements[root].value(of: "initial") == name else { return [] }
        return allDocuments.flatMap { document in
            document.names.referencedFiles.compactMap { index, file -> FileRange? in
                let element = document.syntax.elements[index]
                guard file == path, element.value(of: "scene") == nil, element.value(of: "storyboardID") == nil,
                      let range = element.attribute("file")?.valueRange else { return nil }
                return FileRange(path: document.path, range: document.source.range(range))
            }
        }.sorted { ($0.path, $0.range.start) < ($1.path, $1.range.start) }
    }

    func fileRange(_ located: LocatedOccurrence) -> FileRange {
        let range = document(at: located.path).map { $0.source.range(located.occurrence.range) } ?? TextRange(at: TextPosition(line: 0, character: 0))
        return FileRange(path: located.path, range: range)
    }
}
