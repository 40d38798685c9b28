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
    /// For each scene, the nearest navigation or split controllers its `show` segues reach.
    public let showHosts: [SceneID: Set<SceneID>]
    /// For each scene, the nearest split controllers its `showDetail` segues reach.
    public let detailHosts: [SceneID: Set<SceneID>]
    /// For each scene, the controllers that hold it for state restoration (its restoration
    /// parents), each with the edge that puts it there: the container of a relationship or embed,
    /// the presenter of a presentation, the navigation or split controller a `show` or
    /// `showDetail` lands in.
    public let restorationParents: [SceneID: [(parent: SceneID, edge: LintContext.Edge)]]

    init(graph: SceneGraph, edges: [LintContext.Edge]) {
        let scenes = graph.allScenes
        var kinds: [SceneID: SceneKind] = [:]  // looked up for every edge, many times over
        for scene in scenes where kinds[scene.id] == nil { kinds[scene.id] = scene.kind }
        func kind(_ id: SceneID) -> SceneKind? { kinds[id] }
        func handlesShow(_ id: SceneID) -> Bool { kind(id) == .navigation || kind(id) == .split }
        var show: [SceneID: Set<SceneID>] = [:]
        var detail: [SceneID: Set<SceneID>] = [:]
        for scene in scenes {
            if handlesShow(scene.id) { show[scene.id] = [scene.id] }
            if scene.kind == .split { detail[scene.id] = [scene.id] }
        }
        // A worklist: when a scene's hosts grow, the edges that leave it are looked at again.
        let outgoing = Dictionary(grouping: edges.filter { $0.destination != nil }, by: \.source)
        var pending = scenes.map(\.id)
        var queued = Set(pending)
        func add(_ hosts: Set<SceneID>?, to scene: SceneID, in table: inout [SceneID: Set<SceneID>], unless isOwnHost: Bool) {
            guard let hosts, !hosts.isEmpty, !isOwnHost, !hosts.isSubset(of: table[scene] ?? []) else { return }
            table[scene, default: []].formUnion(hosts)
            if queued.insert(scene).inserted { pending.append(scene) }
        }
        while let source = pending.popLast() {
            queued.remove(source)
            for edge in outgoing[source] ?? [] {
                let destination = edge.destination!
                let ownShow = handlesShow(destination), ownDetail = kind(destination) == .split
                switch edge.segue.kind {
                case .embed, .relationship:
                    add(show[source], to: destination, in: &show, unless: ownShow)
                    add(detail[source], to: destination, in: &detail, unless: ownDetail)
                case .show, .push:
                    // Without a container, `show` presents: the destination is in none.
                    guard show[source] != nil else { break }
                    add(show[source], to: destination, in: &show, unless: ownShow)
                    add(detail[source], to: destination, in: &detail, unless: ownDetail)
                case .showDetail, .replace:
                    guard detail[source] != nil else { break }
                    add(detail[source], to: destination, in: &show, unless: ownShow)
                    add(detail[source], to: destination, in: &detail, unless: ownDetail)
                default:
                    break
                }
            }
        }
        self.showHosts = show
        self.detailHosts = detail

        var parents: [SceneID: [(parent: SceneID, edge: LintContext.Edge)]] = [:]
        for edge in edges {
            guard let destination = edge.destination else { continue }
            let holders: Set<SceneID>
            switch edge.segue.kind {
            case .show, .push: holders = show[edge.source] ?? [edge.source]
            case .showDetail, .replace: holders = detail[edge.source] ?? [edge.source]
            case .unwind: holders = []
            default: holders = [edge.source]
            }
            for holder in holders.sorted() where !(parents[destination] ?? []).contains(where: { $0.parent == holder }) {
                parents[destination, default: []].append((holder, edge))
            }
        }
        self.restorationParents = parents
    }
}
