import Foundation
import SceneCompiler
import SceneEditing
import SceneGraph
import TestSupport
import Testing

/// ``GraphResolver/check(_:reusing:)`` gives what ``GraphResolver/check(_:)`` gives, whatever
/// the memo saw before, and after an edit of one scene checks only that scene.
@Suite struct IncrementalCheckTests {
    /// One change of a document, named for the failure message.
    typealias Mutation = (name: String, apply: @Sendable (inout SceneDocument) -> Void)

    static let mutations: [Mutation] = [
        ("change a scene's title", { $0.scenes[1].title = "Changed" }),
        ("change it again", { $0.scenes[1].title = "Changed again" }),
        ("give a view another scene's view id", { document in
            var ids: [String] = []
            document.scenes[2].forEachView { if let id = $0.id { ids.append(id) } }
            document.scenes[0].rootView?.id = ids.last
        }),
        ("rename a scene to another scene's id", { $0.scenes[3].id.name = $0.scenes[1].id.name }),
        ("give it back a name of its own", { $0.scenes[3].id.name = "renamedScene" }),
        ("make a class name invalid", { $0.scenes[2].className = "Not A Type" }),
        ("make an outlet property invalid", { document in
            let index = document.scenes.lastIndex { !$0.outlets.isEmpty } ?? 0
            if !document.scenes[index].outlets.isEmpty { document.scenes[index].outlets[0].property = "1st" }
        }),
        ("remove a scene", { $0.scenes.remove(at: 1) }),
        ("add a scene", { document in
            var scene = document.scenes[0]
            scene.id.name = "addedScene"
            document.scenes.insert(scene, at: 2)
        }),
        ("add a scene that an existing segue names", { document in
            guard let destination = document.scenes.lazy.flatMap(\.segues).compactMap(\.destination)
                .first(where: { document.scene(named: $0) == nil }) else { return }
            var scene = document.scenes[document.scenes.count - 1]
            scene.id.name = destination
            document.scenes.append(scene)
        }),
        ("change the initial scene to none declared", { $0.initialScene = "nowhere" }),
        ("change the initial scene to a declared one", { $0.initialScene = $0.scenes.last?.id.name }),
        ("remove the last scene", { $0.scenes.removeLast() }),
        ("move a scene", { $0.scenes.append($0.scenes.removeFirst()) }),
    ]

    @Test(arguments: ["generated", "Recipes.scene", "Settings.scene"])
    func everyMutationGivesWhatAFreshCheckGives(name: String) throws {
        var document = try Self.document(name)
        try #require(document.scenes.count >= 4)
        var memo = CheckMemo()
        #expect(GraphResolver.check(document, reusing: &memo) == GraphResolver.check(document), "first check")
        var rules: Set<String> = []
        for mutation in Self.mutations {
            mutation.apply(&document)
            let expected = GraphResolver.check(document)
            rules.formUnion(expected.map(\.ruleID))
            #expect(GraphResolver.check(document, reusing: &memo) == expected, "\(name): \(mutation.name)")
            // And with a memo of another document altogether, or none.
            var empty = CheckMemo()
            #expect(GraphResolver.check(document, reusing: &empty) == expected, "\(name): \(mutation.name), empty memo")
        }
        // The mutations made the errors the check is about.
        #expect(rules.isSuperset(of: [GraphResolver.Rule.duplicateID, GraphResolver.Rule.danglingInitial, SwiftNameGate.rule]),
                "\(rules.sorted())")
        // Checking the same document again reuses everything.
        let expected = GraphResolver.check(document)
        #expect(GraphResolver.check(document, reusing: &memo) == expected)
        #expect(memo.scenesRead == 0 && memo.scenesChecked == 0)
    }

    @Test func aMemoOfOneDocumentGivesTheRightAnswerForAnother() throws {
        var memo = CheckMemo()
        for name in ["Settings.scene", "generated", "Recipes.scene", "generated"] {
            let document = try Self.document(name)
            #expect(GraphResolver.check(document, reusing: &memo) == GraphResolver.check(document), "\(name)")
        }
    }

    @Test func anEditOfOneSceneChecksOneScene() throws {
        var document = try Self.document("generated")
        var memo = CheckMemo()
        _ = GraphResolver.check(document, reusing: &memo)
        #expect(memo.scenesRead == document.scenes.count && memo.scenesChecked == document.scenes.count)

        document.scenes[7].title = "Edited"
        #expect(GraphResolver.check(document, reusing: &memo) == GraphResolver.check(document))
        #expect(memo.scenesRead == 1 && memo.scenesChecked == 1)

        // A new id that other scenes could name changes the table: every scene is checked again.
        document.scenes[7].rootView?.id = "brandNewID"
        #expect(GraphResolver.check(document, reusing: &memo) == GraphResolver.check(document))
        #expect(memo.scenesRead == 1 && memo.scenesChecked == document.scenes.count)
    }

    @Test func aOneCharacterEditInTheWorkspaceChecksOneScene() {
        let path = "/virtual/Many.scene"
        let text = ChunkReadingTests.manyScenes(40)
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: path, text: text)
        _ = workspace.diagnostics(for: path)
        #expect(workspace.scenesChecked(in: path) == 40)

        let edited = text.replacingOccurrences(of: #"title="Scene 00020""#, with: #"title="Scene 00021""#)
        workspace.change(path: path, text: edited)
        #expect(workspace.diagnostics(for: path) == ChunkReadingTests.fullRead(edited, path: path).diagnostics)
        #expect(workspace.chunkReadCount == 1)
        #expect(workspace.scenesChecked(in: path) == 1)

        // A full read (a line break added) reuses the memo too: its scenes equal the old ones
        // but for the lines below the edit, which moved.
        let broken = edited.replacingOccurrences(of: #"title="Scene 00039">"#, with: "title=\"Scene 00039\">\n")
        workspace.change(path: path, text: broken)
        #expect(workspace.diagnostics(for: path) == ChunkReadingTests.fullRead(broken, path: path).diagnostics)
        #expect(workspace.chunkReadCount == 1)
        #expect((workspace.scenesChecked(in: path) ?? 0) < 40)
    }

    // MARK: - Helpers

    static func document(_ name: String) throws -> SceneDocument {
        let path = "/virtual/\(name == "generated" ? "Many.scene" : name)"
        let text = name == "generated"
            ? ChunkReadingTests.manyScenes(30)
            : try String(contentsOf: packageRoot.appendingPathComponent("Scenes").appendingPathComponent(name), encoding: .utf8)
        return try #require(Compiler().parse(bytes: Array(text.utf8), path: path).document)
    }
}
