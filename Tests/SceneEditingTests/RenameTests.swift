import Foundation
import SceneEditing
import TestSupport
import Testing

/// Renaming ids, scene ids and segue ids across files, and the renames that are refused.
@Suite struct EditingRenameTests {
    private func edits(_ outcome: RenameOutcome) throws -> [String: [TextEdit]] {
        guard case .edits(let edits) = outcome else {
            Issue.record("refused: \(outcome)")
            return [:]
        }
        return edits
    }

    private func reason(_ outcome: RenameOutcome) -> String? {
        if case .refused(let reason) = outcome { return reason }
        return nil
    }

    @Test func aSceneIsRenamedWhereverItsFileNamesIt() throws {
        let fixture = try EditingFixture()
        let path = fixture.path("Recipes.scene")
        let text = try #require(fixture.workspace.text(of: path))
        let position = try fixture.position(of: "id=\"addRecipe\" class", in: "Recipes.scene", offset: 6)
        #expect(fixture.workspace.prepareRename(at: position, in: path).map { EditingFixture.text(at: $0, in: text) } == "addRecipe")
        let changes = try edits(fixture.workspace.rename(at: position, in: path, to: "newRecipe"))
        #expect(Array(changes.keys) == [path])
        let lines = changes[path, default: []].map { $0.range.start.line + 1 }
        // The relationship, the scene's own id and the three outlets naming it as their destination;
        // not the segue id "addRecipe": segue ids are apart.
        let expected = try [
            fixture.line(of: "kind=\"root\" destination=\"addRecipe\"", in: "Recipes.scene"),
            fixture.line(of: "id=\"addRecipe\" class", in: "Recipes.scene"),
            fixture.line(of: "destination=\"addRecipe\" owner", in: "Recipes.scene", occurrence: 1),
            fixture.line(of: "destination=\"addRecipe\" owner", in: "Recipes.scene", occurrence: 2),
            fixture.line(of: "destination=\"addRecipe\" owner", in: "Recipes.scene", occurrence: 3),
        ]
        #expect(lines == expected)
        #expect(!lines.contains(try fixture.line(of: "segue id=\"addRecipe\"", in: "Recipes.scene")))
        #expect(changes[path, default: []].allSatisfy { EditingFixture.text(at: $0.range, in: text) == "addRecipe" && $0.newText == "newRecipe" })
    }

    @Test func aSceneNamedByAnotherFilesReferenceIsRenamedThereToo() throws {
        let workspace = EditingWorkspace(root: nil)
        let a = sceneFile(#"""
              <controller id="start"><segue id="go" kind="show" destination="other"/></controller>
              <reference id="other" file="B.scene" scene="target"/>
            """#)
        let b = sceneFile(#"  <controller id="target"/>"#, initial: "target")
        workspace.open(path: "/w/A.scene", text: a)
        workspace.open(path: "/w/B.scene", text: b)
        let fromA = try #require(EditingFixture.position(of: "target", in: a, offset: 2))
        let fromB = try #require(EditingFixture.position(of: "\"target\"", in: b, occurrence: 2, offset: 2))
        for (path, position) in [("/w/A.scene", fromA), ("/w/B.scene", fromB)] {
            let changes = try edits(workspace.rename(at: position, in: path, to: "destination"))
            #expect(changes["/w/A.scene"]?.count == 1)
            #expect(changes["/w/B.scene"]?.count == 2)  // initial="target" and id="target"
            #expect(changes["/w/A.scene"].map { EditingFixture.text(at: $0[0].range, in: a) } == "target")
        }
    }

    @Test func aViewIsRenamedInListsAndConstraintItems() throws {
        let workspace = EditingWorkspace(root: nil)
        let text = sceneFile(#"""
              <controller id="a">
                <view id="root">
                  <label id="title"/><label id="subtitle"/>
                  <constraints>
                    <constraint first="title.leading" second="safeArea.leading"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="subtitle" secondAttribute="bottom"/>
                  </constraints>
                </view>
                <outletCollection property="labels" destinations="subtitle title"/>
                <segue id="go" kind="popover" destination="a" trigger="title" anchor="title"/>
              </controller>
            """#)
        workspace.open(path: "/w/A.scene", text: text)
        let position = try #require(EditingFixture.position(of: "\"title\"", in: text, offset: 2))
        let changes = try edits(workspace.rename(at: position, in: "/w/A.scene", to: "heading"))
        let edited = try #require(changes["/w/A.scene"])
        #expect(edited.count == 6)
        #expect(edited.allSatisfy { EditingFixture.text(at: $0.range, in: text) == "title" })
    }

    @Test func aCollidingNameIsRefused() throws {
        let fixture = try EditingFixture()
        let path = fixture.path("Recipes.scene")
        let position = try fixture.position(of: "id=\"recipeTitle\"", in: "Recipes.scene", offset: 5)
        let refusal = try #require(reason(fixture.workspace.rename(at: position, in: path, to: "recipeName")))
        let declaration = try fixture.line(of: "id=\"recipeName\"", in: "Recipes.scene")
        #expect(refusal.contains("'recipeName' is already declared in Recipes.scene (line \(declaration)) as a <label>"))
        let sceneCollision = try #require(reason(fixture.workspace.rename(at: position, in: path, to: "recipeList")))
        #expect(sceneCollision.contains("as a <controller>"))
    }

    @Test func invalidNamesAreRefused() throws {
        let fixture = try EditingFixture()
        let path = fixture.path("Recipes.scene")
        let scene = try fixture.position(of: "id=\"recipeDetail\"", in: "Recipes.scene", offset: 5)
        #expect(reason(fixture.workspace.rename(at: scene, in: path, to: "recipe detail"))?.contains("not a Swift identifier") == true)
        #expect(reason(fixture.workspace.rename(at: scene, in: path, to: "init")) != nil)
        let view = try fixture.position(of: "id=\"recipeTitle\"", in: "Recipes.scene", offset: 5)
        #expect(reason(fixture.workspace.rename(at: view, in: path, to: "safeArea"))?.contains("keyword") == true)
        #expect(reason(fixture.workspace.rename(at: view, in: path, to: "a\"b")) != nil)
        #expect(try edits(fixture.workspace.rename(at: view, in: path, to: "recipe-title"))[path]?.count == 2)
        #expect(try edits(fixture.workspace.rename(at: view, in: path, to: "recipeTitle")).isEmpty)
    }

    @Test func segueIdsAreRenamedAmongTheirScenesSegues() throws {
        let fixture = try EditingFixture()
        let path = fixture.path("Recipes.scene")
        let segue = try fixture.position(of: "id=\"showRecipe\"", in: "Recipes.scene", offset: 5)
        #expect(reason(fixture.workspace.rename(at: segue, in: path, to: "addRecipe"))?.contains("already declared") == true)
        #expect(try edits(fixture.workspace.rename(at: segue, in: path, to: "recipeList"))[path]?.count == 1)  // scene ids are apart
    }

    @Test func storyboardsAndUnwindActionsAreNotRenamed() throws {
        let workspace = EditingWorkspace(root: nil)
        let storyboard = try String(contentsOf: packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures/Layout.storyboard"), encoding: .utf8)
        workspace.open(path: "/w/Layout.storyboard", text: storyboard)
        let id = try #require(EditingFixture.position(of: " id=\"", in: storyboard, offset: 6))
        #expect(workspace.prepareRename(at: id, in: "/w/Layout.storyboard") == nil)
        #expect(reason(workspace.rename(at: id, in: "/w/Layout.storyboard", to: "x"))?.contains("read-only") == true)

        let fixture = try EditingFixture()
        let unwind = try fixture.position(of: "action=\"saveNewRecipe\"", in: "Recipes.scene", offset: 9)
        #expect(reason(fixture.workspace.rename(at: unwind, in: fixture.path("Recipes.scene"), to: "save"))?.contains("Swift method") == true)
    }

    @Test func anUndeclaredNameIsNotRenamed() throws {
        let workspace = EditingWorkspace(root: nil)
        let text = sceneFile(#"  <controller id="a"><segue id="go" kind="show" destination="nowhere"/></controller>"#)
        workspace.open(path: "/w/A.scene", text: text)
        let position = try #require(EditingFixture.position(of: "nowhere", in: text, offset: 1))
        #expect(reason(workspace.rename(at: position, in: "/w/A.scene", to: "somewhere"))?.contains("not declared") == true)
    }
}
