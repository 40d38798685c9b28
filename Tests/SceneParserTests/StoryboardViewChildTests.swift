import Foundation
import Testing
@testable import SceneParser
import TestSupport

/// The storyboard reader sorts a view's children by name index (issue 26); every element must
/// be sorted as the former `switch` on its name sorted it.
@Suite("Storyboard view children")
struct StoryboardViewChildTests {
    /// The former sorting.
    static func reference(_ name: String) -> StoryboardViewChild {
        switch name {
        case "subviews": .subviews
        case "connections": .connections
        case "prototypes", "cells": .cells
        case "sections": .sections
        case "userDefinedRuntimeAttributes": .runtimeAttributes
        case "items": .items
        case "color": .color
        case "fontDescription": .fontDescription
        case "rect", "autoresizingMask", "constraints", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "variation": .layout
        default: .other
        }
    }

    static func checkEveryElement(of root: XMLElement, note: String) -> Int {
        let builder = StoryboardBuilder(path: note, root: root)
        let names = builder.viewChildNames
        var checked = 0
        func visit(_ element: XMLElement) {
            #expect(names.kind(of: element) == reference(element.name), "<\(element.name)> in \(note)")
            // The connections sweep and the accessibility look-up by name index, against names.
            #expect(element.hasName(names.connections) == (element.name == "connections"), "<\(element.name)> in \(note)")
            #expect(builder.accessibilityChild(of: element)?.location == element.children.first { $0.name == "accessibility" }?.location,
                    "<\(element.name)> in \(note)")
            checked += 1
            for child in element.children { visit(child) }
        }
        visit(root)
        return checked
    }

    @Test func randomDocumentsSortAsTheSwitch() throws {
        var random = SeededRandom(seed: 0x5B0A)
        let known = StoryboardViewChildNames.all.names
            + ["rect", "autoresizingMask", "constraints", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "variation"]
        let others = ["view", "label", "state", "accessibility", "x:accessibility", "Accessibility", "Rect", "rects", "colour", "x:rect", "x:subviews", "cell", "item", "sectionz"]
        for round in 0..<300 {
            // Each document has some of the names, so some look-ups find no index at all.
            let pool = known.filter { _ in random.below(3) != 0 } + others
            let children = (0..<random.below(20)).map { _ in "<\(pool[random.below(pool.count)])/>" }.joined()
            let text = "<document xmlns:x=\"urn:x\"><view>\(children)</view></document>"
            let (tree, problems) = SafeXMLReader.parse(bytes: Array(text.utf8), path: "Round\(round).storyboard")
            let root = try #require(tree?.root, "\(problems)")
            _ = Self.checkEveryElement(of: root, note: text)
        }
    }

    @Test(Requirement.corpus.trait) func corpusElementsSortAsTheSwitch() throws {
        try Requirement.corpus.require()
        let files = try FileManager.default.contentsOfDirectory(atPath: corpusStoryboards.path).filter { $0.hasSuffix(".storyboard") }
        var checked = 0
        for file in files {
            let bytes = try #require(FileManager.default.contents(atPath: corpusStoryboards.appendingPathComponent(file).path))
            let root = try #require(SafeXMLReader.parse(bytes: Array(bytes), path: file).tree?.root)
            checked += Self.checkEveryElement(of: root, note: file)
        }
        #expect(checked > 5_000)
    }
}
