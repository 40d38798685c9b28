import Foundation
import SceneGraph
@testable import SceneLint
import Testing
import TestSupport

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

    /// The SARIF log is valid against the official SARIF 2.1.0 schema and against scenec's stricter
    /// subset schema, and each check rejects a log broken in the way it alone can catch.
    @Test(SARIFSchemaCheck.requirement.trait) func sarifLogIsValid() throws {
        let log = SARIFReporter.render(try mixedOutcome(), toolVersion: "0.1.0").rendered()
        let valid = try SARIFSchemaCheck.validate(log)
        #expect(valid.status == 0, "\(valid.output)")

        let broken = log.replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"fatal\"")
        #expect(broken != log)
        let brokenCheck = try SARIFSchemaCheck.validate(broken)
        #expect(brokenCheck.status == 1 && brokenCheck.output.contains("official SARIF 2.1.0 schema: $.runs[0].results"),
                "the official schema accepted an invalid level: \(brokenCheck.output)")
        let misspelt = log.replacingOccurrences(of: "\"startLine\"", with: "\"startline\"")
        #expect(misspelt != log)
        let misspeltCheck = try SARIFSchemaCheck.validate(misspelt)
        #expect(misspeltCheck.status == 1 && misspeltCheck.output.contains("subset schema"),
                "the subset schema accepted an unknown property: \(misspeltCheck.output)")
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
}
