import SceneGraph

/// Two controllers or views with the same restoration path.
public struct DuplicateRestorationPathRule: LintRule {
    public static let description = RuleDescription(
        id: "duplicate-restoration-path", name: "Duplicate restoration path", severity: .error,
        summary: """
            Two different scenes with one restoration id under the same parent, or two views with \
            one restoration id in the same scene: their restoration paths are equal.
            """,
        rationale: """
            State restoration finds a controller by its restoration path, the restoration ids from \
            the root down to it, and a view by its controller's path and its own id. When two \
            share a path, the saved state of one is restored into the other (or dropped), which \
            is hard to notice and hard to debug. Parents are as in `orphan-restoration-id`.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                  <tabBar id="tabs" restorationID="Tabs">
                    <relationship kind="tab" destination="recipes"/>
                    <relationship kind="tab" destination="favorites"/>
                  </tabBar>
                  <controller id="recipes" restorationID="List"/>
                  <controller id="favorites" restorationID="↓List"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail" restorationID="Detail">
                    <view>
                      <scrollView id="top" restorationID="Scroll"/>
                      <scrollView id="bottom" restorationID="↓Scroll"/>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                  <tabBar id="tabs" restorationID="Tabs">
                    <relationship kind="tab" destination="recipes"/>
                    <relationship kind="tab" destination="favoritesNavigation"/>
                  </tabBar>
                  <controller id="recipes" restorationID="List"/>
                  <navigation id="favoritesNavigation" restorationID="Favorites">
                    <relationship kind="root" destination="favorites"/>
                  </navigation>
                  <controller id="favorites" restorationID="List"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        func report(_ items: [(identifier: String, source: SourceRange, name: String)], under owner: String) {
            var first: [String: (source: SourceRange, name: String)] = [:]
            for item in items.sorted(by: { $0.source.element < $1.source.element }) {
                if let earlier = first[item.identifier] {
                    violations.append(Violation(
                        "'\(item.name)' and '\(earlier.name)' have the same restoration path: both are '\(item.identifier)' under \(owner)",
                        at: item.source.restorationIDLocation,
                        notes: [.init("'\(earlier.name)' is here", at: earlier.source.restorationIDLocation)]))
                } else {
                    first[item.identifier] = (item.source, item.name)
                }
            }
        }
        var children: [SceneID: Set<SceneID>] = [:]
        for (child, parents) in context.containers.restorationParents {
            for parent in parents { children[parent.parent, default: []].insert(child) }
        }
        for parent in children.keys.sorted() {
            let scenes = children[parent]!.sorted().compactMap(context.scene)
            report(scenes.compactMap { scene in scene.restorationID.map { ($0, scene.source, scene.id.name) } },
                   under: "'\(parent.name)'")
        }
        context.graph.forEachScene { scene in
            // Content views only: every row made from a prototype cell shares the cell's id anyway.
            var identified: [(identifier: String, source: SourceRange, name: String)] = []
            scene.rootView?.forEachInTree { view in
                if let identifier = view.restorationID { identified.append((identifier, view.source, view.id ?? view.kind.elementName)) }
            }
            report(identified, under: "scene '\(scene.id.name)'")
        }
        return violations
    }
}
