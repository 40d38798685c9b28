import Foundation
import SceneEditing
import Testing

/// Did-you-mean fixes and the scaffold of missing classes.
@Suite struct CodeActionTests {
    let fixture: EditingFixture
    init() throws { fixture = try EditingFixture() }

    /// The actions at the whole of a document opened beside the sample's files.
    private func actions(for text: String) -> [EditAction] {
        let path = fixture.path("Fix.scene")
        fixture.workspace.open(path: path, text: text)
        let everything = TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 1_000, character: 0))
        return fixture.workspace.codeActions(in: path, range: everything, diagnostics: fixture.workspace.diagnostics(for: path))
    }

    /// `title: replaced text → new text` for every edit of an action.
    private func describe(_ action: EditAction, in text: String) -> [String] {
        action.edits.values.flatMap { $0 }.map { "\(action.title): \(EditingFixture.text(at: $0.range, in: text)) → \($0.newText)" }
    }

    @Test func aMisspeltDestination() {
        let text = sceneFile(#"""
              <controller id="list"><segue id="open" kind="show" destination="detial"/></controller>
              <controller id="detail"/>
            """#)
        let fixes = actions(for: text).filter { !$0.edits.isEmpty }
        #expect(fixes.flatMap { describe($0, in: text) } == ["Change to 'detail': detial → detail"])
        #expect(fixes.first?.fixes.first?.diagnostic.ruleID == "dangling-destination")
        #expect(fixes.first?.isPreferred == true)
    }

    @Test func aMisspeltElementIsFixedInBothTags() {
        let text = sceneFile(#"  <controller id="a"><navigationItm title="x"></navigationItm></controller>"#)
        let fixes = actions(for: text).flatMap { describe($0, in: text) }
        #expect(fixes == ["Change to 'navigationItem': navigationItm → navigationItem", "Change to 'navigationItem': navigationItm → navigationItem"])
    }

    @Test func misspeltAttributesAndWords() {
        let text = sceneFile(#"""
              <controller id="a" titel="x" presentationStyle="fulScreen">
                <view id="root"><label id="name"/><constraints><constraint first="name.leadng" second="safeArea.leading"/></constraints></view>
              </controller>
            """#)
        let fixes = Set(actions(for: text).flatMap { describe($0, in: text) })
        #expect(fixes.contains("Change to 'title': titel → title"))
        #expect(fixes.contains("Change to 'fullScreen': fulScreen → fullScreen"))
        #expect(fixes.contains("Change to 'leading': leadng → leading"))
    }

    @Test func aMissingClassIsScaffoldedBesideTheSceneFile() throws {
        let text = sceneFile(#"""
              <controller id="fresh" class="FreshViewController">
                <view><button id="go" title="Go"><action method="goTapped"/></button></view>
                <outlet property="goButton" destination="go"/>
              </controller>
              <controller id="known" class="RecipeListViewController"/>
            """#)
        let scaffolds = actions(for: text).filter { !$0.newFiles.isEmpty }
        #expect(scaffolds.map(\.title) == ["Create class FreshViewController (scenec scaffold)"])
        let file = try #require(scaffolds.first?.newFiles.first)
        #expect(file.path == fixture.path("FreshViewController.swift"))
        #expect(file.content.contains("class FreshViewController: SceneRuntime.ViewController"))
        #expect(file.content.contains("var goButton: SceneRuntime.Button!"))
        #expect(file.content.contains("func goTapped(_ sender: SceneRuntime.Button)"))
        #expect(!file.content.contains("RecipeListViewController"))
    }

    @Test func aClassWrittenInSwiftIsNoLongerMissing() throws {
        let text = sceneFile(#"  <controller id="fresh" class="FreshViewController"/>"#)
        #expect(actions(for: text).contains { !$0.newFiles.isEmpty })
        let source = fixture.path("RecipesApp/Fresh.swift")
        try "import SceneRuntime\n\nfinal class FreshViewController: ViewController {}\n".write(toFile: source, atomically: true, encoding: .utf8)
        fixture.workspace.diskFileChanged(path: source)
        #expect(!actions(for: text).contains { !$0.newFiles.isEmpty })
        let position = try #require(EditingFixture.position(of: "FreshViewController", in: text, offset: 1))
        #expect(fixture.workspace.definition(at: position, in: fixture.path("Fix.scene")) == [
            FileRange(path: source, range: TextRange(start: TextPosition(line: 2, character: 12), end: TextPosition(line: 2, character: 31))),
        ])
    }

    @Test func noScaffoldWithoutAWorkspaceFolder() {
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: "/w/A.scene", text: sceneFile(#"  <controller id="a" class="FreshViewController"/>"#))
        let range = TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 9, character: 0))
        #expect(workspace.codeActions(in: "/w/A.scene", range: range, diagnostics: []).isEmpty)
    }
}
