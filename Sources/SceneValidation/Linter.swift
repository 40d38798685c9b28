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
    public func lint(_ graph: SceneGraph) -> [Diagnostic] {
        let context = LintContext(graph: graph)
        let allDirectives = context.directives.values.joined()
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            let description = rule.description
            guard policy.mayReport(description, directives: allDirectives) else { continue }
            let severity = policy.severity(of: description)
            for violation in rule.init().check(context)
            where policy.isEnabled(description, at: violation.location, directives: context.directives[violation.location.file] ?? []) {
                diagnostics.append(Diagnostic(
                    severity, violation.message, at: violation.location, rule: description.id,
                    notes: violation.notes.map { .note($0.message, at: $0.location, rule: description.id) }))
            }
        }
        return diagnostics.sorted()
    }
}
