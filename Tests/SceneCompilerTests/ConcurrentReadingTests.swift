import Foundation
import SceneCompiler
import SceneGraph
import Testing

/// Files are read and parsed on several threads; what comes out must be what reading them one
/// at a time gives, in the same order, every time.
@Suite("Concurrent reading")
struct ConcurrentReadingTests {
    @Test func readingTogetherGivesWhatReadingAloneGives() throws {
        let folder = StoryboardCorpusTests.corpus.appendingPathComponent("storyboards")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "storyboard" }.map(\.path).sorted()
            + [packageRoot.appendingPathComponent("Scenes/Recipes.scene").path, packageRoot.appendingPathComponent("Scenes/Settings.scene").path]
        #expect(files.count > 20, "the storyboard corpus is missing")
        let compiler = SceneCompiler()
        let together = compiler.load(files)
        let alone = files.map { compiler.load([$0]) }
        #expect(together.files == files.sorted())
        #expect(together.graph.documents.map(\.path) == together.files, "documents in file order")
        for result in alone {
            let document = try #require(result.graph.documents.first)
            #expect(together.graph.documents.contains(document), "\(document.path) differs when read with the others")
            for diagnostic in result.diagnostics where !GraphResolver.Rule.crossFile.contains(diagnostic.ruleID) {
                #expect(together.diagnostics.contains(diagnostic), "\(diagnostic)")
            }
        }
        for _ in 0..<3 {
            let again = compiler.load(files)
            #expect(again.graph.documents == together.graph.documents)
            #expect(again.diagnostics == together.diagnostics)
        }
    }
}
