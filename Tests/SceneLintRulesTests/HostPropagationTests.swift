import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// ``ContainerAnalysis`` finds each scene's hosts with a worklist taken in
/// ``ContainerAnalysis/propagationOrder(of:outgoing:)``; the hosts are the least sets the edges
/// carry along, whatever the order. Random documents of controllers, navigation and split
/// controllers and tab bars, with relationships, embeds and every kind of segue, cycles included,
/// must get the hosts that applying every edge over and over until nothing changes gives.
@Suite("Host propagation")
struct HostPropagationTests {
    @Test func hostsAreTheLeastSetsTheEdgesCarry() {
        var random = SeededRandom(seed: 0x4057)
        func below(_ bound: Int) -> Int { random.below(bound) }
        var withHosts = 0, without = 0, reordered = 0
        for round in 0..<300 {
            let count = 2 + below(24)
            let kinds = (0..<count).map { _ in ["controller", "controller", "controller", "navigation", "split", "tabBar"][below(6)] }
            func scene(_ index: Int) -> String { "s\(index)" }
            var text = "<scenes xmlns=\"urn:scenec:scene:1\" initial=\"s0\">\n"
            for index in 0..<count {
                text += "  <\(kinds[index]) id=\"\(scene(index))\">\n"
                switch kinds[index] {
                case "navigation":
                    text += "    <relationship kind=\"root\" destination=\"\(scene(below(count)))\"/>\n"
                case "split":
                    text += "    <relationship kind=\"primary\" destination=\"\(scene(below(count)))\"/>\n"
                    text += "    <relationship kind=\"secondary\" destination=\"\(scene(below(count)))\"/>\n"
                case "tabBar":
                    for _ in 0..<1 + below(3) { text += "    <relationship kind=\"tab\" destination=\"\(scene(below(count)))\"/>\n" }
                default:
                    if below(4) == 0 { text += "    <view><containerView id=\"box\(index)\" embed=\"\(scene(below(count)))\"/></view>\n" }
                    for segue in 0..<below(4) {
                        let kind = ["show", "show", "showDetail", "present", "push"][below(5)]
                        text += "    <segue id=\"e\(index)x\(segue)\" kind=\"\(kind)\" destination=\"\(scene(below(count)))\"/>\n"
                    }
                }
                text += "  </\(kinds[index])>\n"
            }
            text += "</scenes>"
            let result = run(files: [(path: "Round\(round).scene", text: text)])
            let context = LintContext(graph: result.graph)
            let (show, detail) = Self.leastHosts(context)
            let analysis = context.containers
            #expect(analysis.showHosts == show, "\(text)")
            #expect(analysis.detailHosts == detail, "\(text)")
            withHosts += show.count
            without += context.numbers.sceneCount - show.count
            var outgoing = [[(edge: Int, destination: Int)]](repeating: [], count: context.numbers.count)
            for (index, edge) in context.edges.enumerated() {
                if let destination = edge.destinationNumber { outgoing[edge.sourceNumber].append((index, destination)) }
            }
            let order = ContainerAnalysis.propagationOrder(of: context.numbers.sceneCount, outgoing: outgoing)
            #expect(order.sorted() == Array(0..<context.numbers.sceneCount), "\(text)")
            if order != Array(0..<context.numbers.sceneCount) { reordered += 1 }
        }
        #expect(withHosts > 500 && without > 500 && reordered > 100, "with \(withHosts), without \(without), reordered \(reordered)")
    }

    /// Show and detail hosts by id, found by applying every edge until nothing changes.
    static func leastHosts(_ context: LintContext) -> (show: [SceneID: Set<SceneID>], detail: [SceneID: Set<SceneID>]) {
        let numbers = context.numbers
        var kinds = [SceneKind?](repeating: nil, count: numbers.count)
        numbers.forEachScene { number, isFirst, scene in if isFirst { kinds[number] = scene.kind } }
        var show = [Set<Int>](repeating: [], count: numbers.count), detail = show
        for scene in 0..<numbers.sceneCount {
            if kinds[scene] == .navigation || kinds[scene] == .split { show[scene] = [scene] }
            if kinds[scene] == .split { detail[scene] = [scene] }
        }
        var changed = true
        while changed {
            changed = false
            func carry(_ hosts: Set<Int>, to scene: Int, in table: inout [Set<Int>], unless isOwnHost: Bool) {
                guard !isOwnHost, !hosts.isSubset(of: table[scene]) else { return }
                table[scene].formUnion(hosts)
                changed = true
            }
            for edge in context.edges {
                guard let destination = edge.destinationNumber else { continue }
                let source = edge.sourceNumber
                let ownShow = kinds[destination] == .navigation || kinds[destination] == .split, ownDetail = kinds[destination] == .split
                switch edge.segue.kind {
                case .embed, .relationship:
                    carry(show[source], to: destination, in: &show, unless: ownShow)
                    carry(detail[source], to: destination, in: &detail, unless: ownDetail)
                case .show, .push:
                    guard !show[source].isEmpty else { break }
                    carry(show[source], to: destination, in: &show, unless: ownShow)
                    carry(detail[source], to: destination, in: &detail, unless: ownDetail)
                case .showDetail, .replace:
                    guard !detail[source].isEmpty else { break }
                    carry(detail[source], to: destination, in: &show, unless: ownShow)
                    carry(detail[source], to: destination, in: &detail, unless: ownDetail)
                default:
                    break
                }
            }
        }
        func table(_ hosts: [Set<Int>]) -> [SceneID: Set<SceneID>] {
            var table: [SceneID: Set<SceneID>] = [:]
            for (scene, set) in hosts.enumerated() where !set.isEmpty { table[numbers.ids[scene]] = Set(set.map { numbers.ids[$0] }) }
            return table
        }
        return (table(show), table(detail))
    }
}
