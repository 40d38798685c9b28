@testable import SceneEditing
import Testing

/// The tolerant scanner reads what is written, however broken, and says where a text ends.
@Suite struct MarkupSyntaxTests {
    private func scan(_ text: String) -> MarkupSyntax { MarkupSyntax(Array(text.utf8)) }

    @Test func readsElementsAttributesAndNesting() {
        let syntax = scan(#"<a x="1"><!-- <no/> --><b y='2'/><c>text</c></a>"#)
        #expect(syntax.elements.map(\.name) == ["a", "b", "c"])
        #expect(syntax.elements[0].children == [1, 2])
        #expect(syntax.elements[1].value(of: "y") == "2")
        #expect(syntax.elements[0].end == 48)
        #expect(syntax.tail == .content)
    }

    @Test func unclosedAndStrayTagsStillGiveElements() {
        let syntax = scan("<a><b></a></stray><c attr=\"unterminated\n<d/>")
        #expect(syntax.elements.map(\.name) == ["a", "b", "c", "d"])
        #expect(syntax.elements[2].value(of: "attr") == "unterminated\n")  // the quote ends before the next tag
        #expect(syntax.elements[3].parent == 2)
    }

    @Test func tellsWhereATextEnds() {
        #expect(scan("<a><se").tail == .elementName(partial: 4..<6))
        #expect(scan("<a><segue ").tail == .insideTag(element: 1))
        #expect(scan("<a><segue ki").tail == .attributeName(element: 1, partial: 10..<12))
        #expect(scan("<a><segue kind=").tail == .afterEquals(element: 1, attribute: 0))
        #expect(scan("<a><segue kind=\"sh").tail == .attributeValue(element: 1, attribute: 0))
        #expect(scan("<a></").tail == .endTag(partial: 5..<5))
        #expect(scan("<a><!-- <b ").tail == .other)
        #expect(scan("<a><se").openElements == [0])
    }

    @Test func hostileMarkupIsOnePassWithoutExpansion() {
        let deep = String(repeating: "<v>", count: 100_000)
        let syntax = scan("<!DOCTYPE x [<!ENTITY a \"&b;&b;\">]>" + deep + "&a;")
        #expect(syntax.elements.count == 100_000)
        #expect(syntax.openElements.count == 100_000)
    }
}
