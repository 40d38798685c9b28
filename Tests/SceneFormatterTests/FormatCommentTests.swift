import Foundation
import SceneFormatter
import Testing

/// Comments (and processing instructions) stay where they were: on a line of their own before
/// an element or at the end of a parent, or trailing markup on its line; comments spanning
/// lines move as one.
@Suite("Format: comments")
struct FormatCommentTests {
    @Test func commentsKeepTheirPlaces() throws {
        let text = try formatted("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- header -->
            <scenes xmlns="urn:scenec:scene:1"> <!-- after the root's start tag -->
                  <!-- before a -->
              <controller id="a"/>   <!-- trailing a --> <!-- and another -->
              <controller id="b">
                      <!--
                        spanning
                          lines
                      -->
                <view/>
              <!-- at the end of b -->
              </controller> <!-- after b's end tag -->
            <!-- at the end of the scenes -->
            </scenes>
            <!-- after the root -->
            """)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- header -->
            <scenes xmlns="urn:scenec:scene:1"> <!-- after the root's start tag -->
              <!-- before a -->
              <controller id="a"/> <!-- trailing a --> <!-- and another -->
              <controller id="b">
                <!--
                  spanning
                    lines
                -->
                <view/>
                <!-- at the end of b -->
              </controller> <!-- after b's end tag -->
              <!-- at the end of the scenes -->
            </scenes>
            <!-- after the root -->

            """)
    }

    /// An element holding only a comment keeps it inside (it is not made self-closing).
    @Test func aCommentAloneInsideAnElementStaysInside() throws {
        let text = try formatted("""
            <scenes xmlns="urn:scenec:scene:1">
            <controller id="a">
            <!-- nothing yet -->
            </controller>
            <controller id="b"><!-- on the tag's line --></controller>
            </scenes>
            """)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="a">
                <!-- nothing yet -->
              </controller>
              <controller id="b"> <!-- on the tag's line -->
              </controller>
            </scenes>

            """)
    }

    /// Continuation lines move as far as the first line (right here: the attributes put in
    /// order make the tag before a trailing comment longer), and lose their trailing blanks.
    @Test func trailingCommentsSpanningLinesMoveAsOne() throws {
        func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
        // The comment starts at column 32; after formatting, at column 34.
        let text = try formatted("<scenes xmlns=\"urn:scenec:scene:1\">\n<controller title=\"T\" id=\"a\"/> <!-- one   \n"
                                 + spaces(31) + "two\n" + spaces(29) + "-->\n</scenes>\n")
        #expect(text == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<scenes xmlns=\"urn:scenec:scene:1\">\n"
                + "  <controller id=\"a\" title=\"T\"/> <!-- one\n" + spaces(33) + "two\n" + spaces(31) + "-->\n</scenes>\n")
    }

    /// A comment that moves left loses no more than its continuation lines' leading blanks.
    @Test func continuationLinesNeverLoseText() throws {
        let text = try formatted("<scenes xmlns=\"urn:scenec:scene:1\">\n          <!-- a\nb\n   c -->\n</scenes>\n")
        #expect(text.contains("\n  <!-- a\nb\nc -->\n"), "\(text)")
    }

    @Test func processingInstructionsAreKept() throws {
        let text = try formatted("""
            <?xml version="1.0" encoding="UTF-8"?>
            <?xml-stylesheet href="scenes.css"?>
            <scenes xmlns="urn:scenec:scene:1">
                <?editor fold="true"?>
                <controller id="a"/>
            </scenes>
            """)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <?xml-stylesheet href="scenes.css"?>
            <scenes xmlns="urn:scenec:scene:1">
              <?editor fold="true"?>
              <controller id="a"/>
            </scenes>

            """)
    }

    /// `scenec:disable-next-line` covers the line after it, so the tag that follows it is not
    /// wrapped: the directive covers the same attributes after formatting as before.
    @Test func aTagAfterANextLineDirectiveStaysOnOneLine() throws {
        let long = #"<controller id="recipeList" class="RecipeListViewController" restorationID="RecipeList" title="Recipes"/>"#
        let text = try formatted("""
            <scenes xmlns="urn:scenec:scene:1">
              <!-- scenec:disable-next-line unreachable-scene -->
              \(long)
              <controller id="b"/> <!-- scenec:disable-next-line unreachable-scene -->
              \(long.replacingOccurrences(of: "recipeList", with: "c"))
              \(long.replacingOccurrences(of: "recipeList", with: "d"))
            </scenes>
            """, options: FormatOptions(lineWidth: 60))
        #expect(text.contains("-->\n  " + long + "\n"), "\(text)")
        #expect(text.contains("-->\n  " + long.replacingOccurrences(of: "recipeList", with: "c") + "\n"), "\(text)")
        #expect(text.contains("  <controller id=\"d\"\n              class="), "\(text)")
    }
}
