import Foundation
import SceneEditing
import SceneGraph
import TestSupport
import Testing

/// Diagnostics of open and disk documents, their ranges, and what a change reads again.
@Suite struct EditingDiagnosticsTests {
    @Test func theSampleHasNoErrors() throws {
        let fixture = try EditingFixture()
        for name in ["Recipes.scene", "Settings.scene"] {
            let errors = fixture.workspace.diagnostics(for: fixture.path(name)).filter { $0.diagnostic.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors.map(\.diagnostic.description))")
        }
        #expect(fixture.workspace.documentPaths == [fixture.path("Recipes.scene"), fixture.path("Settings.scene")])
    }

    @Test func aRangeCoversTheTokenEvenAfterNonASCIIText() throws {
        let workspace = EditingWorkspace(root: nil)
        let text = sceneFile(#"""
          <controller id="café" title="Crème brûlée 🍰 ✓"><segue id="go" kind="show" destination="nowhere"/></controller>
          """#)
        workspace.open(path: "/virtual/Dessert.scene", text: text)
        let dangling = try #require(workspace.diagnostics(for: "/virtual/Dessert.scene").first { $0.diagnostic.ruleID == "dangling-destination" })
        #expect(EditingFixture.text(at: dangling.range, in: text) == "nowhere")
        #expect(dangling.range.start == EditingFixture.position(of: "nowhere", in: text))
    }

    @Test func anElementDiagnosticCoversItsName() throws {
        let workspace = EditingWorkspace(root: nil)
        let text = sceneFile(#"  <controller id="a"><segeu/></controller>"#)
        workspace.open(path: "/virtual/A.scene", text: text)
        let unknown = try #require(workspace.diagnostics(for: "/virtual/A.scene").first { $0.diagnostic.ruleID == "unknown-element" })
        #expect(EditingFixture.text(at: unknown.range, in: text) == "<segeu")
    }

    @Test func aChangeInAnotherFileChangesThisFilesDiagnostics() throws {
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: "/w/A.scene", text: sceneFile(#"  <reference id="other" file="B.scene" scene="target"/>"#))
        workspace.open(path: "/w/B.scene", text: sceneFile(#"  <controller id="target"/>"#))
        #expect(workspace.diagnostics(for: "/w/A.scene").isEmpty)

        workspace.change(path: "/w/B.scene", text: sceneFile(#"  <controller id="renamed"/>"#))
        let dangling = workspace.diagnostics(for: "/w/A.scene").filter { $0.diagnostic.ruleID == "dangling-reference" }
        #expect(dangling.count == 1)
        #expect(dangling.first?.diagnostic.message.contains("did you mean") == false)

        workspace.close(path: "/w/B.scene")  // no file on disk: B is gone
        #expect(workspace.diagnostics(for: "/w/A.scene").map(\.diagnostic.ruleID) == ["missing-file"])
    }

    @Test func anEditParsesOnlyTheEditedDocument() throws {
        let fixture = try EditingFixture()
        let workspace = fixture.workspace
        _ = workspace.diagnostics(for: fixture.path("Recipes.scene"))
        #expect(workspace.parseCount == 2)
        #expect(workspace.resolveCount == 1)
        _ = workspace.diagnostics(for: fixture.path("Settings.scene"))
        #expect(workspace.parseCount == 2 && workspace.resolveCount == 1)

        let settings = try #require(workspace.text(of: fixture.path("Settings.scene")))
        workspace.open(path: fixture.path("Settings.scene"), text: settings)  // the same text: nothing to read again
        _ = workspace.diagnostics(for: fixture.path("Recipes.scene"))
        #expect(workspace.parseCount == 2 && workspace.resolveCount == 1)

        workspace.change(path: fixture.path("Settings.scene"), text: settings.replacingOccurrences(of: "settingsSplit", with: "split"))
        _ = workspace.diagnostics(for: fixture.path("Recipes.scene"))
        _ = workspace.diagnostics(for: fixture.path("Settings.scene"))
        #expect(workspace.parseCount == 3)
        #expect(workspace.resolveCount == 2)
    }

    @Test func closingADocumentFallsBackToTheDisk() throws {
        let fixture = try EditingFixture()
        let path = fixture.path("Recipes.scene")
        fixture.workspace.open(path: path, text: "<scenes xmlns=\"urn:scenec:scene:1\"><controller")
        #expect(fixture.workspace.diagnostics(for: path).map(\.diagnostic.ruleID) == ["xml-malformed"])
        fixture.workspace.close(path: path)
        #expect(fixture.workspace.diagnostics(for: path).filter { $0.diagnostic.severity == .error }.isEmpty)
    }

    @Test func filesCreatedAndDeletedOnDiskAreNoticed() throws {
        let fixture = try EditingFixture()
        let path = fixture.path("Extra.scene")
        #expect(!fixture.workspace.documentPaths.contains(path))
        try sceneFile(#"  <reference id="tips" file="Recipes.scene" scene="nowhere"/>"#).write(toFile: path, atomically: true, encoding: .utf8)
        fixture.workspace.diskFileChanged(path: path)
        #expect(fixture.workspace.documentPaths.contains(path))
        #expect(fixture.workspace.diagnostics(for: path).map(\.diagnostic.ruleID) == ["dangling-reference"])
        try FileManager.default.removeItem(atPath: path)
        fixture.workspace.diskFileChanged(path: path)
        #expect(!fixture.workspace.documentPaths.contains(path))
    }

    @Test func storyboardsAreReadToo() throws {
        let workspace = EditingWorkspace(root: nil)
        let storyboard = try String(contentsOf: packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures/Layout.storyboard"), encoding: .utf8)
        workspace.open(path: "/w/Layout.storyboard", text: storyboard)
        _ = workspace.diagnostics(for: "/w/Layout.storyboard")
        #expect(workspace.graph.document(at: "/w/Layout.storyboard")?.dialect == .storyboard)
        #expect(!workspace.symbols(in: "/w/Layout.storyboard").isEmpty)
    }
}
