import SceneGraph

/// Embeds and relationships that lead back to where they started.
public struct ContainmentCycleRule: LintRule {
    public static let description = RuleDescription(
        id: "containment-cycle", name: "Containment cycle", severity: .error,
        summary: """
            Embeds and relationships form a cycle: a scene embeds itself, A embeds B which embeds \
            A, a navigation controller is its own root (references are followed across files).
            """,
        rationale: """
            A container instantiates its children when it is instantiated (relationships) or when \
            its view loads (embeds). Around a cycle, instantiating any scene instantiates itself \
            again: the app hangs or runs out of memory. Reported once per cycle, at the edge that \
            leaves the first scene of the cycle in source order.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="↓nav"/>
                  </navigation>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="a">
                  <controller id="a">
                    <view>
                      <containerView id="holderOfB" embed="↓b"/>
                    </view>
                  </controller>
                  <controller id="b">
                    <view>
                      <containerView id="holderOfA" embed="a"/>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="a">
                  <controller id="a">
                    <view>
                      <containerView id="holderOfB" embed="b"/>
                    </view>
                  </controller>
                  <controller id="b">
                    <segue id="back" kind="present" destination="a"/>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let containment = context.edges.filter { $0.isContainment && $0.destination != nil }
        let outgoing = Dictionary(grouping: containment, by: \.source)
        var order: [SceneID] = []
        context.graph.forEachScene { order.append($0.id) }
        // A file with a duplicate id (an error of its own) has two scenes of one id: the first counts.
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var violations: [Violation] = []
        // A scene that holds nothing is on no cycle: the search starts only from containers.
        let containers = order.filter { outgoing[$0] != nil }
        for component in StronglyConnected.components(of: containers, successors: { outgoing[$0]?.map { $0.destination! } ?? [] }) {
            let members = Set(component)
            let start = component.min { (position[$0] ?? 0) < (position[$1] ?? 0) }!
            // A cycle through `start` inside the component: breadth-first back to it.
            guard let cycle = Self.cycle(from: start, within: members, outgoing: outgoing) else { continue }
            var path = ([start] + cycle.map { $0.destination! }).map { context.describe($0, from: start.document) }
            if path.count > 8 { path = path.prefix(4) + ["… (\(path.count - 6) more)"] + path.suffix(2) }
            let first = cycle[0]
            violations.append(Violation(
                "embeds and relationships form a cycle: \(path.joined(separator: " → ")); instantiating '\(start.name)' never ends",
                at: first.segue.source.location(ofAny: first.segue.kind == .embed ? "embed" : "destination", "destination")))
        }
        return violations
    }

    /// The shortest cycle of edges from `start` back to it, inside one strongly connected component
    /// (breadth first, remembering each scene's incoming edge, then walking back).
    static func cycle(from start: SceneID, within members: Set<SceneID>, outgoing: [SceneID: [LintContext.Edge]]) -> [LintContext.Edge]? {
        var arrival: [SceneID: LintContext.Edge] = [:]
        var queue = [start], head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in outgoing[node] ?? [] {
                let next = edge.destination!
                guard members.contains(next) else { continue }
                if next == start {
                    var path = [edge]
                    var current = node
                    while current != start, let previous = arrival[current] {
                        path.append(previous)
                        current = previous.source
                    }
                    return path.reversed()
                }
                if arrival[next] == nil {
                    arrival[next] = edge
                    queue.append(next)
                }
            }
        }
        return nil
    }
}

/// Tarjan's strongly connected components (iterative: a long chain of scenes must not overflow
/// the stack), keeping only those that contain a cycle.
enum StronglyConnected {
    static func components(of nodes: [SceneID], successors: (SceneID) -> [SceneID]) -> [[SceneID]] {
        var index: [SceneID: Int] = [:], lowlink: [SceneID: Int] = [:]
        var stack: [SceneID] = [], onStack: Set<SceneID> = []
        var result: [[SceneID]] = []
        var counter = 0
        func open(_ node: SceneID) -> (node: SceneID, successors: [SceneID], next: Int) {
            index[node] = counter
            lowlink[node] = counter
            counter += 1
            stack.append(node)
            onStack.insert(node)
            return (node, successors(node), 0)
        }
        for root in nodes where index[root] == nil {
            var calls = [open(root)]
            while let frame = calls.last {
                if frame.next < frame.successors.count {
                    calls[calls.count - 1].next += 1
                    let next = frame.successors[frame.next]
                    if index[next] == nil {
                        calls.append(open(next))
                    } else if onStack.contains(next) {
                        lowlink[frame.node] = min(lowlink[frame.node]!, index[next]!)
                    }
                    continue
                }
                calls.removeLast()
                let node = frame.node
                if let parent = calls.last?.node { lowlink[parent] = min(lowlink[parent]!, lowlink[node]!) }
                guard lowlink[node] == index[node] else { continue }
                var component: [SceneID] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 || frame.successors.contains(node) { result.append(component) }
            }
        }
        return result
    }
}
