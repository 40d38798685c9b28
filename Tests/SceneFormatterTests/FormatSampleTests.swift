import Foundation
import SceneCompiler
import SceneFormatter
import SceneGraph
import Testing
import TestSupport

/// `scenec format` over real files: every scene file of the project (the sample app's, the test
/// fixtures') and every corpus storyboard converted by `scenec convert` formats without a
/// refusal, formatting the result again changes nothing, and the graph is the same before and
/// after (`scenec dump` without lines and columns).
@Suite("Format: samples and corpus")
struct FormatSampleTests {
    /// The scene files under `Scenes/` and `Tests/`, relative to the package.
    static let sceneFiles: [String] = {
        var files: [String] = []
        for folder in ["Scenes", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".scene") { files.append(folder + "/" + path) }
            }
        }
        return files.sorted()
    }()

    static let storyboards: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: corpusStoryboards.path)) ?? ["(corpus missing)"])
        .filter { $0.hasSuffix(".storyboard") || $0 == "(corpus missing)" }.sorted()

    @Test func theProjectHasSceneFiles() {
        #expect(Self.sceneFiles.contains("Scenes/Recipes.scene"))
        #expect(Self.sceneFiles.contains("Tests/InjectionSample/Hostile.scene"))
        #expect(Self.sceneFiles.count >= 7, "\(Self.sceneFiles)")
    }

    @Test(arguments: sceneFiles)
    func sceneFileFormatsIdempotentlyKeepingItsGraph(_ file: String) throws {
        let source = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        try checkFormatting(source, path: file)
    }

    @Test(Requirement.corpus.trait, arguments: storyboards)
    func convertedStoryboardFormatsIdempotentlyKeepingItsGraph(_ file: String) throws {
        try Requirement.corpus.require()
        let loaded = Compiler().loadSingleDocument(corpusStoryboards.appendingPathComponent(file).path)
        let document = try #require(loaded.graph.documents.first)
        let (source, _) = SceneFileConverter().convert(document, in: loaded.graph)
        try checkFormatting(source, path: document.baseName + ".scene")
    }

    /// Formats `source`, which reads without errors: formatting again changes nothing, the
    /// graph stays the same, and so do the comments, in order.
    private func checkFormatting(_ source: String, path: String) throws {
        let text = try formatted(source, path: path)
        let before = try #require(locationFreeDump(source, path: path))
        let after = try #require(locationFreeDump(text, path: path))
        #expect(before == after, "formatting changes the graph of \(path):\n\(unifiedLines(before.rendered(), after.rendered()))")
        let (original, _) = Compiler().parse(bytes: Array(source.utf8), path: path)
        let (reformatted, _) = Compiler().parse(bytes: Array(text.utf8), path: path)
        let words = { (document: SceneDocument?) in
            document?.comments.flatMap { $0.text.split(whereSeparator: \.isWhitespace) } ?? []
        }
        #expect(words(original) == words(reformatted), "formatting changes the comments of \(path)")
        #expect(!text.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.last == " " },
                "a line of \(path) ends with a blank")
    }
}
