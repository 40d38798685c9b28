import Foundation
import SceneCompiler
import Testing

/// Pushed diagnostics: the compiler's and the lint rules', with rule ids and exact ranges, kept
/// up to date as documents change — across files too — and under `.scenec.yml` and inline directives.
@Suite struct DiagnosticsTests {
    static let main = """
        <scenes xmlns="urn:scenec:scene:1" initial="home">
          <controller id="home" class="HomeViewController">
            <segue id="openDetail" kind="present" destination="detial"/>
          </controller>
          <controller id="detail" class="DetailViewController"/>
        </scenes>
        """

    /// Where `detial` stands on line 2.
    static let typo = (line: 2, start: 55, end: 61)

    static func codes(_ diagnostics: [JSONValue]) -> [String] {
        diagnostics.compactMap { $0["code"]?.stringValue }.sorted()
    }

    static func range(_ line: Int, _ start: Int, _ end: Int) -> JSONValue {
        .members(
            ("start", .members(("line", .int(line)), ("character", .int(start)))),
            ("end", .members(("line", .int(line)), ("character", .int(end)))))
    }

    @Test func anErrorIsPublishedOnOpenAndClearedByAnEdit() throws {
        let workspace = try TestWorkspace(["Main.scene": Self.main])
        let client = try workspace.client()
        let uri = workspace.uri("Main.scene")
        try client.open(uri, text: Self.main)
        // The compiler's diagnostics come first; the lint rules' when their run ends.
        let diagnostics = try client.diagnostics(for: uri) { Self.codes($0).contains("unreachable-scene") }
        let dangling = try #require(diagnostics.first { $0["code"] == .string("dangling-destination") })
        #expect(dangling["range"] == Self.range(Self.typo.line, Self.typo.start, Self.typo.end))
        #expect(dangling["severity"] == .int(1))
        #expect(dangling["source"] == .string("scenec"))
        #expect(dangling["message"]?.stringValue?.contains("did you mean 'detail'?") == true)
        // The lint rules report too: `detail` cannot be reached while the segue names nothing.
        let unreachable = try #require(diagnostics.first { $0["code"] == .string("unreachable-scene") })
        #expect(unreachable["severity"] == .int(2))
        #expect(unreachable.at("range", "start", "line") == .int(4))

        // One incremental edit, "ia" → "ai", fixes both.
        try client.change(uri, version: 2, range: (Self.typo.line, Self.typo.start + 3, Self.typo.line, Self.typo.start + 5), text: "ai")
        _ = try client.diagnostics(for: uri) { $0.isEmpty }
        #expect(try client.shutdownAndExit() == 0)
    }

    /// `main` with a button without an accessibility label: a lint finding no configuration here
    /// switches off, whose arrival says the lint run is done.
    static let linted = """
        <scenes xmlns="urn:scenec:scene:1" initial="home">
          <controller id="home" class="HomeViewController">
            <view>
              <button id="go"/>
            </view>
            <segue id="openDetail" kind="present" destination="detial"/>
          </controller>
          <controller id="detail" class="DetailViewController"/>
        </scenes>
        """

    /// Diagnostics of a lint run: they hold the marker finding.
    static func linted(_ diagnostics: [JSONValue]) -> Bool {
        codes(diagnostics).contains("missing-accessibility-label")
    }

    /// (Also a regression case: the lint run over a graph with a duplicate scene id once trapped
    /// in `ContainmentCycleRule`, taking the server down; `shutdownAndExit` checks it still runs.)
    @Test func notesBecomeRelatedInformation() throws {
        let duplicated = """
            <scenes xmlns="urn:scenec:scene:1" initial="home">
              <controller id="home" class="HomeViewController"/>
              <controller id="home" class="OtherViewController"/>
            </scenes>
            """
        let workspace = try TestWorkspace(["Main.scene": duplicated])
        let client = try workspace.client()
        let uri = workspace.uri("Main.scene")
        try client.open(uri, text: duplicated)
        let duplicate = try #require(try client.diagnostics(for: uri).first { $0["code"] == .string("duplicate-id") })
        #expect(duplicate["range"] == Self.range(2, 18, 22))
        let related = try #require(duplicate["relatedInformation"]?.arrayValue?.first)
        #expect(related.at("location", "uri") == .string(uri))
        #expect(related.at("location", "range") == Self.range(1, 18, 22))
        #expect(related["message"]?.stringValue?.contains("first declared here") == true)
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func theConfigurationFileAndInlineDirectivesAreRespected() throws {
        let workspace = try TestWorkspace(["Main.scene": Self.linted, ".scenec.yml": "disabled_rules:\n  - unreachable-scene\n"])
        let client = try workspace.client()
        let (main, other) = (workspace.uri("Main.scene"), workspace.uri("Sub/Other.scene"))
        try client.open(main, text: Self.linted)
        let configured = try client.diagnostics(for: main, where: Self.linted)
        #expect(Self.codes(configured) == ["dangling-destination", "missing-accessibility-label"])

        let directed = Self.linted.replacingOccurrences(
            of: "  <controller id=\"detail\"",
            with: "  <!-- scenec:disable-next-line unreachable-scene -->\n  <controller id=\"detail\"")
        try workspace.write("Sub/Other.scene", directed)
        try client.open(other, text: directed)
        #expect(Self.codes(try client.diagnostics(for: other, where: Self.linted)) == ["dangling-destination", "missing-accessibility-label"])

        // Without the configuration the rule reports in Main.scene, but not under the directive in Other.scene.
        try FileManager.default.removeItem(atPath: workspace.path(".scenec.yml"))
        try client.notify("workspace/didChangeWatchedFiles", .members(("changes", .array([
            .members(("uri", .string(workspace.uri(".scenec.yml"))), ("type", .int(3)))]))))
        let unconfigured = try client.diagnostics(for: main) { Self.codes($0).contains("unreachable-scene") }
        #expect(Self.codes(unconfigured) == ["dangling-destination", "missing-accessibility-label", "unreachable-scene"])
        // Other.scene would have been published in the same round, before this answer.
        _ = try client.result("textDocument/documentSymbol", .members(("textDocument", .members(("uri", .string(other))))))
        #expect(!client.allReceived.contains { message in
            message.at("params", "uri") == .string(other)
                && Self.codes(message.at("params", "diagnostics")?.arrayValue ?? []).contains("unreachable-scene")
        })
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func aBrokenConfigurationIsReportedOnItsFile() throws {
        let workspace = try TestWorkspace(["Main.scene": Self.main, ".scenec.yml": "disabled_rulez: [unreachable-scene]\n"])
        let client = try workspace.client()
        try client.open(workspace.uri("Main.scene"), text: Self.main)
        let problems = try client.diagnostics(for: workspace.uri(".scenec.yml"))
        #expect(Self.codes(problems) == ["config-unknown-key"])
        #expect(try client.shutdownAndExit() == 0)
    }

    static let first = """
        <scenes xmlns="urn:scenec:scene:1" initial="start">
          <controller id="start" class="StartViewController" title="Start"/>
          <controller id="other" class="OtherViewController"/>
        </scenes>
        """

    static let second = """
        <scenes xmlns="urn:scenec:scene:1" initial="root">
          <navigation id="root">
            <relationship kind="root" destination="first"/>
          </navigation>
          <reference id="first" file="First.scene" scene="start"/>
        </scenes>
        """

    @Test func aChangeInOneFileUpdatesTheDiagnosticsOfAnother() throws {
        let workspace = try TestWorkspace(["First.scene": Self.first, "Second.scene": Self.second])
        let client = try workspace.client()
        let (first, second) = (workspace.uri("First.scene"), workspace.uri("Second.scene"))
        try client.open(first, text: Self.first)
        try client.open(second, text: Self.second)
        #expect(!Self.codes(try client.diagnostics(for: second)).contains("dangling-reference"))

        // The scene `start` is renamed in First.scene (an edit, unsaved): Second.scene's reference dangles.
        // (Each step waits for what the server published after it.)
        let renamed = Self.first.replacingOccurrences(of: "\"start\"", with: "\"begin\"")
        var mark = client.mark()
        try client.notify("textDocument/didChange", .members(
            ("textDocument", .members(("uri", .string(first)), ("version", .int(2)))),
            ("contentChanges", .array([.members(("text", .string(renamed)))]))))
        let dangling = try client.diagnostics(for: second, since: mark) { Self.codes($0).contains("dangling-reference") }
        let reference = try #require(dangling.first { $0["code"] == .string("dangling-reference") })
        #expect(reference.at("range", "start", "line") == .int(4))

        // Closing First.scene brings back the file on disk, which still declares `start`.
        mark = client.mark()
        try client.notify("textDocument/didClose", .members(("textDocument", .members(("uri", .string(first))))))
        _ = try client.diagnostics(for: second, since: mark) { !Self.codes($0).contains("dangling-reference") }

        // A change on disk alone (the file is not open) counts too.
        mark = client.mark()
        try workspace.write("First.scene", renamed)
        try client.notify("workspace/didChangeWatchedFiles", .members(("changes", .array([
            .members(("uri", .string(first)), ("type", .int(2)))]))))
        _ = try client.diagnostics(for: second, since: mark) { Self.codes($0).contains("dangling-reference") }
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func otherXMLFilesAreLeftAlone() throws {
        let workspace = try TestWorkspace(["Main.scene": Self.main, "data.xml": "<data><item/></data>"])
        let client = try workspace.client()
        let xml = workspace.uri("data.xml")
        try client.open(xml, text: "<data><item/></data>")
        #expect(try client.result("textDocument/hover", LSPTestClient.position(xml, 0, 2)) == .null)
        #expect(try client.result("textDocument/documentSymbol", .members(("textDocument", .members(("uri", .string(xml)))))) == .array([]))
        #expect(try client.result("textDocument/completion", LSPTestClient.position(xml, 0, 1))["items"] == .array([]))
        // The scene file beside it is served as usual, and nothing was published for the XML file.
        try client.open(workspace.uri("Main.scene"), text: Self.main)
        _ = try client.diagnostics(for: workspace.uri("Main.scene"))
        #expect(!client.allReceived.contains { $0.at("params", "uri") == .string(xml) })
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func aStoryboardGetsDiagnosticsToo() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="missing">
              <scenes>
                <scene sceneID="s1">
                  <objects>
                    <viewController id="vc1" customClass="FirstViewController" sceneMemberID="viewController"/>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        let workspace = try TestWorkspace(["Main.storyboard": storyboard])
        let client = try workspace.client()
        try client.open(workspace.uri("Main.storyboard"), text: storyboard)
        let diagnostics = try client.diagnostics(for: workspace.uri("Main.storyboard"))
        #expect(diagnostics.contains { $0["severity"] == .int(1) }, "\(diagnostics.map(\.compactText))")
        #expect(try client.shutdownAndExit() == 0)
    }
}
