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
    /// The document this one's text replaced, until this one is read: an edit inside one scene
    /// re-reads only that scene from the previous reading (``ChunkReader``).
    private var predecessor: WorkspaceDocument?
    /// What the next text's reading may start from: the reader's own diagnostics and the spans of
    /// the root's elements (found when first needed). Nil when the reading cannot be spliced.
    private var readDiagnostics: [Diagnostic]?
    private var elements: TopLevelElements?
    /// The document check's results by scene, which the next text's check reuses for the scenes
    /// it did not change (``GraphResolver/check(_:reusing:)``).
    private var checkMemo = CheckMemo()

    /// How many scenes the last document check checked anew (tests check that an edit of one
    /// scene checks one scene).
    var scenesChecked: Int { checkMemo.scenesChecked }

    /// The compiler's reading of the document: the document (nil when it is not well-formed) and
    /// its diagnostics, including the check of its ids (``GraphResolver/check(_:)``).
    struct Reading {
        var document: SceneDocument?
        var diagnostics: [Diagnostic]
    }

    /// Creates a document; `predecessor`, the document of the text this one replaces, lets an
    /// edit inside one scene be read alone.
    init(path: String, text: String, bytes: [UInt8]? = nil, predecessor: WorkspaceDocument? = nil) {
        self.path = path
        self.source = SourceText(text: text, bytes: bytes ?? Array(text.utf8))
        self.isStoryboard = path.hasSuffix(".storyboard")
        // The last text that was read: this document's edit is measured from it. (Texts that
        // came and went unread are skipped, so documents never hold a chain of old texts.)
        self.predecessor = isStoryboard ? nil : predecessor?.reading != nil ? predecessor : predecessor?.predecessor
    }

    /// Reads the document with `compiler` the first time, counting the parse in `parses`.
    /// An edit inside one element of the root is read alone when ``ChunkReader`` can splice it
    /// into the predecessor's reading, counted in `chunkReads` too.
    func read(with compiler: Compiler, parses: inout Int, chunkReads: inout Int) -> Reading {
        if let reading { return reading }
        parses += 1
        defer { predecessor = nil }
        if let spliced = readChunk(with: compiler) {
            chunkReads += 1
            return spliced
        }
        let result: Reading
        if source.bytes.count > compiler.limits.maxBytes {
            result = Reading(document: nil, diagnostics: [.error(
                "file is \(source.bytes.count) bytes, more than the limit of \(compiler.limits.maxBytes)",
                at: SourceLocation(file: path, line: 1, column: 1), rule: SafeXMLReader.Rule.limit)])
        } else {
            let (document, diagnostics) = compiler.parse(bytes: source.bytes, path: path)
            readDiagnostics = diagnostics
            var memo = predecessor?.checkMemo ?? CheckMemo()
            let checked = document.map { GraphResolver.check($0, reusing: &memo) } ?? []
            checkMemo = memo
            result = Reading(document: document, diagnostics: Self.merging(diagnostics, checked))
        }
        reading = result
        return result
    }

    /// The reading of this text made from the predecessor's by re-reading the one element the
    /// edit is in, or nil when a full read is needed.
    private func readChunk(with compiler: Compiler) -> Reading? {
        guard let baseline = predecessor?.baseline() else { return nil }
        let reader = ChunkReader(path: path, limits: compiler.limits)
        guard let result = reader.read(source.bytes, source: source, after: baseline) else { return nil }
        readDiagnostics = result.readDiagnostics
        elements = result.elements
        var memo = predecessor?.checkMemo ?? CheckMemo()
        let checked = GraphResolver.check(result.document, reusing: &memo)
        checkMemo = memo
        let spliced = Reading(document: result.document, diagnostics: Self.merging(result.readDiagnostics, checked))
        reading = spliced
        return spliced
    }

    /// What an edit of this document's text can be spliced into: only a read scene file whose
    /// reader found no XML problem (a full read reports those as they stand).
    private func baseline() -> ChunkReader.Baseline? {
        guard !isStoryboard, let document = reading?.document, let readDiagnostics,
              !readDiagnostics.contains(where: { Self.xmlRules.contains($0.ruleID) }) else { return nil }
        if elements == nil { elements = TopLevelElements.scan(source.bytes) }
        guard let elements else { return nil }
        return ChunkReader.Baseline(bytes: source.bytes, source: source, document: document,
                                    readDiagnostics: readDiagnostics, elements: elements)
    }

    private static let xmlRules: Set<String> = [
        SafeXMLReader.Rule.malformed, SafeXMLReader.Rule.doctype, SafeXMLReader.Rule.limit,
        SafeXMLReader.Rule.encoding, SafeXMLReader.Rule.tooManyAttributes,
    ]

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
