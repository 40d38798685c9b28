import Foundation
import SceneGraph
import Testing
import TestSupport
@testable import SceneParser

/// The storyboard reader reads a storyboard's scenes in runs on every core; joined, the runs
/// must give what reading the scenes in order gives: the same document and the same diagnostics
/// (unmodelled features counted over the whole file, each at its first place) in the same order.
@Suite("Storyboards read in parallel")
struct ParallelStoryboardReadingTests {
    /// Reads `path` in order and in runs of one, two and eight scenes; returns the scene count.
    @discardableResult
    static func compare(_ url: URL) throws -> Int {
        let bytes = Array(try Data(contentsOf: url))
        let (tree, _) = SafeXMLReader.parse(bytes: bytes, path: url.path)
        let parsed = try #require(tree, "\(url.lastPathComponent) parses")
        let inOrder = StoryboardReader.read(parsed, path: url.path, minimumRun: Int.max)
        for minimumRun in [1, 2, 8] {
            let inRuns = StoryboardReader.read(parsed, path: url.path, minimumRun: minimumRun)
            #expect(inRuns.document == inOrder.document, "\(url.lastPathComponent), runs of \(minimumRun)")
            #expect(inRuns.diagnostics == inOrder.diagnostics, "\(url.lastPathComponent), runs of \(minimumRun)")
        }
        #expect(StoryboardReader.read(parsed, path: url.path).diagnostics == inOrder.diagnostics)
        return inOrder.document?.scenes.count ?? 0
    }

    @Test func thePackagesStoryboards() throws {
        let folder = packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".storyboard") }
        #expect(files.count >= 3)
        var scenes = 0
        for file in files { scenes += try Self.compare(folder.appendingPathComponent(file)) }
        #expect(scenes >= 6)
    }

    @Test(Requirement.corpus.trait) func theCorpus() throws {
        try Requirement.corpus.require()
        let files = try FileManager.default.contentsOfDirectory(atPath: corpusStoryboards.path).filter { $0.hasSuffix(".storyboard") }
        var unmodelledCounted = 0
        for file in files {
            let url = corpusStoryboards.appendingPathComponent(file)
            try Self.compare(url)
            let (tree, _) = SafeXMLReader.parse(bytes: Array(try Data(contentsOf: url)), path: url.path)
            if let tree {
                unmodelledCounted += StoryboardReader.read(tree, path: url.path, minimumRun: 1).diagnostics
                    .filter { $0.message.contains("places in this file") }.count
            }
        }
        // Notes counted over several scenes exist, so the join of their counts was compared.
        #expect(unmodelledCounted > 10)
    }
}
