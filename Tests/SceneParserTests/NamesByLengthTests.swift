import SceneGraph
import Testing
@testable import SceneParser

/// ``NamesByLength`` looks names up among those of their length; it must find what going down
/// the list with ``ByteScan/isSameName(_:_:)`` found (the reader's look-up before it). Both differ
/// from `==` only for canonically equivalent names of other byte lengths (`é` and `e` + U+0301),
/// which the ASCII vocabulary never has; the test says so.
@Suite("Names by length")
struct NamesByLengthTests {
    /// Names that are not in a list but look like its names: one letter changed, one added or
    /// dropped, other case, other scalars for the same text.
    static func nearMisses(of name: String) -> [String] {
        var misses = [name + "x", String(name.dropLast()), name.uppercased(), name.lowercased(), "x" + name, ""]
        if let first = name.first { misses.append((first == "a" ? "b" : "a") + name.dropFirst()) }
        misses.append(name.replacingOccurrences(of: "e", with: "e\u{301}"))
        return misses
    }

    static func check(_ names: [String]) {
        let index = NamesByLength(names)
        for name in names + names.flatMap(nearMisses) + ["", "é", "e\u{301}", "K", "\u{212A}"] {
            let listed = names.firstIndex { ByteScan.isSameName($0, name) }
            #expect(index.firstIndex(of: name) == listed, "\(name) in \(names)")
            #expect(index.contains(name) == (listed != nil))
            // Where `==` differs: only for a canonically equivalent name of another length.
            if let equal = names.firstIndex(of: name), equal != listed {
                #expect(names[equal].utf8.count != name.utf8.count)
            }
        }
    }

    @Test func everyElementsAttributesAndChildren() {
        #expect(SceneVocabulary.elements.count > 40)
        for spec in SceneVocabulary.elements.values {
            Self.check(spec.attributes.map(\.name))
            Self.check(spec.children)
            for attribute in spec.attributes {
                #expect(spec.attribute(attribute.name) == spec.attributes.first { $0.name == attribute.name })
            }
            for child in spec.children { #expect(spec.allowsChild(child)) }
            #expect(!spec.allowsChild(spec.name + "Nope") && spec.attribute("nope-not-an-attribute") == nil)
        }
    }

    @Test func repeatedAndUnusualNames() {
        Self.check([])
        Self.check(["a", "a", "b", "ab", "ba", "ab"])
        Self.check(["é", "e\u{301}", "\u{212A}", "K", String(repeating: "long", count: 40)])
    }

    @Test func specsStayInStepWhenChanged() {
        var spec = SceneVocabulary.elements["label"]!
        #expect(spec.attribute("text") != nil && spec.attribute("newOne") == nil)
        spec.attributes.append(AttributeSpec("newOne", .text))
        spec.children = ["onlyChild"]
        #expect(spec.attribute("newOne")?.name == "newOne")
        #expect(spec.allowsChild("onlyChild") && !spec.allowsChild("constraints"))
    }
}

/// A view's attributes are sorted into its own fields and its properties by
/// `commonViewAttributeNames` (issue 26) instead of the set of those names: for every attribute
/// a view element accepts, and names near them, the answer is the set's.
@Suite("Common view attributes")
struct CommonAttributeTests {
    @Test func theListAnswersAsTheSet() {
        let common = SceneFileBuilder.commonViewAttributes
        let listed = SceneFileBuilder.commonViewAttributeNames
        var names = Array(common)
        for kind in ViewKind.named {
            guard let spec = SceneVocabulary.elements[kind.elementName] else { continue }
            names += spec.attributes.map(\.name)
        }
        #expect(names.count > common.count + 100, "view attributes: \(names.count)")
        var inCommon = 0
        for name in names + names.flatMap(NamesByLengthTests.nearMisses) {
            #expect(listed.contains(name) == common.contains(name), "\(name)")
            if common.contains(name) { inCommon += 1 }
        }
        #expect(inCommon >= common.count)
    }
}

/// The scene-file reader finds an element's spec among the names of its length (issue 26)
/// instead of in the vocabulary's dictionary; every element name gets the dictionary's spec.
@Suite("Element spec look-up")
struct ElementSpecLookupTests {
    @Test func everyElementGetsTheDictionarysSpec() {
        let builder = SceneFileBuilder(path: "Test.scene")
        #expect(SceneFileBuilder.elementSpecs.count == SceneVocabulary.elements.count)
        for (name, spec) in SceneVocabulary.elements {
            #expect(builder.spec(name) == spec, "\(name)")
            #expect(builder.specAndViewKind(name).spec == spec, "\(name)")
            #expect(builder.specAndViewKind(name).kind == ViewKind(elementName: name), "\(name)")
            for miss in NamesByLengthTests.nearMisses(of: name) where SceneVocabulary.elements[miss] == nil {
                #expect(SceneFileBuilder.elementNames.firstIndex(of: miss) == nil, "\(miss)")
            }
        }
    }
}
