import Foundation
import SceneGraph
@testable import SceneLint
import Testing

/// Each reporter's output on one fixture with errors, warnings and notes (`Fixtures/Mixed.scene`).
///
/// The expected files are regenerated, after an intended change, with (from Tests/SceneLintTests/Fixtures):
/// `scenec lint --no-config --severity unperformable-segue=note --reporter R Mixed.scene > Mixed.R…`.
@Suite("Reporters")
struct ReporterTests {
    @Test func fixtureHasEverySeverity() throws {
        let outcome = try mixedOutcome()
        #expect(outcome.count(.error) > 0 && outcome.count(.warning) > 0 && outcome.count(.note) > 0)
        #expect(outcome.diagnostics.contains { !$0.notes.isEmpty }, "one diagnostic should carry a note")
    }

    @Test(arguments: [
        (ReporterKind.gcc, "Mixed.gcc.txt"), (.github, "Mixed.github.txt"), (.summary, "Mixed.summary.txt"),
        (.json, "Mixed.json"), (.sarif, "Mixed.sarif.json"),
    ])
    func reportMatchesTheExpectedFile(_ kind: ReporterKind, _ expectedFile: String) throws {
        let report = kind.render(try mixedOutcome(), toolVersion: "0.1.0")
        let expected = try fixture(expectedFile)
        #expect(report == expected, "\(kind) report differs from Fixtures/\(expectedFile):\n\(report)")
    }

    @Test func jsonReportCountsWhatItLists() throws {
        let outcome = try mixedOutcome()
        let data = Data(JSONReporter.render(outcome, toolVersion: "0.1.0").rendered().utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let summary = try #require(object["summary"] as? [String: Int])
        for severity in Diagnostic.Severity.allCases {
            let listed = diagnostics.filter { $0["severity"] as? String == severity.rawValue }.count
            #expect(summary["\(severity.rawValue)s"] == listed)
        }
        #expect(diagnostics.allSatisfy { ($0["location"] as? [String: Any])?["file"] as? String == "Mixed.scene" })
    }

    /// The SARIF log is valid against the SARIF 2.1.0 subset schema in Fixtures (checked with
    /// Python's `jsonschema`, draft 7), and the check itself rejects a broken log.
    @Test func sarifLogIsValid() throws {
        let log = SARIFReporter.render(try mixedOutcome(), toolVersion: "0.1.0").rendered()
        let valid = try validateSARIF(log)
        #expect(valid.status == 0, "\(valid.output)")

        let broken = log.replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"fatal\"")
        #expect(broken != log)
        #expect(try validateSARIF(broken).status != 0, "the schema check accepted an invalid level")
        let misspelt = log.replacingOccurrences(of: "\"startLine\"", with: "\"startline\"")
        #expect(try validateSARIF(misspelt).status != 0, "the schema check accepted an unknown property")
    }

    @Test func sarifURIsAreURIReferences() {
        #expect(SARIFReporter.uri("Scenes/Main.scene") == "Scenes/Main.scene")
        #expect(SARIFReporter.uri("My Scenes/Ü.scene") == "My%20Scenes/%C3%9C.scene")
        #expect(SARIFReporter.uri("/abs/a#b.scene") == "file:///abs/a%23b.scene")
    }

    @Test func githubCommandsEscapeTheirParts() {
        let location = SourceLocation(file: "a,b:c.scene", line: 2, column: 7)
        let diagnostic = Diagnostic.warning("100% sure\nreally", at: location, rule: "unreachable-scene",
                                            notes: [.note("see here", at: location, rule: "unreachable-scene")])
        #expect(GitHubActionsReporter.line(for: diagnostic)
                == "::warning file=a%2Cb%3Ac.scene,line=2,col=7,title=unreachable-scene::100%25 sure%0Areally%0Aa,b:c.scene:2:7: note: see here")
        #expect(GitHubActionsReporter.line(for: .error("no input", at: nil, rule: "io-no-input"))
                == "::error title=io-no-input::no input")
    }

    /// Runs `python3 -m jsonschema`-style validation of `log` against the subset schema.
    private func validateSARIF(_ log: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logURL = folder.appendingPathComponent("log.sarif")
        try log.write(to: logURL, atomically: true, encoding: .utf8)
        let schema = testsFolder.appendingPathComponent("Fixtures/sarif-2.1.0-subset.schema.json").path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            jsonschema.Draft7Validator(schema).validate(json.load(open(sys.argv[2])))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema, logURL.path]
        let output = folder.appendingPathComponent("output")
        try Data().write(to: output)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        if text.contains("No module named") || text.contains("No such file") {
            Issue.record("the SARIF check needs python3 with the jsonschema package: \(text)")
        }
        return (process.terminationStatus, text)
    }
}
