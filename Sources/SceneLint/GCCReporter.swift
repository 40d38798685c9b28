import SceneGraph

/// One line per diagnostic (and per note): `path:line:column: severity: message [rule-id]`.
enum GCCReporter {
    static func render(_ outcome: LintOutcome) -> String {
        outcome.diagnostics.map { $0.description + "\n" }.joined()
    }
}
