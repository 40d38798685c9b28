import ParallelWork
import SceneGraph

/// Runs the lint rules over a resolved graph.
public struct Linter: Sendable {
    /// Which rules report, and how severely.
    public var policy: LintPolicy
    /// The rules to run (by default, every registered lint rule).
    public var rules: [any LintRule.Type]

    /// Creates a linter.
    public init(policy: LintPolicy = LintPolicy(), rules: [any LintRule.Type] = RuleRegistry.lintRules) {
        self.policy = policy
        self.rules = rules
    }

    /// The findings of every rule the policy enables, as diagnostics with the rule's id and its
    /// configured severity, sorted by location.
    public func lint(_ graph: ResolvedGraph) -> [Diagnostic] {
        let context = context(for: graph)
        defer { ProcessLifetime.keep(context) }  // its layouts are not freed by a one-shot run
        let policy = policy
        let allDirectives = Array(context.directives.values.joined())
        let reporting = rules.filter { policy.mayReport($0.description, directives: allDirectives) }
        // Rules are independent of each other: they run on every core, and what they find is sorted.
        // The container analysis, when a rule reads it, is a job of its own (made when first read,
        // ``LintContext/containers``), taken first: the other cores start on the rules, in their
        // order, meanwhile. (Starting the rules that read it last made a run longer: on a chain of
        // files the costliest rule reads it, and ended the run alone.)
        let firstRule = reporting.contains { $0.readsContainers } ? 1 : 0
        let findings = ConcurrentMap.map(firstRule + reporting.count) { job -> [Diagnostic] in
            guard job >= firstRule else {
                _ = context.containers
                return []
            }
            let index = job - firstRule
            let description = reporting[index].description
            let severity = policy.severity(of: description)
            return reporting[index].init().check(context).compactMap { violation -> Diagnostic? in
                guard policy.isEnabled(description, at: violation.location, directives: context.directives[violation.location.file] ?? []) else {
                    return nil
                }
                return Diagnostic(
                    severity, violation.message, at: violation.location, rule: description.id,
                    notes: violation.notes.map { .note($0.message, at: $0.location, rule: description.id) })
            }
        }
        return findings.joined().sorted()
    }

    /// The context the rules check: scenes are laid out only for a rule that reads layouts and
    /// may report.
    func context(for graph: ResolvedGraph) -> LintContext {
        let policy = policy
        let rules = rules
        return LintContext(graph: graph) { directives in
            let allDirectives = Array(directives.values.joined())
            return rules.contains { $0.readsLayouts && policy.mayReport($0.description, directives: allDirectives) }
        }
    }
}
