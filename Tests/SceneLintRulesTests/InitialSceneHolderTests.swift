import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// `invalid-initial-scene` finds each initial scene's holder in one pass over the edges: the same
/// edge as searching all of them for that scene.
@Suite("Initial scenes' holders")
struct InitialSceneHolderTests {
    /// Files whose initial scenes are held, not held, references, and held in several places.
    static let files: [(path: String, text: String)] = (0..<12).map { index in
        let initial = ["list", "nav", "tabs", "ref", "missing"][index % 5]
        return ("F\(index).scene", """
            <scenes xmlns="urn:scenec:scene:1" initial="\(initial)">
              <navigation id="nav"><relationship kind="root" destination="list"/></navigation>
              <tabBar id="tabs">
                <relationship kind="tab" destination="list"/>
                <relationship kind="tab" destination="other"/>
              </tabBar>
              <controller id="list"><view><containerView id="box" embed="child"/></view></controller>
              <controller id="other"><view><containerView id="box" embed="list"/></view></controller>
              <controller id="child"/>
              <reference id="ref" file="F\((index + 1) % 12).scene" scene="list"/>
            </scenes>
            """)
    }

    @Test func oneScanFindsTheSameHoldersAsASearchPerScene() throws {
        let files = run(files: Self.files)
        #expect(files.reader.isEmpty, "\(files.reader.map(\.description))")
        var graphs = [files.graph]
        forEachRuleExample { graph, _ in graphs.append(graph) }
        var held = 0
        for graph in graphs {
            let context = LintContext(graph: graph, layingOut: { _ in false })
            let scenes = graph.documents.flatMap { document in document.scenes.map(\.id) }
            let holders = InvalidInitialSceneRule.firstHolders(of: Set(scenes), in: context.edges)
            for scene in scenes {
                #expect(holders[scene] == InvalidInitialSceneRule.firstHolder(of: scene, in: context.edges), "\(scene)")
                if holders[scene] != nil { held += 1 }
            }
            // Only the scenes asked about.
            let initial = Set(context.initialScenes)
            #expect(Set(InvalidInitialSceneRule.firstHolders(of: initial, in: context.edges).keys).isSubset(of: initial))
        }
        #expect(held > 30)
        // In the files, `list` is held three times (navigation, tab, container): the first counts.
        let context = LintContext(graph: files.graph, layingOut: { _ in false })
        let list = SceneID(document: "F0.scene", name: "list")
        #expect(context.edges.filter { $0.isContainment && $0.named == list }.count == 3)
    }

    @Test func theRuleStillReportsEveryHeldInitialScene() {
        let result = run(files: Self.files)
        let reported = result.lint.filter { $0.ruleID == "invalid-initial-scene" }
        // list (root of nav, then tab, then…) in F0, F5, F10; tabs is held by nothing; ref in F3, F8.
        #expect(reported.count == 5, "\(reported.map(\.description))")
        #expect(reported.filter { $0.message.contains("is the root of 'nav'") }.count == 3)
        #expect(reported.filter { $0.message.contains("is a reference") }.count == 2)
    }
}
