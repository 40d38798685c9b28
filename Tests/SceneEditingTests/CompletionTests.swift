import SceneEditing
import TestSupport
import Testing

/// Completion from the text before the cursor, even while the document is broken.
@Suite struct CompletionTests {
    /// The completions at the `↓` of a document opened beside the sample's files.
    private func complete(_ marked: String, fixture: EditingFixture? = nil) throws -> [CompletionCandidate] {
        let fixture = try fixture ?? EditingFixture()
        let text = MarkedText(marked)
        let path = fixture.path("Typing.scene")
        fixture.workspace.open(path: path, text: text.text)
        return fixture.workspace.completions(at: try cursor(in: text), in: path)
    }

    @Test func elementNamesAreTheParentsChildren() throws {
        let labels = try complete(sceneFile("  <controller id=\"a\">\n    <seg↓\n  </controller>")).map(\.label)
        #expect(labels.contains("segue") && labels.contains("outlet") && labels.contains("view"))
        #expect(!labels.contains("relationship") && !labels.contains("label"))
        let top = try complete("<↓")
        #expect(top.map(\.label) == ["scenes"])
    }

    @Test func anElementSnippetHasItsRequiredAttributes() throws {
        let outlet = try #require(try complete(sceneFile("  <controller id=\"a\">\n    <out↓")).first { $0.label == "outlet" })
        #expect(outlet.insertText == #"outlet property="$1" destination="$2"$0"#)
        #expect(outlet.isSnippet)
        let renamed = try #require(try complete(sceneFile("  <controller id=\"a\">\n    <out↓let property=\"x\" destination=\"a\"/>")).first { $0.label == "outlet" })
        #expect(renamed.insertText == "outlet$0")
    }

    @Test func attributeNamesAreTheElementsNotYetWritten() throws {
        let candidates = try complete(sceneFile("  <controller id=\"a\" ↓"))
        let labels = candidates.map(\.label)
        #expect(labels.contains("class") && labels.contains("kind") && labels.contains("presentationStyle"))
        #expect(!labels.contains("id"))
        let outlet = try complete(sceneFile("  <controller id=\"a\">\n    <outlet ↓")).map(\.label)
        #expect(outlet == ["destination", "property", "owner", "type"])  // required first
        let kind = try #require(candidates.first { $0.label == "kind" })
        #expect(kind.documentation?.contains("UITableViewController") == true)
    }

    @Test func segueAttributesFollowTheKind() throws {
        let labels = try complete(sceneFile("  <controller id=\"a\">\n    <segue kind=\"unwind\" ↓")).map(\.label)
        #expect(labels.contains("action"))
        #expect(!labels.contains("destination") && !labels.contains("anchor"))
    }

    @Test func wordsOfAValuesList() throws {
        let styles = try complete(sceneFile("  <controller id=\"a\" presentationStyle=\"form↓\"/>"))
        #expect(styles.map(\.label).contains("formSheet"))
        let replaced = try #require(styles.first?.replacing)
        #expect(replaced.end.character - replaced.start.character == 4)  // "form", up to the quote
        let directions = try complete(sceneFile("  <controller id=\"a\">\n    <segue kind=\"popover\" permittedArrowDirections=\"up ↓")).map(\.label)
        #expect(directions.contains("down") && !directions.contains("up"))
        let bools = try complete(sceneFile("  <controller id=\"a\" modalInPresentation=↓")).map(\.insertText)
        #expect(bools == ["\"true\"", "\"false\""])
    }

    @Test func destinationsAreScenesOfTheFile() throws {
        let candidates = try complete(sceneFile("""
              <controller id="list" class="ListViewController">
                <segue id="open" kind="show" destination="↓
              </controller>
              <controller id="detail"/>
            """))
        #expect(candidates.map(\.label) == ["list", "detail"])
        #expect(candidates.first?.detail == "controller · ListViewController")
    }

    @Test func triggersAreIdsOfTheSceneEvenWhileTheRestIsBroken() throws {
        let candidates = try complete(sceneFile("""
              <controller id="list">
                <view>
                  <button id="openButton" title="Open"/>
                  <label id="titleLabel"/>
                </view>
                <segue id="open" kind="show" destination="detail" trigger="op↓
                <outlet property=
              </controller>
              <controller id="detail">
                <view><button id="elsewhere"/></view>
              </controller>
            """))
        #expect(candidates.map(\.label) == ["openButton", "titleLabel"])
    }

    @Test func outletsMayNameTheScenesController() throws {
        let labels = try complete(sceneFile("""
              <controller id="list">
                <view><tableView id="table"/></view>
                <outlet owner="table" property="dataSource" destination="↓"/>
              </controller>
            """)).map(\.label)
        #expect(labels == ["table", "list"])
    }

    @Test func constraintItemsAndTheirAttributes() throws {
        let items = try complete(sceneFile("""
              <controller id="a">
                <view id="root"><label id="title"/><constraints><constraint first="↓"/></constraints></view>
              </controller>
            """)).map(\.label)
        #expect(items.contains("title") && items.contains("safeArea") && items.contains("superview"))
        let attributes = try complete(sceneFile("""
              <controller id="a">
                <view id="root"><label id="title"/><constraints><constraint first="title.lea↓"/></constraints></view>
              </controller>
            """)).map(\.label)
        #expect(attributes.contains("leading") && attributes.contains("top"))
    }

    @Test func referencesOfferOtherFilesAndTheirScenes() throws {
        let fixture = try EditingFixture()
        let files = try complete(sceneFile("  <reference id=\"r\" file=\"↓\"/>"), fixture: fixture).map(\.label)
        #expect(files.contains("Recipes.scene") && files.contains("Settings.scene"))
        let scenes = try complete(sceneFile("  <reference id=\"r\" scene=\"↓\" file=\"Settings.scene\"/>"), fixture: fixture).map(\.label)
        #expect(scenes.contains("settingsSplit") && scenes.contains("generalSettings") && !scenes.contains("recipeList"))
        let storyboardIDs = try complete(sceneFile("  <reference id=\"r\" file=\"Recipes.scene\" storyboardID=\"↓\"/>"), fixture: fixture).map(\.label)
        #expect(storyboardIDs.contains("CookingTips"))
    }

    @Test func classesAreThoseTheSourcesDeclare() throws {
        let candidates = try complete(sceneFile("  <controller id=\"a\" class=\"Recipe↓\"/>"))
        let list = try #require(candidates.first { $0.label == "RecipeListViewController" })
        #expect(list.kind == .class)
        #expect(list.detail == ": TableViewController — RecipeListViewController.swift")
    }

    @Test func unwindSeguesOfferUnwindActionsOfEveryFile() throws {
        let labels = try complete(sceneFile("  <controller id=\"a\">\n    <segue kind=\"unwind\" action=\"↓\"/>\n  </controller>")).map(\.label)
        #expect(labels.contains("saveNewRecipe") && labels.contains("cancelAddingRecipe"))
    }

    @Test func anEndTagClosesTheOpenElement() throws {
        let candidates = try complete(sceneFile("  <controller id=\"a\">\n  </↓"))
        #expect(candidates.map(\.insertText) == ["controller>"])
    }

    @Test func textAndCommentsGetNothing() throws {
        #expect(try complete(sceneFile("  <!-- <controller ↓ -->")).isEmpty)
        #expect(try complete(sceneFile("  ↓")).isEmpty)
    }
}
