import Foundation
import SceneGraph
import SceneGraphLayout
import SceneLayout
import SceneParser
import Testing
import TestSupport

/// Xcode stores, for every view of a storyboard, the frame its own Auto Layout engine computed
/// for the designed device. Laying out each scene at that device must reproduce those frames for
/// the views placed by constraints.
@Suite("Xcode's frames as the oracle")
struct XcodeFramesOracleTests {
    /// A view whose solved frame differs from Xcode's.
    struct Miss: CustomStringConvertible {
        var file: String
        var scene: String
        var view: LaidOutView
        var description: String {
            let designed = view.designedFrame.map(String.init(describing:)) ?? "none"
            let ambiguous = view.isAmbiguous ? " (ambiguous)" : ""
            return "\(file) scene \(scene) \(view.element) \(view.id ?? "?"): Xcode \(designed), scenec \(view.frame)\(ambiguous)"
        }
    }

    static func iOSStoryboards() throws -> [URL] {
        let folder = sharedCorpus.appendingPathComponent("storyboards")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "storyboard" }
            .filter { (try? String(contentsOf: $0, encoding: .utf8))?.contains("targetRuntime=\"iOS") == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func layOut(_ url: URL) throws -> (SceneDocument, [SceneLayoutResult]) {
        let bytes = Array(try Data(contentsOf: url))
        let parsed = SafeXMLReader.parse(bytes: bytes, path: url.lastPathComponent)
        let tree = try #require(parsed.tree, "\(url.lastPathComponent) parses")
        let document = try #require(StoryboardReader.read(tree, path: url.lastPathComponent).document)
        return (document, SceneLayouter.layOutAsDesigned(document))
    }

    @Test(Requirement.corpus.trait) func laidOutFramesMatchXcodesForNinetyFivePercentOfConstrainedViews() throws {
        try Requirement.corpus.require()
        var compared = 0
        var misses: [Miss] = []
        for url in try Self.iOSStoryboards() {
            let (_, results) = try Self.layOut(url)
            for result in results {
                for view in result.views where view.isUnderConstraints {
                    guard let designed = view.designedFrame else { continue }
                    compared += 1
                    if !view.frame.isClose(to: designed, tolerance: 0.5) {
                        misses.append(Miss(file: url.lastPathComponent, scene: result.scene.name, view: view))
                    }
                }
            }
        }
        let share = compared == 0 ? 0 : Double(compared - misses.count) / Double(compared)
        print("Xcode's frames: \(compared - misses.count) of \(compared) views under constraints within 0.5 pt (\(Int(share * 1000) / 10) %); misses:")
        for miss in misses { print("  \(miss)") }
        #expect(compared >= 250, "the corpus has hundreds of views under constraints; only \(compared) were compared")
        // Issue 24 asks for 95 %; scenec reaches 99.3 % today (285 of 287: Xcode 26's canvas
        // counts a notched iPhone's safe-area insets twice, see `LayoutEnvironment.isXcode26`)
        // and docs/Layout.md explains the two misses. The floor keeps what is reached from
        // slipping back.
        #expect(share >= 0.993, "\(misses.count) of \(compared) views differ from Xcode's frames")
    }
}
