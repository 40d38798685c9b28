import Testing
import SceneGraph
@testable import SceneParser
import TestSupport

/// Attribute locations, worked out from the document's bytes only when asked for, are where the
/// text puts them — through every way of asking: an element's attributes, one attribute on
/// demand, and a source range's list, look-up by name and membership test.
@Suite struct AttributeLocationTests {
    /// An attribute as the generator wrote it: its name and where its name and value start.
    private struct Written {
        var name: String
        var nameLocation: SceneGraph.SourceLocation
        var valueLocation: SceneGraph.SourceLocation
    }

    /// A document of random elements whose attributes are spread over lines, with blanks around
    /// `=`, either quote, wide characters, references and `>` in values, and namespace
    /// declarations between them; and what was written, element by element in document order.
    private func document(using generator: inout some RandomNumberGenerator)
        -> (text: String, elements: [[Written]], starts: [SceneGraph.SourceLocation], bom: Bool) {
        let bom = Bool.random(using: &generator)
        var text = "", line = 1, column = 1
        func write(_ piece: String) {
            for scalar in piece.unicodeScalars {
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            text += piece
        }
        func here() -> SceneGraph.SourceLocation { SceneGraph.SourceLocation(file: "Random.scene", line: line, column: column) }
        let blanks = [" ", "  ", "\n", "\r\n\t", "\t", "\n    "]
        let values = ["", "x", "café 😀", "a > b", "&amp;&lt;", "€€€", "line\nbreak", "'quoted'", "long value with spaces in it"]
        var elements: [[Written]] = []
        var starts: [SceneGraph.SourceLocation] = []
        func element(depth: Int) {
            let tag = "e\(elements.count)"
            starts.append(here())
            write("<" + tag)
            var attributes: [Written] = []
            for index in 0..<Int.random(in: 0...5, using: &generator) {
                write(blanks.randomElement(using: &generator)!)
                if Bool.random(using: &generator), index == 0 { write("xmlns:q=\"urn:q\""); write(" ") }
                let name = Bool.random(using: &generator) ? "a\(index)" : "p:b\(index)"
                let nameLocation = here()
                write(name)
                write(["=", " = ", "\n=\t"].randomElement(using: &generator)!)
                let value = values.randomElement(using: &generator)!
                let quote = value.contains("'") ? "\"" : ["\"", "'"].randomElement(using: &generator)!
                write(quote)
                attributes.append(Written(name: name, nameLocation: nameLocation, valueLocation: here()))
                write(value + quote)
            }
            if elements.isEmpty { write(" xmlns:p=\"urn:p\"") }
            elements.append(attributes)
            if depth < 3, Bool.random(using: &generator) {
                write(">" + blanks.randomElement(using: &generator)!)
                for _ in 0..<Int.random(in: 1...3, using: &generator) { element(depth: depth + 1) }
                write("</\(tag)>")
            } else {
                write("/>")
            }
            write(blanks.randomElement(using: &generator)!)
        }
        element(depth: 0)
        return (text, elements, starts, bom)
    }

    @Test func randomDocumentsPlaceEveryAttributeWhereItWasWritten() throws {
        var generator = SeededRandom(seed: 26)
        var checked = 0
        for _ in 0..<150 {
            let (text, written, starts, bom) = document(using: &generator)
            let bytes = (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
            let (tree, diagnostics) = SafeXMLReader.parse(bytes: bytes, path: "Random.scene")
            let root = try #require(tree?.root, "\(diagnostics) in \(text.debugDescription)")
            var all: [XMLElement] = []
            func visit(_ element: XMLElement) {
                all.append(element)
                element.children.forEach(visit)
            }
            visit(root)
            #expect(all.count == written.count)
            for ((element, expected), start) in zip(zip(all, written), starts) {
                // The element itself, placed when asked (a line index made on the first ask).
                #expect(element.location == start && element.sourceRange.element == start, "\(text.debugDescription)")
                let attributes = element.attributes
                let onDemand = element.attributesLocatedOnDemand
                let range = element.sourceRange
                #expect(attributes.map(\.name) == expected.map(\.name), "\(text.debugDescription)")
                #expect(attributes.map(\.nameLocation) == expected.map(\.nameLocation), "\(text.debugDescription)")
                #expect(attributes.map(\.location) == expected.map(\.valueLocation), "\(text.debugDescription)")
                #expect(onDemand.indices.map(onDemand.nameLocation(at:)) == expected.map(\.nameLocation), "\(text.debugDescription)")
                #expect(onDemand.indices.map(onDemand.valueLocation(at:)) == expected.map(\.valueLocation), "\(text.debugDescription)")
                #expect(range.attributeList == expected.map { SourceRange.Attribute(name: $0.name, location: $0.valueLocation) },
                        "\(text.debugDescription)")
                for attribute in expected {
                    #expect(range.location(of: attribute.name) == attribute.valueLocation, "\(attribute.name) in \(text.debugDescription)")
                    #expect(range.contains(attribute.name))
                }
                #expect(range.location(of: "absent") == element.location)
                #expect(!range.contains("absent"))
                #expect(range == SourceRange(element: element.location, attributeList: range.attributeList))
                checked += expected.count
            }
        }
        #expect(checked > 300)  // the generator wrote attributes, not only bare elements
    }

    /// A range worked out from the document and one made from a list are the same value:
    /// equal, hashed alike, and one that is assigned a list keeps the list.
    @Test func aRangeFromTheDocumentBehavesAsAList() throws {
        let text = "<root a=\"1\"\n  b='2'><child c=\"3\"/></root>"
        let root = try #require(SafeXMLReader.parse(bytes: Array(text.utf8), path: "R.scene").tree?.root)
        let lazy = root.sourceRange
        let list = SourceRange(element: root.location, attributeList: lazy.attributeList)
        #expect(lazy == list && lazy.hashValue == list.hashValue)
        #expect(lazy.attributeList.map(\.location.line) == [1, 2])
        #expect(lazy != root.children[0].sourceRange)
        var assigned = lazy
        assigned.attributeList = [SourceRange.Attribute(name: "z", location: root.location)]
        #expect(assigned.contains("z") && !assigned.contains("a"))
        #expect(lazy.contains("a"))
        let children = Array(Mirror(reflecting: lazy).children)
        #expect(children.map(\.label) == ["element", "attributeList"])
        #expect(children.first?.value as? SceneGraph.SourceLocation == root.location)
        #expect(children.last?.value as? [SourceRange.Attribute] == lazy.attributeList)
    }

    /// Two readings of the same text give equal ranges (the editor compares each edit's scenes
    /// with the last); a tag written differently at the same place compares its attributes.
    @Test func readingsOfTheSameTextGiveEqualRanges() throws {
        func root(_ text: String) throws -> XMLElement {
            try #require(SafeXMLReader.parse(bytes: Array(text.utf8), path: "Same.scene").tree?.root)
        }
        let first = try root("<root a=\"1\"  b='2'/>"), second = try root("<root a=\"1\"  b='2'/>")
        #expect(first.sourceRange == second.sourceRange)
        let moved = try root("<root a=\"1\" b='2'/>")  // b one column to the left
        #expect(first.sourceRange != moved.sourceRange)
        let shifted = try root("<root  a=\"1\" b='2'/>")  // as long, a one column to the right
        #expect(first.sourceRange != shifted.sourceRange)
        let sameLayout = try root("<root a=\"9\"  b='8'/>")  // other values, the same places
        #expect(first.sourceRange == sameLayout.sourceRange)
    }

    /// A tag libxml2 did not place, or whose scan finds another number of attributes than libxml2
    /// reported, places every attribute at its element rather than misplacing one; an element
    /// whose tag was not found is on the line libxml2 reported, and the index of lines is made
    /// when the first location is asked for.
    @Test func attributesThatCannotBePlacedAreAtTheirElement() {
        let bytes = Array("\n<e a=\"1\" b=\"2\"/>".utf8)
        func tags(_ tag: SourceTags.Tag, unplacedLine: UInt32? = nil) -> SourceTags {
            SourceTags(file: SourceFile("F.scene"), source: bytes, lines: nil, names: ["a", "b"], tags: [tag],
                       unplacedLines: unplacedLine.map { [0: $0] } ?? [:], attributeNames: [0, 1])
        }
        let placed = tags(SourceTags.Tag(start: 1, end: UInt32(bytes.count - 2), firstAttribute: 0, attributeCount: 2))
        #expect(placed.location(ofElement: 0) == SceneGraph.SourceLocation(file: "F.scene", line: 2, column: 1))
        #expect(placed.attributeList(ofElement: 0).map(\.location.column) == [7, 13])
        let unplaced = tags(SourceTags.Tag(start: SourceTags.unknownOffset, end: SourceTags.unknownOffset, firstAttribute: 0, attributeCount: 2),
                            unplacedLine: 7)
        let miscounted = tags(SourceTags.Tag(start: 1, end: UInt32(bytes.count - 2), firstAttribute: 0, attributeCount: 1))
        for (document, place) in [(unplaced, SceneGraph.SourceLocation(file: "F.scene", line: 7, column: 1)),
                                  (miscounted, SceneGraph.SourceLocation(file: "F.scene", line: 2, column: 1))] {
            #expect(document.location(ofElement: 0) == place)
            #expect(document.attributeList(ofElement: 0).allSatisfy { $0.location == place })
            #expect(document.valueLocation(of: "a", ofElement: 0) == place)
            #expect(document.valueLocation(ofElement: 0, at: 0) == place && document.nameLocation(ofElement: 0, at: 0) == place)
        }
        #expect(placed.nameLocation(ofElement: 0, at: 1).column == 10 && placed.valueLocation(ofElement: 0, at: 1).column == 13)
        #expect(unplaced.startTag(ofElement: 0) == nil)
        #expect(placed.valueLocation(of: "c", ofElement: 0) == nil)
    }

    /// A tag is scanned once, however often it is asked about.
    @Test func aTagIsScannedOnce() {
        let scanned = ScannedTags()
        var scans = 0
        for _ in 0..<3 {
            _ = scanned.offsets(ofElement: 4) {
                scans += 1
                return nil
            }
        }
        _ = scanned.offsets(ofElement: 5) {
            scans += 1
            return []
        }
        #expect(scans == 2)
    }
}
