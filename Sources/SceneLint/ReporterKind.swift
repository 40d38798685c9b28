/// The output formats of `scenec lint`.
public enum ReporterKind: String, Sendable, Hashable, CaseIterable {
    /// `path:line:column: severity: message [rule-id]`, the compilers' format (the default).
    case gcc
    /// scenec's JSON report (docs/Lint.md, "JSON report").
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    case github
    /// Counts per severity and rule.
    case summary

    /// The report of `outcome` in this format.
    public func render(_ outcome: LintOutcome, toolVersion: String) -> String {
        switch self {
        case .gcc: GCCReporter.render(outcome)
        case .json: JSONReporter.render(outcome, toolVersion: toolVersion).rendered() + "\n"
        case .sarif: SARIFReporter.render(outcome, toolVersion: toolVersion).rendered() + "\n"
        case .github: GitHubActionsReporter.render(outcome)
        case .summary: SummaryReporter.render(outcome)
        }
    }
}
