import SceneEditing
import SceneLanguageServer
import Testing

/// Incremental changes in UTF-16 positions, as editors send them.
@Suite struct TextDocumentTests {
    static func edit(_ text: String, _ range: (Int, Int, Int, Int), _ replacement: String) -> String {
        var document = TextDocument(text: text, version: 1)
        document.replace(
            TextRange(start: TextPosition(line: range.0, character: range.1), end: TextPosition(line: range.2, character: range.3)),
            with: replacement)
        return document.text
    }

    @Test func replacesWithinALine() {
        #expect(Self.edit("<a id=\"x\"/>\n<b/>", (0, 7, 0, 8), "yz") == "<a id=\"yz\"/>\n<b/>")
    }

    @Test func countsUTF16UnitsAfterAstralCharacters() {
        // 😀 is two UTF-16 units; é one.
        #expect(Self.edit("a😀é<b/>", (0, 4, 0, 5), "c") == "a😀écb/>")
    }

    @Test func handlesCRLFAndCRLineEnds() {
        #expect(Self.edit("one\r\ntwo\rthree", (1, 0, 2, 1), "X") == "one\r\nXhree")
    }

    @Test func insertsAndDeletesAcrossLines() {
        #expect(Self.edit("a\nb\nc", (0, 1, 2, 0), "") == "ac")
        #expect(Self.edit("a\nc", (1, 0, 1, 0), "b\n") == "a\nb\nc")
    }

    @Test func clampsPositionsPastTheEnd() {
        #expect(Self.edit("abc\ndef", (0, 99, 9, 9), "!") == "abc!")
    }

    @Test func knowsItsEndAndItsRanges() {
        let document = TextDocument(text: "ab\n😀x", version: 1)
        #expect(document.endPosition == TextPosition(line: 1, character: 3))
        #expect(document.text(in: TextRange(start: TextPosition(line: 1, character: 0), end: TextPosition(line: 1, character: 2))) == "😀")
    }

    static func range(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> TextRange {
        TextRange(start: TextPosition(line: a, character: b), end: TextPosition(line: c, character: d))
    }

    @Test func findingsMoveWithEditsBeforeThem() {
        let finding = Self.range(3, 4, 3, 10)
        // Before it on the same line: the characters shift.
        #expect(finding.shifted(byReplacing: Self.range(3, 0, 3, 1), with: "abc") == Self.range(3, 6, 3, 12))
        // Lines inserted above: the lines shift.
        #expect(finding.shifted(byReplacing: Self.range(1, 0, 1, 0), with: "x\ny\r\n") == Self.range(5, 4, 5, 10))
        // Lines joined above, ending on its line: both shift.
        #expect(finding.shifted(byReplacing: Self.range(2, 5, 3, 2), with: "") == Self.range(2, 7, 2, 13))
        // After it: unchanged; across it: dropped.
        #expect(finding.shifted(byReplacing: Self.range(3, 10, 3, 12), with: "") == finding)
        #expect(finding.shifted(byReplacing: Self.range(3, 5, 3, 6), with: "z") == nil)
    }

    @Test func mapsURIsAndPaths() {
        #expect(DocumentURI.path(of: "file:///tmp/a%20b/c.scene") == "/tmp/a b/c.scene")
        #expect(DocumentURI.path(of: "file://localhost/x/../y.scene") == "/y.scene")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.path(of: "file://server/share/x.scene") == nil)
        #expect(DocumentURI.uri(of: "/tmp/a b/é.scene") == "file:///tmp/a%20b/%C3%A9.scene")
    }
}
