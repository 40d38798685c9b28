import SceneGraph

/// A navigation controller without exactly one root.
public struct NavigationRootRule: LintRule {
    public static let description = RuleDescription(
        id: "navigation-root", name: "Navigation controller without one root", severity: .error,
        summary: "A navigation controller with no `root` relationship, or with more than one.",
        rationale: """
            A navigation stack is built on its root view controller (`rootViewController`). \
            Without one, the navigation controller shows an empty bar over a blank screen; with \
            two, only one can be the root and the other is silently dropped.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  ↓<navigation id="nav"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                    <relationship kind="↓root" destination="detail"/>
                  </navigation>
                  <controller id="list"/>
                  <controller id="detail"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            guard scene.kind == .navigation else { return }
            let roots = scene.segues.filter { $0.kind == .relationship && $0.relationship == .root }
            guard let first = roots.first else {
                violations.append(Violation(
                    "navigation controller '\(scene.id.name)' has no root view controller (a 'root' relationship)",
                    at: scene.source.element))
                return
            }
            for extra in roots.dropFirst() {
                violations.append(Violation(
                    "navigation controller '\(scene.id.name)' has a second root, '\(extra.destination ?? "?")'; it can have only one",
                    at: extra.source.location(ofAny: "relationship", "kind"),
                    notes: [.init("the first root, '\(first.destination ?? "?")', is here", at: first.source.element)]))
            }
        }
        return violations
    }
}
