import Foundation
@testable import SceneEditing
import SceneParser
import TestSupport
import Testing

/// The descriptions hover shows follow the specification page.
@Suite struct FormatReferenceTests {
    @Test func theTablesFollowTheSpecification() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/SceneFormat.md"), encoding: .utf8)
        let extracted = FormatReferenceExtraction.extract(from: page)
        try GoldenFile.check(
            FormatReferenceExtraction.swiftSource(
                of: extracted.elements, named: "elementDescriptions",
                summary: "Element name → its UIKit equivalent and the first paragraph of its section."),
            against: "Sources/SceneEditing/FormatReference+Elements.swift")
        try GoldenFile.check(
            FormatReferenceExtraction.swiftSource(
                of: extracted.attributes, named: "attributeDescriptions",
                summary: "`GROUP ATTRIBUTE` (an element, or `@scene`, `@view`, `@gesture`) → the attribute's type, whether it is required, and its meaning."),
            against: "Sources/SceneEditing/FormatReference+Attributes.swift")
    }

    @Test func everyElementAndAttributeOfTheVocabularyIsDescribed() {
        var undescribed: [String] = []
        for (name, spec) in SceneVocabulary.elements {
            if FormatReference.describe(element: name) == nil { undescribed.append("<\(name)>") }
            for attribute in spec.attributes where !FormatReference.groups(of: name).contains(where: {
                FormatReference.attributeDescriptions[$0 + " " + attribute.name] != nil
            }) {
                undescribed.append("<\(name) \(attribute.name)>")
            }
        }
        #expect(undescribed.sorted() == [], "described in the vocabulary but not on the page")
    }
}
