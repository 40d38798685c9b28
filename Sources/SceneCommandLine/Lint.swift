import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneGraph
import SceneLint
import SceneLintRules

extension ReporterKind: ExpressibleByArgument {}

extension ScenecCommands {
    /// `scenec lint`: the lint rules over scene files and storyboards, with configurable reports.
    public struct Lint: ParsableCommand {
        public init() {}

        public static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Check scene files and storyboards against the lint rules.",
            discussion: """
                The rules, the configuration file (.scenec.yml), inline comments and the report formats \
                are described in docs/Lint.md. Precedence: command-line options, then inline comments, \
                then the configuration file, then the rules' defaults. The report goes to standard output; \
                problems with the input or the configuration go to standard error.

                Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage, input or configuration failure.
                """
        )

        @Argument(help: ArgumentHelp(
            "Scene files or storyboards, or folders to search for them (default: the configuration's 'included' paths, else its folder).",
            valueName: "path"))
        var paths: [String] = []

        @Option(help: "Report format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")) (default: the configuration's, else gcc).")
        var reporter: ReporterKind?

        @Option(help: ArgumentHelp("The configuration file (default: \(LintConfiguration.defaultFileName) in the current folder, if any).", valueName: "path"))
        var config: String?

        @Flag(name: .customLong("no-config"), help: "Ignore any configuration file.")
        var noConfig = false

        @Flag(inversion: .prefixedNo, help: "Fail (exit 1) on warnings too (default: the configuration's, else no).")
        var strict: Bool?

        @Option(name: .customLong("enable"), help: ArgumentHelp("Switch a rule on everywhere, over inline comments and configuration.", valueName: "rule-id"))
        var enabledRules: [String] = []

        @Option(name: .customLong("disable"), help: ArgumentHelp("Switch a rule off everywhere, over inline comments and configuration.", valueName: "rule-id"))
        var disabledRules: [String] = []

        @Option(name: .customLong("severity"), help: ArgumentHelp("Give a rule another severity.", valueName: "rule-id=error|warning|note"))
        var severityOverrides: [String] = []

        @Flag(name: .shortAndLong, help: "Print nothing but the report (no summary line after a gcc report).")
        var quiet = false

        @Option(help: ArgumentHelp("The most findings reported for one file and in the run (5 times as many); 0 reports all; the summary and the exit status count all.", valueName: "n"))
        var maxDiagnostics: Int = DiagnosticLimit.default.perFile

        @Flag(help: "List the rules (id, severity, origin, title) and exit.")
        var listRules = false

        @Flag(help: "Print the rule catalogue of docs/Lint.md as Markdown and exit.")
        var ruleDocs = false

        /// What the command line asks for.
        var job: LintJob {
            LintJob(
                paths: paths, reporter: reporter, config: config, noConfig: noConfig, strict: strict, enabledRules: enabledRules,
                disabledRules: disabledRules, severityOverrides: severityOverrides, quiet: quiet, maxDiagnostics: maxDiagnostics,
                listRules: listRules, ruleDocs: ruleDocs)
        }

        public func validate() throws { try job.validate() }

        public func run() throws { try job.run() }
    }
}

/// `scenec lint` as plain values (``CommandJob``).
struct LintJob: CommandJob, Equatable {
    var paths: [String]
    var reporter: ReporterKind?
    var config: String?
    var noConfig: Bool
    var strict: Bool?
    var enabledRules: [String]
    var disabledRules: [String]
    var severityOverrides: [String]
    var quiet: Bool
    var maxDiagnostics: Int
    var listRules: Bool
    var ruleDocs: Bool

    func validate() throws {
        for id in enabledRules + disabledRules + severityOverrides.map({ String($0.prefix { $0 != "=" }) }) {
            if let problem = ConfigurationLoader.ruleProblem(id) { throw ValidationError(problem) }
        }
        if let both = Set(enabledRules).intersection(disabledRules).sorted().first {
            throw ValidationError("'\(both)' is both enabled and disabled")
        }
        _ = try severities()
        if config != nil && noConfig { throw ValidationError("give --config or --no-config, not both") }
    }

    func run() throws {
        ProcessLifetime.keepValuesUntilExit()  // the run ends when it has reported
        if ruleDocs {
            print(RuleCatalogue.markdown(), terminator: "")
            return
        }
        if listRules {
            print(ruleList(), terminator: "")
            return
        }
        var configuration = LintConfiguration()
        if let path = configurationPath() {
            let (loaded, problems) = ConfigurationLoader.load(path: path)
            if !problems.isEmpty {
                report(problems)
                throw ExitCode(2)
            }
            configuration = loaded
        }
        let options = LintOptions(
            paths: paths, configuration: configuration,
            commandLine: LintPolicy.Layer(enabled: Set(enabledRules), disabled: Set(disabledRules), severities: try severities()),
            strict: strict)
        let outcome = LintRunner.run(options)
        let limit = DiagnosticLimit(maximumPerFile: maxDiagnostics)
        report(outcome.inputProblems, limit: limit)
        var shown = outcome
        shown.diagnostics = limit.apply(outcome.diagnostics)
        let kind = reporter ?? configuration.reporter ?? .gcc
        print(kind.render(shown, toolVersion: scenecVersion), terminator: "")
        if kind == .gcc && !quiet {
            StandardStreams.writeError(summaryLine(outcome) + "\n")
        }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    /// `--config`, or `.scenec.yml` in the current folder when there is one.
    private func configurationPath() -> String? {
        if noConfig { return nil }
        if let config { return config }
        return FileManager.default.fileExists(atPath: LintConfiguration.defaultFileName) ? LintConfiguration.defaultFileName : nil
    }

    private func severities() throws -> [String: Diagnostic.Severity] {
        var result: [String: Diagnostic.Severity] = [:]
        for override in severityOverrides {
            let parts = override.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let severity = Diagnostic.Severity(rawValue: parts[1]) else {
                throw ValidationError("--severity takes rule-id=error, rule-id=warning or rule-id=note, not '\(override)'")
            }
            result[parts[0]] = severity
        }
        return result
    }

    private func ruleList() -> String {
        let rules = RuleRegistry.all
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let id = rule.id + String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 8 - rule.severity.rawValue.count)
            let origin = (rule.origin == .lint ? (rule.isOptIn ? "opt-in" : "lint") : "resolver")
            return "\(id)  \(severity)\(origin + String(repeating: " ", count: 10 - origin.count))\(rule.name)\n"
        }.joined()
    }

    private func summaryLine(_ outcome: LintOutcome) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(outcome.files.count, "file")) linted: \(plural(outcome.count(.error), "error")), "
            + "\(plural(outcome.count(.warning), "warning")), \(plural(outcome.count(.note), "note"))"
    }
}
