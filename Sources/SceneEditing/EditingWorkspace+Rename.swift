import SceneGraph
import SceneParser

extension EditingWorkspace {
    /// The range of the id, scene id or segue id a rename at `position` would change, or nil when
    /// nothing renameable is there (unwind actions are Swift methods; storyboards are read-only).
    public func prepareRename(at position: TextPosition, in path: String) -> TextRange? {
        guard let document = document(at: path), let occurrence = document.names.occurrence(at: document.source.offset(of: position)),
              renameTarget(occurrence.key) != nil else { return nil }
        return document.source.range(occurrence.range)
    }

    /// Renames the id, scene id or segue id at a position everywhere it is named — its
    /// declaration, the destinations, triggers, anchors, outlets, constraint items and `initial`
    /// of its file, and the `<reference scene>`s of other files — as one edit per file. Refuses
    /// a name that is not valid for what it names (scene and segue ids are Swift identifiers; other
    /// ids are one word, not a layout item keyword), a name already declared where it would
    /// collide, and anything that would edit a storyboard.
    public func rename(at position: TextPosition, in path: String, to newName: String) -> RenameOutcome {
        guard let document = document(at: path), let occurrence = document.names.occurrence(at: document.source.offset(of: position)) else {
            return .refused(reason: "there is no id, scene or segue id here to rename")
        }
        guard let target = renameTarget(occurrence.key) else {
            if case .unwindAction(let name) = occurrence.key {
                return .refused(reason: "'\(name)' is an unwind action, a Swift method: rename the method in Swift and in the scene files together")
            }
            return .refused(reason: "'\(occurrence.key.name)' is in a storyboard, which is read-only here: rename it in Xcode")
        }
        let oldName = occurrence.key.name
        let occurrences = self.occurrences(of: occurrence.key)
        if let storyboard = occurrences.first(where: { $0.path.hasSuffix(".storyboard") }) {
            return .refused(reason: "'\(oldName)' is named in \(FilePath.fileName(of: storyboard.path)), a storyboard, which is read-only here")
        }
        guard occurrences.contains(where: \.occurrence.isDeclaration) else {
            return .refused(reason: "'\(oldName)' is not declared, so there is nothing to rename: declare it or fix the reference")
        }
        guard newName != oldName else { return .edits([:]) }
        if let problem = nameProblem(newName, for: target) { return .refused(reason: problem) }
        if let collision = collision(of: newName, with: occurrence.key) { return .refused(reason: collision) }
        var edits: [String: [TextEdit]] = [:]
        for located in occurrences {
            edits[located.path, default: []].append(TextEdit(range: fileRange(located).range, newText: newName))
        }
        return .edits(edits.mapValues { $0.sorted { $0.range.start < $1.range.start } })
    }

    /// What a rename would rename, or nil when the name cannot be renamed here.
    private enum RenameTarget {
        case scene, id, segue
    }

    private func renameTarget(_ key: NameKey) -> RenameTarget? {
        switch key {
        case .unwindAction:
            return nil
        case .segue(let path, _, _):
            return path.hasSuffix(".storyboard") ? nil : .segue
        case .id(let path, _):
            guard !path.hasSuffix(".storyboard") else { return nil }
            let declaration = declarations(of: key).first
            let isScene = declaration.flatMap { located in
                document(at: located.path).map { FormatReference.sceneElementNames.contains($0.syntax.elements[located.occurrence.element].name) }
            } ?? false
            return isScene ? .scene : .id
        }
    }

    /// Why `name` cannot name what is renamed, or nil when it can.
    private func nameProblem(_ name: String, for target: RenameTarget) -> String? {
        switch target {
        case .scene, .segue:
            guard SwiftNameGate.Kind.identifier.accepts(name) else {
                let what = target == .scene ? "a scene id" : "a segue id"
                return "'\(name)' is not a Swift identifier, which \(what) must be (generated code names Swift symbols after it)"
            }
            return nil
        case .id:
            if name.isEmpty || name.unicodeScalars.contains(where: { $0.properties.isWhitespace || "\"'<>&".unicodeScalars.contains($0) }) {
                return "'\(name)' is not an id: an id is one word, without spaces, quotes, '<', '>' or '&'"
            }
            if SceneVocabulary.layoutItemKeywords.contains(name) {
                return "'\(name)' is a constraint item keyword, which wins over an id spelt like it"
            }
            return nil
        }
    }

    /// Why `name` would collide with an existing declaration, or nil.
    private func collision(of name: String, with key: NameKey) -> String? {
        let renamed: NameKey
        switch key {
        case .id(let keyPath, _): renamed = .id(path: keyPath, name: name)
        case .segue(let keyPath, let scene, _): renamed = .segue(path: keyPath, scene: scene, name: name)
        case .unwindAction: renamed = .unwindAction(name: name)
        }
        guard let existing = declarations(of: renamed).first, let document = document(at: existing.path) else { return nil }
        let element = document.syntax.elements[existing.occurrence.element]
        let scene = document.names.sceneOfElement[existing.occurrence.element].flatMap { document.syntax.elements[$0].value(of: "id") }
        let place = scene.map { $0 == name ? "" : " in scene '\($0)'" } ?? ""
        let line = document.source.position(ofOffset: existing.occurrence.range.lowerBound).line + 1
        return "'\(name)' is already declared in \(FilePath.fileName(of: existing.path)) (line \(line)) as a <\(element.name)>\(place); ids must be unique"
    }
}
