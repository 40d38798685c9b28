import SceneGraph

/// A prototype cell that cannot be dequeued.
public struct MissingReuseIdentifierRule: LintRule {
    public static let description = RuleDescription(
        id: "missing-reuse-identifier", name: "Prototype cell without reuse identifier", severity: .warning,
        summary: "A prototype cell of a table or collection view without a `reuseIdentifier`.",
        rationale: """
            Rows are made from a prototype by `dequeueReusableCell(withIdentifier:for:)`; a \
            prototype without an identifier can never be dequeued, so it is dead (Interface \
            Builder warns likewise). Static cells of storyboards are exempt.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list" kind="table">
                    <view>
                      <tableView id="table">
                        ↓<cell id="recipeCell"/>
                      </tableView>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list" kind="table">
                    <view>
                      <tableView id="table">
                        <cell id="recipeCell" reuseIdentifier="RecipeCell"/>
                      </tableView>
                    </view>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            scene.forEachCell { cell in
                guard !cell.isStatic, (cell.reuseIdentifier ?? "").isEmpty else { return }
                violations.append(Violation(
                    "prototype cell \(cell.id.map { "'\($0)' " } ?? "")has no reuse identifier: it can never be dequeued",
                    at: cell.source.element))
            }
        }
        return violations
    }
}
