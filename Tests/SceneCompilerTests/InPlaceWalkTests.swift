import Foundation
import SceneCompiler
import SceneGraph
import Testing
import TestSupport

/// The walks that read the graph in place (`forEachScene`, `forEachView`, `forEachCell`,
/// `forEachBarButtonItem`, `forEachInTree`) visit what the array-building properties hold, in the
/// same order, on every storyboard of the corpus and the sample scenes.
@Suite("In-place walks")
struct InPlaceWalkTests {
    @Test(Requirement.corpus.trait) func walksVisitWhatTheArraysHold() throws {
        try Requirement.corpus.require()
        let files = try StoryboardCorpusTests.storyboardPaths()
            + [packageRoot.appendingPathComponent("Scenes").path]
        let graph = Compiler().load(files).graph
        var scenes: [Scene] = []
        graph.forEachScene { scenes.append(copy $0) }
        #expect(scenes == graph.allScenes)
        #expect(scenes.count > 150, "the storyboard corpus is missing")

        var cellsSeen = 0, itemsSeen = 0
        for scene in scenes {
            var views: [ViewNode] = []
            scene.forEachView { views.append($0) }
            #expect(views == scene.allViews, "views of \(scene.id)")

            var cells: [CellPrototype] = []
            scene.forEachCell { cells.append($0) }
            #expect(cells == scene.allCells, "cells of \(scene.id)")
            cellsSeen += cells.count

            var items: [BarButtonItemNode] = []
            scene.forEachBarButtonItem { items.append($0) }
            #expect(items == scene.allBarButtonItems, "bar button items of \(scene.id)")
            itemsSeen += items.count

            var tree: [ViewNode] = []
            scene.rootView?.forEachInTree { tree.append($0) }
            #expect(tree == (scene.rootView?.selfAndDescendants ?? []), "tree of \(scene.id)")
        }
        // The corpus has both, so the comparisons above are not all of empty lists.
        #expect(cellsSeen > 0 && itemsSeen > 0)
    }
}
