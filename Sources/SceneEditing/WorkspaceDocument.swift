import SceneCompiler
import SceneGraph
import SceneParser

/// One scene file or storyboard at one text: what reading it gave, each part computed once, when
/// first asked for. A new text makes a new document; an unchanged one keeps everything.
final class WorkspaceDocument {
    /// The path, normalised.
    let path: String
    /// The text and its lines.
    let source: SourceText
    /// Whether it is an Xcode storyboard (read-only here) rather than a scene file.
    let isStoryboard: Bool

    /// The elements as written, even when the text is broken.
    private(set) lazy var syntax = MarkupSyntax(source.bytes)
    /// The ids and references written in it.
    private(set) lazy var names = NameIndex(syntax: syntax, source: source, path: path, isStoryboard: isStoryboard)
    /// The scene elements (a storyboard's `<scene>`s), as a list in document order and as a set.
    private(set) lazy var sceneElementIndices: (list: [Int], set: Set<Int>) = {
        let list = syntax.elements.indices.filter { index in
            let name = syntax.elements[index].name
            return isStoryboard ? name == "scene" : FormatReference.sceneElementNames.contains(name)
        }
        return (list, Set(list))
    }()
    private var reading: Reading?

    /// The compiler's reading of the document: the document (nil when it is not well-formed) and
    /// its diagnostics, including the check of its ids (``GraphResolver/check(_:)``).
    struct Reading {
        var document: SceneDocument?
        var diagnostics: [Diagnostic]
    }

    init(path: String, text: String, bytes: [UInt8]? = nil) {
        self.path = path
        self.source = SourceText(text: text, bytes: bytes ?? Array(text.utf8))
        self.isStoryboard = path.hasSuffix(".storyboard")
    }

    /// Reads the document with `compiler` the first time, counting the parse in `parses`.
    func read(with compiler: Compiler, parses: inout Int) -> Reading {
        if let reading { return reading }
        parses += 1
        let result: Reading
        if source.bytes.count > compiler.limits.maxBytes {
            result = Reading(document: nil, diagnostics: [.error(
                "file is \(source.bytes.count) bytes, more than the limit of \(compiler.limits.maxBytes)",
                at: SourceLocation(file: path, line: 1, column: 1), rule: SafeXMLReader.Rule.limit)])
        } else {
            let (document, diagnostics) = compiler.parse(bytes: source.bytes, path: path)
            result = Reading(document: document, diagnostics: Self.merging(diagnostics, document.map(GraphResolver.check) ?? []))
        }
        reading = result
        return result
    }

    /// The reader's diagnostics and the document check's, without the check's repeats of what the
    /// reader said at the same place under the same rule (as `scenec check` merges them).
    static func merging(_ read: [Diagnostic], _ checked: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var location: SourceLocation?
            var rule: String
        }
        let said = Set(read.map { Key(location: $0.location, rule: $0.ruleID) })
        return read + checked.filter { !said.contains(Key(location: $0.location, rule: $0.ruleID)) }
    }
}
