import Foundation
import Testing
import TestSupport

/// `scenec lint`: exit statuses, configuration discovery, reporters, the sample scenes and the
/// storyboard corpus.
@Suite("scenec lint")
struct LintCommandTests {
    static let storyboards = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")

    @Test func sampleScenesLintClean() throws {
        let result = try runScenec(["lint", "Scenes"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr == "2 files linted: 0 errors, 0 warnings, 0 notes\n")
        let strict = try runScenec(["lint", "--strict", "--reporter", "summary", "Scenes"])
        #expect(strict.status == 0)
        #expect(strict.stdout == "2 files: 0 errors, 0 warnings, 0 notes\n")
    }

    @Test func exitStatusFollowsSeverityAndStrictness() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <scenes xmlns="urn:scenec:scene:1" initial="main">
              <controller id="main"/>
              <controller id="orphan"/>
            </scenes>
            """.write(to: folder.appendingPathComponent("Warn.scene"), atomically: true, encoding: .utf8)
        let warning = try runScenec(["lint", "-q", "Warn.scene"], in: folder)
        #expect(warning.status == 0)
        #expect(warning.stdout == "Warn.scene:3:3: warning: scene 'orphan' is never shown: no initial mark, segue, relationship, "
                + "embed or reference leads to it and it has no storyboard identifier [unreachable-scene]\n")
        #expect(try runScenec(["lint", "--strict", "Warn.scene"], in: folder).status == 1)
        #expect(try runScenec(["lint", "--severity", "unreachable-scene=error", "Warn.scene"], in: folder).status == 1)
        let disabled = try runScenec(["lint", "--strict", "--disable", "unreachable-scene", "Warn.scene"], in: folder)
        #expect(disabled.status == 0 && disabled.stdout.isEmpty)
    }

    @Test func configurationIsFoundInTheCurrentFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <scenes xmlns="urn:scenec:scene:1" initial="main">
              <controller id="main"/>
              <controller id="orphan"/>
            </scenes>
            """.write(to: folder.appendingPathComponent("Main.scene"), atomically: true, encoding: .utf8)
        try "strict: true\nreporter: json\n".write(to: folder.appendingPathComponent(".scenec.yml"), atomically: true, encoding: .utf8)
        let found = try runScenec(["lint"], in: folder)
        #expect(found.status == 1, "strict from .scenec.yml")
        let json = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
        #expect((json?["summary"] as? [String: Int])?["warnings"] == 1)
        let overridden = try runScenec(["lint", "--no-strict", "--reporter", "gcc", "-q"], in: folder)
        #expect(overridden.status == 0)
        #expect(overridden.stdout.hasPrefix("Main.scene:3:3: warning:"))
        #expect(try runScenec(["lint", "--no-config"], in: folder).status == 0)
    }

    @Test func configurationProblemsAreLocatedAndExitTwo() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "severity:\n  unreachable-scene: warning\nexclude: [Legacy]\n"
            .write(to: folder.appendingPathComponent("lint.yml"), atomically: true, encoding: .utf8)
        let result = try runScenec(["lint", "--config", "lint.yml", "."], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "lint.yml:3:1: error: unknown key 'exclude'; did you mean 'excluded'? [config-unknown-key]\n")
    }

    @Test func unknownRulesOnTheCommandLineAreUsageErrors() throws {
        let result = try runScenec(["lint", "--disable", "unreachable-scenes", "Scenes"])
        #expect(result.status != 0 && result.status != 1)
        #expect(result.stderr.contains("'unreachable-scenes' is not a lint rule; did you mean 'unreachable-scene'?"))
        let resolver = try runScenec(["lint", "--disable", "dangling-destination", "Scenes"])
        #expect(resolver.stderr.contains("cannot be configured"))
    }

    @Test func missingInputExitsTwo() throws {
        let result = try runScenec(["lint", "NoSuchFolder"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or folder: NoSuchFolder"))
    }

    @Test func helpListsReportersAndExitStatus() throws {
        let result = try runScenec(["lint", "--help"])
        #expect(result.status == 0)
        for word in ["gcc", "json", "sarif", "github", "summary", "--strict", "--config", "Exit status: 0 clean, 1 errors"] {
            #expect(result.stdout.contains(word), "\(word) missing from: \(result.stdout)")
        }
    }

    @Test func ruleDocsPrintTheCatalogue() throws {
        let list = try runScenec(["lint", "--list-rules"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("unreachable-scene") && list.stdout.contains("dangling-destination"))
        let docs = try runScenec(["lint", "--rule-docs"])
        #expect(docs.stdout.hasPrefix("<!-- BEGIN RULE CATALOGUE"))
    }

    /// Every storyboard of the corpus lints to completion (findings are expected; a crash or a
    /// hang is not), and each report is well-formed JSON that agrees with the exit status.
    @Test(Requirement.corpus.trait) func corpusLintsWithoutCrashing() throws {
        try Requirement.corpus.require()
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.storyboards.path).filter { $0.hasSuffix(".storyboard") }.sorted()
        #expect(files.count == 25)
        for file in files {
            let result = try runScenec(["lint", "--reporter", "json", Self.storyboards.appendingPathComponent(file).path])
            #expect(!result.timedOut && (result.status == 0 || result.status == 1), "\(file): exit \(result.status) \(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let errors = (json?["summary"] as? [String: Int])?["errors"]
            #expect(errors != nil, "\(file): no JSON summary")
            #expect(((errors ?? 0) > 0) == (result.status == 1), "\(file): exit \(result.status) with \(errors ?? -1) errors")
        }
    }

    /// eidolon's Fulfillment storyboard still uses `push` segues: each is reported with its replacement.
    @Test(Requirement.corpus.trait) func legacyPushSeguesAreReportedWithTheirReplacement() throws {
        try Requirement.corpus.require()
        let path = Self.storyboards.appendingPathComponent("artsy__eidolon__Fulfillment.storyboard").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let pushLines = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("kind=\"push\"") }.map { $0.offset + 1 }
        #expect(pushLines.count > 10)
        let result = try runScenec(["lint", "-q", "--reporter", "gcc", path])
        let reported = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[deprecated-segue-kind]") }
        #expect(reported.count == pushLines.count)
        for line in reported {
            #expect(line.contains("warning: segue kind 'push' is deprecated since iOS 8; use show instead"), "\(line)")
        }
        let lines = reported.compactMap { Int($0.split(separator: ":")[1]) }
        #expect(lines == pushLines)
    }
}
