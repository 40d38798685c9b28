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

            // Loops written out plainly, independent of the walks and of the properties built on
            // them, must visit the same values in the same order.
            let plainTree = scene.rootView.map(Self.plainTree) ?? []
            #expect(tree == plainTree, "plain tree of \(scene.id)")
            let plainViews = Self.plainViews(of: scene)
            #expect(views == plainViews, "plain views of \(scene.id)")
            #expect(cells == plainViews.flatMap(\.cells), "plain cells of \(scene.id)")
            #expect(items == scene.controllerBarButtonItems + plainTree.flatMap(\.barItems), "plain items of \(scene.id)")
        }
        // The corpus has both, so the comparisons above are not all of empty lists.
        #expect(cellsSeen > 0 && itemsSeen > 0)
    }

    /// The view and its descendants, by plain recursion.
    static func plainTree(_ view: ViewNode) -> [ViewNode] {
        var result = [view]
        for index in view.subviews.indices { result += plainTree(view.subviews[index]) }
        return result
    }

    /// Every view of a scene in `forEachView`'s order, by plain recursion.
    static func plainViews(of scene: Scene) -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ view: ViewNode) {
            result.append(view)
            for index in view.subviews.indices { visit(view.subviews[index]) }
            for cell in view.cells.indices {
                for index in view.cells[cell].subviews.indices { visit(view.cells[cell].subviews[index]) }
            }
            for item in view.barItems { if let custom = item.customView { visit(custom) } }
        }
        if let root = scene.rootView { visit(root) }
        for item in scene.controllerBarButtonItems { if let custom = item.customView { visit(custom) } }
        return result
    }
}
