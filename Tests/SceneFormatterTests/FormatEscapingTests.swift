import SceneFormatter
import SceneParser
import Testing

/// Attribute values come back exactly: markup characters, line breaks and tabs, invisible and
/// direction-changing characters are escaped one way; everything else is written as it is.
@Suite("Format: values")
struct FormatEscapingTests {
    /// The value of `title` of the first `<controller>` of a file, as the XML reader reads it.
    private func title(in text: String) throws -> String? {
        let tree = try #require(SafeXMLReader.parse(bytes: Array(text.utf8), path: "Test.scene").tree)
        return tree.root.children.first?[attribute: "title"]
    }

    @Test func valuesRoundTripWithOneEscaping() throws {
        let value = "a &amp; b &lt;c&gt; &quot;q&quot; 'apos' tab&#9;nl&#10;cr&#13; &#x202E;rlo&#x202C; &#x200B;zw &#8232;ls "
            + "👨‍👩‍👧 café e\u{301} &#x1F35D;"
        let source = "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"\(value)\"/></scenes>"
        let text = try formatted(source)
        #expect(text.contains("""
            title="a &amp; b &lt;c&gt; &quot;q&quot; 'apos' tab&#9;nl&#10;cr&#13; &#x202E;rlo&#x202C; &#x200B;zw &#x2028;ls \
            👨‍👩‍👧 café e\u{301} 🍝"
            """), "\(text)")
        #expect(Array(try #require(try title(in: text)).unicodeScalars) == Array(try #require(try title(in: source)).unicodeScalars))
    }

    /// XML reads a literal tab or line break in a value as a space: the formatter writes what it means.
    @Test func literalWhitespaceInValuesIsWrittenAsXMLReadsIt() throws {
        let source = "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"one\ttwo\nthree\"/></scenes>"
        let text = try formatted(source)
        #expect(text.contains(#"title="one two three""#), "\(text)")
        #expect(try title(in: text) == title(in: source))
    }

    /// Single-quoted values and references in any form come out double-quoted with the one escaping.
    @Test func quotesAndReferenceFormsAreNormalised() throws {
        let text = try formatted("<scenes xmlns='urn:scenec:scene:1'><controller id='a' title='say \"hi\" &#38; &#x26; &apos;bye&apos;'/></scenes>")
        #expect(text.contains(#"<controller id="a" title="say &quot;hi&quot; &amp; &amp; 'bye'"/>"#), "\(text)")
    }
}
