import SceneGraph
import Testing
import TestSupport
@testable import SceneParser

/// The attribute limit is enforced before libxml2 parses (its duplicate check is quadratic in a
/// tag's attributes): counted in one pass, past comments, CDATA, instructions and quoted values.
@Suite("Attribute count scan")
struct AttributeCountScanTests {
    func firstTag(_ text: String, limit: Int) -> Int? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { MarkupScanner(bytes: $0).firstTag(withMoreAttributesThan: limit) }
    }

    @Test func countsQuotedValuesOfEachTag() {
        let text = #"<a x="1" y='2'><b p="&quot;>" q="'"/></a>"#
        #expect(firstTag(text, limit: 2) == nil)
        #expect(firstTag(text, limit: 1) == 0)
        let second = #"<a x="1"><b p="1" q="2" r="3"/></a>"#
        #expect(firstTag(second, limit: 2) == 9)
    }

    @Test func quotesOutsideTagsDoNotCount() {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><!-- "a" "b" "c" --><a><![CDATA[ "x" "y" "z" ]]>text "with" 'quotes'</a>"#
        #expect(firstTag(text, limit: 0) == nil)
    }

    @Test func aValueHoldingAngleBracketsIsOneAttribute() {
        #expect(firstTag(#"<a x="a > b" y="2"/>"#, limit: 1) == 0)
        #expect(firstTag(#"<a x="a > b"/>"#, limit: 1) == nil)
    }

    @Test func theRefusalIsLocatedAtTheTag() {
        let marked = MarkedText("<scenes xmlns=\"urn:scenec:scene:1\">\n  ↓<controller id=\"a\" " + (0..<3).map { "k\($0)=\"v\"" }.joined(separator: " ") + "/>\n</scenes>\n")
        let limits = XMLLimits(maxBytes: 1 << 20, maxDepth: 64, maxElements: 100, maxAttributesPerElement: 3)
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: Array(marked.text.utf8), path: "Limit.scene", limits: limits)
        #expect(tree == nil)
        #expect(diagnostics.map(\.ruleID) == ["too-many-attributes"])
        #expect(diagnostics.first?.location.map { MarkedText.Position(line: $0.line, column: $0.column) } == marked.markers.first)
    }

    /// The scan before ``MarkupScanner/nextTagDelimiter(from:)``: byte by byte inside a tag.
    static func plainFirstTag(_ scanner: MarkupScanner, limit: Int) -> Int? {
        let bytes = scanner.bytes
        var index = 0
        while let tag = scanner.next(MarkupScanner.lessThan, from: index) {
            if scanner.looking(at: MarkupScanner.commentOpen, from: tag) {
                index = scanner.index(after: MarkupScanner.commentClose, from: tag + MarkupScanner.commentOpen.count)
            } else if scanner.looking(at: MarkupScanner.cdataOpen, from: tag) {
                index = scanner.index(after: MarkupScanner.cdataClose, from: tag + MarkupScanner.cdataOpen.count)
            } else if scanner.looking(at: MarkupScanner.piOpen, from: tag) {
                index = scanner.index(after: MarkupScanner.piClose, from: tag + MarkupScanner.piOpen.count)
            } else {
                var count = 0
                index = tag + 1
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == MarkupScanner.greaterThan {
                        index += 1
                        break
                    }
                    if byte == MarkupScanner.doubleQuote || byte == MarkupScanner.singleQuote {
                        count += 1
                        if count > limit { return tag }
                        index = (scanner.next(byte, from: index + 1) ?? bytes.count) + 1
                    } else {
                        index += 1
                    }
                }
            }
        }
        return nil
    }

    /// Random markup — tags with quoted values of both kinds (holding `>` and the other quote),
    /// comments, CDATA, instructions, text, unterminated pieces — at every limit: the word-wise
    /// scan finds what the byte-by-byte one found.
    @Test func wordScanFindsWhatTheByteScanFound() {
        let pieces = ["<a", "<bb", " x=\"1\"", " y='2'", " z=\"a > 'b'\"", " w='\" >'", ">", "/>", "</a>", "<!-- \"c\" > -->",
                      "<![CDATA[ \"d\" > ]]>", "<?pi \"e\" ?>", "text \"f\" ", "\n    ", "<c q=\"unterminated", "é🍝", "<!-- open"]
        var random = SeededRandom(seed: 26)
        func below(_ bound: Int) -> Int { random.below(bound) }
        var found = 0
        for _ in 0..<3_000 {
            let text = (0..<below(40)).map { _ in pieces[below(pieces.count)] }.joined()
            let bytes = Array(text.utf8)
            for limit in 0..<4 {
                let (fast, plain) = bytes.withUnsafeBufferPointer { buffer in
                    let scanner = MarkupScanner(bytes: buffer)
                    return (scanner.countedFirstTag(withMoreAttributesThan: limit), Self.plainFirstTag(scanner, limit: limit))
                }
                #expect(fast == plain, "\(text) at limit \(limit)")
                found += fast == nil ? 0 : 1
            }
        }
        #expect(found > 1_000)
    }

    /// The room check before the count (``MarkupScanner/hasRoom(forMoreAttributesThan:)``) changes
    /// no answer on a document libxml2 would read: on random markup at every limit, either both
    /// give the same tag, or the document is one libxml2 refuses anyway (a `<` inside a tag).
    @Test func theRoomCheckChangesNoAnswerOnADocumentLibxml2Reads() {
        let pieces = ["<a", "<bb", " x=\"1\"", " y='2'", " z=\"a > 'b'\"", " w='\" >'", ">", "/>", "</a>", "<!-- \"c\" > -->",
                      "<![CDATA[ \"d\" > ]]>", "<?pi \"e\" ?>", "text \"f\" ", "\n    ", "<c q=\"unterminated", "é🍝", "<!-- open",
                      " v=\"<\"", " k0=\"0\" k1=\"1\" k2=\"2\" k3=\"3\" k4=\"4\" k5=\"5\" k6=\"6\""]
        var random = SeededRandom(seed: 27)
        func below(_ bound: Int) -> Int { random.below(bound) }
        var differing = 0, refusedByRoom = 0
        for _ in 0..<3_000 {
            let text = "<r>" + (0..<below(40)).map { _ in pieces[below(pieces.count)] }.joined() + "</r>"
            let bytes = Array(text.utf8)
            for limit in [0, 1, 2, 3, 5, 8] {
                let (withRoom, counted) = bytes.withUnsafeBufferPointer { buffer in
                    let scanner = MarkupScanner(bytes: buffer)
                    return (scanner.firstTag(withMoreAttributesThan: limit), scanner.countedFirstTag(withMoreAttributesThan: limit))
                }
                refusedByRoom += withRoom == nil ? 0 : 1
                guard withRoom != counted else { continue }
                differing += 1
                #expect(withRoom == nil, "\(text) at limit \(limit)")
                let unlimited = XMLLimits(maxBytes: 1 << 20, maxDepth: 1_000, maxElements: 100_000, maxAttributesPerElement: 1_000)
                #expect(SafeXMLReader.parse(bytes: bytes, path: "Random.xml", limits: unlimited).tree == nil, "\(text) at limit \(limit)")
            }
        }
        #expect(refusedByRoom > 1_000)
        print("room check: \(differing) answers differ from the count, every one on a document libxml2 refuses")
    }

    /// Well-formed documents with many attributes and long text: the same answers at every limit.
    @Test func wellFormedDocumentsGetTheCountsAnswer() {
        var random = SeededRandom(seed: 28)
        func below(_ bound: Int) -> Int { random.below(bound) }
        for _ in 0..<500 {
            var text = "<root>"
            for element in 0..<below(12) {
                text += "<e\(element)" + (0..<below(30)).map { " a\($0)=\"\(String(repeating: "v", count: below(6)))\"" }.joined() + "/>"
                text += String(repeating: "t", count: below(3) == 0 ? below(300) : 0)
            }
            text += "</root>"
            let bytes = Array(text.utf8)
            for limit in [0, 1, 4, 10, 20, 29, 100] {
                let (withRoom, counted) = bytes.withUnsafeBufferPointer { buffer in
                    let scanner = MarkupScanner(bytes: buffer)
                    return (scanner.firstTag(withMoreAttributesThan: limit), scanner.countedFirstTag(withMoreAttributesThan: limit))
                }
                #expect(withRoom == counted, "\(text) at limit \(limit)")
            }
        }
    }
}
