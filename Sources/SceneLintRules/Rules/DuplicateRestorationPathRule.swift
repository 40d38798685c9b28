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
            report(Self.restorationItems(of: children[parent]!, in: context.graph), under: "'\(parent.name)'")
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

    /// The restoration identifier, source and name of each of `scenes` that has one, read in
    /// place, in the order of the scenes' positions in the graph — documents by path, scenes by
    /// their place in the file — which is the order `report` sorts them in (by source location),
    /// so that sort finds them in order.
    ///
    /// Why not `scenes.sorted().compactMap(context.scene)`: that sorted the ids (two string
    /// comparisons each) and copied every scene (retaining all it holds) for three fields; a
    /// navigation controller that a chain of files shows into is the restoration parent of every
    /// scene after it, so the relation grows with scenes × files (18 % of linting 1,000 scenes
    /// over 10 files, callgrind). `DuplicateRestorationPathTests` compares it with that form.
    static func restorationItems(of scenes: Set<SceneID>, in graph: ResolvedGraph) -> [(identifier: String, source: SourceRange, name: String)] {
        var items: [(identifier: String, source: SourceRange, name: String)] = []
        items.reserveCapacity(scenes.count)
        let ordered = scenes.compactMap { id in graph.position(of: id).map { (id, $0) } }
            .sorted { ($0.1.document, $0.1.scene) < ($1.1.document, $1.1.scene) }
        for (id, _) in ordered {
            graph.withScene(id) { scene in
                if let identifier = scene.restorationID { items.append((identifier, scene.source, scene.id.name)) }
            }
        }
        return items
    }
}
