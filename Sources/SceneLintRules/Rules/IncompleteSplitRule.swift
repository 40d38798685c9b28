import SceneGraph

/// A split view controller without a primary or a secondary column.
public struct IncompleteSplitRule: LintRule {
    public static let description = RuleDescription(
        id: "incomplete-split", name: "Split view without both columns", severity: .error,
        summary: "A split view controller without a `primary` or without a `secondary` relationship.",
        rationale: """
            A split view controller lays out a primary and a secondary column; `showDetail` \
            replaces the secondary one. With one missing, a column is blank in regular width and \
            collapsing for compact width has nothing to collapse onto.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="split">
                  ↓<split id="split">
                    <relationship kind="primary" destination="menu"/>
                  </split>
                  <controller id="menu"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="split">
                  <split id="split">
                    <relationship kind="primary" destination="menu"/>
                    <relationship kind="secondary" destination="detail"/>
                  </split>
                  <controller id="menu"/>
                  <controller id="detail"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            guard scene.kind == .split else { return }
            let roles = Set(scene.segues.filter { $0.kind == .relationship }.compactMap(\.relationship))
            let missing = [RelationshipRole.primary, .secondary].filter { !roles.contains($0) }
            guard !missing.isEmpty else { return }
            let columns = missing.map { "'\($0.rawValue)'" }.joined(separator: " and ")
            violations.append(Violation(
                "split view controller '\(scene.id.name)' has no \(columns) column (relationship)", at: scene.source.element))
        }
        return violations
    }
}
