import SceneGraph

/// Which containers the scenes of a graph end up in, following UIKit's routing of `show` and
/// `showDetail` (`targetViewController(forAction:sender:)`):
///
/// - a navigation or split controller handles `show` itself, a split controller `showDetail`;
/// - a child (relationship, embed) is routed to its parent's containers;
/// - a scene shown by `show` lands in the containers of its source; one shown by `showDetail`
///   becomes a split's secondary column;
/// - a presented scene (and one shown without a container, which falls back to presenting) is in
///   no container of its presenter.
///
/// A scene reached along several paths has the union of what each path gives it.
public struct ContainerAnalysis: Sendable {
    /// For each scene, the nearest navigation or split controllers its `show` segues reach. Made
    /// on each access (keep it rather than index it in a loop); ``hasShowHost(_:)`` asks without it.
    public var showHosts: [SceneID: Set<SceneID>] { table(show) }
    /// For each scene, the nearest split controllers its `showDetail` segues reach. Made on each
    /// access, as ``showHosts`` is; ``hasDetailHost(_:)`` asks without it.
    public var detailHosts: [SceneID: Set<SceneID>] { table(detail) }
    /// For each scene, the controllers that hold it for state restoration (its restoration
    /// parents), each with the edge that puts it there: the container of a relationship or embed,
    /// the presenter of a presentation, the navigation or split controller a `show` or
    /// `showDetail` lands in. Made on each access, as ``showHosts`` is; rules read
    /// ``restorationParentNumbers``.
    public var restorationParents: [SceneID: [(parent: SceneID, edge: LintContext.Edge)]] {
        var table: [SceneID: [(parent: SceneID, edge: LintContext.Edge)]] = [:]
        for (scene, held) in restorationParentNumbers.enumerated() where !held.isEmpty {
            table[ids[scene]] = held.map { (ids[$0.parent], edges[$0.edge]) }
        }
        return table
    }

    /// ``restorationParents`` by scene number (``LintContext/numbers``): each number's parents'
    /// numbers, in the same order, each with the index in ``LintContext/edges`` of the edge that
    /// puts it there.
    ///
    /// Why numbers: the rules about restoration ids looked each scene and each of its parents up
    /// by id, hashing a file path and a name each time — where a chain of files makes every
    /// navigation controller a parent of every scene, 18,000 look-ups for 1,000 scenes over 10
    /// files (4 % of `lint`, callgrind, issue 26). `RestorationItemsTests` and
    /// `OrphanRestorationIDEquivalenceTests` compare the rules with the look-ups by id.
    public let restorationParentNumbers: [[(parent: Int, edge: Int)]]

    // The analysis by scene number; the tables by id above are made only when asked for (rules
    // ask whether a scene has a host, which needs no set of ids).
    private let numbers: SceneNumbers
    private var ids: [SceneID] { numbers.ids }
    private let edges: [LintContext.Edge]
    /// Each scene's hosts by number, sorted (``SortedNumbers``); an empty list is no host.
    private let show: [[Int]]
    private let detail: [[Int]]

    /// Whether a navigation or split controller handles the `show` segues of `scene`
    /// (`showHosts[scene] != nil`, without making the table).
    public func hasShowHost(_ scene: SceneID) -> Bool {
        numbers.number(of: scene).map(hasShowHost(number:)) ?? false
    }

    /// Whether a navigation or split controller handles the `show` segues of the scene numbered
    /// `number` in the context's ``SceneNumbers``.
    public func hasShowHost(number: Int) -> Bool {
        !show[number].isEmpty
    }

    /// Whether a split controller handles the `showDetail` segues of `scene`
    /// (`detailHosts[scene] != nil`, without making the table).
    public func hasDetailHost(_ scene: SceneID) -> Bool {
        numbers.number(of: scene).map(hasDetailHost(number:)) ?? false
    }

    /// Whether a split controller handles the `showDetail` segues of the scene numbered `number`.
    public func hasDetailHost(number: Int) -> Bool {
        !detail[number].isEmpty
    }

    private func table(_ hosts: [[Int]]) -> [SceneID: Set<SceneID>] {
        var table: [SceneID: Set<SceneID>] = [:]
        for (scene, set) in hosts.enumerated() where !set.isEmpty { table[ids[scene]] = Set(set.map { ids[$0] }) }
        return table
    }

    init(graph: ResolvedGraph, numbers: SceneNumbers, edges: [LintContext.Edge]) {
        // The analysis runs on scene numbers: an id hashes its file's path and its name, and the
        // worklist below looks scenes up many times over. The tables by id are made at the end.
        let ids = numbers.ids
        let sceneCount = numbers.sceneCount
        var kinds = [SceneKind?](repeating: nil, count: ids.count)
        numbers.forEachScene { number, isFirst, scene in
            if isFirst { kinds[number] = scene.kind }  // a duplicate id: the first scene's kind
        }
        // Each edge with a destination: its index in `edges`, its source and its destination.
        let linked = edges.indices.compactMap { index -> (edge: Int, source: Int, destination: Int)? in
            guard let destination = edges[index].destinationNumber else { return nil }
            return (index, edges[index].sourceNumber, destination)
        }
        func handlesShow(_ scene: Int) -> Bool { kinds[scene] == .navigation || kinds[scene] == .split }
        func isSplit(_ scene: Int) -> Bool { kinds[scene] == .split }

        // A scene's hosts, sorted; an empty list is no host.
        var show = [[Int]](repeating: [], count: ids.count)
        var detail = [[Int]](repeating: [], count: ids.count)
        for scene in 0..<sceneCount {
            if handlesShow(scene) { show[scene] = [scene] }
            if isSplit(scene) { detail[scene] = [scene] }
        }
        // A worklist: when a scene's hosts grow, the edges that leave it are looked at again.
        var outgoing = [[(edge: Int, destination: Int)]](repeating: [], count: ids.count)
        for link in linked { outgoing[link.source].append((link.edge, link.destination)) }
        // First come first served, every scene once in propagation order to begin with.
        var pending = Self.propagationOrder(of: sceneCount, outgoing: outgoing)
        var next = 0
        var queued = [Bool](repeating: false, count: ids.count)
        for scene in pending { queued[scene] = true }
        func add(_ hosts: [Int], to scene: Int, in table: inout [[Int]], unless isOwnHost: Bool) {
            guard !isOwnHost, SortedNumbers.formUnion(&table[scene], with: hosts) else { return }
            if !queued[scene] {
                queued[scene] = true
                pending.append(scene)
            }
        }
        while next < pending.count {
            let source = pending[next]
            next += 1
            queued[source] = false
            for (edge, destination) in outgoing[source] {
                let ownShow = handlesShow(destination), ownDetail = isSplit(destination)
                switch edges[edge].segue.kind {
                case .embed, .relationship:
                    add(show[source], to: destination, in: &show, unless: ownShow)
                    add(detail[source], to: destination, in: &detail, unless: ownDetail)
                case .show, .push:
                    // Without a container, `show` presents: the destination is in none.
                    guard !show[source].isEmpty else { break }
                    add(show[source], to: destination, in: &show, unless: ownShow)
                    add(detail[source], to: destination, in: &detail, unless: ownDetail)
                case .showDetail, .replace:
                    guard !detail[source].isEmpty else { break }
                    add(detail[source], to: destination, in: &show, unless: ownShow)
                    add(detail[source], to: destination, in: &detail, unless: ownDetail)
                default:
                    break
                }
            }
        }
        self.numbers = numbers
        self.show = show
        self.detail = detail

        // Each scene's place in the order of ids, so holders are ordered by comparing integers
        // rather than ids (a path and a name each).
        var rank = [Int](repeating: 0, count: ids.count)
        for (place, scene) in ids.indices.sorted(by: { ids[$0] < ids[$1] }).enumerated() { rank[scene] = place }
        var parents = [[(parent: Int, edge: Int)]](repeating: [], count: ids.count)
        for (edge, source, destination) in linked {
            let holders: [Int]
            switch edges[edge].segue.kind {
            case .show, .push: holders = show[source].isEmpty ? [source] : show[source]
            case .showDetail, .replace: holders = detail[source].isEmpty ? [source] : detail[source]
            case .unwind: holders = []
            default: holders = [source]
            }
            for holder in holders.sorted(by: { rank[$0] < rank[$1] }) where !parents[destination].contains(where: { $0.parent == holder }) {
                parents[destination].append((holder, edge))
            }
        }
        self.restorationParentNumbers = parents
        self.edges = edges
    }

    /// The scenes numbered below `count` in an order where each comes after every scene with an
    /// edge to it, but for edges that close a cycle: the reverse of the order in which a
    /// depth-first walk along `outgoing` (from each scene in turn) finishes them.
    ///
    /// Why: the hosts are the least sets that every edge carries along, found by a worklist, and
    /// which scene the worklist takes next decides how often a scene's hosts grow and go out
    /// again. Taken last first, a chain of ten files — each file's navigation controller showing
    /// into the next file — carried the hosts down each file's scenes once for every host that
    /// came in (12,500 unions of hosts for 1,000 scenes, 5 % of `lint`, callgrind, issue 26).
    /// Taken in this order, a scene's edges are followed when the scenes before it are done. The
    /// sets are the same whatever the order; `HostPropagationTests` compares them with unions
    /// over every edge repeated until nothing changes.
    static func propagationOrder(of count: Int, outgoing: [[(edge: Int, destination: Int)]]) -> [Int] {
        var finished: [Int] = []
        finished.reserveCapacity(outgoing.count)
        var visited = [Bool](repeating: false, count: outgoing.count)
        // The walk's path: each scene with how many of its edges it has followed.
        var path: [(scene: Int, followed: Int)] = []
        for root in 0..<count where !visited[root] {
            visited[root] = true
            path.append((root, 0))
            while let (scene, followed) = path.last {
                if followed < outgoing[scene].count {
                    path[path.count - 1].followed += 1
                    let destination = outgoing[scene][followed].destination
                    if !visited[destination] {
                        visited[destination] = true
                        path.append((destination, 0))
                    }
                } else {
                    path.removeLast()
                    if scene < count { finished.append(scene) }
                }
            }
        }
        return finished.reversed()
    }
}
