import SceneGraph

/// Counts: one line for the run, then one per rule that reported, most severe first.
///
/// ```
/// 2 files: 1 error, 2 warnings, 0 notes
/// error      1  navigation-root
/// warning    2  unreachable-scene
/// ```
enum SummaryReporter {
    static func render(_ outcome: LintOutcome) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var lines = ["\(plural(outcome.files.count, "file")): \(plural(outcome.count(.error), "error")), "
                        + "\(plural(outcome.count(.warning), "warning")), \(plural(outcome.count(.note), "note"))"]
        let groups = Dictionary(grouping: outcome.diagnostics) { GroupKey(severity: $0.severity, rule: $0.ruleID) }
        for key in groups.keys.sorted() {
            let severity = key.severity.rawValue + String(repeating: " ", count: 8 - key.severity.rawValue.count)
            let count = String(groups[key]!.count)
            lines.append("\(severity)\(String(repeating: " ", count: max(0, 4 - count.count)))\(count)  \(key.rule)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Errors first, then warnings, then notes; by rule id within a severity.
    private struct GroupKey: Hashable, Comparable {
        var severity: Diagnostic.Severity
        var rule: String

        static func < (lhs: GroupKey, rhs: GroupKey) -> Bool {
            lhs.severity != rhs.severity ? lhs.severity > rhs.severity : lhs.rule < rhs.rule
        }
    }
}
