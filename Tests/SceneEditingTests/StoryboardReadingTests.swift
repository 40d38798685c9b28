import Foundation
import SceneEditing
import TestSupport
import Testing

/// Storyboards are read like scene files, without edits: diagnostics, hover, definitions, outline.
@Suite struct StoryboardReadingTests {
    let workspace = EditingWorkspace(root: nil)
    let path = "/w/Fidelity.storyboard"
    let text: String

    init() throws {
        text = try String(contentsOf: packageRoot.appendingPathComponent("Tests/SceneCompilerTests/Fixtures/Fidelity.storyboard"), encoding: .utf8)
        workspace.open(path: path, text: text)
    }

    @Test func aDestinationLeadsToTheElementWithThatID() throws {
        let position = try #require(EditingFixture.position(of: "destination=\"frm-00-aaa\"", in: text, offset: 14))
        let targets = workspace.definition(at: position, in: path)
        #expect(targets.map { EditingFixture.text(at: $0.range, in: text) } == ["frm-00-aaa"])
        #expect(targets.first?.range.start.line == 21)
        #expect(workspace.references(at: position, in: path, includeDeclaration: false).count >= 4)
    }

    @Test func aControllerShowsItsSceneSummary() throws {
        let position = try #require(EditingFixture.position(of: "<viewController", in: text, offset: 3))
        let info = try #require(workspace.hover(at: position, in: path))
        #expect(info.markdown.contains("**scene `"))
    }

    @Test func theOutlineListsControllersAndTheirViews() {
        let symbols = workspace.symbols(in: path)
        #expect(symbols.contains { $0.kind == .container })
        #expect(symbols.contains { $0.kind == .scene && !$0.children.isEmpty })
    }

    @Test func nothingIsCompletedOrRenamed() throws {
        let position = try #require(EditingFixture.position(of: "destination=\"frm-00-aaa\"", in: text, offset: 14))
        #expect(workspace.completions(at: position, in: path).isEmpty)
        #expect(workspace.prepareRename(at: position, in: path) == nil)
        guard case .refused = workspace.rename(at: position, in: path, to: "x") else {
            Issue.record("a storyboard was renamed")
            return
        }
    }
}
