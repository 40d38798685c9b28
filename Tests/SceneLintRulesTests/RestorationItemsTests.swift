import Foundation
import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// `duplicate-restoration-path` groups restoration children by parent, reading each child once
/// (``DuplicateRestorationPathRule/restorationGroups(in:)``); it must find what sorting each
/// parent's child ids and copying every scene found.
@Suite("Restoration items read in place")
struct RestorationItemsTests {
    /// Files shaped like the benchmark's (`Benchmarks/make_scenes.py`): each a navigation
    /// controller and a chain of `show` segues whose last scene shows the next file's first, every
    /// file with the same restoration identifiers — so each navigation controller is the
    /// restoration parent of every scene after it, and the identifiers repeat under it.
    /// With `wrapping`, the last file shows the first, as the benchmark's do: every navigation
    /// controller is then a restoration parent of every scene.
    static func chainedFiles(count: Int, scenes: Int, wrapping: Bool = false) -> [(path: String, text: String)] {
        (0..<count).map { file in
            let nextFile = file + 1 < count ? file + 1 : wrapping ? 0 : nil
            var body = "  <navigation id=\"nav\" restorationID=\"Nav\(file)\"><relationship kind=\"root\" destination=\"s0\"/></navigation>\n"
            for index in 0..<scenes {
                let next = index + 1 < scenes ? "s\(index + 1)" : (nextFile != nil ? "nextFile" : nil)
                let segue = next.map { "<segue id=\"next\" kind=\"show\" destination=\"\($0)\"/>" } ?? ""
                body += "  <controller id=\"s\(index)\" restorationID=\"S\(index)\">\(segue)</controller>\n"
            }
            if let nextFile { body += "  <reference id=\"nextFile\" file=\"Bench\(nextFile).scene\" scene=\"s0\"/>\n" }
            return ("Bench\(file).scene", "<scenes xmlns=\"urn:scenec:scene:1\" initial=\"nav\">\n\(body)</scenes>\n")
        }
    }

    /// What the rule did before: each parent's child ids in a set, the ids sorted, each scene
    /// copied, then the items sorted by place.
    static func plainGroups(in context: LintContext) -> [String] {
        var children: [SceneID: Set<SceneID>] = [:]
        for (child, parents) in context.containers.restorationParents {
            for parent in parents { children[parent.parent, default: []].insert(child) }
        }
        return children.keys.sorted().compactMap { parent in
            let items = children[parent]!.sorted().compactMap(context.scene)
                .compactMap { scene in scene.restorationID.map { ($0, scene.source, scene.id.name) } }
                .sorted { $0.1.element < $1.1.element }
                .map { "\($0.0) \($0.1.element) \($0.2)" }
            // A parent none of whose children has an identifier reports nothing either way.
            return items.isEmpty ? nil : "\(parent): " + items.joined(separator: ", ")
        }
    }

    /// Compares the rule's groups with the plain ones; returns how many groups there are.
    static func check(_ graph: ResolvedGraph) -> Int {
        let context = LintContext(graph: graph)
        let restoration = DuplicateRestorationPathRule.restorationGroups(in: context)
        #expect(restoration.items.count == restoration.scenes.count)
        for (item, scene) in zip(restoration.items, restoration.scenes) {
            #expect(context.scene(scene)?.source.element == item.source.element)
        }
        let fast = restoration.groups.map { group in
            let items = group.members.map { restoration.items[$0] }
            // The order given is the one clashes are found in: it must be by place.
            let sorted = items.sorted { $0.source.element < $1.source.element }
            #expect(sorted.map(\.source.element) == items.map(\.source.element))
            return "\(group.parent): " + items.map { "\($0.identifier) \($0.source.element) \($0.name)" }.joined(separator: ", ")
        }
        #expect(fast == plainGroups(in: context))
        return fast.count
    }

    @Test func chainedFilesGiveTheSameItems() {
        let result = run(files: Self.chainedFiles(count: 4, scenes: 6))
        #expect(result.reader.isEmpty && result.resolver.isEmpty)
        #expect(Self.check(result.graph) == 4)
        #expect(result.lint.contains { $0.ruleID == "duplicate-restoration-path" })
    }

    /// Children without an identifier are left out, and a parent with none of them reports nothing.
    @Test func childrenWithoutIdentifiersAreLeftOut() {
        let files = Self.chainedFiles(count: 3, scenes: 5).enumerated().map { index, file in
            // File 1 loses every other identifier, file 2 all of them: its navigation controller
            // has no child with one.
            let dropped = index == 1 ? [1, 3] : index == 2 ? [0, 1, 2, 3, 4] : []
            let text = dropped.reduce(file.text) { text, scene in
                text.replacingOccurrences(of: " restorationID=\"S\(scene)\"", with: "")
            }
            return (path: file.path, text: text)
        }
        let result = run(files: files)
        #expect(result.reader.isEmpty && result.resolver.isEmpty)
        #expect(Self.check(result.graph) == 2)
    }

    /// Two scene ids written twice (`detail`, and `nav` with an identifier its first scene lacks),
    /// and a scene with no parent sharing an identifier: an error of their own, and the cases
    /// where reading scenes in order and looking them up by id could differ.
    static let duplicatedIDs = """
        <scenes xmlns="urn:scenec:scene:1" initial="nav">
          <navigation id="nav"><relationship kind="root" destination="list"/></navigation>
          <controller id="list" restorationID="List"><segue id="next" kind="show" destination="detail"/></controller>
          <controller id="detail" restorationID="Detail"/>
          <controller id="detail" restorationID="Again"/>
          <controller id="nav" restorationID="Shadow"/>
          <controller id="other" restorationID="List"/>
        </scenes>
        """

    /// A scene id written twice (an error of its own): the first `detail` is the one read, as a
    /// look-up by id finds it (the fixture's other duplicate, `nav`, and `other` have no
    /// restoration parent, so no item here).
    @Test func duplicatedSceneIDsGiveTheFirstScene() {
        let result = run(files: [("Duplicate.scene", Self.duplicatedIDs)])
        #expect(Self.check(result.graph) == 1)
        let restoration = DuplicateRestorationPathRule.restorationGroups(in: LintContext(graph: result.graph))
        #expect(restoration.items.map(\.identifier) == ["List", "Detail"])
    }

    @Test(Requirement.corpus.trait) func corpusGivesTheSameItems() throws {
        try Requirement.corpus.require()
        let files = try corpusFiles()
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
        let files = try corpusFiles()
        let documents = run(files: files).graph.documents
        let bySceneResults = LintContext.layOutConstrainedScenes(of: documents)
        #expect(bySceneResults.count > 50)
        #expect(bySceneResults == LintContext.layOutConstrainedScenesByDocument(of: documents))
        #expect(LintContext.layOutConstrainedScenes(of: []).isEmpty)
    }
}
