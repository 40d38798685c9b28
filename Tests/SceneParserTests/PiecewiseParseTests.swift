import Foundation
import ParallelWork
import SceneGraph
import Testing
import TestSupport
@testable import SceneParser

/// A large document is parsed in pieces side by side (``PiecewiseParse``, ``DocumentPieces``);
/// joined, the pieces must give the tree a whole parse gives — the same names, elements,
/// attributes, values, children, comments and places — and a document with any problem must get
/// the whole parse's diagnostics.
@Suite("Documents parsed in pieces")
struct PiecewiseParseTests {
    /// The tree of `text` parsed in `pieces` pieces, or nil when the pieces fell back to a whole parse.
    static func joined(_ text: String, pieces: Int, path: String = "Pieces.scene", limits: XMLLimits = .default) -> XMLTree? {
        PiecewiseParse.tree(of: Array(text.utf8), path: path, limits: limits, options: SafeXMLReader.options, pieces: pieces, evenly: false)
    }

    /// Expects `joined` to be what parsing `text` whole gives, down to every element's and
    /// attribute's place.
    static func expectSame(_ joined: XMLTree, as text: String, path: String = "Pieces.scene", _ context: String) {
        let (whole, diagnostics) = SafeXMLReader.parse(bytes: Array(text.utf8), path: path, limits: .default, pieces: 1)
        guard let whole else {
            Issue.record("the whole parse failed: \(diagnostics)")
            return
        }
        let (left, right) = (joined.root.storage, whole.root.storage)
        #expect(left.names == right.names, "names, \(context)")
        #expect(left.elements == right.elements, "elements, \(context)")
        #expect(left.attributes == right.attributes, "attributes, \(context)")
        #expect(left.children == right.children, "children, \(context)")
        #expect(left.values == right.values, "values, \(context)")
        #expect(joined.comments == whole.comments, "comments, \(context)")
        guard left.elements.count == right.elements.count else { return }
        for index in left.elements.indices {
            #expect(left.sourceTags.location(ofElement: index) == right.sourceTags.location(ofElement: index), "element \(index), \(context)")
            let (joinedPlaces, wholePlaces) = (left.sourceTags.attributeLocations(ofElement: index), right.sourceTags.attributeLocations(ofElement: index))
            #expect(joinedPlaces.map(\.name) == wholePlaces.map(\.name), "attribute names of element \(index), \(context)")
            #expect(joinedPlaces.map(\.value) == wholePlaces.map(\.value), "attribute values of element \(index), \(context)")
            #expect(left.sourceTags.attributeList(ofElement: index) == right.sourceTags.attributeList(ofElement: index), "attribute list of element \(index), \(context)")
            let (joinedElement, wholeElement) = (XMLElement(storage: left, index: index), XMLElement(storage: right, index: index))
            #expect(joinedElement.textLocation == wholeElement.textLocation, "text of element \(index), \(context)")
        }
    }

    /// A document whose root holds `count` elements of many shapes: prefixed names and
    /// attributes in a second namespace, escaped and referenced characters, comments, CDATA,
    /// processing instructions, text, self-closing and nested elements, non-ASCII names.
    static func document(elements count: Int, random: inout SeededRandom) -> String {
        let text = document(elements: count, lineBreak: "\n", indent: "  ", random: &random)
        // Some documents with CRLF line breaks, tab indentation or a byte order mark.
        switch random.below(6) {
        case 0: return text.replacingOccurrences(of: "\n", with: "\r\n")
        case 1: return text.replacingOccurrences(of: "\n  ", with: "\n\t")
        case 2: return "\u{FEFF}" + text
        default: return text
        }
    }

    static func document(elements count: Int, lineBreak: String, indent: String, random: inout SeededRandom) -> String {
        var body = ""
        for index in 0..<count {
            switch random.below(10) {
            case 0: body += "  <!-- between \(index): <not an element> -->\n"
            case 1: body += "  <?note piece=\"\(index)\"?>\n"
            case 2 where index > count / 2 || (index > 0 && random.below(8) == 0): body += "  loose text \(index) directly in the root\n"
            default: break
            }
            let quote = random.below(2) == 0 ? "\"" : "'"
            let value = random.text(of: ["a", " ", "&amp;", "&lt;", "&#38;", "&#x26;", "é", ">", "\\n"], fewerThan: 8)
            body += "  <scene id=\(quote)s\(index)\(quote) x:mark=\(quote)\(value)\(quote)"
            if random.below(4) == 0 {
                body += "/>\n"
                continue
            }
            body += ">\n"
            for child in 0..<random.below(4) {
                switch random.below(5) {
                case 0: body += "    <x:extra n=\"\(child)\">text \(index) &amp; more</x:extra>\n"
                case 1: body += "    <data><![CDATA[<scene id=\"fake\"> ]] ]]></data>\n"
                case 2: body += "    <view id=\"v\(index)-\(child)\">\n      <label text=\"\(value)\"/>\n    </view>\n"
                case 3: body += "    <!-- inside \(index) -->\n    <vue_é id=\"u\(index)\"/>\n"
                default: body += "    plain text \(child)\n"
                }
            }
            body += "  </scene>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a header comment -->
            <scenes xmlns="urn:scenec:scene:1" xmlns:x="urn:example:extra" module="Pieces" x:root="\(random.below(9))">
            \(body)</scenes>
            <!-- after the root -->

            """
    }

    @Test("random documents joined from 2 to 7 pieces are the whole parse's trees")
    func randomDocuments() {
        var random = SeededRandom(seed: 2611)
        var joinedCount = 0
        for round in 0..<40 {
            let text = Self.document(elements: 1 + random.below(60), random: &random)
            let pieces = 2 + random.below(6)
            guard let joined = Self.joined(text, pieces: pieces) else {
                // Only a document too small to cut may fall back.
                #expect(text.utf8.count < 600, "round \(round): \(pieces) pieces fell back")
                continue
            }
            joinedCount += 1
            Self.expectSame(joined, as: text, "round \(round), \(pieces) pieces")
        }
        #expect(joinedCount > 30)
    }

    @Test("the reader's large documents and the package's scene files joined from pieces")
    func sceneFiles() throws {
        let made = ParallelSceneReadingTests.document(scenes: 300)
        for pieces in [2, 3, 8] {
            let joined = try #require(Self.joined(made, pieces: pieces))
            Self.expectSame(joined, as: made, "300 scenes, \(pieces) pieces")
        }
        let folder = packageRoot.appendingPathComponent("Scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scene") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let joined = try #require(Self.joined(text, pieces: 4, path: file), "\(file)")
            Self.expectSame(joined, as: text, path: file, "\(file), 4 pieces")
        }
    }

    @Test("a document with a problem in any piece gets the whole parse's diagnostics")
    func problemsFallBack() {
        var random = SeededRandom(seed: 77)
        let text = Self.document(elements: 40, random: &random)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Break one line of the content at a time: an unclosed tag, a stray end tag, an undefined
        // entity, a duplicated attribute, an unbound prefix.
        let breakages = ["<open>", "</stray>", "&undefined;", "<dup a=\"1\" a=\"2\"/>", "<y:unbound/>"]
        for (number, breakage) in breakages.enumerated() {
            for line in stride(from: 3 + number, to: lines.count - 3, by: 9) {
                var broken = lines
                broken[line] += breakage
                let brokenText = broken.joined(separator: "\n")
                let bytes = Array(brokenText.utf8)
                let whole = SafeXMLReader.parse(bytes: bytes, path: "Broken.scene", limits: .default, pieces: 1)
                let inPieces = SafeXMLReader.parse(bytes: bytes, path: "Broken.scene", limits: .default, pieces: 3, evenly: false)
                #expect(whole.tree == nil, "line \(line): \(breakage)")
                #expect(inPieces.tree == nil)
                #expect(inPieces.diagnostics == whole.diagnostics, "line \(line): \(breakage)")
                #expect(Self.joined(brokenText, pieces: 3) == nil, "line \(line): \(breakage)")
            }
        }
    }

    @Test("a cut that is not between the root's children falls back to a whole parse")
    func misplacedCuts() throws {
        // Children indented like the root's inside a comment and inside an element: the cuts land
        // there, the pieces are not well-formed, and the whole parse gives the tree.
        let inner = (0..<30).map { "  <scene id=\"s\($0)\">\n  <view id=\"v\($0)\"/>\n  </scene>" }.joined(separator: "\n")
        let commented = "<scenes xmlns=\"urn:scenec:scene:1\">\n  <scene id=\"first\"/>\n<!--\n\(inner)\n-->\n  <scene id=\"last\"/>\n</scenes>\n"
        let items = (0..<60).map { "  <item n=\"\($0)\"/>" }.joined(separator: "\n")
        let insideAnElement = "<scenes xmlns=\"urn:scenec:scene:1\">\n  <first/>\n  <big>\n\(items)\n  </big>\n</scenes>\n"
        for text in [commented, insideAnElement] {
            #expect(Self.joined(text, pieces: 2) == nil)
            let bytes = Array(text.utf8)
            let whole = SafeXMLReader.parse(bytes: bytes, path: "Cut.scene", limits: .default, pieces: 1)
            let inPieces = SafeXMLReader.parse(bytes: bytes, path: "Cut.scene", limits: .default, pieces: 2, evenly: false)
            let (tree, wholeTree) = (try #require(inPieces.tree), try #require(whole.tree))
            #expect(inPieces.diagnostics.isEmpty && whole.diagnostics.isEmpty)
            #expect(tree.root.storage.elements == wholeTree.root.storage.elements)
            #expect(tree.comments == wholeTree.comments)
        }
        // Indented otherwise, or with children on the root's line: no cut at all.
        let flat = "<scenes xmlns=\"urn:scenec:scene:1\"><scene id=\"a\"/><scene id=\"b\"/></scenes>"
        #expect(Array(flat.utf8).withUnsafeBufferPointer { DocumentPieces.cut($0, into: 2, evenly: false) } == nil)
    }

    @Test("more elements than the limit: the whole parse's error, not a joined tree")
    func elementLimit() {
        var random = SeededRandom(seed: 5)
        let text = Self.document(elements: 60, random: &random)
        let bytes = Array(text.utf8)
        let count = SafeXMLReader.parse(bytes: bytes, path: "Limit.scene", limits: .default, pieces: 1).tree?.root.storage.elements.count ?? 0
        #expect(count > 60)
        for limit in [count - 1, count / 2] {
            let limits = XMLLimits(maxBytes: 1 << 20, maxDepth: 128, maxElements: limit)
            let whole = SafeXMLReader.parse(bytes: bytes, path: "Limit.scene", limits: limits, pieces: 1)
            let inPieces = SafeXMLReader.parse(bytes: bytes, path: "Limit.scene", limits: limits, pieces: 4, evenly: false)
            #expect(whole.tree == nil && inPieces.tree == nil)
            #expect(inPieces.diagnostics == whole.diagnostics)
        }
        let exact = XMLLimits(maxBytes: 1 << 20, maxDepth: 128, maxElements: count)
        #expect(Self.joined(text, pieces: 4, limits: exact) != nil)
    }

    @Test("each piece's runs map its bytes to the document's; the content runs cover the root's content once")
    func pieceRuns() throws {
        var random = SeededRandom(seed: 12)
        for _ in 0..<20 {
            let text = Self.document(elements: 10 + random.below(50), random: &random)
            let bytes = Array(text.utf8)
            let count = 2 + random.below(5)
            let pieces = try #require(bytes.withUnsafeBufferPointer { DocumentPieces.cut($0, into: count, evenly: false) })
            #expect(pieces.count > 1 && pieces.count <= count)
            var covered: [Int] = []
            for (number, piece) in pieces.enumerated() {
                let pieceText = bytes.withUnsafeBufferPointer { piece.text(of: $0) }
                let content = number == 0 ? 0 : 1
                for (index, run) in piece.runs.enumerated() {
                    let end = index + 1 < piece.runs.count ? piece.runs[index + 1].textStart : pieceText.count
                    for offset in run.textStart..<end where index == content || index == 0 {
                        #expect(pieceText[offset] == bytes[piece.originalOffset(of: offset)])
                    }
                    if index == content { covered += Array(run.originalStart..<(run.originalStart + end - run.textStart)) }
                }
            }
            #expect(covered == Array(bytes.indices))
        }
    }

    @Test("a scene file is cut evenly; a root with few unequal children, as a storyboard's, is not cut")
    func evenCuts() throws {
        let made = Array(ParallelSceneReadingTests.document(scenes: 300).utf8)
        for count in [2, 3, 5] {
            let pieces = try #require(made.withUnsafeBufferPointer { DocumentPieces.cut($0, into: count) })
            #expect(pieces.count == count)
            let share = made.count / count
            for piece in pieces { #expect(made.withUnsafeBufferPointer { piece.text(of: $0) }.count <= share + share / 2 + 200) }
        }
        let scenes = (0..<300).map { "    <scene id=\"s\($0)\"><view id=\"v\($0)\"/></scene>" }.joined(separator: "\n")
        let storyboard = Array("<document type=\"storyboard\">\n  <scenes>\n\(scenes)\n  </scenes>\n  <resources/>\n</document>\n".utf8)
        #expect(storyboard.withUnsafeBufferPointer { DocumentPieces.cut($0, into: 2) } == nil)
        #expect(storyboard.withUnsafeBufferPointer { DocumentPieces.cut($0, into: 2, evenly: false) }?.count == 2)
    }

    @Test("a document is cut into pieces of the smallest size at least, one per core at most")
    func pieceCounts() {
        let smallest = PiecewiseParse.minimumPieceBytes
        #expect(PiecewiseParse.pieceCount(byteCount: 1_000) == 1)
        #expect(PiecewiseParse.pieceCount(byteCount: 2 * smallest - 1) == 1)
        #expect(PiecewiseParse.pieceCount(byteCount: 2 * smallest) == min(2, ConcurrentMap.width))
        #expect(PiecewiseParse.pieceCount(byteCount: 1_000 * smallest) == ConcurrentMap.width)
        // Inside another map's transform every document is parsed whole.
        let nested = ConcurrentMap.map(2) { _ in PiecewiseParse.pieceCount(byteCount: 1_000 * smallest) }
        #expect(nested == [1, 1] || ConcurrentMap.width == 1)
    }

    @Test("a document nesting deeper than the limit: the whole parse's error")
    func depthLimit() {
        let deep = (0..<12).map { "<d\($0)>" }.joined() + (0..<12).reversed().map { "</d\($0)>" }.joined()
        let text = "<scenes xmlns=\"urn:scenec:scene:1\">\n" + (0..<40).map { "  <scene id=\"s\($0)\">\($0 == 30 ? deep : "")</scene>" }.joined(separator: "\n") + "\n</scenes>\n"
        let bytes = Array(text.utf8)
        let limits = XMLLimits(maxBytes: 1 << 20, maxDepth: 8, maxElements: 10_000)
        let whole = SafeXMLReader.parse(bytes: bytes, path: "Deep.scene", limits: limits, pieces: 1)
        let inPieces = SafeXMLReader.parse(bytes: bytes, path: "Deep.scene", limits: limits, pieces: 3, evenly: false)
        #expect(whole.tree == nil && inPieces.tree == nil)
        #expect(!whole.diagnostics.isEmpty)
        #expect(inPieces.diagnostics == whole.diagnostics)
        #expect(Self.joined(text, pieces: 3, limits: limits) == nil)
        #expect(Self.joined(text, pieces: 3) != nil)
    }

    @Test("pieces whose name dictionaries hold more than one parse may are not joined")
    func dictionaryLimit() throws {
        var random = SeededRandom(seed: 41)
        let source = Array(Self.document(elements: 40, random: &random).utf8)
        let cut = try #require(source.withUnsafeBufferPointer { DocumentPieces.cut($0, into: 3, evenly: false) })
        var pieces: [ParsedPiece] = []
        for piece in cut {
            let parsed = source.withUnsafeBufferPointer { bytes in
                var builder = XMLTreeBuilder(bytes: bytes, source: source, path: "Names.scene", limits: .default)
                return builder.buildPiece(piece, options: SafeXMLReader.options)
            }
            pieces.append(try #require(parsed))
        }
        #expect(pieces.allSatisfy { $0.dictionaryUsage > 0 })
        var joined = pieces
        #expect(PiecewiseParse.join(&joined, source: source, path: "Names.scene", limits: .default) != nil)
        pieces[pieces.count - 1].dictionaryUsage = PiecewiseParse.dictionaryLimit
        #expect(PiecewiseParse.join(&pieces, source: source, path: "Names.scene", limits: .default) == nil)
    }
}
