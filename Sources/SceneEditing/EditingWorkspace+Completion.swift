import SceneGraph
import SceneParser

extension EditingWorkspace {
    /// What may be typed at a position, from the text before it (which may be broken): element
    /// names the parent takes, attribute names the element takes, words of a value's list, ids of
    /// the scene for id references, scenes of the file for scene references, other files and their
    /// scenes for `<reference>`, unwind actions for an unwind segue's `action`, and the Swift
    /// classes the workspace declares for `class`. Storyboards get none (they are read-only here).
    public func completions(at position: TextPosition, in path: String) -> [CompletionCandidate] {
        guard let document = document(at: path), !document.isStoryboard else { return [] }
        let bytes = document.source.bytes
        let cursor = document.source.offset(of: position)
        let context = CompletionContext(bytes: bytes, cursor: cursor)
        func replacing(stoppingAtDot: Bool = false) -> TextRange {
            document.source.range(context.wordStart..<CompletionContext.wordEnd(from: cursor, in: bytes, stoppingAtDot: stoppingAtDot))
        }
        switch context.place {
        case .none:
            return []
        case .elementName(let parent):
            // Renaming the element of a tag that has attributes already: the name alone.
            let hasAttributes = document.syntax.element(startingAt: context.wordStart - 1).map { !document.syntax.elements[$0].attributes.isEmpty } ?? false
            return elementCandidates(under: parent, withAttributes: !hasAttributes, replacing: replacing())
        case .endTag(let open?):
            return [CompletionCandidate(label: open, kind: .element, detail: "closes <\(open)>", insertText: open + ">", replacing: replacing())]
        case .endTag(nil):
            return []
        case .attributeName(let element):
            return attributeCandidates(of: element, written: context.attributes, replacing: replacing())
        case .attributeValue(let element, let attribute, let quoted):
            let isLayoutItem = SceneVocabulary.elements[element]?.attribute(attribute)?.type == .layoutItem
            var candidates = valueCandidates(element: element, attribute: attribute, context: context, in: document)
            let range = replacing(stoppingAtDot: isLayoutItem && !context.typedValue.contains("."))
            for index in candidates.indices {
                candidates[index].replacing = range
                if !quoted { candidates[index].insertText = "\"" + (candidates[index].insertText ?? candidates[index].label) + "\"" }
            }
            return candidates
        }
    }

    /// The elements `parent` takes, each inserted with its required attributes as tab stops.
    private func elementCandidates(under parent: String?, withAttributes: Bool, replacing range: TextRange) -> [CompletionCandidate] {
        let names = parent.map { SceneVocabulary.elements[$0]?.children ?? [] } ?? ["scenes"]
        return names.map { name in
            let required = withAttributes ? SceneVocabulary.elements[name]?.attributes.filter(\.isRequired).map(\.name) ?? [] : []
            var snippet = name
            for (number, attribute) in required.enumerated() { snippet += " \(attribute)=\"$\(number + 1)\"" }
            return CompletionCandidate(
                label: name, kind: .element,
                detail: FormatReference.elementDescriptions[name].map { String($0.prefix { $0 != "\n" }) },
                documentation: FormatReference.describe(element: name),
                insertText: snippet + "$0", isSnippet: true, replacing: range)
        }
    }

    private func attributeCandidates(of element: String, written: [String: String], replacing range: TextRange) -> [CompletionCandidate] {
        guard let spec = SceneVocabulary.elements[element] else { return [] }
        let segueKind = element == "segue" ? written["kind"].flatMap(SegueKind.init(rawValue:)) : nil
        return spec.attributes.compactMap { attribute in
            guard written[attribute.name] == nil else { return nil }
            if let segueKind, let kinds = SceneVocabulary.segueAttributeKinds[attribute.name], !kinds.contains(segueKind) { return nil }
            return CompletionCandidate(
                label: attribute.name, kind: .attribute,
                detail: FormatReference.typeDescription(attribute.type) + (attribute.isRequired ? ", required" : ""),
                documentation: FormatReference.describe(attribute: attribute.name, of: element),
                insertText: attribute.name + "=\"$1\"$0", isSnippet: true, replacing: range,
                sortText: (attribute.isRequired ? "0" : "1") + attribute.name)
        }.sorted { ($0.sortText ?? $0.label) < ($1.sortText ?? $1.label) }  // required first, in the list's own order too
    }

    private func valueCandidates(
        element: String, attribute: String, context: CompletionContext, in document: WorkspaceDocument
    ) -> [CompletionCandidate] {
        // The tag's other attributes, including those after the cursor (a `file` written after `scene`).
        var written = context.attributes
        if let start = context.elementStart, let index = document.syntax.element(startingAt: start) {
            for other in document.syntax.elements[index].attributes where other.name != attribute && written[other.name] == nil {
                written[other.name] = other.value
            }
        }
        switch (element, attribute) {
        case ("reference", "file"):
            return referenceFileCandidates(from: document)
        case ("reference", "scene"), ("reference", "storyboardID"):
            return referencedSceneCandidates(file: written["file"], byStoryboardID: attribute == "storyboardID", from: document)
        case ("segue", "action"):
            return unwindActionCandidates()
        default:
            break
        }
        guard let type = SceneVocabulary.elements[element]?.attribute(attribute)?.type else { return [] }
        switch type {
        case .oneOf(let words):
            return words.map { CompletionCandidate(label: $0, kind: .value) }
        case .bool:
            return ["true", "false"].map { CompletionCandidate(label: $0, kind: .value) }
        case .listOf(let words):
            let used = Set(context.typedValue.split(separator: " ").map(String.init))
            return words.filter { !used.contains($0) }.map { CompletionCandidate(label: $0, kind: .value) }
        case .typeName:
            return classCandidates(includingRuntimeViews: attribute == "type")
        case .sceneRef:
            return document.sceneIDs.map { scene in
                CompletionCandidate(label: scene.id, kind: .scene, detail: document.summary(ofElement: scene.element))
            }
        case .idRef, .idRefs:
            return idCandidates(element: element, attribute: attribute, context: context, in: document)
        case .layoutItem:
            if context.typedValue.contains(".") {
                return SceneVocabulary.layoutAttributeWords.map { CompletionCandidate(label: $0, kind: .layout) }
            }
            let keywords = SceneVocabulary.layoutItemKeywords.map { CompletionCandidate(label: $0, kind: .layout, sortText: "1" + $0) }
            return idCandidates(element: element, attribute: attribute, context: context, in: document) + keywords
        default:
            return []
        }
    }

    /// The ids an id reference may name: those of the scene around the cursor, of the kinds the
    /// attribute takes (a trigger names no constraint), and the scene itself for outlets.
    private func idCandidates(element: String, attribute: String, context: CompletionContext, in document: WorkspaceDocument) -> [CompletionCandidate] {
        guard let start = context.sceneStart, let scene = document.sceneElement(at: start) else { return [] }
        let accepted: (String) -> Bool
        switch (element, attribute) {
        case ("segue", "trigger"):
            accepted = { !["constraint", "layoutGuide", "contentView"].contains($0) }
        case ("segue", "anchor"):
            accepted = { ViewKind(elementName: $0) != nil || $0 == "barButtonItem" }
        case ("constraint", _):
            accepted = { ViewKind(elementName: $0) != nil || ["cell", "staticCell", "contentView", "layoutGuide"].contains($0) }
        default:
            accepted = { _ in true }
        }
        var candidates = document.declaredIDs(inScene: scene).filter { accepted(document.syntax.elements[$0.element].name) }.map { id in
            CompletionCandidate(label: id.id, kind: .identifier, detail: document.summary(ofElement: id.element), sortText: "0" + id.id)
        }
        if element == "outlet" || element == "outletCollection", attribute != "owner", let id = document.syntax.elements[scene].value(of: "id") {
            candidates.append(CompletionCandidate(label: id, kind: .scene, detail: "the scene's controller", sortText: "0" + id))
        }
        return candidates
    }

    private func classCandidates(includingRuntimeViews: Bool) -> [CompletionCandidate] {
        var candidates = declaredClasses.values.sorted { $0.name < $1.name }.map { declared in
            CompletionCandidate(
                label: declared.name, kind: .class,
                detail: (declared.superclass.map { ": \($0) — " } ?? "") + FilePath.fileName(of: declared.path))
        }
        if includingRuntimeViews {
            candidates += ViewKind.named.map(\.runtimeClassName).map { CompletionCandidate(label: $0, kind: .class, detail: "runtime view class") }
        }
        return candidates
    }

    private func referenceFileCandidates(from document: WorkspaceDocument) -> [CompletionCandidate] {
        let folder = FilePath.directory(of: document.path)
        return documentPaths.filter { $0 != document.path && !$0.hasSuffix(".storyboard") }.map { path in
            CompletionCandidate(label: FilePath.relative(path, to: folder), kind: .sceneReference, detail: "scene file")
        }
    }

    private func referencedSceneCandidates(file: String?, byStoryboardID: Bool, from document: WorkspaceDocument) -> [CompletionCandidate] {
        guard let file, let other = self.document(at: FilePath.join(FilePath.directory(of: document.path), file)) else { return [] }
        return other.sceneElements.compactMap { index in
            let element = other.syntax.elements[index]
            guard let name = element.value(of: byStoryboardID ? "storyboardID" : "id") else { return nil }
            return CompletionCandidate(
                label: name, kind: .sceneReference,
                detail: other.summary(ofElement: index) + " in " + FilePath.fileName(of: other.path))
        }
    }

    private func unwindActionCandidates() -> [CompletionCandidate] {
        var seen = Set<String>()
        var candidates: [CompletionCandidate] = []
        for other in allDocuments where !other.isStoryboard {
            for occurrence in other.names.occurrences where occurrence.isDeclaration {
                guard case .unwindAction(let name) = occurrence.key, seen.insert(name).inserted else { continue }
                let scene = other.names.sceneOfElement[occurrence.element].flatMap { other.syntax.elements[$0].value(of: "id") }
                candidates.append(CompletionCandidate(
                    label: name, kind: .identifier,
                    detail: "unwind action" + (scene.map { " of '\($0)'" } ?? "") + " in " + FilePath.fileName(of: other.path)))
            }
        }
        return candidates
    }
}
