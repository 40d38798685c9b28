import SceneGraph
import SceneParser
import Testing
@testable import SceneFormatter

/// A file with errors is not formatted: the errors come back, located, as `scenec check`
/// reports them. Problems with other files do not stop formatting one file.
@Suite("Format: refusals")
struct FormatRefusalTests {
    @Test func malformedXMLIsRefusedAtItsPlace() throws {
        let diagnostics = refusal("<scenes xmlns=\"urn:scenec:scene:1\">\n  <controller id=\"a\">\n</scenes>\n")
        let first = try #require(diagnostics.first)
        #expect(first.ruleID == "xml-malformed")
        #expect(first.location?.line == 3, "\(first)")
    }

    @Test func readerErrorsAreRefusedAtTheirAttributes() throws {
        let diagnostics = refusal("<scenes xmlns=\"urn:scenec:scene:1\">\n  <controller id=\"a\" colour=\"red\"/>\n</scenes>\n", path: "Bad.scene")
        #expect(diagnostics.map(\.description) == ["Bad.scene:2:22: error: unknown attribute 'colour' on <controller> [unknown-attribute]"])
    }

    /// Text inside an element would be lost by the layout: it is an error of the format anyway.
    @Test func textInsideAnElementIsRefused() {
        #expect(refusal("<scenes xmlns=\"urn:scenec:scene:1\">\n  <controller id=\"a\">words</controller>\n</scenes>\n")
            .map(\.ruleID) == ["unexpected-text"])
    }

    /// The ids of the file are checked as `scenec check` checks them.
    @Test func errorsWithinTheFileAreRefused() {
        let diagnostics = refusal("""
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="a"><segue kind="show" destination="nowhere"/></controller>
            </scenes>
            """)
        #expect(diagnostics.map(\.ruleID) == ["dangling-destination"])
        #expect(diagnostics.first?.location?.line == 2)
    }

    /// A reference to a file that is not there is a problem of the set of files, not of this one.
    @Test func problemsWithOtherFilesDoNotStopFormatting() throws {
        let text = try formatted("<scenes xmlns=\"urn:scenec:scene:1\"><reference file=\"Missing.scene\" id=\"elsewhere\"/></scenes>")
        #expect(text.contains(#"<reference id="elsewhere" file="Missing.scene"/>"#))
    }

    @Test func warningsDoNotStopFormatting() throws {
        // An unreachable scene and a button without accessibility label are lint matters at most.
        _ = try formatted("<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\"><view><button id=\"b\"/></view></controller></scenes>")
    }

    @Test func storyboardsAreRefused() {
        let diagnostics = refusal("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>", path: "Main.storyboard")
        #expect(diagnostics.map(\.ruleID) == [SceneFormatter.Rule.storyboard])
        #expect(diagnostics.first?.location?.file == "Main.storyboard")
    }

    @Test func otherVersionsAndNamespacesAreRefused() {
        #expect(refusal("<scenes xmlns=\"urn:scenec:scene:2\"/>").map(\.ruleID) == ["unsupported-version"])
        #expect(refusal("<scenes/>").map(\.ruleID) == ["wrong-namespace"])
    }
}

/// The check every formatted text passes before it is handed out: it refuses text that reads
/// back into other values, other elements or fewer comments than the original.
@Suite("Format: verification")
struct FormatVerificationTests {
    private let original = """
        <scenes xmlns="urn:scenec:scene:1"><!-- c --><controller id="a" title="caf\u{E9}"/></scenes>
        """

    private func problem(_ formatted: String) throws -> Diagnostic? {
        let tree = try #require(SafeXMLReader.parse(bytes: Array(original.utf8), path: "T.scene").tree)
        return FormatVerification.problem(with: formatted, comparedWith: tree, path: "T.scene")
    }

    @Test func theSameDocumentPasses() throws {
        #expect(try problem("<scenes xmlns=\"urn:scenec:scene:1\">\n  <!-- c -->\n  <controller title=\"caf\u{E9}\" id=\"a\"/>\n</scenes>\n") == nil)
    }

    @Test(arguments: [
        "<scenes xmlns=\"urn:scenec:scene:1\"><!-- c --><controller id=\"a\" title=\"cafe\u{301}\"/></scenes>",  // canonically equivalent, other bytes
        "<scenes xmlns=\"urn:scenec:scene:1\"><!-- c --><controller id=\"a\"/></scenes>",
        "<scenes xmlns=\"urn:scenec:scene:1\"><!-- c --><navigation id=\"a\" title=\"caf\u{E9}\"/></scenes>",
        "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" title=\"caf\u{E9}\"/></scenes>",
        "<scenes xmlns=\"urn:scenec:scene:1\"><!-- c --><controller id=\"a\" title=\"caf\u{E9}\"><view/></controller></scenes>",
        "<scenes xmlns=\"urn:scenec:scene:2\"><!-- c --><controller id=\"a\" title=\"caf\u{E9}\"/></scenes>",
        "<scenes xmlns=\"urn:scenec:scene:1\"><!-- c --><controller id=\"a\" title=\"caf\u{E9}\"/>",
    ])
    func anythingElseIsRefused(_ formatted: String) throws {
        let diagnostic = try #require(try problem(formatted))
        #expect(diagnostic.ruleID == SceneFormatter.Rule.unfollowedMarkup)
        #expect(diagnostic.location?.file == "T.scene")
    }
}
