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
    }

    /// A storyboard without comments or cosmetic elements (Interface Builder writes a comment per
    /// scene, and a colour or a font is reported where it first appears: those place an element),
    /// with a constraint variation, read and checked without problems: nothing placed.
    @Test func aStoryboardReadWithoutProblemsPlacesNothing() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="a1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="a1" customClass="FirstController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <label opaque="NO" contentMode="left" text="Hello" id="l1">
                                            <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="20" id="c1">
                                            <variation key="heightClass=compact" constant="8"/>
                                        </constraint>
                                    </constraints>
                                </view>
                                <connections>
                                    <outlet property="titleLabel" destination="l1" id="o1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let tree = try #require(SafeXMLReader.parse(bytes: Array(text.utf8), path: "Clean.storyboard").tree)
        let (read, diagnostics) = StoryboardReader.read(tree, path: "Clean.storyboard")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(read)
        #expect(GraphResolver.check(document).isEmpty)
        #expect(document.attributes["toolsVersion"] == "21701")
        #expect(!tree.root.storage.sourceTags.hasLineIndex, "a location was worked out while reading or checking a storyboard without problems")
    }

    /// A constraint to the safe area of a view that declares none makes its guide, named after the
    /// view's id: nothing placed; the guide's range is the view's element without attributes.
    @Test func anImplicitGuideOfAViewWithAnIDPlacesNothing() throws {
        let text = """
            <scenes xmlns="urn:scenec:scene:1" module="Guides" initial="s0">
              <controller id="s0" class="GuideController">
                <view id="root">
                  <label id="title" text="Title"/>
                  <constraints>
                    <constraint first="title.top" second="safeArea.top" constant="8"/>
                  </constraints>
                </view>
              </controller>
            </scenes>
            """
        let tree = try #require(SafeXMLReader.parse(bytes: Array(text.utf8), path: "Guides.scene").tree)
        let (read, diagnostics) = SceneFormatReader.read(tree, path: "Guides.scene")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(read?.scenes.first?.rootView)
        let guide = try #require(root.layout.guides.first)
        #expect(guide.id == "root.safeArea")
        #expect(!tree.root.storage.sourceTags.hasLineIndex, "the guide's holder was placed")
        #expect(guide.source == SourceRange(element: root.source.element))
        #expect(guide.source.element == SceneGraph.SourceLocation(file: "Guides.scene", line: 3, column: 5))
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
