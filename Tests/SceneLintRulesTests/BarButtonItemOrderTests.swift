import SceneCompiler
import SceneGraph
import Testing
import TestSupport

/// ``Scene/forEachControllerBarButtonItem(_:)`` walks the controller's bar button items in
/// place, in the order the former joined array had them (navigation item's left, right, then
/// toolbar items), and ``Scene/allBarButtonItems`` follows with the bar views' items (issue 26).
@Suite("Bar button item order")
struct BarButtonItemOrderTests {
    /// Compares the walks on every scene; returns how many controller bar button items and how
    /// many custom views among them were seen.
    static func compare(_ graph: ResolvedGraph, note: String) -> (items: Int, customViews: Int) {
        var items = 0, customViews = 0
        graph.forEachScene { scene in
            let former = (scene.navigationItem?.leftItems ?? []) + (scene.navigationItem?.rightItems ?? []) + scene.toolbarItems
            var walked: [BarButtonItemNode] = []
            scene.forEachControllerBarButtonItem { walked.append($0) }
            #expect(walked == former, "\(note) \(scene.id)")
            #expect(scene.controllerBarButtonItems == former, "\(note) \(scene.id)")
            var inViews: [BarButtonItemNode] = []
            scene.rootView?.forEachInTree { inViews += $0.barItems }
            #expect(scene.allBarButtonItems == former + inViews, "\(note) \(scene.id)")
            items += former.count
            // The views, custom views of bar button items included, in the former walk's order.
            var formerViews: [ViewNode] = []
            func visit(_ view: ViewNode) {
                formerViews.append(view)
                for subview in view.subviews { visit(subview) }
                for cell in view.cells { for subview in cell.subviews { visit(subview) } }
                for item in view.barItems { if let custom = item.customView { visit(custom) } }
            }
            if let root = scene.rootView { visit(root) }
            for item in former { if let custom = item.customView { visit(custom) } }
            var views: [ViewNode] = []
            scene.forEachView { views.append($0) }
            #expect(views == formerViews, "\(note) \(scene.id)")
            customViews += former.filter { $0.customView != nil }.count
        }
        return (items, customViews)
    }

    @Test func sampleAndExamples() {
        let sample = ["Recipes.scene", "Settings.scene"].map { packageRoot.appendingPathComponent("Scenes/\($0)").path }
        var items = Self.compare(Compiler().load(sample).graph, note: "Scenes/").items
        // Right before left in the file: the order walked is still left, right, toolbar.
        let bars = run(files: [("Bars.scene", """
            <scenes xmlns="urn:scenec:scene:1" initial="a">
              <controller id="a">
                <navigationItem title="A">
                  <barButtonItem id="r1"><slider id="volume"/></barButtonItem>
                  <barButtonItem id="l1" title="L1" placement="left"/>
                  <barButtonItem id="l2" title="L2" placement="left"/>
                </navigationItem>
                <toolbarItems><barButtonItem id="t1" title="T1"/><barButtonItem id="t2" title="T2"/></toolbarItems>
              </controller>
            </scenes>
            """)])
        #expect(bars.reader.isEmpty, "\(bars.reader)")
        let counted = Self.compare(bars.graph, note: "bars")
        items += counted.items
        #expect(counted.customViews == 1)
        var ids: [String?] = []
        bars.graph.forEachScene { scene in scene.forEachControllerBarButtonItem { ids.append($0.id) } }
        #expect(ids == ["l1", "l2", "r1", "t1", "t2"])
        #expect(items >= 5)
    }

    @Test(Requirement.corpus.trait) func corpus() throws {
        try Requirement.corpus.require()
        #expect(Self.compare(run(files: try corpusFiles()).graph, note: "corpus").items > 20)
    }
}
