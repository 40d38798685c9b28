import Foundation
import SceneCompiler
import SceneDrawing
import SceneGraph
import Testing
import TestSupport

/// `scenec graph` through Graphviz: every scene and segue of the sample scenes and of the
/// largest corpus storyboard is in the SVG, found by the ids and classes the DOT gives them.
@Suite("scenec graph: SVG from Graphviz")
struct GraphSVGTests {
    static let scenes = packageRoot.appendingPathComponent("Scenes").path
    static let fulfillment = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/storyboards/artsy__eidolon__Fulfillment.storyboard").path

    static func render(_ paths: [String]) throws -> (graph: ResolvedGraph, svg: Data) {
        let result = Compiler().load(paths)
        #expect(result.inputProblems.isEmpty, "\(result.inputProblems)")
        let runner = try GraphvizRunner.locate()
        return (result.graph, try FlowRenderer.render(result.graph, as: .svg, runner: runner))
    }

    @Test(Requirement.graphviz.trait) func sampleScenesHaveEveryBoxAndArrow() throws {
        try Requirement.graphviz.require()
        let (graph, svg) = try Self.render([Self.scenes])
        #expect(graph.documents.count == 2)
        try expectFlowStructure(svg: svg, graph: graph)
    }

    @Test(Requirement.graphviz.trait, Requirement.corpus.trait) func largestCorpusStoryboardHasEveryBoxAndArrow() throws {
        try Requirement.graphviz.require()
        try Requirement.corpus.require()
        guard FileManager.default.fileExists(atPath: Self.fulfillment) else {
            throw GraphTestFailure("the corpus storyboard is missing at \(Self.fulfillment) (CI clones the project beside shared/)")
        }
        let (graph, svg) = try Self.render([Self.fulfillment])
        #expect(graph.allScenes.count >= 20)
        #expect(graph.edges.count > 20)
        try expectFlowStructure(svg: svg, graph: graph)
    }

    @Test(Requirement.graphviz.trait) func legendNamesEverySegueKindAndSceneKind() throws {
        try Requirement.graphviz.require()
        let (_, svg) = try Self.render([Self.scenes])
        let texts = Set(try svgGroups(svg).flatMap(\.texts).map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(texts.contains("Legend"))
        for kind in ["show", "showDetail", "present", "popover", "custom", "unwind", "embed", "relationship"] {
            #expect(texts.contains(kind), "segue kind \(kind)")
        }
        for kind in SceneKind.allCases { #expect(texts.contains(kind.rawValue), "scene kind \(kind)") }
    }

    @Test(Requirement.graphviz.trait) func commandWritesSVGToStandardOutputAndFilesAtomically() throws {
        try Requirement.graphviz.require()
        let stdout = try runScenec(["graph", "--format", "svg", Self.scenes])
        #expect(stdout.status == 0, "\(stdout.stderr)")
        let (graph, _) = try Self.render([Self.scenes])
        try expectFlowStructure(svg: Data(stdout.stdout.utf8), graph: graph)

        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try runScenec(["graph", Self.scenes, "-o", "flow.svg"], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(try Data(contentsOf: folder.appendingPathComponent("flow.svg")) == Data(stdout.stdout.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["flow.svg"], "no temporary files left")
    }

    @Test(Requirement.graphviz.trait) func formatFollowsTheOutputExtension() throws {
        try Requirement.graphviz.require()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["flow.png", "flow.dot", "flow.html"] {
            let result = try runScenec(["graph", Self.scenes, "-o", name], in: folder)
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
        let png = try Data(contentsOf: folder.appendingPathComponent("flow.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try String(contentsOf: folder.appendingPathComponent("flow.dot"), encoding: .utf8).hasPrefix("digraph \"scenes\" {"))
        #expect(try String(contentsOf: folder.appendingPathComponent("flow.html"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test(Requirement.graphviz.trait) func outputIsDeterministicWhateverTheFileOrder() throws {
        try Requirement.graphviz.require()
        let recipes = packageRoot.appendingPathComponent("Scenes/Recipes.scene").path
        let settings = packageRoot.appendingPathComponent("Scenes/Settings.scene").path
        let first = try runScenec(["graph", "--format", "svg", recipes, settings])
        let second = try runScenec(["graph", "--format", "svg", settings, recipes])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
        let dot1 = try runScenec(["graph", "--format", "dot", recipes, settings])
        let dot2 = try runScenec(["graph", "--format", "dot", settings, recipes])
        #expect(dot1.stdout == dot2.stdout)
    }

    @Test func missingDotIsOneClearErrorAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let scenec = try scenecExecutable().path
        let env = URL(fileURLWithPath: "/usr/bin/env")
        for format in ["svg", "png", "html"] {
            let result = try run(env, ["PATH=\(empty.path)", scenec, "graph", "--format", format, "-o", "out.\(format)", Self.scenes], in: folder)
            #expect(result.status == 2, "\(format): exit \(result.status)")
            #expect(result.stderr == "scenec: error: cannot find Graphviz's 'dot' on PATH; svg, png and html output need it "
                        + "(install the 'graphviz' package, e.g. apt-get install graphviz) [graphviz-missing]\n", "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.\(format)").path))
        }
        let dot = try run(env, ["PATH=\(empty.path)", scenec, "graph", "--format", "dot", Self.scenes], in: folder)
        #expect(dot.status == 0, "DOT text needs no Graphviz: \(dot.stderr)")
        #expect(dot.stdout.hasPrefix("digraph"))
    }

    @Test func failingDotLeavesTheOutputFileAlone() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fakeDot = bin.appendingPathComponent("dot")
        try "#!/bin/sh\necho 'syntax error in line 1' >&2\nexit 3\n".write(to: fakeDot, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeDot.path)
        try "previous".write(to: folder.appendingPathComponent("flow.svg"), atomically: true, encoding: .utf8)
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"),
                             ["PATH=\(bin.path)", try scenecExecutable().path, "graph", Self.scenes, "-o", "flow.svg"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("dot failed with exit status 3: syntax error in line 1"), "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("flow.svg"), encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bin", "flow.svg"])
    }

    @Test func pngIsNotWrittenToATerminal() throws {
        let script = try requireTool("script", package: "bsdutils")  // runs the command on a pseudo-terminal
        let command = "'\(try scenecExecutable().path)' graph --format png '\(Self.scenes)'"
        let result = try run(script, ["-qec", command, "/dev/null"], in: packageRoot)
        #expect(result.status == 2)
        #expect(result.stdout.contains("not writing png to a terminal; give --output FILE or redirect standard output"), "\(result.stdout)")
        #expect(!result.stdout.contains("PNG"), "no image bytes on the terminal")
    }

    @Test func missingInputIsAnInputFailure() throws {
        let result = try runScenec(["graph", "--format", "dot", "NoSuchFolder/Missing.scene"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no such file or folder: NoSuchFolder/Missing.scene"))
    }
}

/// Checks an SVG drawn from `graph` box by box and arrow by arrow, against the graph itself:
/// one `scene` group per scene titled with its `path#id`, one `file` cluster per document, and
/// for every segue the arrows its id names, from its scene to its destination (to every scene
/// declaring the action for unwind segues, to an exit box when none does).
func expectFlowStructure(svg: Data, graph: ResolvedGraph, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let groups = try svgGroups(svg)
    let scenes = groups.filter { $0.classes.isSuperset(of: ["node", "scene"]) }
    let segues = groups.filter { $0.classes.isSuperset(of: ["edge", "segue"]) }
    let clusters = groups.filter { $0.classes.isSuperset(of: ["cluster", "file"]) }

    #expect(clusters.map(\.id) == graph.documents.indices.map { "file-\($0)" }, sourceLocation: sourceLocation)
    #expect(scenes.count == graph.allScenes.count, "one box per scene", sourceLocation: sourceLocation)
    var expectedTitles: [String: String] = [:]
    for (d, document) in graph.documents.enumerated() {
        for (s, scene) in document.scenes.enumerated() { expectedTitles["scene-\(d)-\(s)"] = scene.id.description }
    }
    let titles = Dictionary(scenes.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    #expect(titles == expectedTitles, sourceLocation: sourceLocation)

    var expectedArrows = 0
    var drawnSegues = 0
    for (d, document) in graph.documents.enumerated() {
        let initial = scenes.filter { $0.classes.contains("initial") && $0.id.hasPrefix("scene-\(d)-") }
        if let name = document.initialScene, let s = document.scenes.firstIndex(where: { $0.id.name == name }) {
            #expect(initial.map(\.id) == ["scene-\(d)-\(s)"], "initial scene of \(document.path)", sourceLocation: sourceLocation)
        }
        for (s, scene) in document.scenes.enumerated() {
            let source = scene.id.description
            if scene.kind == .reference, let target = graph.target(of: scene.id) {
                let link = groups.filter { $0.id == "reference-\(d)-\(s)" }
                #expect(link.map(\.title) == ["\(source)->\(target)"], "reference \(source)", sourceLocation: sourceLocation)
            }
            for (k, segue) in scene.segues.enumerated() {
                let id = "segue-\(d)-\(s)-\(k)"
                let arrows = segues.filter { $0.id == id || $0.id.hasPrefix(id + "-") }
                if !arrows.isEmpty { drawnSegues += 1 }
                #expect(arrows.allSatisfy { $0.classes.contains("kind-\(segue.kind.rawValue)") }, "\(id) kind", sourceLocation: sourceLocation)
                if segue.kind == .unwind {
                    let declarers = graph.allScenes.filter { $0.unwindActions.contains { $0.method == segue.unwindAction } }
                    if declarers.isEmpty {
                        #expect(arrows.count == 1 && arrows[0].title.hasPrefix("\(source)->exit-\(d)-"), "\(id) to an exit",
                                sourceLocation: sourceLocation)
                        expectedArrows += 1
                    } else {
                        #expect(Set(arrows.map(\.title)) == Set(declarers.map { "\(source)->\($0.id)" }), "\(id) unwinds",
                                sourceLocation: sourceLocation)
                        #expect(arrows.count == declarers.count, sourceLocation: sourceLocation)
                        expectedArrows += declarers.count
                    }
                } else {
                    let destination = try #require(segue.destination)
                    let title = document.scene(named: destination) != nil
                        ? "\(source)->\(SceneID(document: document.path, name: destination))" : nil
                    #expect(arrows.count == 1, "\(id): \(arrows.map(\.title))", sourceLocation: sourceLocation)
                    if let title {
                        #expect(arrows.first?.title == title, sourceLocation: sourceLocation)
                    } else {
                        #expect(arrows.first?.title.hasPrefix("\(source)->missing-\(d)-") == true, sourceLocation: sourceLocation)
                    }
                    expectedArrows += 1
                }
            }
        }
    }
    #expect(drawnSegues == graph.edges.count, "every segue, embed and relationship is drawn", sourceLocation: sourceLocation)
    #expect(segues.count == expectedArrows, "no other segue arrows", sourceLocation: sourceLocation)
}
