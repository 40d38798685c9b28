import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// ``ContainerAnalysis`` keeps its hosts by scene number and makes the tables by id only when
/// asked; `hasShowHost`/`hasDetailHost` answer what `showHosts[id] != nil` did, and restoration
/// parents stay ordered by id.
@Suite("Container analysis by number")
struct ContainerAnalysisTests {
    static let splitFile = (path: "Split.scene", text: """
        <scenes xmlns="urn:scenec:scene:1" initial="split">
          <split id="split">
            <relationship kind="primary" destination="list"/>
            <relationship kind="secondary" destination="detailNavigation"/>
          </split>
          <navigation id="listNavigation"><relationship kind="root" destination="orphan"/></navigation>
          <controller id="list" restorationID="List">
            <segue id="open" kind="showDetail" destination="detail"/>
            <segue id="more" kind="show" destination="more"/>
          </controller>
          <navigation id="detailNavigation"><relationship kind="root" destination="detail"/></navigation>
          <controller id="detail" restorationID="Detail"><segue id="deeper" kind="show" destination="deeper"/></controller>
          <controller id="deeper"/>
          <controller id="more"><segue id="alone" kind="showDetail" destination="detail"/></controller>
          <controller id="orphan"><segue id="modal" kind="present" destination="loose"/></controller>
          <controller id="loose"><segue id="nowhere" kind="show" destination="deeper"/></controller>
        </scenes>
        """)

    static func check(_ graph: ResolvedGraph) -> Int {
        let analysis = LintContext(graph: graph).containers
        let show = analysis.showHosts, detail = analysis.detailHosts
        var scenes = 0
        graph.forEachScene { scene in
            scenes += 1
            #expect(analysis.hasShowHost(scene.id) == (show[scene.id] != nil), "\(scene.id)")
            #expect(analysis.hasDetailHost(scene.id) == (detail[scene.id] != nil), "\(scene.id)")
        }
        // Parents come edge by edge; the holders one edge gives are ordered by id.
        for (child, parents) in analysis.restorationParents {
            for (earlier, later) in zip(parents, parents.dropFirst()) where earlier.edge === later.edge {
                #expect(earlier.parent < later.parent, "\(child)")
            }
        }
        #expect(!analysis.hasShowHost(SceneID(document: "Nowhere.scene", name: "none")))
        #expect(!analysis.hasDetailHost(SceneID(document: "Nowhere.scene", name: "none")))
        return scenes
    }

    @Test func splitAndNavigationHosts() {
        let result = run(files: [Self.splitFile])
        #expect(result.reader.isEmpty && result.resolver.isEmpty, "\(result.reader + result.resolver)")
        #expect(Self.check(result.graph) == 9)
        let analysis = LintContext(graph: result.graph).containers
        let id = { SceneID(document: "Split.scene", name: $0) }
        // Both kinds of host are present, and some scenes have neither: the checks can fail.
        #expect(analysis.hasShowHost(id("detail")) && analysis.hasDetailHost(id("list")))
        #expect(!analysis.hasShowHost(id("loose")) && !analysis.hasDetailHost(id("loose")))
        // `deeper` is shown from `detail` (held by its navigation controller and by the split,
        // ordered by id) and from `loose` (no container: `loose` itself holds it).
        #expect(analysis.restorationParents[id("deeper")].map { $0.map(\.parent.name) } == ["detailNavigation", "split", "loose"])
    }

    @Test func chainedFiles() {
        let result = run(files: RestorationItemsTests.chainedFiles(count: 5, scenes: 4))
        #expect(Self.check(result.graph) == 29)  // 5 navigation controllers, 20 scenes, 4 references
    }

    @Test(Requirement.corpus.trait) func corpus() throws {
        try Requirement.corpus.require()
        let files = try corpusFiles()
        #expect(Self.check(run(files: files).graph) > 100)
    }
}
