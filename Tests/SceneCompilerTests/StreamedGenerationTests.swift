import Foundation
import SceneCompiler
import SceneGraph
import Testing
@testable import SceneCodeGen
import TestSupport

/// `compile` generates scene by scene into staged files; the text must be exactly what rendering
/// the whole code model gives, however the text is cut into chunks, and nothing may be left behind.
@Suite("Streamed generation")
struct StreamedGenerationTests {
    /// The sample scenes and the corpus storyboards that compile on their own.
    static let inputs: [[String]] = {
        let storyboards = (try? FileManager.default.contentsOfDirectory(
            at: StoryboardCorpusTests.corpus.appendingPathComponent("storyboards"), includingPropertiesForKeys: nil)) ?? []
        return [[packageRoot.appendingPathComponent("Scenes").path]]
            + storyboards.filter { $0.pathExtension == "storyboard" }.map { [$0.path] }.sorted { $0[0] < $1[0] }
    }()

    @Test(Requirement.corpus.trait) func inputsAreThere() throws {
        try Requirement.corpus.require()
        #expect(Self.inputs.count > 20, "the storyboard corpus is missing")
    }

    @Test(arguments: inputs)
    func streamedTextIsTheRenderedModel(_ paths: [String]) throws {
        let result = Compiler().load(paths)
        guard result.exitStatus == 0 else { return }  // storyboards that reference files outside the corpus
        let translator = SceneTranslator(options: CodeGenOptions())
        let model = translator.translate(result.graph)
        let rendered = model.files.map { ($0.name, SwiftRenderer().render($0)) }
        #expect(!rendered.isEmpty)
        for chunkSize in [1, 300, 1 << 16] {
            var output = GeneratedFiles()
            let diagnostics = try translator.generate(result.graph, selection: .all, chunkSize: chunkSize, into: &output)
            #expect(diagnostics == model.diagnostics)
            #expect(output.files.map(\.name) == rendered.map(\.0))
            for (streamed, whole) in zip(output.files, rendered) {
                #expect(streamed.contents == whole.1, "\(streamed.name) differs when streamed in chunks of \(chunkSize)")
            }
        }
    }

    /// Every selection and the options that change the text: `--emit document`, `--emit shared`,
    /// `--access public`, `--module`.
    @Test func streamedTextIsTheRenderedModelForEverySelection() throws {
        let result = Compiler().load([packageRoot.appendingPathComponent("Scenes").path])
        #expect(result.exitStatus == 0)
        let document = try #require(result.graph.documents.first?.path)
        let selections: [SceneTranslator.Selection] = [.all, .document(document), .shared]
        let options = [CodeGenOptions(), CodeGenOptions(access: .public, module: "RecipesApp")]
        for selection in selections {
            for option in options {
                let translator = SceneTranslator(options: option)
                let model = translator.translate(result.graph, selection: selection)
                var output = GeneratedFiles()
                _ = try translator.generate(result.graph, selection: selection, chunkSize: 7, into: &output)
                #expect(output.files.map(\.name) == model.files.map(\.name))
                for (streamed, file) in zip(output.files, model.files) {
                    #expect(streamed.contents == SwiftRenderer().render(file), "\(selection), \(file.name)")
                }
            }
        }
    }

    /// The shared file is made alongside the documents' files when there are several, started
    /// first (the heaviest); the tests above compare the files, shared one last, with the
    /// collected model for one document (the corpus files) and for two (`Scenes/`).
    @Test func sharedFileIsMadeFirstAndOnlyBesideSeveralDocuments() {
        #expect(SceneTranslator.sharedFileWeight(documentWeights: [3, 9, 1]) == 10)
        #expect(SceneTranslator.sharedFileWeight(documentWeights: []) == 1)
        // Only beside several documents: one document's scenes are made on every core, which a
        // second file made at the same time would stop (1,000 scenes in one file: 4.6 → 6.3 ×
        // xmllint when it was made alongside).
        #expect(SceneTranslator.makesSharedFileAlongside(documentCount: 2, selection: .all))
        #expect(!SceneTranslator.makesSharedFileAlongside(documentCount: 1, selection: .all))
        #expect(!SceneTranslator.makesSharedFileAlongside(documentCount: 0, selection: .shared))
        #expect(!SceneTranslator.makesSharedFileAlongside(documentCount: 3, selection: .document("A.scene")))
    }

    /// A translation error found after the files were begun (two documents that would generate the
    /// same file): exit 1, no output folder created, no temporary file left in an existing one.
    @Test func aTranslationErrorLeavesNoStagedFiles() throws {
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        for folder in ["A", "B"] {
            try FileManager.default.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
            try """
                <scenes xmlns="urn:scenec:scene:1" module="\(folder)" initial="home">
                  <controller id="home" class="HomeController"/>
                </scenes>
                """.write(to: work.appendingPathComponent("\(folder)/Main.scene"), atomically: true, encoding: .utf8)
        }
        let fresh = work.appendingPathComponent("Fresh")
        let failed = try runScenec(["compile", "A", "B", "-o", fresh.path], in: work)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("[codegen-name-collision]"), "\(failed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh.path), "a failing compile created its output folder")

        let existing = work.appendingPathComponent("Existing")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        try Data("// earlier\n".utf8).write(to: existing.appendingPathComponent("Main.swift"))
        #expect(try runScenec(["compile", "A", "B", "-o", existing.path], in: work).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing.path) == ["Main.swift"], "temporary files left behind")
        #expect(try String(contentsOf: existing.appendingPathComponent("Main.swift"), encoding: .utf8) == "// earlier\n")
    }

    @Test func checkStagesOutsideTheOutputFolder() throws {
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let missing = work.appendingPathComponent("Missing")
        let result = try runScenec(["compile", "Scenes", "-o", missing.path, "--check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Recipes.swift is out of date"))
        #expect(!FileManager.default.fileExists(atPath: missing.path), "--check created the output folder")
    }
}
