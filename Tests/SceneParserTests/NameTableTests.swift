import Testing
import SceneGraph
@testable import SceneParser
import TestSupport

/// The reader's table of distinct names (the dictionary's names by address, the table by text
/// only when needed): every element and attribute keeps its own name, however many distinct
/// names a file has, repeated or new, with or without a namespace prefix; canonically equivalent
/// spellings are one name, as `String` has them, whether or not a prefixed name came first.
@Suite("Names of elements and attributes")
struct NameTableTests {
    /// Without any prefixed name, so that every name of the dictionary is appended by address.
    @Test(arguments: [3, 300, 2_000])
    func namesWithoutPrefixesKeepTheirNames(_ distinct: Int) throws {
        let order = Array(0..<distinct) + Array((0..<distinct).reversed())
        var text = "<root>"
        for index in order { text += "<e\(index) a\(index)=\"\(index)\" b=\"x\"/>" }
        text += "</root>"
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Plain.xml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(tree).root
        #expect(root.children.count == order.count)
        for (element, index) in zip(root.children, order) {
            #expect(element.name == "e\(index)")
            #expect(element.attributes.map(\.name) == ["a\(index)", "b"])
        }
    }

    /// `é` and `e` + U+0301, the Kelvin sign and `K`: one name each pair, spelled as met first
    /// (as the table by text always had them), with or without a prefixed name before them.
    @Test(arguments: ["", " xmlns:p=\"urn:example\" p:a=\"1\""])
    func canonicallyEquivalentNamesAreOneName(_ prefixed: String) throws {
        let text = "<r\(prefixed)><e\u{E9}/><ee\u{301}/><K/><\u{212A}/><\u{212A}x/><Kx/></r>"
        let (tree, diagnostics) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Equivalent.xml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let names = try #require(tree).root.children.map { Array($0.name.utf8) }
        #expect(names == [Array("e\u{E9}".utf8), Array("e\u{E9}".utf8), Array("K".utf8), Array("K".utf8),
                          Array("\u{212A}x".utf8), Array("\u{212A}x".utf8)])
    }

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

/// The exact table of indices by address must answer as a dictionary does, through its growth,
/// for addresses packed a few bytes apart (as libxml2's dictionary packs names) and scattered.
@Suite("Indices by address")
struct AddressIndexTableTests {
    @Test(arguments: [1, 2, 256])
    func answersAsADictionary(_ capacity: Int) {
        var random = SeededRandom(seed: UInt64(capacity))
        var table = AddressIndexTable(capacity: capacity)
        var reference: [UInt: UInt32] = [:]
        let base: UInt = 0x7F00_1234_0000
        for step in 0..<5_000 {
            let address = random.below(2) == 0 ? base + UInt(random.below(4_000) * 8) : UInt(1 + random.below(1 << 40))
            if random.below(3) > 0 {
                let index = UInt32(step)
                table.insert(index, at: address)
                reference[address] = index
            }
            #expect(table.index(of: address) == reference[address])
            #expect(table.count == reference.count)
        }
        for (address, index) in reference { #expect(table.index(of: address) == index) }
        #expect(table.index(of: base + 1) == nil)  // not a multiple of 8: never stored
    }
}
