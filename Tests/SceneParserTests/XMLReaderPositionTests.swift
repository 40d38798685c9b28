import Testing
import SceneGraph
@testable import SceneParser
import TestSupport

/// The reader's element tree: values as written, and the exact position of every element,
/// attribute, comment and text, wherever the markup puts them.
@Suite struct XMLReaderPositionTests {
    private func tree(_ fixture: MarkedFixture) throws -> XMLTree {
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: Array(fixture.text.utf8), path: "Fixture.scene")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(tree)
    }

    /// Every element in document order.
    private func elements(_ tree: XMLTree) -> [XMLElement] {
        var result: [XMLElement] = []
        func visit(_ element: XMLElement) {
            result.append(element)
            element.children.forEach(visit)
        }
        visit(tree.root)
        return result
    }

    @Test func elementsAndAttributesAcrossLinesTabsAndWideCharacters() throws {
        let fixture = MarkedFixture("↓<root ↓a=\"↓1\">\r\n\t↓<child ↓title=\"↓café 😀\"\n   ↓next = '↓x'/>↓<é ↓b=\"↓2\"/></root>")
        let all = elements(try tree(fixture))
        let m = fixture.markers
        #expect(all.map(\.name) == ["root", "child", "é"])
        #expect(all.map(\.location) == [m[0], m[3], m[8]])
        #expect(all[0].attributes.map(\.nameLocation) == [m[1]])
        #expect(all[0].attributes.map(\.location) == [m[2]])
        #expect(all[1].attributes.map(\.name) == ["title", "next"])
        #expect(all[1].attributes.map(\.value) == ["café 😀", "x"])
        #expect(all[1].attributes.map(\.nameLocation) == [m[4], m[6]])
        #expect(all[1].attributes.map(\.location) == [m[5], m[7]])
        #expect(all[2].attributes.map(\.nameLocation) == [m[9]])
        #expect(all[2].attributes.map(\.location) == [m[10]])
    }

    @Test func aByteOrderMarkIsNotACharacterOfTheFirstLine() throws {
        let fixture = MarkedFixture("\u{FEFF}↓<root ↓a=\"1\"/>")
        let root = try tree(fixture).root
        // The marker after the BOM counts it as a column; the reader must not.
        let expected = fixture.markers.map { SourceLocation(file: "Fixture.scene", line: $0.line, column: $0.column - 1) }
        #expect(root.location == expected[0])
        #expect(root.attributes[0].nameLocation == expected[1])
    }

    @Test func namespaceDeclarationsAreNotAttributesAndPrefixesAreKept() throws {
        let fixture = MarkedFixture("<root xmlns=\"urn:a\" xmlns:p=\"urn:p\" ↓p:one=\"1\" ↓two=\"2\"><↓p:child/></root>")
        let all = elements(try tree(fixture))
        #expect(all[0].namespaceURI == "urn:a")
        #expect(all[0].attributes.map(\.name) == ["p:one", "two"])
        #expect(all[0].attributes.map(\.namespaceURI) == ["urn:p", nil])
        #expect(all[0].attributes.map(\.nameLocation) == [fixture.markers[0], fixture.markers[1]])
        #expect(all[1].name == "child")
        #expect(all[1].namespaceURI == "urn:p")
    }

    @Test func referencesInValuesAreReplaced() throws {
        let fixture = MarkedFixture(#"<root a="&#x26;&amp;&#38;" b="&amp;#38;x" c="&lt;&gt;&quot;&apos;&#65;" d="a > b"/>"#)
        let values = try tree(fixture).root.attributes.map(\.value)
        #expect(values == ["&&&", "&#38;x", "<>\"'A", "a > b"])
    }

    /// A `<` inside CDATA is text: the element after the section is found at its own tag.
    @Test func anElementAfterCDATAHoldingMarkupIsPlacedAtItsTag() throws {
        let fixture = MarkedFixture("<root>\n  <d><![CDATA[ not <a> tag ]]></d>\n  ↓<e/>\n</root>")
        let all = elements(try tree(fixture))
        #expect(all.map(\.name) == ["root", "d", "e"])
        #expect(all[2].location == fixture.markers[0])
    }

    @Test func textStartsAtItsFirstNonBlankCharacter() throws {
        let fixture = MarkedFixture("""
            <root>
              <a>  ↓text &amp; more <x/> trailing</a>
              <b><![CDATA[
              ]]>  <![CDATA[ ↓z ]]></b>
              <c>
              <!-- a comment --> <?pi data?>
              ↓&amp;first</c>
              <d> <e/> ↓after</d>
              <f>  </f>
            </root>
            """)
        let all = elements(try tree(fixture))
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })  // names are unique here
        #expect(byName["a"]?.textLocation == fixture.markers[0])
        #expect(byName["b"]?.textLocation == fixture.markers[1])
        #expect(byName["c"]?.textLocation == fixture.markers[2])
        #expect(byName["d"]?.textLocation == fixture.markers[3])
        #expect(byName["f"]?.textLocation == nil)
        #expect(byName["root"]?.textLocation == nil)
    }

    /// Blank runs longer than a machine word, with the first other character at every distance
    /// into them (blanks are checked eight bytes at a time), and runs that stay blank.
    @Test func textAfterLongBlankRunsIsFound() throws {
        let blanks: [Character] = [" ", "\t", "\n", "\r"]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            let run = String((0..<length).map { _ in blanks.randomElement(using: &generator)! })
            for ending in ["↓x", "↓é", "\u{00A0}", ""] {  // a no-break space is blank too
                let fixture = MarkedFixture("<r><a>\(run)\(ending)</a></r>")
                let all = elements(try tree(fixture))
                #expect(all[1].textLocation == fixture.markers.first, "\(run.debugDescription) then \(ending.debugDescription)")
            }
        }
    }

    /// CDATA content is text whatever it holds: markup-like content does not send the search past
    /// the element.
    @Test func textInsideCDATAHoldingMarkupIsFoundThere() throws {
        let fixture = MarkedFixture("<r><a><![CDATA[↓</x>]]></a><b><![CDATA[ ↓<y> ]]></b>tail</r>")
        let all = elements(try tree(fixture))
        #expect(all.map(\.name) == ["r", "a", "b"])
        #expect(all[1].textLocation == fixture.markers[0])
        #expect(all[2].textLocation == fixture.markers[1])
    }

    @Test func commentsAreFoundAtTheirOpening() throws {
        let fixture = MarkedFixture("↓<!-- before -->\n<root>↓<!---->\n  ↓<!-- inside <not a tag> --></root>\n↓<!-- after -->")
        let comments = try tree(fixture).comments
        #expect(comments.map(\.text) == [" before ", "", " inside <not a tag> ", " after "])
        #expect(comments.map(\.location) == fixture.markers)
    }
}
