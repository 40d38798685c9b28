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
        // By scene number (the context's `numbers`): numbers follow source order, so the smallest
        // number of a cycle is its first scene in source order.
        var outgoing = [[LintContext.Edge]](repeating: [], count: context.numbers.count)
        for edge in context.edges where edge.isContainment && edge.destinationNumber != nil {
            outgoing[edge.sourceNumber].append(edge)
        }
        var violations: [Violation] = []
        // A scene that holds nothing is on no cycle: the search starts only from containers.
        let containers = outgoing.indices.filter { !outgoing[$0].isEmpty }
        let components = StronglyConnected.components(of: containers, count: outgoing.count) { outgoing[$0].map { $0.destinationNumber! } }
        // Made once for every component (a file of many small cycles must not allocate the
        // whole graph's size for each); each component's marks are taken back after it.
        var members = [Bool](repeating: false, count: outgoing.count)
        var arrival = [LintContext.Edge?](repeating: nil, count: outgoing.count)
        for component in components {
            for member in component { members[member] = true }
            defer { for member in component { members[member] = false } }
            let start = component.min()!
            // A cycle through `start` inside the component: breadth-first back to it.
            guard let cycle = Self.cycle(from: start, within: members, outgoing: outgoing, arrival: &arrival) else { continue }
            let startID = context.numbers.ids[start]
            var path = ([startID] + cycle.map { $0.destination! }).map { context.describe($0, from: startID.document) }
            if path.count > 8 { path = path.prefix(4) + ["… (\(path.count - 6) more)"] + path.suffix(2) }
            let first = cycle[0]
            violations.append(Violation(
                "embeds and relationships form a cycle: \(path.joined(separator: " → ")); instantiating '\(startID.name)' never ends",
                at: first.segue.source.location(ofAny: first.segue.kind == .embed ? "embed" : "destination", "destination")))
        }
        return violations
    }

    /// The shortest cycle of edges from scene number `start` back to it, inside one strongly
    /// connected component (`members`, by number): breadth first, remembering each scene's
    /// incoming edge in `arrival` (all nil on entry, and again on return), then walking back.
    static func cycle(
        from start: Int, within members: [Bool], outgoing: [[LintContext.Edge]], arrival: inout [LintContext.Edge?]
    ) -> [LintContext.Edge]? {
        var queue = [start], head = 0
        defer { for node in queue { arrival[node] = nil } }
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in outgoing[node] {
                let next = edge.destinationNumber!
                guard members[next] else { continue }
                if next == start {
                    var path = [edge]
                    var current = node
                    while current != start, let previous = arrival[current] {
                        path.append(previous)
                        current = previous.sourceNumber
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

/// Tarjan's strongly connected components of the nodes `0..<count` (iterative: a long chain of
/// scenes must not overflow the stack), keeping only those that contain a cycle. Components come
/// in the order Tarjan's algorithm closes them, starting from `nodes` in their order.
enum StronglyConnected {
    static func components(of nodes: [Int], count: Int, successors: (Int) -> [Int]) -> [[Int]] {
        var index = [Int?](repeating: nil, count: count), lowlink = [Int](repeating: 0, count: count)
        var stack: [Int] = [], onStack = [Bool](repeating: false, count: count)
        var result: [[Int]] = []
        var counter = 0
        func open(_ node: Int) -> (node: Int, successors: [Int], next: Int) {
            index[node] = counter
            lowlink[node] = counter
            counter += 1
            stack.append(node)
            onStack[node] = true
            return (node, successors(node), 0)
        }
        for root in nodes where index[root] == nil {
            var calls = [open(root)]
            while let frame = calls.last {
                if frame.next < frame.successors.count {
                    calls[calls.count - 1].next += 1
                    let next = frame.successors[frame.next]
                    if let nextIndex = index[next] {
                        if onStack[next] { lowlink[frame.node] = min(lowlink[frame.node], nextIndex) }
                    } else {
                        calls.append(open(next))
                    }
                    continue
                }
                calls.removeLast()
                let node = frame.node
                if let parent = calls.last?.node { lowlink[parent] = min(lowlink[parent], lowlink[node]) }
                guard lowlink[node] == index[node] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 || frame.successors.contains(node) { result.append(component) }
            }
        }
        return result
    }
}
