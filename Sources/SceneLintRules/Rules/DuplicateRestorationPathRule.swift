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

    /// A scene or view with a restoration identifier: the identifier, where it is, its name.
    typealias Item = (identifier: String, source: SourceRange, name: String)

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        // The owner's name is made only when there is something to report.
        func report(_ items: [Item], under owner: () -> String) {
            guard items.count > 1 else { return }
            var ownerName: String?
            var first: [String: (source: SourceRange, name: String)] = [:]
            first.reserveCapacity(items.count)
            for item in items.sorted(by: { $0.source.element < $1.source.element }) {
                if let earlier = first[item.identifier] {
                    let owner = ownerName ?? owner()
                    ownerName = owner
                    // Joined rather than interpolated: a project can have tens of thousands of these.
                    violations.append(Violation(
                        JoinedText.join("'", item.name, "' and '", earlier.name, "' have the same restoration path: both are '",
                                        item.identifier, "' under ", owner),
                        at: item.source.restorationIDLocation,
                        notes: [.init(JoinedText.join("'", earlier.name, "' is here"), at: earlier.source.restorationIDLocation)]))
                } else {
                    first[item.identifier] = (item.source, item.name)
                }
            }
        }
        for group in Self.restorationGroups(in: context) {
            report(group.items) { "'\(group.parent.name)'" }
        }
        context.graph.forEachScene { scene in
            // Content views only: every row made from a prototype cell shares the cell's id anyway.
            var identified: [Item] = []
            scene.rootView?.forEachInTree { view in
                if let identifier = view.restorationID { identified.append((identifier, view.source, view.id ?? view.kind.elementName)) }
            }
            report(identified) { "scene '\(scene.id.name)'" }
        }
        return violations
    }

    /// Each restoration parent (sorted by id) with the restoration items of its children that
    /// have a restoration identifier, in the order of the children's positions in the graph —
    /// documents by path, scenes by their place in the file — which is the order `report` sorts
    /// them in (by source location), so that sort finds them in order.
    ///
    /// Why this shape: a navigation controller that a chain of files shows into is the
    /// restoration parent of every scene after it, so parent–child pairs grow with scenes ×
    /// files. Each child is looked up and read once (its item kept by number), and a pair costs
    /// one look-up of its parent's group and an append of two integers — not a set insertion and
    /// a scene look-up per pair, which hashed each id's file path and name every time (18 % of
    /// linting 10,000 scenes over 10 files, callgrind). `RestorationItemsTests` compares it with
    /// sorting each parent's child ids and copying every scene.
    static func restorationGroups(in context: LintContext) -> [(parent: SceneID, items: [Item])] {
        let graph = context.graph
        var items: [Item] = []
        var groupOfParent: [SceneID: Int] = [:]
        var groups: [(parent: SceneID, members: [(position: (document: Int, scene: Int), item: Int)])] = []
        for (child, parents) in context.containers.restorationParents {
            guard let position = graph.position(of: child),
                  let item = graph.withScene(child, { scene -> Item? in scene.restorationID.map { ($0, scene.source, scene.id.name) } }) ?? nil
            else { continue }
            items.append(item)
            for parent in parents {
                let group: Int
                if let known = groupOfParent[parent.parent] {
                    group = known
                } else {
                    group = groups.count
                    groupOfParent[parent.parent] = group
                    groups.append((parent.parent, []))
                }
                groups[group].members.append((position, items.count - 1))
            }
        }
        return groups.sorted { $0.parent < $1.parent }.map { group in
            (group.parent, group.members.sorted { $0.position < $1.position }.map { items[$0.item] })
        }
    }
}
