import SceneGraph

/// Two prototype cells of one table or collection view with one reuse identifier.
public struct DuplicateReuseIdentifierRule: LintRule {
    public static let description = RuleDescription(
        id: "duplicate-reuse-identifier", name: "Duplicate reuse identifier", severity: .error,
        summary: "Two prototype cells of the same table or collection view share a reuse identifier.",
        rationale: """
            A table or collection view registers its prototypes by reuse identifier, one per \
            identifier: the second replaces the first, and every row asked for the first gets the \
            second's class and content — outlets included, which then point at nothing.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list" kind="table">
                    <view>
                      <tableView id="table">
                        <cell id="recipeCell" reuseIdentifier="Cell"/>
                        <cell id="headerCell" reuseIdentifier="↓Cell"/>
                      </tableView>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <view>
                      <tableView id="recipes">
                        <cell id="recipeCell" reuseIdentifier="Cell"/>
                      </tableView>
                      <tableView id="favorites">
                        <cell id="favoriteCell" reuseIdentifier="Cell"/>
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
            scene.forEachView { view in
                guard !view.cells.isEmpty else { return }
                var first: [String: CellPrototype] = [:]
                for cell in view.cells where !cell.isStatic {
                    guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
                    if let earlier = first[identifier] {
                        violations.append(Violation(
                            "two prototype cells of \(view.kind) \(view.id.map { "'\($0)' " } ?? "")have the reuse identifier '\(identifier)'",
                            at: cell.source.location(ofAny: "reuseIdentifier"),
                            notes: [.init("the first '\(identifier)' is here", at: earlier.source.location(ofAny: "reuseIdentifier"))]))
                    } else {
                        first[identifier] = cell
                    }
                }
            }
        }
        return violations
    }
}
