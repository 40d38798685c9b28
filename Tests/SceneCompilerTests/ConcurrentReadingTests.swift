import Foundation
import SceneCompiler
import SceneGraph
import Testing
import TestSupport

/// Files are read and parsed on several threads; what comes out must be what reading them one
/// at a time gives, in the same order, every time.
@Suite("Concurrent reading")
struct ConcurrentReadingTests {
    @Test(Requirement.corpus.trait) func readingTogetherGivesWhatReadingAloneGives() throws {
        try Requirement.corpus.require()
        let files = try StoryboardCorpusTests.storyboardPaths()
            + [packageRoot.appendingPathComponent("Scenes/Recipes.scene").path, packageRoot.appendingPathComponent("Scenes/Settings.scene").path]
        #expect(files.count > 20, "the storyboard corpus is missing")
        let compiler = Compiler()
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

    /// `load` checks each document as it is read and resolves references afterwards: the same
    /// diagnostics as parsing every file and resolving them all at once with `GraphResolver.resolve`.
    @Test(Requirement.corpus.trait) func loadingGivesWhatParsingAndResolvingGive() throws {
        try Requirement.corpus.require()
        // Problems within one file, as well as the corpus's references to files it lacks.
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let broken = work.appendingPathComponent("Broken.scene")
        try """
            <scenes xmlns="urn:scenec:scene:1" initial="home">
              <controller id="home" class="HomeController">
                <view><label id="home"/><button id="go"/></view>
                <segue id="next" kind="show" destination="nowhere" trigger="go"/>
              </controller>
            </scenes>
            """.write(to: broken, atomically: true, encoding: .utf8)
        let files = try StoryboardCorpusTests.storyboardPaths()
            + [packageRoot.appendingPathComponent("Scenes/Recipes.scene").path, packageRoot.appendingPathComponent("Scenes/Settings.scene").path,
               broken.path]
        let compiler = Compiler()
        var documents: [SceneDocument] = []
        var parseDiagnostics: [Diagnostic] = []
        for file in files {
            let (document, diagnostics) = compiler.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file))), path: file)
            parseDiagnostics += diagnostics
            if let document { documents.append(document) }
        }
        let (graph, resolution) = GraphResolver.resolve(documents)
        let loaded = compiler.load(files)
        #expect(loaded.graph.documents == graph.documents)
        #expect(loaded.graph.referenceTargets == graph.referenceTargets)
        #expect(loaded.diagnostics == (parseDiagnostics + resolution).sorted())
        for rule in [GraphResolver.Rule.missingFile, GraphResolver.Rule.duplicateID, GraphResolver.Rule.danglingDestination] {
            #expect(loaded.diagnostics.contains { $0.ruleID == rule }, "\(rule) is exercised")
        }
    }
}
