import Foundation
import SceneCodeGen
import SceneCompiler
import Testing
import TestSupport

/// The facade's compile and scaffold runs: the pipeline's policy (what stubbing references
/// silences, that nothing is written with errors) lives there, not in the command line.
@Suite("Compile requests")
struct CompileRequestTests {
    static let referencing = """
        <scenes xmlns="urn:scenec:scene:1" initial="home">
          <controller id="home"><segue id="more" kind="show" destination="elsewhere"/></controller>
          <reference id="elsewhere" file="Missing.scene"/>
        </scenes>

        """

    @Test func stubbingSilencesOnlyTheMissingReferenceAndWrites() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Home.scene").path
        try Self.referencing.write(toFile: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated").path

        let strict = Compiler().compile(CompileRequest(inputs: [input], outputDirectory: output))
        #expect(strict.exitStatus == 1)
        #expect(strict.diagnostics.contains { $0.ruleID == "missing-file" })
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written with errors")

        let stubbed = Compiler().compile(CompileRequest(
            inputs: [input], outputDirectory: output, options: CodeGenOptions(stubsMissingReferences: true)))
        #expect(stubbed.exitStatus == 0, "\(stubbed.diagnostics)")
        #expect(!stubbed.diagnostics.contains { Compiler.rulesStubbedReferencesSilence.contains($0.ruleID) })
        #expect(stubbed.diagnostics.contains { $0.severity == .warning && $0.message.contains("placeholder") })
        #expect(stubbed.report.written.sorted() == ["Home.swift", "ScenecShared.swift"])

        let check = Compiler().compile(CompileRequest(
            inputs: [input], outputDirectory: output, options: CodeGenOptions(stubsMissingReferences: true), checkOnly: true))
        #expect(check.exitStatus == 0 && check.staleFiles.isEmpty)
    }

    @Test func scaffoldWritesNothingWhenTheInputHasErrors() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Bad.scene").path
        try "<scenes xmlns=\"urn:scenec:scene:1\"><controller id=\"a\" class=\"A;B\"/></scenes>\n".write(toFile: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Scaffold.swift").path
        let outcome = Compiler().scaffold(ScaffoldRequest(inputs: [input], outputFile: output))
        #expect(outcome.exitStatus == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
