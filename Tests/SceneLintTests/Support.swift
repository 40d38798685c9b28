import Foundation
import SceneCompiler
import SceneGraph
import SceneLint
import SceneLintRules
import Testing
import TestSupport

/// This test target's folder.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()


/// A fixture's text.
func fixture(_ name: String) throws -> String {
    try String(contentsOf: testsFolder.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
}

/// The outcome of linting `Fixtures/Mixed.scene` (as `Mixed.scene`), with `unperformable-segue`
/// turned into a note so that every severity appears.
func mixedOutcome() throws -> LintOutcome {
    let (document, readerDiagnostics) = Compiler().parse(bytes: Array(try fixture("Mixed.scene").utf8), path: "Mixed.scene")
    let (graph, resolverDiagnostics) = GraphResolver.resolve([try #require(document)])
    let policy = LintPolicy(configuration: .init(severities: ["unperformable-segue": .note]))
    let diagnostics = readerDiagnostics + resolverDiagnostics + Linter(policy: policy).lint(graph)
    return LintOutcome(files: ["Mixed.scene"], diagnostics: diagnostics.sorted())
}

/// Writes `files` (relative path → text) into `folder`.
func write(_ files: [String: String], into folder: URL) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
