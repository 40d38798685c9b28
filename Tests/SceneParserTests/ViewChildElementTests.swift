@testable import SceneParser
import Testing

/// A view element's child is told apart from a subview by length first; it must be what
/// `ViewChildElement(rawValue:)` — the names the former `switch` compared — finds, for every
/// element name of the vocabulary (subviews among them) and for names one letter off.
@Suite("View children by name")
struct ViewChildElementTests {
    @Test func listAnswersAsTheRawValues() {
        let names = SceneVocabulary.elements.keys.sorted()
            + ViewChildElement.allCases.map { String($0.rawValue.dropLast()) + "?" }
            + ["", "Action", "cells", "layoutGuide ", "é"]
        var found = Set<ViewChildElement>()
        for name in names {
            #expect(ViewChildElement(named: name) == ViewChildElement(rawValue: name), "\(name)")
            if let child = ViewChildElement(named: name) { found.insert(child) }
        }
        #expect(found.count == ViewChildElement.allCases.count)
        #expect(names.count { ViewChildElement(named: $0) == nil } > 20)
    }
}
