import SceneGraph

/// A `scenec:` lint comment that names no lint rule or is misspelt.
public struct InvalidLintDirectiveRule: LintRule {
    public static let description = RuleDescription(
        id: "invalid-lint-directive", name: "Invalid lint directive", severity: .warning,
        summary: """
            An inline `scenec:disable`, `scenec:enable` or `scenec:disable-next-line` comment that \
            names no rule, names an id that is not a lint rule (or a resolver rule, which cannot \
            be disabled), or a misspelt directive such as `scenec:disabel`.
            """,
        rationale: """
            A directive that names a misspelt rule silences nothing, and the finding it was meant \
            to silence stays — or worse, the directive outlives a renamed rule and the reader \
            believes something is switched off that is not.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <!-- scenec:disable ↓unreachable-scenes -->
                  <!-- ↓scenec:disabel unreachable-scene -->
                  <!-- scenec:disable ↓duplicate-id -->
                  <controller id="list"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <!-- scenec:disable unreachable-scene, missing-accessibility-label -->
                  <!-- scenec:enable all -->
                  <!-- An ordinary comment. -->
                  <controller id="list"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.directiveProblems
    }
}
