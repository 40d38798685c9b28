import Testing
import SceneGraph
@testable import SceneParser
import TestSupport

/// Elements are placed when asked for, like their attributes: reading a document without
/// problems works out no line or column (its index of lines is not even made), and what is asked
/// later is where the text puts it (`AttributeLocationTests` checks random documents).
@Suite struct ElementLocationTests {
    /// A document of three problem-free scenes (`ParallelSceneReadingTests`' generator), read.
    static func cleanRead() throws -> (tags: SourceTags, document: SceneDocument, text: String) {
        let text = ParallelSceneReadingTests.document(scenes: 3)
        let tree = try #require(SafeXMLReader.parse(bytes: Array(text.utf8), path: "Clean.scene").tree)
        let (document, diagnostics) = SceneFormatReader.read(tree, path: "Clean.scene")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return (tree.root.storage.sourceTags, try #require(document), text)
    }

    @Test func readingAndCheckingWithoutProblemsPlaceNothing() throws {
        let (tags, document, _) = try Self.cleanRead()
        #expect(!tags.hasLineIndex, "a location was worked out while reading a document without problems")
        #expect(GraphResolver.check(document).isEmpty)
        #expect(!tags.hasLineIndex, "a location was worked out while reading or checking a document without problems")
    }

    @Test func theFirstLocationAskedForMakesTheIndex() throws {
        let (tags, document, text) = try Self.cleanRead()
        let label = try #require(document.scenes[1].rootView?.subviews.first)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("<label id=\"label1\"") })
        let column = try #require(lines[line].firstRange(of: "<label")).lowerBound.utf16Offset(in: lines[line]) + 1
        #expect(label.source.element == SceneGraph.SourceLocation(file: "Clean.scene", line: line + 1, column: column))
        #expect(tags.hasLineIndex)
        // Asked again, the same answer from the same index.
        #expect(label.source.element == SceneGraph.SourceLocation(file: "Clean.scene", line: line + 1, column: column))
    }

    /// Setting a range's element moves the element, not its attributes: an attribute the range
    /// has stays where the document puts it; an absent one falls back to the element as set.
    @Test func settingTheElementLeavesTheAttributes() throws {
        let (_, document, _) = try Self.cleanRead()
        let scene = document.scenes[0]
        var range = scene.source
        let titleAt = range.location(of: "title")
        let moved = SceneGraph.SourceLocation(file: "Elsewhere.scene", line: 99, column: 4)
        range.element = moved
        #expect(range.element == moved)
        #expect(range.location(of: "title") == titleAt && titleAt.file == "Clean.scene")
        #expect(range.location(of: "absent") == moved)
        #expect(range != scene.source && range.attributeList == scene.source.attributeList)
        // Set back, equal again.
        range.element = scene.source.element
        #expect(range == scene.source && range.hashValue == scene.source.hashValue)
    }
}
