import SceneGraph

/// A tab bar controller without tabs.
public struct EmptyTabBarRule: LintRule {
    public static let description = RuleDescription(
        id: "empty-tab-bar", name: "Tab bar without tabs", severity: .warning,
        summary: "A tab bar controller with no `tab` relationship.",
        rationale: """
            A tab bar controller shows its `viewControllers`, one tab each. Without any, it shows \
            an empty bar and nothing above it. If the tabs really are set up in code, say so with \
            an inline `scenec:disable-next-line empty-tab-bar` comment.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                  ↓<tabBar id="tabs"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                  <tabBar id="tabs">
                    <relationship kind="tab" destination="home"/>
                  </tabBar>
                  <controller id="home"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                  <!-- scenec:disable-next-line empty-tab-bar -->
                  <tabBar id="tabs"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            guard scene.kind == .tabBar, !scene.segues.contains(where: { $0.kind == .relationship && $0.relationship == .tab }) else { return }
            violations.append(Violation("tab bar controller '\(scene.id.name)' has no tabs (no 'tab' relationship)", at: scene.source.element))
        }
        return violations
    }
}
