import Foundation
import SceneEditing
import SceneGraph
import TestSupport
import Testing

/// An edit inside one scene re-reads only that scene (``ChunkReader``), and whatever path a
/// reading takes, it equals a full read of the same text.
@Suite struct ChunkReadingTests {
    @Test func aOneCharacterEditInsideASceneReadsOnlyThatScene() throws {
        let path = "/virtual/Many.scene"
        let text = Self.manyScenes(40)
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: path, text: text)
        _ = workspace.diagnostics(for: path)
        #expect(workspace.parseCount == 1 && workspace.chunkReadCount == 0)

        let edited = text.replacingOccurrences(of: #"title="Scene 00020""#, with: #"title="Scene 00021""#)
        workspace.change(path: path, text: edited)
        let diagnostics = workspace.diagnostics(for: path)
        #expect(workspace.parseCount == 2 && workspace.chunkReadCount == 1)
        #expect(diagnostics == Self.fullRead(edited, path: path).diagnostics)
    }

    @Test func editsThatCannotBeReadAloneReadTheWholeText() throws {
        let path = "/virtual/Many.scene"
        let text = Self.manyScenes(5)
        let edits = [
            text.replacingOccurrences(of: #"module="Many""#, with: #"module="Mony""#),  // the root start tag
            text.replacingOccurrences(of: #"title="Scene 00002">"#, with: "title=\"Scene 00002\">\n"),  // a new line
            text.replacingOccurrences(of: "</controller>\n  <controller", with: "</controller> <controller"),  // between elements
            text.replacingOccurrences(  // one element becomes two
                of: #"<label id="s00003title""#, with: #"<label id="s00003title"/></view></controller><controller id="x"><view><label"#),
        ]
        for edited in edits {
            let workspace = EditingWorkspace(root: nil)
            workspace.open(path: path, text: text)
            _ = workspace.diagnostics(for: path)
            workspace.change(path: path, text: edited)
            #expect(workspace.diagnostics(for: path) == Self.fullRead(edited, path: path).diagnostics)
            #expect(workspace.chunkReadCount == 0)
        }
    }

    @Test(arguments: [("generated", 0), ("generated", 3), ("Recipes.scene", 1), ("Settings.scene", 2)])
    func randomEditsGiveWhatAFullReadGives(name: String, seed: UInt64) throws {
        let path = "/virtual/\(name == "generated" ? "Many.scene" : name)"
        var text = name == "generated"
            ? Self.manyScenes(30)
            : try String(contentsOf: packageRoot.appendingPathComponent("Scenes").appendingPathComponent(name), encoding: .utf8)
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: path, text: text)
        var random = SeededRandom(seed: seed)
        var previous: [String] = []
        for step in 0..<250 {
            // Undoing the last edit fixes what it broke; at most three edits pile up, so that most
            // texts are well-formed enough for an edit to be read alone.
            if previous.count == 3 || (!previous.isEmpty && random.below(3) == 0) {
                text = previous.removeLast()
            } else {
                previous.append(text)
                text = Self.randomEdit(of: text, using: &random)
            }
            workspace.change(path: path, text: text)
            let full = Self.fullRead(text, path: path)
            #expect(workspace.diagnostics(for: path) == full.diagnostics, "step \(step)")
            #expect(workspace.graph.documents == full.graph.documents, "step \(step)")
        }
        // Recipes.scene has constraints: every edit of it is read whole.
        if name != "Recipes.scene" {
            #expect(workspace.chunkReadCount > 50, "edits inside scenes were read alone")
        }
    }

    // MARK: - Helpers

    static func fullRead(_ text: String, path: String) -> (diagnostics: [LocatedDiagnostic], graph: ResolvedGraph) {
        let workspace = EditingWorkspace(root: nil)
        workspace.open(path: path, text: text)
        return (workspace.diagnostics(for: path), workspace.graph)
    }

    /// Inserts or deletes one character: inside an attribute value, a name, the space between
    /// attributes or elements, or a line break.
    static func randomEdit(of text: String, using random: inout SeededRandom) -> String {
        var scalars = Array(text.unicodeScalars)
        let quotes = scalars.indices.filter { scalars[$0] == "\"" }
        let position: Int
        switch random.below(3) {
        case 0 where !quotes.isEmpty: position = quotes[random.below(quotes.count)] + 1  // at a value's start or end
        default: position = random.below(scalars.count)
        }
        if random.below(3) == 0, position < scalars.count {
            scalars.remove(at: position)
        } else {
            let characters: [Unicode.Scalar] = ["a", "Z", "0", "7", " ", "\n", "\"", "<", ">", "/", "=", "é", "-", "s"]
            scalars.insert(characters[random.below(characters.count)], at: position)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// A scene file of `count` controllers with views, outlets, actions and segues (some
    /// dangling, one duplicate id), like `Benchmarks/make_scenes.py` writes.
    static func manyScenes(_ count: Int) -> String {
        var body = ""
        for index in 0..<count {
            let id = String(format: "s%05d", index)
            let next = String(format: "s%05d", (index + 1) % (count + 2))  // the last two point nowhere
            body += """
              <controller id="\(id)" class="Scene\(index)Controller" title="Scene \(String(format: "%05d", index))">
                <view>
                  <stackView axis="vertical" spacing="8">
                    <label id="\(id)title" text="Scene \(index)"/>
                    <textField id="\(id)field" placeholder="Name">
                      <action method="nameChanged" event="editingChanged"/>
                    </textField>
                    <button id="\(index == 3 ? "s00002title" : id + "next")" title="Next"/>
                  </stackView>
                </view>
                <outlet property="titleLabel" destination="\(id)title" type="Label"/>
                <segue id="\(id)go" kind="show" destination="\(next)" trigger="\(id)next"/>
              </controller>

            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- Many scenes. -->
        <scenes xmlns="urn:scenec:scene:1" module="Many" initial="s00000">
          <!-- Their controllers: -->
        \(body)</scenes>

        """
    }
}
