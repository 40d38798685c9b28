import SceneGraph

/// A restoration id that state restoration never sees, because a parent has none.
public struct OrphanRestorationIDRule: LintRule {
    public static let readsContainers = true

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
        let ids = context.numbers.ids
        let parentsOf = context.containers.restorationParentNumbers
        let hasIdentifier = Self.hasRestorationID(context)
        context.numbers.forEachScene { number, _, scene in
            if let identifier = scene.restorationID {
                let silent = parentsOf[number].filter { !hasIdentifier[$0.parent] }
                if !silent.isEmpty {
                    let names = silent.map { context.describe(ids[$0.parent], from: scene.id.document) }.joined(separator: ", ")
                    violations.append(Violation(
                        "restoration id '\(identifier)' of '\(scene.id.name)' is ignored: it is held by \(names), "
                            + "which \(silent.count == 1 ? "has" : "have") no restoration id",
                        at: scene.source.restorationIDLocation,
                        notes: silent.map { .init("'\(ids[$0.parent].name)' holds it here", at: context.edges[$0.edge].segue.source.element) }))
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

    /// Whether the scene of each number (``LintContext/numbers``) has a restoration id — a
    /// duplicate id's first scene, as a look-up by id finds it; an id that is no scene has none.
    ///
    /// Why: each scene's parents were looked up by id (``ContainerAnalysis/restorationParentNumbers``
    /// says what that cost). `OrphanRestorationIDEquivalenceTests` compares the rule with them.
    static func hasRestorationID(_ context: LintContext) -> [Bool] {
        var hasIdentifier = [Bool](repeating: false, count: context.numbers.count)
        context.numbers.forEachScene { number, isFirst, scene in
            if isFirst { hasIdentifier[number] = scene.restorationID != nil }
        }
        return hasIdentifier
    }
}
