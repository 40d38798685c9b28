import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// `XMLElement[attribute:]` tells names apart by stored lengths before comparing them (issue 26);
/// on random elements it must find what a search of the element's attributes by name finds.
@Suite("Attribute look-up by name")
struct AttributeLookupTests {
    static let names = ["id", "key", "kind", "title", "customClass", "é", "ée", "x:id", "x:key", "a-b", "Id", "keys", "userLabel"]

    @Test func lookUpsFindWhatASearchFinds() throws {
        var random = SeededRandom(seed: 41)
        func below(_ bound: Int) -> Int { random.below(bound) }
        for round in 0..<500 {
            var seen: Set<String> = []
            let chosen = (0..<below(7)).map { _ in Self.names[below(Self.names.count)] }.filter { seen.insert($0).inserted }
            let attributes = chosen.enumerated().map { "\($1)=\"v\($0)\"" }.joined(separator: " ")
            let text = "<root xmlns:x=\"urn:x\"><e \(attributes)/><f/></root>"
            let (tree, problems) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Round\(round).xml")
            let root = try #require(tree?.root, "\(text): \(problems)")
            for element in [root, root.children[0], root.children[1]] {
                for name in Self.names + ["", "idx", "xmlns:x"] {
                    let reference = element.attributes.last { $0.name == name }?.value
                    #expect(element[attribute: name] == reference, "\(name) in \(text)")
                }
            }
        }
    }
}
