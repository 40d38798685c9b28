import Foundation
import SceneCompiler
import SceneDrawing
import SceneGraph
import Testing
import TestSupport

/// The DOT that `scenec graph` writes: escaping of names and labels, what each scene and
/// segue becomes, and determinism.
@Suite("scenec graph: DOT")
struct GraphDOTTests {
    /// Loads scene-format text written to a temporary file.
    static func load(_ text: String, name: String = "Flow.scene") throws -> (graph: ResolvedGraph, folder: URL) {
        let folder = try makeTemporaryFolder()
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return (Compiler().load([folder.appendingPathComponent(name).path]).graph, folder)
    }

    @Test func quotedStringsEscapeQuotesBackslashesAndLineBreaks() {
        #expect(DOTWriter.quoted("plain") == #""plain""#)
        #expect(DOTWriter.quoted(#"say "hi""#) == #""say \"hi\"""#)
        #expect(DOTWriter.quoted(#"C:\path\"#) == #""C:\\path\\""#)
        #expect(DOTWriter.quoted("two\nlines\r\n") == #""two\nlines\n""#)
        #expect(DOTWriter.quoted("tab\there") == #""tab here""#)
        #expect(DOTWriter.quoted("BYZ-38-t0r") == #""BYZ-38-t0r""#)
    }

    @Test func htmlLabelsEscapeMarkupCharacters() {
        #expect(DOTHTML.text(#"<b>Fish & "Chips"</b>"#).markup == "&lt;b&gt;Fish &amp; &quot;Chips&quot;&lt;/b&gt;")
        #expect(DOTHTML.text("one\ntwo\u{7}").markup == "one two")
        #expect(DOTHTML.text(#"\N \\"#).markup == #"\\N \\\\"#)
        let element = DOTHTML.element("FONT", ["COLOR": #"red" onload="x"#], .text("a<b"))
        #expect(element.markup == #"<FONT COLOR="red&quot; onload=&quot;x">a&lt;b</FONT>"#)
    }

    @Test func writerQuotesEveryNameAndKeepsAttributeOrder() {
        let graph = DOTGraph(
            name: "g", attributes: ["rankdir": "LR"], nodeDefaults: ["shape": "box"],
            statements: [
                .subgraph(DOTSubgraph(name: "cluster_0", attributes: ["label": "Main.storyboard"], statements: [
                    .node(DOTNode("Main.storyboard#BYZ-38-t0r", ["label": .html(.element("B", [:], .text("A & B"))), "id": "scene-0-0"])),
                ])),
                .edge(DOTEdge(from: "Main.storyboard#BYZ-38-t0r", to: #"x"y"#, ["label": "go\nnow"])),
            ])
        #expect(DOTWriter.render(graph) == #"""
            digraph "g" {
              graph [rankdir="LR"]
              node [shape="box"]
              subgraph "cluster_0" {
                label="Main.storyboard"
                "Main.storyboard#BYZ-38-t0r" [label=<<B>A &amp; B</B>>, id="scene-0-0"]
              }
              "Main.storyboard#BYZ-38-t0r" -> "x\"y" [label="go\nnow"]
            }

            """#)
    }

    @Test(Requirement.graphviz.trait) func dotDrawsEscapedTextAsWritten() throws {
        try Requirement.graphviz.require()
        let runner = try GraphvizRunner.locate()
        let names = [#"a "quoted" name"#, #"back\slash"#, #"back\\two"#, "trailing\\", "<tag> & co", "BYZ-38-t0r", "ünïcødé ⇠",
                     #"\N \G \n \l"#]
        var statements: [DOTStatement] = []
        for (index, name) in names.enumerated() {
            statements.append(.node(DOTNode(name, ["id": .string("n\(index)"), "label": .string(name)])))
            statements.append(.node(DOTNode("html \(index)", ["id": .string("h\(index)"), "label": .html(.element("B", [:], .text(name)))])))
        }
        statements.append(.edge(DOTEdge(from: names[0], to: names[5], ["id": "e0", "label": "first line\nsecond \"line\""])))
        let svg = try runner.render(DOTWriter.render(DOTGraph(name: "escaping", statements: statements)), as: .svg)
        let groups = try svgGroups(svg)
        for (index, name) in names.enumerated() {
            #expect(groups.first { $0.id == "n\(index)" }?.texts == [name], "plain label of \(name)")
            #expect(groups.first { $0.id == "h\(index)" }?.texts == [name], "HTML label of \(name)")
        }
        #expect(groups.filter { $0.classes.contains("node") }.count == names.count * 2, "distinct names stay distinct nodes")
        #expect(groups.first { $0.id == "e0" }?.texts == ["first line", #"second "line""#])
        #expect(groups.first { $0.id == "n5" }?.title == "BYZ-38-t0r")
        #expect(groups.first { $0.id == "n0" }?.title == #"a "quoted" name"#)
    }

    @Test(Requirement.graphviz.trait) func hostileStoryboardTextReachesTheDrawingIntact() throws {
        try Requirement.graphviz.require()
        let (graph, folder) = try Self.load(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"
                      toolsVersion="21701" initialViewController="BYZ-38-t0r">
              <scenes>
                <scene sceneID="s-1">
                  <objects>
                    <viewController id="BYZ-38-t0r" customClass="First" sceneMemberID="viewController"
                                    title="Fish &amp; &quot;Chips&quot; &lt;b&gt;&#10;\N \ done">
                      <connections>
                        <segue destination="b-2" kind="show" identifier="go &quot;there&quot; \G" id="seg-1"/>
                      </connections>
                    </viewController>
                  </objects>
                </scene>
                <scene sceneID="s-2"><objects><viewController id="b-2" sceneMemberID="viewController"/></objects></scene>
              </scenes>
            </document>
            """#, name: "Main.storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(graph.allScenes.first?.title == "Fish & \"Chips\" <b>\n\\N \\ done")
        let svg = try FlowRenderer.render(graph, as: .svg, runner: try GraphvizRunner.locate())
        let groups = try svgGroups(svg)
        #expect(groups.first { $0.id == "scene-0-0" }?.texts.first == #"Fish & "Chips" <b> \N \ done"#, "line break shown as a space")
        #expect(groups.first { $0.id == "scene-0-0" }?.title == "\(graph.documents[0].path)#BYZ-38-t0r")
        #expect(groups.first { $0.id == "segue-0-0-0" }?.texts == [#"go "there" \G"#])
        try expectFlowStructure(svg: svg, graph: graph)
    }

    @Test(Requirement.graphviz.trait) func unwindSeguesGoToEveryDeclaringSceneOrToAnExit() throws {
        try Requirement.graphviz.require()
        let (graph, folder) = try Self.load("""
            <scenes xmlns="urn:scenec:scene:1" initial="list">
              <controller id="list">
                <unwindAction method="done"/>
                <segue id="open" kind="present" destination="form"/>
                <segue id="lost" kind="show" destination="nowhere"/>
              </controller>
              <controller id="archive"><unwindAction method="done"/></controller>
              <controller id="form">
                <segue id="finish" kind="unwind" action="done"/>
                <segue id="escape" kind="unwind" action="undeclared"/>
              </controller>
            </scenes>
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = DOTWriter.render(FlowDOTTranslator.translate(graph))
        let path = graph.documents[0].path
        let finish = dot.split(separator: "\n").filter { $0.contains("id=\"segue-0-2-0") }
        #expect(finish.count == 2)
        #expect(finish.allSatisfy { $0.contains("style=\"dashed\"") && $0.contains("class=\"segue kind-unwind from-scene-0-2 to-scene-0-") })
        #expect(finish.contains { $0.hasPrefix("  \"\(path)#form\" -> \"\(path)#list\" [id=\"segue-0-2-0-0\"") })
        #expect(finish.contains { $0.hasPrefix("  \"\(path)#form\" -> \"\(path)#archive\" [id=\"segue-0-2-0-1\"") })
        #expect(dot.contains("\"\(path)#form\" -> \"exit-0-0\" [id=\"segue-0-2-1\""))
        #expect(dot.contains("\"exit-0-0\" [id=\"exit-0-0\", class=\"exit\""))
        #expect(dot.contains("\"\(path)#list\" -> \"missing-0-0\" [id=\"segue-0-0-1\""))
        let svg = try FlowRenderer.render(graph, as: .svg, runner: try GraphvizRunner.locate())
        try expectFlowStructure(svg: svg, graph: graph)
    }

    @Test func translationIsDeterministic() throws {
        let recipes = packageRoot.appendingPathComponent("Scenes/Recipes.scene").path
        let settings = packageRoot.appendingPathComponent("Scenes/Settings.scene").path
        let first = DOTWriter.render(FlowDOTTranslator.translate(Compiler().load([recipes, settings]).graph))
        let again = DOTWriter.render(FlowDOTTranslator.translate(Compiler().load([recipes, settings]).graph))
        let reversed = DOTWriter.render(FlowDOTTranslator.translate(Compiler().load([settings, recipes]).graph))
        #expect(first == again)
        #expect(first == reversed)
    }

    @Test func commandPrintsTheTranslatorsDOT() throws {
        let scenes = packageRoot.appendingPathComponent("Scenes").path
        let result = try runScenec(["graph", "--format", "dot", scenes])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == DOTWriter.render(FlowDOTTranslator.translate(Compiler().load([scenes]).graph)))
    }

    @Test(Requirement.graphviz.trait) func htmlPageCannotBeBrokenOutOfByUserText() throws {
        try Requirement.graphviz.require()
        let (graph, folder) = try Self.load("""
            <scenes xmlns="urn:scenec:scene:1" initial="first">
              <controller id="first" class="First" title="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>
            </scenes>
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = String(decoding: try FlowRenderer.render(graph, as: .html, runner: try GraphvizRunner.locate()), as: UTF8.self)
        #expect(page.components(separatedBy: "<script").count == 3, "only the page's own two scripts")
        #expect(!page.contains("<script>alert"))
        #expect(page.contains(#"\u003c/script>\u003cscript>alert(1)\u003c/script>"#))
        #expect(!page.contains("http://") || page.components(separatedBy: "http://").dropFirst().allSatisfy { $0.hasPrefix("www.w3.org/") },
                "no network references besides XML namespaces")
    }
}
