import Foundation
import SceneFormatter
import SceneGraph
import Testing
import TestSupport

/// The canonical layout: declaration, indentation, attribute order, self-closing elements,
/// wrapping, blank lines and namespaces. Every case also checks that formatting its result
/// changes nothing (``formatted(_:path:options:sourceLocation:)``).
@Suite("Format: layout")
struct FormatLayoutTests {
    @Test func attributesFollowTheSpecificationsOrder() throws {
        let text = try formatted("""
            <scenes initial="list" xmlns="urn:scenec:scene:1" module="Demo"><controller simulatedTopBar="none" title="List" \
            kind="plain" device="iphone-8" id="list" class="ListViewController"><view><label text="Hi" frame="0 0 10 10" \
            id="greeting" accessibilityLabel="Greeting"><variation text="Hello" hidden="true" horizontalSizeClass="regular"/>\
            </label></view><segue destination="list" kind="show" id="again" trigger="greeting"/></controller></scenes>
            """)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1" module="Demo" initial="list">
              <controller id="list" class="ListViewController" title="List" kind="plain" device="iphone-8" simulatedTopBar="none">
                <view>
                  <label id="greeting" accessibilityLabel="Greeting" text="Hi" frame="0 0 10 10">
                    <variation horizontalSizeClass="regular" hidden="true" text="Hello"/>
                  </label>
                </view>
                <segue id="again" kind="show" destination="list" trigger="greeting"/>
              </controller>
            </scenes>

            """)
    }

    @Test func elementsWithoutChildrenSelfCloseAndIndentationFollowsTheOptions() throws {
        let text = try formatted("""
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1">
            <controller id="a">
                            <view>
                </view>
            </controller>
            </scenes>
            """, options: FormatOptions(indentWidth: 4))
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1">
                <controller id="a">
                    <view/>
                </controller>
            </scenes>

            """)
    }

    /// A start tag longer than the line width keeps its first attribute on its line and puts
    /// each other one on its own line, aligned; a tag exactly as long as the width stays whole.
    @Test func longStartTagsWrapOneAttributePerLine() throws {
        let tag = #"  <controller id="recipeList" class="RecipeListViewController" restorationID="RecipeList" title="Recipes"/>"#
        let source = "<scenes xmlns=\"urn:scenec:scene:1\">\n\(tag)\n</scenes>\n"
        let exact = try formatted(source, options: FormatOptions(lineWidth: tag.count))
        #expect(exact.contains("\n" + tag + "\n"), "\(exact)")
        let wrapped = try formatted(source, options: FormatOptions(lineWidth: tag.count - 1))
        #expect(wrapped == """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="recipeList"
                          class="RecipeListViewController"
                          restorationID="RecipeList"
                          title="Recipes"/>
            </scenes>

            """)
        // Wrapped source comes back to one line when it fits.
        #expect(try formatted(wrapped) == exact)
    }

    /// One attribute stays on the tag's line however long it is; a second one goes to its own line.
    @Test func aLongValueWrapsOnlyBetweenAttributes() throws {
        let long = String(repeating: "x", count: 200)
        let text = try formatted("""
            <scenes xmlns="urn:scenec:scene:1"><controller title="\(long)" id="a"><view accessibilityIdentifier="\(long)"/>\
            </controller></scenes>
            """, options: FormatOptions(lineWidth: 40))
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="a"
                          title="\(long)">
                <view accessibilityIdentifier="\(long)"/>
              </controller>
            </scenes>

            """)
    }

    /// Blank lines: one where the author left one or more between two items of one parent, none
    /// after a start tag or before an end tag.
    @Test func blankLinesBetweenSiblingsAreKeptOnce() throws {
        let text = try formatted("""
            <?xml version="1.0" encoding="UTF-8"?>

            <scenes xmlns="urn:scenec:scene:1">

              <controller id="a"/>
              <controller id="b"/>



              <controller id="c">

                <view/>

              </controller>

            </scenes>
            """)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>

            <scenes xmlns="urn:scenec:scene:1">
              <controller id="a"/>
              <controller id="b"/>

              <controller id="c">
                <view/>
              </controller>
            </scenes>

            """)
    }

    /// A missing declaration is added, a byte order mark dropped, line breaks become `\n`, and
    /// prefixed elements are written in the default namespace.
    @Test func declarationLineBreaksAndPrefixesAreNormalised() throws {
        let text = try formatted("\u{FEFF}<s:scenes xmlns:s=\"urn:scenec:scene:1\" module=\"M\">\r\n<s:controller id=\"a\"/>\r\n</s:scenes>\r\n")
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1" module="M">
              <controller id="a"/>
            </scenes>

            """)
    }

    /// The graph is the same before and after: values, order of children, everything but lines and columns.
    @Test func theGraphDoesNotChange() throws {
        let source = """
            <scenes xmlns="urn:scenec:scene:1" initial="nav"><navigation id="nav"><relationship destination="list" kind="root"/>
            </navigation><controller id="list" kind="table" title="A &amp; B"><view><tableView id="t"><cell reuseIdentifier="Cell" id="c" \
            accessoryType="checkmark"/></tableView></view><segue kind="show" trigger="c" destination="list"><parameter type="Int" \
            name="n" default="3"/></segue></controller></scenes>
            """
        let text = try formatted(source)
        let before = try #require(locationFreeDump(source, path: "Test.scene"))
        let after = try #require(locationFreeDump(text, path: "Test.scene"))
        #expect(before == after, "\(unifiedLines(before.rendered(), after.rendered()))")
        #expect(source != text)
    }
}

/// The example of `docs/SceneFormat.md`'s "Canonical layout" section is canonical.
@Test("Format: the specification's example is canonical")
func specificationExampleIsCanonical() throws {
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/SceneFormat.md"), encoding: .utf8)
    let section = try #require(page.range(of: "## Canonical layout: `scenec format`")).upperBound
    let start = try #require(page.range(of: "```xml\n", range: section..<page.endIndex)).upperBound
    let end = try #require(page.range(of: "```\n", range: start..<page.endIndex)).lowerBound
    let example = String(page[start..<end])
    #expect(try formatted(example) == example)
}
