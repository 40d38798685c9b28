import Foundation
import SceneGraph
@testable import SceneLint
import SceneLintRules
import Testing
import TestSupport

/// The lint run over real folders: which files are linted, what is read to resolve references,
/// and how the configuration, inline comments and command line combine.
@Suite("Lint runs")
struct LintRunnerTests {
    /// A file with one unreachable scene (`orphan`, line 3).
    static func orphanFile(_ initial: String = "main", comment: String = "") -> String {
        """
        <scenes xmlns="urn:scenec:scene:1" initial="\(initial)">
          <controller id="\(initial)"/>\(comment)
          <controller id="orphan"/>
        </scenes>
        """
    }

    func configuration(_ yaml: String, in folder: URL) throws -> LintConfiguration {
        let path = folder.appendingPathComponent(".scenec.yml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let (configuration, problems) = ConfigurationLoader.load(path: path)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        return configuration
    }

    func files(_ outcome: LintOutcome, in folder: URL) -> [String] {
        outcome.files.map { String($0.dropFirst(folder.path.count + 1)) }
    }

    @Test func excludedAndNotIncludedFilesAreNotReported() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write([
            "Scenes/Main.scene": Self.orphanFile(),
            "Scenes/Legacy/Old.scene": Self.orphanFile("old"),
            "Tests/Fixture.scene": Self.orphanFile("fixture"),
        ], into: folder)
        let config = try configuration("included: [Scenes]\nexcluded: [Scenes/Legacy]\n", in: folder)
        let outcome = LintRunner.run(LintOptions(paths: [folder.path], configuration: config))
        #expect(files(outcome, in: folder) == ["Scenes/Main.scene"])
        #expect(outcome.diagnostics.map(\.ruleID) == ["unreachable-scene"])
        #expect(outcome.diagnostics.first?.location?.file.hasSuffix("Scenes/Main.scene") == true)
    }

    @Test func withoutPathsTheIncludedFoldersAreSearched() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["App/Scenes/Main.scene": Self.orphanFile(), "Other/Broken.scene": "<scenes"], into: folder)
        let config = try configuration("included:\n  - App/Scenes/**/*.scene\n", in: folder)
        let outcome = LintRunner.run(LintOptions(paths: [], configuration: config))
        #expect(files(outcome, in: folder) == ["App/Scenes/Main.scene"])
        #expect(outcome.diagnostics.map(\.ruleID) == ["unreachable-scene"], "Other/ must not even be read")
    }

    @Test func excludedFilesAreReadWhenALintedFileReferencesThem() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write([
            "Main.scene": """
                <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                  <tabBar id="tabs">
                    <relationship kind="tab" destination="settings"/>
                  </tabBar>
                  <reference id="settings" file="Vendor/Settings.scene"/>
                </scenes>
                """,
            "Vendor/Settings.scene": Self.orphanFile("settingsList"),
        ], into: folder)
        let config = try configuration("excluded: [Vendor]\n", in: folder)
        let outcome = LintRunner.run(LintOptions(paths: [folder.path], configuration: config))
        #expect(files(outcome, in: folder) == ["Main.scene"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.description))")
    }

    /// Command line > inline comments > configuration file > defaults, end to end.
    @Test func precedence() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write([
            "Quiet.scene": Self.orphanFile(comment: "\n  <!-- scenec:disable unreachable-scene -->"),
            "Loud.scene": Self.orphanFile(comment: "\n  <!-- scenec:enable unreachable-scene -->"),
            "Plain.scene": Self.orphanFile(),
        ], into: folder)
        func reported(_ yaml: String, _ commandLine: LintPolicy.Layer = .init()) throws -> [String] {
            let config = try configuration(yaml, in: folder)
            let outcome = LintRunner.run(LintOptions(paths: [folder.path], configuration: config, commandLine: commandLine))
            return outcome.diagnostics.filter { $0.ruleID == "unreachable-scene" }.map {
                "\($0.location!.file.split(separator: "/").last!):\($0.severity)"
            }
        }
        // Defaults: on, warning; the inline disable wins over them.
        #expect(try reported("") == ["Loud.scene:warning", "Plain.scene:warning"])
        // Configuration: off and error; the inline enable wins over it.
        #expect(try reported("disabled_rules: [unreachable-scene]\n") == ["Loud.scene:warning"])
        #expect(try reported("severity: {unreachable-scene: error}\n") == ["Loud.scene:error", "Plain.scene:error"])
        // Command line: wins over the inline comments and the configuration.
        #expect(try reported("disabled_rules: [unreachable-scene]\n", .init(enabled: ["unreachable-scene"]))
                == ["Loud.scene:warning", "Plain.scene:warning", "Quiet.scene:warning"])
        #expect(try reported("", .init(disabled: ["unreachable-scene"])) == [])
        #expect(try reported("severity: {unreachable-scene: error}\n", .init(severities: ["unreachable-scene": .note]))
                == ["Loud.scene:note", "Plain.scene:note"])
    }

    @Test func strictnessComesFromTheCommandLineThenTheConfiguration() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["Main.scene": Self.orphanFile()], into: folder)
        let strictConfig = try configuration("strict: true\n", in: folder)
        #expect(LintRunner.run(LintOptions(paths: [folder.path])).exitStatus == 0)
        #expect(LintRunner.run(LintOptions(paths: [folder.path], configuration: strictConfig)).exitStatus == 1)
        #expect(LintRunner.run(LintOptions(paths: [folder.path], configuration: strictConfig, strict: false)).exitStatus == 0)
        #expect(LintRunner.run(LintOptions(paths: [folder.path], strict: true)).exitStatus == 1)
    }
}

/// The reader's diagnostics and the linter's sorted findings are merged
/// (`LintRunner.mergeSorted`) instead of joined, filtered and sorted again; the result must be
/// the former one, ties (same place, message and rule, other severity) in the same order.
@Suite("Lint diagnostics merged")
struct LintDiagnosticsMergeTests {
    @Test func mergedAsTheFormerJoinFilterAndSort() {
        var random = SeededRandom(seed: 0x4D)
        func diagnostic() -> Diagnostic {
            let location = random.below(6) == 0 ? nil : SourceLocation(file: random.pick(["A.scene", "B.scene", "C.storyboard"]), line: 1 + random.below(4), column: 1 + random.below(2))
            let message = random.pick(["m", "n", "unused"])
            let rule = random.pick(["r1", "r2"])
            return random.below(2) == 0 ? .error(message, at: location, rule: rule) : .warning(message, at: location, rule: rule)
        }
        var ties = 0
        for _ in 0..<1_500 {
            let reader = (0..<random.below(12)).map { _ in diagnostic() }
            let findings = (0..<random.below(40)).map { _ in diagnostic() }.sorted()
            let keep: (Diagnostic) -> Bool = { $0.location?.file != "C.storyboard" }
            let former = (reader + findings).filter(keep).sorted()
            #expect(LintRunner.mergeSorted(reader, sorted: findings, keep: keep) == former)
            ties += zip(former, former.dropFirst()).filter { !($0 < $1) && $0 != $1 }.count
        }
        #expect(ties > 100, "ties of other severities should be tested often: \(ties)")
    }
}
