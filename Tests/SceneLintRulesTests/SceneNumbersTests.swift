import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// The graph rules work on scene numbers (issue 26): ``SceneNumbers`` and the numbered edges
/// stand for the ids they replace, and `containment-cycle`, reachability and the container
/// analysis give what they gave on ids — on the rules' examples, random graphs of several files
/// (duplicate ids, references, cycles, missing scenes) and the corpus.
@Suite("Scene numbers")
struct SceneNumbersTests {
    /// The code as it was, on ids.
    enum Former {
        static func reachable(from roots: [SceneID], in context: LintContext) -> Set<SceneID> {
            var outgoing: [SceneID: [SceneID]] = [:]
            for edge in context.edges {
                if let named = edge.named { outgoing[edge.source, default: []].append(named) }
            }
            for (reference, target) in context.graph.referenceTargets { outgoing[reference, default: []].append(target) }
            var seen: Set<SceneID> = []
            var stack = roots
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                stack += outgoing[next] ?? []
            }
            return seen
        }

        /// `containment-cycle` as it was: components and cycles on ids.
        static func containmentCycles(in context: LintContext) -> [Violation] {
            let containment = context.edges.filter { $0.isContainment && $0.destination != nil }
            let outgoing = Dictionary(grouping: containment, by: \.source)
            var order: [SceneID] = []
            context.graph.forEachScene { order.append($0.id) }
            // A file with a duplicate id (an error of its own) has two scenes of one id: the first counts.
            let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            var violations: [Violation] = []
            // A scene that holds nothing is on no cycle: the search starts only from containers.
            let containers = order.filter { outgoing[$0] != nil }
            for component in FormerStronglyConnected.components(of: containers, successors: { outgoing[$0]?.map { $0.destination! } ?? [] }) {
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

        /// `unreachable-scene` as it was, on ids.
        static func unreachableScenes(in context: LintContext) -> [Violation] {
            let graph = context.graph
            // macOS storyboards' application scene (the menu bar) is instantiated by the application itself.
            var roots = context.initialScenes
            graph.forEachScene { scene in
                if scene.storyboardID != nil || scene.storyboardElement == "application" { roots.append(scene.id) }
            }
            let reached = Self.reachable(from: roots, in: context)
            var violations: [Violation] = []
            for document in graph.documents where context.hasEntryPoint(document) {
                // A dangling initial scene is already an error of the resolver; do not pile on.
                if let initial = document.initialScene, document.scene(named: initial) == nil { continue }
                for scene in document.scenes where !reached.contains(scene.id) {
                    let what = scene.kind == .reference ? "reference" : "scene"
                    violations.append(Violation(
                        "\(what) '\(scene.id.name)' is never shown: no initial mark, segue, relationship, embed or reference "
                            + "leads to it and it has no storyboard identifier",
                        at: scene.source.element))
                }
            }
            return violations
        }

        /// `show-without-container` as it was, on ids (the hosts from the fixed point below).
        static func showsWithoutContainer(in context: LintContext) -> [Violation] {
            let reached = Self.reachable(from: context.initialScenes, in: context)
            let hosts = Self.hosts(in: context)
            var violations: [Violation] = []
            for edge in context.edges where reached.contains(edge.source) && !context.isAppKit(edge.source.document) {
                let location = edge.segue.source.location(ofAny: "kind")
                switch edge.segue.kind {
                case .show where hosts.show[edge.source] == nil:
                    violations.append(Violation(
                        "'show' from '\(edge.source.name)' presents modally: no navigation or split controller holds "
                            + "'\(edge.source.name)'; embed it in a navigation controller or make the segue 'present'",
                        at: location))
                case .showDetail where hosts.detail[edge.source] == nil:
                    violations.append(Violation(
                        "'showDetail' from '\(edge.source.name)' presents modally: no split view controller holds "
                            + "'\(edge.source.name)'; put it in a split view controller or make the segue 'present'",
                        at: location))
                default:
                    break
                }
            }
            return violations
        }

        /// Each scene's show and detail hosts, by iterating the routing to a fixed point on ids.
        static func hosts(in context: LintContext) -> (show: [SceneID: Set<SceneID>], detail: [SceneID: Set<SceneID>]) {
            var kinds: [SceneID: SceneKind] = [:]
            context.graph.forEachScene { scene in if kinds[scene.id] == nil { kinds[scene.id] = scene.kind } }
            let handlesShow = { (id: SceneID) in kinds[id] == .navigation || kinds[id] == .split }
            let isSplit = { (id: SceneID) in kinds[id] == .split }
            var show: [SceneID: Set<SceneID>] = [:], detail: [SceneID: Set<SceneID>] = [:]
            for id in kinds.keys {
                if handlesShow(id) { show[id] = [id] }
                if isSplit(id) { detail[id] = [id] }
            }
            var changed = true
            while changed {
                changed = false
                func add(_ hosts: Set<SceneID>?, to scene: SceneID, in table: inout [SceneID: Set<SceneID>], unless own: Bool) {
                    guard let hosts, !hosts.isEmpty, !own, !hosts.isSubset(of: table[scene] ?? []) else { return }
                    table[scene, default: []].formUnion(hosts)
                    changed = true
                }
                for edge in context.edges {
                    guard let destination = edge.destination else { continue }
                    let source = edge.source
                    switch edge.segue.kind {
                    case .embed, .relationship:
                        add(show[source], to: destination, in: &show, unless: handlesShow(destination))
                        add(detail[source], to: destination, in: &detail, unless: isSplit(destination))
                    case .show, .push:
                        guard show[source] != nil else { break }  // without a container, `show` presents
                        add(show[source], to: destination, in: &show, unless: handlesShow(destination))
                        add(detail[source], to: destination, in: &detail, unless: isSplit(destination))
                    case .showDetail, .replace:
                        guard detail[source] != nil else { break }
                        add(detail[source], to: destination, in: &show, unless: handlesShow(destination))
                        add(detail[source], to: destination, in: &detail, unless: isSplit(destination))
                    default:
                        break
                    }
                }
            }
            return (show, detail)
        }
    }

    /// Compares everything numbered with the former code; returns how many cycles were found.
    static func compare(_ graph: ResolvedGraph, note: String) -> Int {
        let context = LintContext(graph: graph, layingOut: { _ in false })
        let numbers = context.numbers
        // The numbers: the scenes' distinct ids in order, each found again by its id.
        var distinct: [SceneID] = []
        graph.forEachScene { scene in if !distinct.contains(scene.id) { distinct.append(scene.id) } }
        #expect(Array(numbers.ids.prefix(numbers.sceneCount)) == distinct, "\(note)")
        for number in numbers.ids.indices { #expect(numbers.number(of: numbers.ids[number]) == number, "\(note)") }
        var ordinal = 0
        graph.forEachScene { scene in
            #expect(numbers.ids[numbers.number(sceneAt: ordinal)] == scene.id, "\(note)")
            ordinal += 1
        }
        // Each edge's numbers stand for its ids, and its ids are what the graph resolves.
        var edgeIndex = 0
        graph.forEachScene { scene in
            for segue in scene.segues {
                let edge = context.edges[edgeIndex]
                edgeIndex += 1
                let named = segue.destination.map { SceneID(document: scene.id.document, name: $0) }.flatMap { graph.contains($0) ? $0 : nil }
                #expect(edge.source == scene.id && edge.named == named && edge.destination == graph.destination(of: segue, from: scene.id), "\(note)")
                #expect(numbers.ids[edge.sourceNumber] == edge.source, "\(note)")
                #expect(edge.namedNumber.map { numbers.ids[$0] } == edge.named, "\(note)")
                #expect(edge.destinationNumber.map { numbers.ids[$0] } == edge.destination, "\(note)")
            }
        }
        #expect(edgeIndex == context.edges.count, "\(note)")
        // Reachability from the initial scenes, from every storyboard identifier and from one scene.
        var roots: [[SceneID]] = [context.initialScenes, []]
        graph.forEachScene { scene in if scene.storyboardID != nil { roots[1].append(scene.id) } }
        roots += distinct.prefix(1).map { [$0] }
        for root in roots {
            let former = Former.reachable(from: root, in: context)
            #expect(context.reachable(from: root) == former, "\(note)")
            let reached = context.reached(from: root.compactMap(numbers.number(of:)))
            #expect(Set(reached.indices.filter { reached[$0] }.map { numbers.ids[$0] }) == former, "\(note)")
        }
        // The container analysis.
        let hosts = Former.hosts(in: context)
        #expect(context.containers.showHosts == hosts.show, "\(note)")
        #expect(context.containers.detailHosts == hosts.detail, "\(note)")
        for number in 0..<numbers.sceneCount {
            #expect(context.containers.hasShowHost(number: number) == (hosts.show[numbers.ids[number]] != nil), "\(note)")
            #expect(context.containers.hasDetailHost(number: number) == (hosts.detail[numbers.ids[number]] != nil), "\(note)")
        }
        // The two rules that read reachability.
        #expect(UnreachableSceneRule().check(context) == Former.unreachableScenes(in: context), "\(note)")
        #expect(ShowWithoutContainerRule().check(context) == Former.showsWithoutContainer(in: context), "\(note)")
        // Containment cycles: how long, from where, and at which edge.
        let cycles = ContainmentCycleRule().check(context)
        #expect(cycles == Former.containmentCycles(in: context), "\(note)")
        return cycles.count
    }

    @Test func rulesExamples() {
        var cycles = 0
        forEachRuleExample { graph, note in cycles += Self.compare(graph, note: note) }
        #expect(cycles >= 2)
    }

    @Test func randomGraphs() {
        var random = SeededRandom(seed: 0x5CE4E)
        var cycles = 0, duplicates = 0, references = 0
        for round in 0..<300 {
            let files = RandomSceneFiles.make(&random)
            let graph = run(files: files).graph
            let numbers = SceneNumbers(graph: graph)
            var scenes = 0
            graph.forEachScene { _ in scenes += 1 }
            duplicates += scenes - numbers.sceneCount
            references += graph.referenceTargets.count
            cycles += Self.compare(graph, note: "round \(round)")
        }
        // The random graphs have what the numbers must get right.
        #expect(cycles > 20 && duplicates > 20 && references > 20, "cycles \(cycles), duplicates \(duplicates), references \(references)")
    }

    /// A hand-made graph whose reference targets are no scenes: they are numbered after the scenes.
    /// Each scene's number and whether it is the first with its id, as the graph's look-up by id
    /// and the numbering by ordinal give them — on a file with ids written twice.
    @Test func forEachSceneMarksTheFirstSceneOfEachID() {
        let graph = run(files: [("Duplicate.scene", RestorationItemsTests.duplicatedIDs)]).graph
        let numbers = SceneNumbers(graph: graph)
        var expected: [String] = [], ordinal = 0
        for (documentIndex, document) in graph.documents.enumerated() {
            for (sceneIndex, scene) in document.scenes.enumerated() {
                let isFirst = graph.position(of: scene.id).map { $0 == (documentIndex, sceneIndex) } ?? false
                expected.append("\(numbers.number(sceneAt: ordinal)) \(isFirst) \(scene.id.name)")
                ordinal += 1
            }
        }
        var given: [String] = []
        numbers.forEachScene { number, isFirst, scene in given.append("\(number) \(isFirst) \(scene.id.name)") }
        #expect(given == expected)
        #expect(given.filter { $0.contains(" false ") }.count == 2)  // the second `detail` and `nav`
    }

    @Test func referenceTargetsOutsideTheGraph() {
        var graph = run(files: [("A.scene", "<scenes xmlns=\"urn:scenec:scene:1\" initial=\"r\">\n  <reference id=\"r\" file=\"B.scene\" scene=\"x\"/>\n</scenes>\n")]).graph
        let reference = SceneID(document: "A.scene", name: "r"), nowhere = SceneID(document: "B.scene", name: "x")
        graph = ResolvedGraph(documents: graph.documents, referenceTargets: [reference: nowhere])
        let context = LintContext(graph: graph, layingOut: { _ in false })
        #expect(context.numbers.sceneCount == 1 && context.numbers.ids == [reference, nowhere])
        #expect(context.numbers.number(of: nowhere) == 1)
        #expect(context.numbers.number(of: SceneID(document: "B.scene", name: "y")) == nil)
        #expect(context.reachable(from: [reference]) == [reference, nowhere])
    }

    @Test(Requirement.corpus.trait) func corpus() throws {
        try Requirement.corpus.require()
        _ = Self.compare(run(files: try corpusFiles()).graph, note: "corpus")
    }
}

/// Tarjan's strongly connected components on ids, as ``ContainmentCycleRule`` had them
/// (iterative), keeping only those that contain a cycle.
enum FormerStronglyConnected {
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
