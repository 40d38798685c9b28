import SceneGraph

/// A restoration id that state restoration never sees, because a parent has none.
public struct OrphanRestorationIDRule: LintRule {
    public static let description = RuleDescription(
        id: "orphan-restoration-id", name: "Restoration id under a parent without one", severity: .warning,
        summary: """
            A scene with a restoration id held by a controller without one (its container, its \
            presenter, or the navigation or split controller a `show` puts it in), or a view or \
            cell with a restoration id in a scene without one.
            """,
        rationale: """
            State preservation walks the controller hierarchy from the root and stops at the first \
            controller without a restoration identifier: that controller and everything it holds \
            (children, presented controllers, views) are skipped. A restoration id below such a \
            parent is silently ignored — give the parent one too (the *View Controller \
            Programming Guide*, "Preserving and Restoring State").
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list" restorationID="↓RecipeList"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <scrollView id="scroll" restorationID="↓DetailScroll"/>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav" restorationID="Navigation">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list" restorationID="RecipeList">
                    <view>
                      <scrollView id="scroll" restorationID="ListScroll"/>
                    </view>
                    <segue id="open" kind="show" destination="detail"/>
                  </controller>
                  <controller id="detail" restorationID="RecipeDetail"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            if let identifier = scene.restorationID {
                let parents = context.containers.restorationParents[scene.id] ?? []
                let silent = parents.filter { context.scene($0.parent)?.restorationID == nil }
                if !silent.isEmpty {
                    let names = silent.map { context.describe($0.parent, from: scene.id.document) }.joined(separator: ", ")
                    violations.append(Violation(
                        "restoration id '\(identifier)' of '\(scene.id.name)' is ignored: it is held by \(names), "
                            + "which \(silent.count == 1 ? "has" : "have") no restoration id",
                        at: scene.source.restorationIDLocation,
                        notes: silent.map { .init("'\($0.parent.name)' holds it here", at: $0.edge.segue.source.element) }))
                }
            } else {
                func report(_ identifier: String?, _ source: SourceRange) {
                    guard let identifier else { return }
                    violations.append(Violation(
                        "restoration id '\(identifier)' is ignored: its scene '\(scene.id.name)' has no restoration id",
                        at: source.restorationIDLocation))
                }
                scene.forEachView { view in
                    report(view.restorationID, view.source)
                    for cell in view.cells { report(cell.restorationID, cell.source) }
                }
            }
        }
        return violations
    }
}
