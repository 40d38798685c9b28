import Foundation
import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// `duplicate-restoration-path` reads each restoration child's identifier in place
/// (``DuplicateRestorationPathRule/restorationItems(of:in:)``); it must find what sorting the ids
/// and copying every scene found.
@Suite("Restoration items read in place")
struct RestorationItemsTests {
    /// Files shaped like the benchmark's (`Benchmarks/make_scenes.py`): each a navigation
    /// controller and a chain of `show` segues whose last scene shows the next file's first, every
    /// file with the same restoration identifiers — so each navigation controller is the
    /// restoration parent of every scene after it, and the identifiers repeat under it.
    static func chainedFiles(count: Int, scenes: Int) -> [(path: String, text: String)] {
        (0..<count).map { file in
            var body = "  <navigation id=\"nav\" restorationID=\"Nav\(file)\"><relationship kind=\"root\" destination=\"s0\"/></navigation>\n"
            for index in 0..<scenes {
                let next = index + 1 < scenes ? "s\(index + 1)" : (file + 1 < count ? "nextFile" : nil)
                let segue = next.map { "<segue id=\"next\" kind=\"show\" destination=\"\($0)\"/>" } ?? ""
                body += "  <controller id=\"s\(index)\" restorationID=\"S\(index)\">\(segue)</controller>\n"
            }
            if file + 1 < count { body += "  <reference id=\"nextFile\" file=\"Bench\(file + 1).scene\" scene=\"s0\"/>\n" }
            return ("Bench\(file).scene", "<scenes xmlns=\"urn:scenec:scene:1\" initial=\"nav\">\n\(body)</scenes>\n")
        }
    }

    /// What the rule did before: the ids sorted, each scene copied, then the items sorted by place.
    static func plainItems(of scenes: Set<SceneID>, in context: LintContext) -> [String] {
        scenes.sorted().compactMap(context.scene)
            .compactMap { scene in scene.restorationID.map { ($0, scene.source, scene.id.name) } }
            .sorted { $0.1.element < $1.1.element }
            .map { "\($0.0) \($0.1.element) \($0.2)" }
    }

    static func check(_ graph: ResolvedGraph) -> Int {
        let context = LintContext(graph: graph)
        var children: [SceneID: Set<SceneID>] = [:]
        for (child, parents) in context.containers.restorationParents {
            for parent in parents { children[parent.parent, default: []].insert(child) }
        }
        for (_, scenes) in children {
            let fast = DuplicateRestorationPathRule.restorationItems(of: scenes, in: graph)
                .sorted { $0.source.element < $1.source.element }
                .map { "\($0.identifier) \($0.source.element) \($0.name)" }
            #expect(fast == plainItems(of: scenes, in: context))
        }
        return children.count
    }

    @Test func chainedFilesGiveTheSameItems() {
        let result = run(files: Self.chainedFiles(count: 4, scenes: 6))
        #expect(result.reader.isEmpty && result.resolver.isEmpty)
        #expect(Self.check(result.graph) == 4)
        #expect(result.lint.contains { $0.ruleID == "duplicate-restoration-path" })
    }

    @Test(Requirement.corpus.trait) func corpusGivesTheSameItems() throws {
        try Requirement.corpus.require()
        let paths = try FileManager.default.contentsOfDirectory(atPath: corpusStoryboards.path)
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        let files = try paths.map { name in
            (path: corpusStoryboards.appendingPathComponent(name).path,
             text: try String(contentsOf: corpusStoryboards.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(Self.check(run(files: files).graph) > 0)
    }
}

/// The lint context lays out constrained scenes one scene per task
/// (``LintContext/layOutConstrainedScenes(of:)``); the results must be those of one document per
/// task, in the same order.
@Suite("Layouts scene by scene")
struct LayoutsSceneBySceneTests {
    @Test(Requirement.corpus.trait) func corpusLaysOutAlike() throws {
        try Requirement.corpus.require()
        let paths = try FileManager.default.contentsOfDirectory(atPath: corpusStoryboards.path)
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        let files = try paths.map { name in
            (path: corpusStoryboards.appendingPathComponent(name).path,
             text: try String(contentsOf: corpusStoryboards.appendingPathComponent(name), encoding: .utf8))
        }
        let documents = run(files: files).graph.documents
        let bySceneResults = LintContext.layOutConstrainedScenes(of: documents)
        #expect(bySceneResults.count > 50)
        #expect(bySceneResults == LintContext.layOutConstrainedScenesByDocument(of: documents))
        #expect(LintContext.layOutConstrainedScenes(of: []).isEmpty)
    }
}
