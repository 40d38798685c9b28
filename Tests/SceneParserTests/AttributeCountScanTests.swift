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
}
