import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// `XMLElement[attribute:]` tells names apart by stored lengths before comparing them, and
/// `forEachAttribute(among:)` finds many names in one pass (issue 26); on random elements they
/// must find what a search of the element's attributes by name finds.
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
            let wanted = NamesByLength((0..<below(6)).map { _ in Self.names[below(Self.names.count)] })
            for element in [root, root.children[0], root.children[1]] {
                for name in Self.names + ["", "idx", "xmlns:x"] {
                    let reference = element.attributes.last { $0.name == name }?.value
                    #expect(element[attribute: name] == reference, "\(name) in \(text)")
                }
                // One pass over the attributes finds, for each wanted name, what its look-up finds.
                var found: [String: String] = [:]
                element.forEachAttribute(among: wanted) { position, value in
                    #expect(found.updateValue(value, forKey: wanted.names[position]) == nil, "\(wanted.names[position]) twice in \(text)")
                }
                for name in Set(wanted.names) { #expect(found[name] == element[attribute: name], "\(name) in \(text)") }
                #expect(Set(found.keys).isSubset(of: wanted.names))
            }
        }
    }
}
