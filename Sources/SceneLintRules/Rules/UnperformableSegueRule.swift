import SceneGraph

/// A segue with neither an identifier nor a trigger.
public struct UnperformableSegueRule: LintRule {
    public static let description = RuleDescription(
        id: "unperformable-segue", name: "Segue that can never be performed", severity: .warning,
        summary: "A segue with no identifier and no trigger.",
        rationale: """
            A segue is performed by its trigger (a control, bar button item, cell or gesture \
            recognizer) or from code by its identifier. With neither, nothing can ever perform it. \
            Embeds and relationships are exempt: they are performed when their container loads.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    ↓<segue kind="show" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <view>
                      <button id="openButton" accessibilityLabel="Open"/>
                    </view>
                    <segue kind="show" destination="detail" trigger="openButton"/>
                    <segue id="openFromCode" kind="present" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.edges.compactMap { edge in
            let segue = edge.segue
            guard !edge.isContainment, (segue.identifier ?? "").isEmpty, segue.trigger == nil else { return nil }
            return Violation(
                "this \(segue.kind.rawValue) segue of scene '\(edge.source.name)' has no identifier and no trigger: nothing can perform it",
                at: segue.source.element)
        }
    }
}
