import Foundation
import SceneCompiler
import SceneDrawing
import SceneGraph
import Testing
import TestSupport

/// The `scenec graph` page shows each scene with a view as its wireframe, inside its box.
@Suite("scenec graph: wireframe thumbnails")
struct PreviewThumbnailTests {
    @Test(Requirement.graphviz.trait) func pageHasAThumbnailPerSceneWithAView() throws {
        try Requirement.graphviz.require()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = [LayoutCommandTests.form, LayoutCommandTests.shop].map { packageRoot.appendingPathComponent($0).path }
        let result = try runScenec(["graph", "-o", "flow.html"] + paths, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("flow.html"), encoding: .utf8)
        let canvas = try #require(page.range(of: "<div id=\"canvas\""))
        let svg = try ParsedSVG(firstSVGIn: String(page[canvas.lowerBound...]))

        let graph = Compiler().load(paths).graph
        var expected: Set<String> = []
        for (d, document) in graph.documents.enumerated() {
            for (s, scene) in document.scenes.enumerated() where scene.rootView != nil { expected.insert(FlowIDs.scene(d, s)) }
        }
        #expect(expected.count == 5, "two storyboard scenes and three scene-file controllers have views")

        var withThumbnails: Set<String> = []
        for (index, element) in svg.elements.enumerated() where element.name == "g" && element.classes.isSuperset(of: ["node", "scene"]) {
            let inside = svg.descendants(of: index)
            let thumbnails = inside.filter { $0.name == "g" && $0.classes.contains("thumbnail") }
            guard !thumbnails.isEmpty else { continue }
            #expect(thumbnails.count == 1, "one thumbnail in \(element.attributes["id"] ?? "?")")
            withThumbnails.insert(element.attributes["id"] ?? "")
            let frame = try #require(inside.first { $0.classes.contains("thumbnail-frame") })
            let screen = try #require(inside.first { $0.name == "g" && $0.classes.contains("thumbnail-screen") })
            let clip = try #require(inside.first { $0.name == "clipPath" })
            #expect(screen.attributes["clip-path"] == "url(#\(clip.attributes["id"] ?? "?"))", "the screen is clipped to its own size")
            #expect(screen.attributes["transform"]?.hasPrefix("translate(\(frame.attributes["x"] ?? "?") ") == true, "\(screen.attributes)")
            #expect((frame.number("width") ?? 0) >= 80 && (frame.number("height") ?? 0) >= 140, "a phone-shaped thumbnail")
            #expect(inside.contains { $0.name == "g" && $0.classes.contains("view") }, "the thumbnail draws the scene's views")
            #expect(!inside.contains { $0.name == "svg" }, "no nested <svg>: the page's first </svg> ends the drawing")
        }
        #expect(withThumbnails == expected)
        #expect(!page.contains("#fdfdfe"), "every placeholder cell was replaced")
    }

    @Test(Requirement.graphviz.trait) func noThumbnailsLeavesThePageAsItWas() throws {
        try Requirement.graphviz.require()
        let graph = Compiler().load([packageRoot.appendingPathComponent(LayoutCommandTests.form).path]).graph
        let runner = try GraphvizRunner.locate()
        let plain = String(decoding: try FlowRenderer.render(graph, as: .html, runner: runner, thumbnails: FlowThumbnails.none), as: UTF8.self)
        #expect(!plain.contains("class=\"thumbnail\""))
        let drawn = String(decoding: try FlowRenderer.render(graph, as: .html, runner: runner), as: UTF8.self)
        #expect(drawn.components(separatedBy: "<g class=\"thumbnail\">").count == 3, "the default draws both scenes' wireframes")
        #expect(try FlowRenderer.render(graph, as: .dot, runner: nil) == Data(DOTWriter.render(FlowDOTTranslator.translate(graph)).utf8),
                "DOT text is unchanged")
    }
}
