import SceneGraph
import SceneParser

/// What a name in a document stands for. Ids share one namespace per document (scenes, views,
/// cells, bar button items, gesture recognizers, constraints, layout guides, content views);
/// segue ids are per source scene; unwind actions are found across files, like the runtime does.
enum NameKey: Hashable, Sendable {
    /// An id of a document.
    case id(path: String, name: String)
    /// A segue id of a scene (or a container view's `embedSegue`).
    case segue(path: String, scene: String, name: String)
    /// An unwind action's method, which unwind segues name.
    case unwindAction(name: String)

    /// The name itself.
    var name: String {
        switch self {
        case .id(_, let name), .segue(_, _, let name), .unwindAction(let name): name
        }
    }
}

/// One place a document writes a name: declaring it (`id="…"`) or referring to it.
struct NameOccurrence: Sendable {
    /// What it names.
    var key: NameKey
    /// The name's bytes (a word of a list value, the item part of `ITEM.ATTRIBUTE`).
    var range: Range<Int>
    /// Whether this is where the name is declared.
    var isDeclaration: Bool
    /// The element it is written in.
    var element: Int
    /// The attribute it is written in.
    var attribute: String
}

/// Every name a document declares or refers to, found in its text with the format's vocabulary
/// (which attributes are id references, scene references, constraint items…), so that even a
/// document the compiler cannot read has its names.
struct NameIndex: Sendable {
    /// The occurrences, in document order.
    private(set) var occurrences: [NameOccurrence] = []
    /// For each `<reference>` element: the normalised path of the file it names.
    private(set) var referencedFiles: [Int: String] = [:]
    /// For each element, the scene element it belongs to (itself for a scene).
    private(set) var sceneOfElement: [Int?] = []

    /// The attributes of storyboards that hold an id of the same document.
    static let storyboardReferenceAttributes: Set<String> = ["destination", "initialViewController", "firstItem", "secondItem"]

    init(syntax: MarkupSyntax, source: SourceText, path: String, isStoryboard: Bool) {
        sceneOfElement = Array(repeating: nil, count: syntax.elements.count)
        for (index, element) in syntax.elements.enumerated() {
            let isScene = isStoryboard
                ? element.name == "scene" : FormatReference.sceneElementNames.contains(element.name)
            sceneOfElement[index] = isScene ? index : element.parent.flatMap { sceneOfElement[$0] }
            if isStoryboard {
                indexStoryboard(element, at: index, source: source, path: path)
            } else {
                indexScene(element, at: index, syntax: syntax, source: source, path: path)
            }
        }
    }

    private mutating func indexStoryboard(_ element: SyntaxElement, at index: Int, source: SourceText, path: String) {
        for attribute in element.attributes {
            guard let valueRange = attribute.valueRange, let word = Self.words(in: valueRange, of: source).first else { continue }
            if attribute.name == "id" {
                add(.id(path: path, name: word.text), word.range, declaration: true, index, attribute.name)
            } else if Self.storyboardReferenceAttributes.contains(attribute.name) {
                add(.id(path: path, name: word.text), word.range, declaration: false, index, attribute.name)
            }
        }
    }

    private mutating func indexScene(_ element: SyntaxElement, at index: Int, syntax: MarkupSyntax, source: SourceText, path: String) {
        let spec = SceneVocabulary.elements[element.name]
        let sceneName = sceneOfElement[index].flatMap { syntax.elements[$0].value(of: "id") } ?? ""
        if element.name == "reference", let file = element.value(of: "file"), !file.isEmpty {
            referencedFiles[index] = FilePath.join(FilePath.directory(of: path), file)
        }
        for attribute in element.attributes {
            guard let valueRange = attribute.valueRange else { continue }
            let words = Self.words(in: valueRange, of: source)
            guard let first = words.first else { continue }
            switch (element.name, attribute.name) {
            case ("segue", "id"), ("containerView", "embedSegue"):
                add(.segue(path: path, scene: sceneName, name: first.text), first.range, declaration: true, index, attribute.name)
                continue
            case (_, "id"):
                add(.id(path: path, name: first.text), first.range, declaration: true, index, attribute.name)
                continue
            case ("unwindAction", "method"):
                add(.unwindAction(name: first.text), first.range, declaration: true, index, attribute.name)
                continue
            case ("segue", "action"):
                add(.unwindAction(name: first.text), first.range, declaration: false, index, attribute.name)
                continue
            case ("reference", "scene"):
                if let file = referencedFiles[index] {
                    add(.id(path: file, name: first.text), first.range, declaration: false, index, attribute.name)
                }
                continue
            default:
                break
            }
            switch spec?.attribute(attribute.name)?.type {
            case .sceneRef?, .idRef?:
                if !SceneVocabulary.layoutItemKeywords.contains(first.text) {
                    add(.id(path: path, name: first.text), first.range, declaration: false, index, attribute.name)
                }
            case .idRefs?:
                for word in words {
                    add(.id(path: path, name: word.text), word.range, declaration: false, index, attribute.name)
                }
            case .layoutItem?:
                let item = Self.layoutItemPart(of: first, in: source)
                if !item.text.isEmpty, !SceneVocabulary.layoutItemKeywords.contains(item.text) {
                    add(.id(path: path, name: item.text), item.range, declaration: false, index, attribute.name)
                }
            default:
                break
            }
        }
    }

    private mutating func add(_ key: NameKey, _ range: Range<Int>, declaration: Bool, _ element: Int, _ attribute: String) {
        occurrences.append(NameOccurrence(key: key, range: range, isDeclaration: declaration, element: element, attribute: attribute))
    }

    /// The occurrence whose name holds `offset` (or ends there).
    func occurrence(at offset: Int) -> NameOccurrence? {
        occurrences.first { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
    }

    /// The occurrences of a name.
    func occurrences(of key: NameKey) -> [NameOccurrence] {
        occurrences.filter { $0.key == key }
    }

    /// The space-separated words of a value, with their byte ranges.
    static func words(in range: Range<Int>, of source: SourceText) -> [(text: String, range: Range<Int>)] {
        var words: [(String, Range<Int>)] = []
        var index = range.lowerBound
        let end = min(range.upperBound, source.bytes.count)
        while index < end {
            while index < end, isSpace(source.bytes[index]) { index += 1 }
            let start = index
            while index < end, !isSpace(source.bytes[index]) { index += 1 }
            if start < index { words.append((source.slice(start..<index), start..<index)) }
        }
        return words
    }

    /// The item of `ITEM.ATTRIBUTE` (split at the last dot, as the reader does); the whole word
    /// when it has no dot yet.
    static func layoutItemPart(of word: (text: String, range: Range<Int>), in source: SourceText) -> (text: String, range: Range<Int>) {
        guard let dot = source.bytes[word.range].lastIndex(of: UInt8(ascii: ".")) else { return word }
        return (source.slice(word.range.lowerBound..<dot), word.range.lowerBound..<dot)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}
