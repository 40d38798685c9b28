import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph
import SceneRuntime
import Testing
@testable import InjectionSample

/// Part 2 of the hardening issue: hostile text in a scene file reaches the runtime unchanged,
/// and Swift names generated code cannot spell are refused where they are written.
@MainActor
@Suite("Injection-safe generation")
struct InjectionTests {
    /// The sample's scene file, built into `InjectionSample` through the plugin.
    static let hostileScene = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("InjectionSample/Hostile.scene").path

    /// Free-text attributes of views that the generated code assigns.
    static let viewTextAttributes = ["text", "placeholder", "title", "image"]

    /// The strings Hostile.scene declares, keyed as `observeHostileStrings()` keys what the
    /// runtime sees, read with the project's own reader.
    static func declaredStrings() throws -> [String: String] {
        let result = Compiler().load([hostileScene])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let document = try #require(result.graph.documents.first)
        var declared: [String: String] = [:]
        func add(_ key: String, _ value: String?) {
            if let value { declared[key] = value }
        }
        var patterns: [String] = []
        for scene in document.scenes {
            let prefix = "scene.\(scene.id.name)"
            add("\(prefix).title", scene.title)
            add("\(prefix).storyboardID", scene.storyboardID)
            add("\(prefix).restorationID", scene.restorationID)
            for (name, value) in scene.navigationItem?.properties ?? [:] { add("\(prefix).navigationItem.\(name)", value) }
            if let item = scene.tabBarItem {
                add("\(prefix).tabBarItem.title", item.properties["title"])
                add("\(prefix).tabBarItem.accessibilityLabel", item.accessibilityLabel)
                add("\(prefix).tabBarItem.accessibilityIdentifier", item.accessibilityIdentifier)
            }
            for view in scene.allViews {
                guard let key = view == scene.rootView ? "\(prefix).view" : view.id.map({ "view.\($0)" }) else { continue }
                add("\(key).accessibilityLabel", view.accessibilityLabel)
                add("\(key).accessibilityIdentifier", view.accessibilityIdentifier)
                for name in viewTextAttributes { add("\(key).\(name)", view.properties[name]) }
                for action in view.actions { add("\(key).action", action.method) }
            }
            for cell in scene.allCells {
                guard let id = cell.id else { continue }
                add("cell.\(id).reuseIdentifier", cell.reuseIdentifier)
                add("cell.\(id).accessibilityLabel", cell.accessibilityLabel)
                add("cell.\(id).accessibilityIdentifier", cell.accessibilityIdentifier)
            }
            for action in scene.unwindActions { add("\(prefix).unwindAction", action.method) }
            patterns += scene.deepLinks.map(\.pattern)
            for segue in scene.segues {
                guard let id = segue.identifier else { continue }
                add("segue.\(id).identifier", id)
                patterns += segue.deepLinks.map(\.pattern)
                for parameter in segue.parameters where parameter.type.hasPrefix("String") {
                    add("segue.\(id).parameter.\(parameter.name).default", parameter.defaultValue)
                    add("segue.\(id).parameter.\(parameter.name).typedDefault", parameter.defaultValue)
                }
            }
        }
        for (index, pattern) in patterns.sorted().enumerated() { add("deepLink.\(index)", pattern) }
        return declared
    }

    @Test func theRuntimeSeesEveryDeclaredStringExactly() throws {
        let declared = try Self.declaredStrings()
        let observed = try observeHostileStrings()
        for key in Set(declared.keys).union(observed.keys).sorted() {
            #expect(observed[key] == declared[key], "\(key): the runtime saw \(observed[key].debugDescription), the file says \(declared[key].debugDescription)")
        }
    }

    @Test func theSampleCarriesEveryKindOfHostileText() throws {
        let declared = try Self.declaredStrings()
        let text = declared.values.joined(separator: "\u{1}")
        let needles: [(String, String)] = [
            ("a quote", "\""), ("a backslash", "\\"), ("a triple quote", "\"\"\""), ("a raw-string delimiter", "\"#"),
            ("an interpolation", "\\("), ("a line feed", "\n"), ("a carriage return", "\r"), ("a tab", "\t"),
            ("a comment end", "*/"), ("an operator run", "&&"), ("an emoji", "👩‍🍳"), ("Hebrew", "שלום"),
            ("Arabic", "مرحبا"), ("a right-to-left override", "\u{202E}"), ("a line separator", "\u{2028}"),
        ]
        for (kind, needle) in needles {
            #expect(text.contains(needle), "Hostile.scene has no \(kind)")
        }
        let names = declared.filter { $0.key.hasSuffix(".identifier") || $0.key.hasSuffix(".action") || $0.key.hasSuffix(".unwindAction") }.values
        let scenes = Compiler().load([Self.hostileScene]).graph.allScenes.map(\.id.name)
        for name in Array(names) + scenes {
            #expect(SwiftName.keywords.contains(name), "'\(name)' is a Swift name in Hostile.scene that is not a keyword")
        }
    }

    /// Names generated code cannot spell, in every attribute that becomes a Swift name.
    @Test(arguments: ["init", "Type", "Protocol", "_", "a-b", "1st", "two words", "é\u{301}x\u{202E}"])
    func namesGeneratedCodeCannotSpellAreRefusedWhereWritten(_ name: String) throws {
        let escaped = name.replacingOccurrences(of: "\u{202E}", with: "&#x202E;")
        let lines = [
            #"<scenes xmlns="urn:scenec:scene:1" module="NAME" initial="first">"#,
            #"  <controller id="NAME" class="FirstViewController"/>"#,
            #"  <controller id="first" class="SecondViewController">"#,
            #"    <view><button id="b"><action method="NAME"/></button><containerView id="c" embed="NAME" embedSegue="NAME"/></view>"#,
            #"    <outlet property="NAME" destination="b" type="Button"/>"#,
            #"    <unwindAction method="NAME"/>"#,
            #"    <segue id="NAME" kind="show" destination="NAME"><parameter name="NAME" type="Int"/></segue>"#,
            #"    <segue id="back" kind="unwind" action="NAME"/>"#,
            #"  </controller>"#,
            #"  <reference id="NAME" file="Other.scene" scene="NAME"/>"#,
            #"</scenes>"#,
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("injection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Names.scene").path
        try lines.joined(separator: "\n").replacingOccurrences(of: "NAME", with: escaped).write(toFile: path, atomically: true, encoding: .utf8)

        // Every attribute that becomes a Swift name, at the column (in Unicode scalars) where its value starts.
        var expected: [String] = []  // path:line:column
        for (index, line) in lines.enumerated() {
            let pieces = line.components(separatedBy: "NAME")
            for occurrence in 1..<max(pieces.count, 1) {
                let before = pieces[..<occurrence].joined(separator: escaped)
                let attribute = before.dropLast(2).split(separator: " ").last.map(String.init) ?? ""
                if !["embed", "destination", "initial"].contains(attribute) {  // references to scenes, not Swift names
                    expected.append("\(path):\(index + 1):\(before.unicodeScalars.count + 1)")
                }
            }
        }
        #expect(expected.count == 11)
        let result = Compiler().load([path])
        let refused = result.diagnostics.filter { $0.ruleID == "invalid-identifier" }
        #expect(refused.compactMap(\.location?.description).sorted() == expected.sorted(), "\(result.diagnostics.map(\.description))")
        #expect(refused.allSatisfy { $0.severity == .error && $0.message.contains(name) })
        let generated = Compiler().generate(result, options: CodeGenOptions())
        #expect(generated.files.isEmpty, "nothing is generated from a file with errors")
    }
}

/// Deep-link patterns the runtime's router refuses are refused when the scene file is read, so
/// generated `makeDeepLinkRouter()` never throws on a pattern the compiler accepted.
@MainActor
@Suite("Deep-link patterns: compiler and runtime agree")
struct DeepLinkPatternAgreementTests {
    @Test(arguments: ["x://h/a#b", "x://h/a?q=1", "x://", "x://h//a", "x://h/a{b}", "x://h/{a}/{a}", "1x://h", "x y://h"])
    func aPatternTheRuntimeRefusesIsRefusedWhereWritten(_ pattern: String) throws {
        #expect(throws: DeepLinkError.self) { try DeepLinkRouter().register(pattern) { _, _ in } }
        let prefix = #"<scenes xmlns="urn:scenec:scene:1" initial="a"><controller id="a"><deepLink pattern=""#
        let text = prefix + pattern + #""/></controller></scenes>"#
        let (_, diagnostics) = Compiler().parse(bytes: Array(text.utf8), path: "Links.scene")
        let refusals = diagnostics.filter { $0.ruleID == "invalid-value" }
        #expect(refusals.count == 1, "\(diagnostics.map(\.description))")
        #expect(refusals.first?.location?.description == "Links.scene:1:\(prefix.unicodeScalars.count + 1)")
    }

    @Test func thePatternsOfTheHostileSampleRegister() throws {
        #expect(try GeneratedScenes.makeDeepLinkRouter().patterns.count == 2)
    }
}
