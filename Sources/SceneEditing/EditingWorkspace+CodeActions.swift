import Foundation
import SceneCodeGen
import SceneGraph

extension EditingWorkspace {
    /// The fixes and refactorings at a range: for each diagnostic there (given, or found) that
    /// says "did you mean 'x'?", the replacement of the misspelt word (an element name with its
    /// end tag, an attribute name, a value or a word of one); for each `class` there that no Swift
    /// source of the workspace declares, a starter class in a new file beside the scene file, as
    /// `scenec scaffold` writes it.
    public func codeActions(in path: String, range: TextRange, diagnostics: [LocatedDiagnostic]) -> [EditAction] {
        guard let document = document(at: path) else { return [] }
        var seen = Set<LocatedDiagnostic>()
        let relevant = (diagnostics + self.diagnostics(for: path).filter { $0.range.overlaps(range) }).filter { seen.insert($0).inserted }
        var actions = relevant.compactMap { spellingFix(for: $0, in: document) }
        if !document.isStoryboard { actions += scaffoldActions(in: range, of: document) }
        return actions
    }

    // MARK: - Did you mean

    private func spellingFix(for located: LocatedDiagnostic, in document: WorkspaceDocument) -> EditAction? {
        let message = located.diagnostic.message
        guard let suggestion = Self.suggestion(in: message) else { return nil }
        // The misspelt word: of the words the message quotes, the closest to the suggestion.
        guard let word = Self.quotedWords(in: message).filter({ $0 != suggestion })
            .min(by: { Spelling.editDistance($0, suggestion) < Spelling.editDistance($1, suggestion) }) else { return nil }
        let misspelt: Set<String> = [word]
        let offset = document.source.offset(of: located.range.start)
        guard let index = document.syntax.element(startingAt: offset) ?? document.syntax.element(containing: offset) else { return nil }
        let element = document.syntax.elements[index]
        var ranges: [Range<Int>] = []
        if misspelt.contains(element.name) {
            ranges = [element.nameRange] + (endTagNameRange(of: element, in: document).map { [$0] } ?? [])
        } else {
            let tokens = element.attributes.flatMap { attribute -> [(text: String, range: Range<Int>)] in
                var tokens = [(attribute.name, attribute.nameRange)]
                for word in attribute.valueRange.map({ NameIndex.words(in: $0, of: document.source) }) ?? [] {
                    tokens.append(word)
                    let item = NameIndex.layoutItemPart(of: word, in: document.source)
                    if item.range != word.range {
                        tokens.append(item)
                        tokens.append((document.source.slice(item.range.upperBound + 1..<word.range.upperBound), item.range.upperBound + 1..<word.range.upperBound))
                    }
                }
                return tokens
            }
            let matches = tokens.filter { misspelt.contains($0.text) }
            let diagnosticRange = document.source.offset(of: located.range.start)...document.source.offset(of: located.range.end)
            guard let best = matches.first(where: { diagnosticRange.overlaps($0.range.lowerBound...$0.range.upperBound) }) ?? matches.first else { return nil }
            ranges = [best.range]
        }
        let edits = ranges.map { TextEdit(range: document.source.range($0), newText: suggestion) }
        return EditAction(title: "Change to '\(suggestion)'", edits: [document.path: edits], fixes: [located], isPreferred: true)
    }

    /// The range of an element's name in its end tag, or nil when it has none.
    private func endTagNameRange(of element: SyntaxElement, in document: WorkspaceDocument) -> Range<Int>? {
        guard element.end > element.tagEnd else { return nil }
        let needle = Array(("</" + element.name).utf8)
        var start = element.end - needle.count
        while start >= max(element.tagEnd, element.end - needle.count - 64) {
            if Array(document.source.bytes[start..<start + needle.count]) == needle {
                return start + 2..<start + needle.count
            }
            start -= 1
        }
        return nil
    }

    /// `x` of "…; did you mean 'x'?".
    static func suggestion(in message: String) -> String? {
        guard let start = message.range(of: "did you mean '", options: .backwards) else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// The words a message quotes: `'x'` and `<x>`.
    static func quotedWords(in message: String) -> [String] {
        var words: [String] = []
        var current: String?
        var closer: Character = "'"
        for character in message {
            if var word = current {
                if character == closer {
                    words.append(word)
                    current = nil
                } else {
                    word.append(character)
                    current = word
                }
            } else if character == "'" || character == "<" {
                current = ""
                closer = character == "'" ? "'" : ">"
            }
        }
        return words
    }

    // MARK: - Missing classes

    private func scaffoldActions(in range: TextRange, of document: WorkspaceDocument) -> [EditAction] {
        guard root != nil else { return [] }
        let start = document.source.offset(of: range.start), end = document.source.offset(of: range.end)
        let runtimeClasses = Set(SceneKind.allCases.map(\.runtimeClassName) + ViewKind.named.map(\.runtimeClassName))
        var seen = Set<String>()
        var actions: [EditAction] = []
        for element in document.syntax.elements where element.start <= end && start <= element.tagEnd {
            guard let name = element.value(of: "class"), SwiftName.isTypeName(name), !name.contains("."),
                  !runtimeClasses.contains(name), declaredClasses[name] == nil, seen.insert(name).inserted else { continue }
            let path = FilePath.join(FilePath.directory(of: document.path), name + ".swift")
            guard !WorkspaceFiles.exists(path), let content = scaffold(className: name) else { continue }
            actions.append(EditAction(
                title: "Create class \(name) (scenec scaffold)", newFiles: [EditAction.NewFile(path: path, content: content)]))
        }
        return actions
    }

    /// The starter class `scenec scaffold` writes for `className`, alone in a file.
    func scaffold(className: String) -> String? {
        let translator = ScaffoldTranslator(existingClasses: Set(declaredClasses.keys))
        let (file, _) = translator.scaffold(graph, fileName: className + ".swift")
        let declarations = file.declarations.filter { declaration in
            if case .classDeclaration(let declared) = declaration { return declared.name.text == className }
            return false
        }
        guard !declarations.isEmpty else { return nil }
        let single = SwiftFile(name: className + ".swift", header: file.header, imports: file.imports, declarations: declarations)
        return SwiftRenderer().render(single)
    }
}
