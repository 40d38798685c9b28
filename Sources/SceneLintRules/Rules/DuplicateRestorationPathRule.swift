import SceneGraph

/// Two controllers or views with the same restoration path.
public struct DuplicateRestorationPathRule: LintRule {
    public static let readsContainers = true

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
            is hard to notice and hard to debug. Parents are as in `orphan-restoration-id`; two \
            scenes that share a path under several parents are reported once, under the first, \
            with how many others there are.
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
        let restoration = Self.restorationGroups(in: context)
        var locations = RestorationIDLocations(count: restoration.items.count)
        var violations = Self.clashes(in: restoration).map { clash in
            let item = restoration.items[clash.item], earlier = restoration.items[clash.earlier]
            let document = restoration.scenes[clash.item].document
            let others = clash.otherParents == 0 ? ""
                : JoinedText.join(" (and under ", String(clash.otherParents), clash.otherParents == 1 ? " other parent)" : " other parents)")
            // Joined rather than interpolated: a project can have tens of thousands of these.
            return Violation(
                JoinedText.join("'", item.name, "' and ", context.describe(restoration.scenes[clash.earlier], from: document),
                                " have the same restoration path: both are '", item.identifier, "' under ",
                                context.describe(clash.parent, from: document), others),
                at: locations.location(of: clash.item, in: restoration),
                notes: [.init(JoinedText.join("'", earlier.name, "' is here"), at: locations.location(of: clash.earlier, in: restoration))])
        }
        context.graph.forEachScene { scene in
            // Content views only: every row made from a prototype cell shares the cell's id anyway.
            var identified: [Item] = []
            scene.rootView?.forEachInTree { view in
                if let identifier = view.restorationID { identified.append((identifier, view.source, view.id ?? view.kind.elementName)) }
            }
            guard identified.count > 1 else { return }
            var first: [String: Item] = [:]
            for item in identified.sortedBySource(\.source) {
                guard let earlier = first[item.identifier] else {
                    first[item.identifier] = item
                    continue
                }
                violations.append(Violation(
                    JoinedText.join("'", item.name, "' and '", earlier.name, "' have the same restoration path: both are '",
                                    item.identifier, "' under scene '", scene.id.name, "'"),
                    at: item.source.restorationIDLocation,
                    notes: [.init(JoinedText.join("'", earlier.name, "' is here"), at: earlier.source.restorationIDLocation)]))
            }
        }
        return violations
    }

    /// The scenes with a restoration identifier that restoration parents hold, read once, and
    /// each parent's children among them.
    struct RestorationGroups {
        /// Each child with an identifier: its item, and its scene at the same position in `scenes`.
        var items: [Item] = []
        var scenes: [SceneID] = []
        /// Each parent (sorted by id) with its children's positions in `items`, in the order of
        /// the children's positions in the graph — documents by path, scenes by their place in
        /// the file — which is the order of their source locations.
        var groups: [(parent: SceneID, members: [Int])] = []
    }

    /// Two scenes with one restoration path: positions in ``RestorationGroups/items`` of the
    /// later one (by place) and of the first with its identifier among a parent's children, the
    /// first parent (by id) where `earlier` is that first one, and under how many more parents it
    /// is. (Where three or more scenes share an identifier, a pair may also share a path under a
    /// parent where a third scene comes first: that parent reports the pairs with the third one,
    /// as reporting per parent did, and is not counted here.)
    struct Clash {
        let item: Int, earlier: Int
        let parent: SceneID
        var otherParents: Int
    }

    /// Each pair of scenes with one restoration path, once however many parents they share, in
    /// the order the groups find them.
    ///
    /// Why once: a navigation controller that a chain of files shows into is the restoration
    /// parent of every scene after it, so the same two scenes clash under each of those parents —
    /// reported per parent, one mistake was ten identical errors in a set of ten such files, and
    /// 8,820 errors for 882 pairs made lint of 1,000 scenes over 10 files spend 14 % of its
    /// instructions in this rule (callgrind, issue 26). `RestorationClashTests` compares it with
    /// reporting per parent and keeping the first of each pair.
    static func clashes(in restoration: RestorationGroups) -> [Clash] {
        var clashes: [Clash] = []
        var clashOfPair: [Int: Int] = [:]
        let count = restoration.items.count
        let (identifierOf, identifierCount) = identifierNumbers(of: restoration.items)
        // The first member of the group with each identifier (-1: none yet), reset after each group.
        var firstWithIdentifier = [Int](repeating: -1, count: identifierCount)
        var seen: [Int] = []
        for group in restoration.groups where group.members.count > 1 {
            for identifier in seen { firstWithIdentifier[identifier] = -1 }
            seen.removeAll(keepingCapacity: true)
            for member in group.members {
                let identifier = identifierOf[member]
                let earlier = firstWithIdentifier[identifier]
                guard earlier >= 0 else {
                    firstWithIdentifier[identifier] = member
                    seen.append(identifier)
                    continue
                }
                let pair = member * count + earlier
                if let known = clashOfPair[pair] {
                    clashes[known].otherParents += 1
                } else {
                    clashOfPair[pair] = clashes.count
                    clashes.append(Clash(item: member, earlier: earlier, parent: group.parent, otherParents: 0))
                }
            }
        }
        return clashes
    }

    /// Each item's restoration identifier as a number (equal identifiers, equal numbers), and how
    /// many distinct identifiers there are.
    ///
    /// Why: where a chain of files makes every navigation controller a parent of every scene,
    /// each scene is a member of every group, and a table of identifiers per group hashed each
    /// identifier once per group — 10,000 hashes for 1,000 scenes over 10 files, 2 % of `lint`
    /// (callgrind, issue 26, round 30); numbered once, a group looks them up in an array.
    /// `RestorationClashTests` compares the clashes with finding them per parent by identifier.
    static func identifierNumbers(of items: [Item]) -> (numbers: [Int], count: Int) {
        var numberOf: [String: Int] = [:]
        numberOf.reserveCapacity(items.count)
        var numbers: [Int] = []
        numbers.reserveCapacity(items.count)
        for item in items {
            let next = numberOf.count
            let number = numberOf[item.identifier, default: next]
            if number == next { numberOf[item.identifier] = number }
            numbers.append(number)
        }
        return (numbers, numberOf.count)
    }

    /// Where each item's restoration id is written, located once per item.
    ///
    /// Why: a scene clashes with the first scene of its identifier under each parent, so one
    /// earlier scene is in many clashes — in a chain of ten files, each first file's scene in nine.
    /// Locating was a quarter of the rule's time on 10,000 scenes over 10 files (84 of 308
    /// samples, issue 26, round 30); located once per scene, 77: the tags' offsets were already
    /// kept per element, so a second look-up cost only its line, and each clash's own scene is
    /// new. A small saving, kept because it is one array.
    struct RestorationIDLocations {
        private var located: [SourceLocation?]

        init(count: Int) { located = Array(repeating: nil, count: count) }

        /// The location of the restoration id of `restoration.items[item]`.
        mutating func location(of item: Int, in restoration: RestorationGroups) -> SourceLocation {
            if let known = located[item] { return known }
            let location = restoration.items[item].source.restorationIDLocation
            located[item] = location
            return location
        }
    }

    /// The restoration groups of the graph's scenes.
    ///
    /// Why this shape: a navigation controller that a chain of files shows into is the
    /// restoration parent of every scene after it, so parent–child pairs grow with scenes ×
    /// files. The scenes are read once, in the graph's order — so each group's children come in
    /// order without sorting — and their parents by number
    /// (``ContainerAnalysis/restorationParentNumbers``): a pair costs an append, not a look-up of
    /// the child and its parent by id, which hashed each id's file path and name (first 18 %,
    /// then 4 % of linting 1,000 scenes over 10 files, callgrind). `RestorationItemsTests`
    /// compares it with sorting each parent's child ids and copying every scene.
    static func restorationGroups(in context: LintContext) -> RestorationGroups {
        let numbers = context.numbers
        let parentsOf = context.containers.restorationParentNumbers
        var restoration = RestorationGroups()
        var groupOfParent = [Int](repeating: -1, count: numbers.count)
        var groups: [(parent: Int, members: [Int])] = []
        numbers.forEachScene { number, isFirst, scene in
            // A duplicate id is its first scene, as a look-up by id finds it.
            guard isFirst, let identifier = scene.restorationID, !parentsOf[number].isEmpty else { return }
            restoration.items.append((identifier, scene.source, scene.id.name))
            restoration.scenes.append(numbers.ids[number])
            for parent in parentsOf[number] {
                if groupOfParent[parent.parent] < 0 {
                    groupOfParent[parent.parent] = groups.count
                    groups.append((parent.parent, []))
                }
                groups[groupOfParent[parent.parent]].members.append(restoration.items.count - 1)
            }
        }
        restoration.groups = groups.map { (numbers.ids[$0.parent], $0.members) }.sorted { $0.parent < $1.parent }
        return restoration
    }
}
