import Foundation
import SceneCompiler
import SceneDrawing
import SceneGraph
import Testing
import TestSupport

/// The HTML page of `scenec graph`, opened in headless Chromium: the script runs, the scenes'
/// titles are on the page, a selected scene's segues are highlighted and its details shown,
/// and the screenshot is a drawing, not a blank page.
@Suite("scenec graph: HTML page in Chromium")
struct GraphPageTests {
    static let scenes = packageRoot.appendingPathComponent("Scenes").path

    /// The sample scenes' page, written by the command into a fresh folder.
    static func writePage() throws -> (folder: URL, page: URL, graph: ResolvedGraph) {
        let folder = try makeTemporaryFolder()
        let result = try runScenec(["graph", "--format", "html", "-o", "flow.html", scenes], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        return (folder, folder.appendingPathComponent("flow.html"), Compiler().load([scenes]).graph)
    }

    /// The box id of the scene with an id.
    static func boxID(of name: String, in graph: ResolvedGraph) throws -> String {
        for (d, document) in graph.documents.enumerated() {
            if let s = document.scenes.firstIndex(where: { $0.id.name == name }) { return FlowIDs.scene(d, s) }
        }
        throw GraphTestFailure("no scene \(name)")
    }

    /// The part of `text` from the first `start` to the following `end`.
    static func section(of text: String, from start: String, to end: String) -> String {
        guard let lower = text.range(of: start), let upper = text.range(of: end, range: lower.upperBound..<text.endIndex) else { return "" }
        return String(text[lower.lowerBound..<upper.upperBound])
    }

    @Test(Requirement.graphviz.trait, Requirement.chromium.trait) func renderedDOMHasTheTitlesAndTheSelectedScenesDetails() throws {
        try Requirement.graphviz.require()
        try Requirement.chromium.require()
        let (folder, page, graph) = try Self.writePage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try Self.boxID(of: "recipeList", in: graph)
        let result = try runChromium(["--dump-dom", page.absoluteString + "#" + list], scratch: folder)
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        let dom = result.stdout
        #expect(dom.contains("data-ready=\"true\""), "the page's script ran to its end")

        let drawing = Self.section(of: dom, from: "<svg", to: "</svg>")
        let titles = graph.allScenes.compactMap(\.title)
        #expect(titles.count >= 7)
        for title in titles { #expect(drawing.contains(">\(title)</text>"), "title \(title) is drawn") }

        let panel = Self.section(of: dom, from: "<aside id=\"details\">", to: "</aside>")
        for detail in ["<h2>Recipes</h2>", "RecipeListViewController", "tableController", "RecipeList", "recipesTableView → recipesTable",
                       "cancelAddingRecipe()", "show “showRecipe” → recipeDetail on recipeCell", "custom “showTips” → Cooking Tips",
                       "relationship from recipesNavigation (root)", "unwind from New Recipe"] {
            #expect(panel.contains(detail), "details panel shows \(detail)")
        }

        var highlighted: Set<String> = [], selected: [String] = []
        for match in dom.matches(of: try Regex<(Substring, Substring, Substring)>(#"<g id="([^"]+)" class="([^"]+)""#)) {
            let classes = match.output.2.split(separator: " ")
            if classes.contains("hl") { highlighted.insert(String(match.output.1)) }
            if classes.contains("selected") { selected.append(String(match.output.1)) }
        }
        let (d, s) = (graph.documents.indices.first { graph.documents[$0].scenes.contains { $0.id.name == "recipeList" } }!, Int(list.split(separator: "-")[2])!)
        var expected: Set<String> = [list]
        for (k, _) in graph.documents[d].scenes[s].segues.enumerated() { expected.insert(FlowIDs.segue(d, s, k)) }
        for (t, scene) in graph.documents[d].scenes.enumerated() {
            for (k, segue) in scene.segues.enumerated()
            where segue.destination == "recipeList" || (segue.kind == .unwind && ["cancelAddingRecipe", "saveNewRecipe"].contains(segue.unwindAction)) {
                expected.insert(FlowIDs.segue(d, t, k))
            }
        }
        #expect(expected.count == 8)
        #expect(highlighted == expected, "the selected scene and its incoming and outgoing segues are highlighted")
        #expect(selected == [list])
    }

    @Test(Requirement.graphviz.trait, Requirement.chromium.trait) func screenshotIsADrawingNotABlankPage() throws {
        try Requirement.graphviz.require()
        try Requirement.chromium.require()
        let (folder, page, _) = try Self.writePage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blank = folder.appendingPathComponent("blank.html")
        try "<!DOCTYPE html><html><body style=\"margin:0;background:#ffffff\"></body></html>".write(to: blank, atomically: true, encoding: .utf8)
        var colours: [String: Int] = [:]
        for (name, url) in [("page", page), ("blank", blank)] {
            let shot = folder.appendingPathComponent("\(name).png")
            let result = try runChromium(["--hide-scrollbars", "--window-size=1200,800", "--screenshot=\(shot.path)", url.absoluteString],
                                         scratch: folder)
            #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
            let image = try DecodedPNG(Data(contentsOf: shot))
            #expect(image.width == 1200 && image.height == 800, "\(name): \(image.width)×\(image.height)")
            colours[name] = image.distinctColours(upTo: 64)
        }
        #expect(colours["blank"] == 1, "a blank page is one colour")
        #expect((colours["page"] ?? 0) >= 32, "the page shows boxes, arrows and text in many colours: \(colours)")
    }
}
