import Testing
import SceneGraph
@testable import SceneParser

/// The reader's table of distinct names (one look-up per new name, sized for a storyboard's
/// vocabulary): every element and attribute keeps its own name, however many distinct names a
/// file has, repeated or new, with or without a namespace prefix.
@Suite("Names of elements and attributes")
struct NameTableTests {
    @Test(arguments: [3, 127, 128, 129, 400])
    func everyElementAndAttributeKeepsItsName(_ distinct: Int) throws {
        // Element `e<i>` with attributes `a<i>` and `a<i+1>`, then the same names again in reverse.
        let order = Array(0..<distinct) + Array((0..<distinct).reversed())
        var text = "<root xmlns:p=\"urn:example\">"
        for index in order {
            text += "<e\(index) a\(index)=\"\(index)\" a\(index + 1)=\"x\" p:q\(index % 7)=\"y\"/>"
        }
        text += "</root>"
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Names.xml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(tree).root
        #expect(root.name == "root")
        #expect(root.children.count == order.count)
        for (element, index) in zip(root.children, order) {
            #expect(element.name == "e\(index)")
            #expect(element.attributes.map(\.name) == ["a\(index)", "a\(index + 1)", "p:q\(index % 7)"])
            #expect(element.attributes.first?.value == "\(index)")
        }
    }
}
