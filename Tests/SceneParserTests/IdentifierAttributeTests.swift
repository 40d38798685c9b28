import SceneGraph
import Testing
@testable import SceneParser

/// An identifier attribute is checked by `SwiftName.isIdentifier` first and the unusable names
/// are looked up only to say why one was refused; the messages are what they were.
@Suite("Identifier attributes")
struct IdentifierAttributeTests {
    static func diagnostics(property: String) -> [Diagnostic] {
        let text = """
            <scenes xmlns="urn:scenec:scene:1" initial="a">
              <controller id="a"><view><label id="x"/></view><outlet property="\(property)" destination="x"/></controller>
            </scenes>
            """
        let (tree, _) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Names.scene")
        guard let tree else { return [] }
        return SceneFormatReader.read(tree, path: "Names.scene").diagnostics
    }

    @Test func unusableNamesAreRefusedByTheIdentifierCheck() {
        for name in SwiftName.unusableNames { #expect(!SwiftName.isIdentifier(name), "\(name)") }
    }

    @Test func messages() {
        #expect(Self.diagnostics(property: "titleLabel").isEmpty)
        for name in SwiftName.unusableNames {
            let found = Self.diagnostics(property: name)
            #expect(found.count == 1 && found[0].message.contains("cannot be a Swift name in generated code"), "\(found)")
        }
        for name in ["1st", "two words", "a-b", "_"] {
            let found = Self.diagnostics(property: name)
            #expect(found.count == 1 && found[0].message == "'\(name)' is not a valid Swift identifier ('property' becomes a Swift name)", "\(found)")
        }
    }
}
