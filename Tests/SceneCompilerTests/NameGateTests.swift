import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph
import Testing
import TestSupport

/// Issue 20: every name slot of both dialects × a hostile alphabet. Each case is refused with an
/// error at the slot's exact line and column and generates nothing, or it generates Swift that
/// `swiftc -parse` accepts and in which the payload is only a name (a valid identifier or type).
@Suite("Name gate")
struct NameGateTests {
    /// What one case came to.
    enum Outcome {
        case refused([Diagnostic])
        case generated([(name: String, contents: String)])
    }

    static func outcome(of slot: NameSlotCase, payload: String, in folder: URL) throws -> Outcome {
        let path = folder.appendingPathComponent(slot.fileName).path
        try slot.file(with: payload).write(toFile: path, atomically: true, encoding: .utf8)
        let compiler = Compiler()
        let loaded = compiler.load([path])
        let (files, generation) = compiler.generate(loaded, options: CodeGenOptions(module: "App"))
        let errors = (loaded.diagnostics + loaded.inputProblems + generation).filter { $0.severity == .error }
        if !errors.isEmpty {
            #expect(files.isEmpty, "\(slot) with \(payload.debugDescription): errors, yet files were generated")
            return .refused(errors)
        }
        return .generated(files)
    }

    @Test(arguments: NameSlotCase.all)
    func everySlotRefusesOrWritesOnlyNames(_ slot: NameSlotCase) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (line, column) = slot.payloadLocation
        var accepted: [(payload: String, files: [(name: String, contents: String)])] = []
        for payload in NameSlotCase.hostileAlphabet {
            switch try Self.outcome(of: slot, payload: payload, in: folder) {
            case .refused(let errors):
                let atSlot = errors.filter { $0.location?.line == line && $0.location?.column == column }
                #expect(!atSlot.isEmpty, "\(slot) with \(payload.debugDescription): refused, but not at \(line):\(column): \(errors.map(\.description))")
            case .generated(let files):
                let kind = Self.kind(of: slot.field)
                #expect(kind.accepts(payload), "\(slot) accepted \(payload.debugDescription), which is not a Swift \(kind)")
                accepted.append((payload, files))
            }
        }
        // What was accepted parses, and nothing but names came from the payload.
        var sources: [URL] = []
        for (index, item) in accepted.enumerated() {
            let payload = item.payload
            for file in item.files {
                let code = SwiftCodeText.strippingLiteralsAndComments(file.contents)
                #expect(!code.contains("exit(3)"), "\(slot) with \(payload.debugDescription): payload in code of \(file.name)")
                let url = folder.appendingPathComponent("case\(index)-\(file.name)")
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                sources.append(url)
            }
        }
        guard !sources.isEmpty else { return }
        let parse = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-parse"] + sources.map(\.path), in: folder, timeout: 120)
        #expect(parse.status == 0, "\(slot): swiftc -parse refused generated code: \(parse.stderr.prefix(3000))")
    }

    /// The kind the gate requires of a slot.
    /// The gate's check makes a slot only for a name it refuses (issue 26): its refusals are
    /// those of every slot its walk meets, in order, for every slot of both dialects and every
    /// payload (the clashes of spellings, which compare accepted names, have their own tests).
    @Test func theChecksRefusalsAreThoseOfTheSlotsItWalks() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var refused = 0, accepted = 0
        for slot in NameSlotCase.all {
            for payload in NameSlotCase.hostileAlphabet + ["recipe", "Caf\u{E9}"] {
                let path = folder.appendingPathComponent(slot.fileName).path
                try slot.file(with: payload).write(toFile: path, atomically: true, encoding: .utf8)
                for document in Compiler().load([path]).graph.documents {
                    var expected: [Diagnostic] = []
                    SwiftNameGate.forEachSlot(of: document) { if let problem = SwiftNameGate.problem(with: $0) { expected.append(problem) } }
                    let checked = SwiftNameGate.check(document).filter { !$0.message.contains("only in how its accented letters") }
                    #expect(checked == expected, "\(slot) with \(payload.debugDescription)")
                    if expected.isEmpty { accepted += 1 } else { refused += 1 }
                }
            }
        }
        // Both outcomes, many times: a storyboard's names reach the gate as written.
        #expect(refused > 200 && accepted > 200, "refused \(refused), accepted \(accepted)")
    }

    static func kind(of field: String) -> SwiftNameGate.Kind {
        if field.contains(".properties[") { return .member }
        if field == "DeepLink.placeholder" { return .identifier }
        guard case .name(let kind)? = SwiftNameGate.catalogue[field] else {
            Issue.record("\(field) is not a name slot of the catalogue")
            return .identifier
        }
        return kind
    }

    /// Every slot of the gate's catalogue has a case in at least one dialect: a new name field
    /// needs a line in ``NameSlotCase`` (and so a run through the hostile alphabet).
    @Test func everyCataloguedSlotIsExercised() {
        let exercised = Set(NameSlotCase.all.map(\.field))
        for (field, role) in SwiftNameGate.catalogue {
            guard case .name = role else { continue }
            #expect(exercised.contains(field), "\(field) is a name slot without a case in NameSlotCase")
        }
        for (type, keys) in SwiftNameGate.memberProperties {
            for key in keys {
                #expect(exercised.contains("\(type).properties[\(key)]"), "\(type).properties[\(key)] has no case")
            }
        }
    }

    /// Every text field of the graph's types has a role in the gate's catalogue: a new field that
    /// carries text fails here until someone decides whether generated code splices it. The
    /// graph of the sample scenes, the injection sample and every slot case (with a valid name)
    /// is walked field by field, into optionals, arrays and dictionaries.
    @Test func everyTextFieldOfTheGraphIsCatalogued() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".scene") }.map { packageRoot.appendingPathComponent("Scenes/\($0)").path }
        paths.append(packageRoot.appendingPathComponent("Tests/InjectionSample/Hostile.scene").path)
        for (index, slot) in NameSlotCase.all.enumerated() {
            let path = folder.appendingPathComponent("\(index)-\(slot.fileName)").path
            try slot.file(with: slot.field.contains("properties[") ? "plain" : "x").write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let graph = Compiler().load(paths).graph
        var fields: Set<String> = []
        for document in graph.documents { Self.collectTextFields(of: document, into: &fields) }
        #expect(fields.count > 40, "the walk found only \(fields.sorted())")
        for field in fields.sorted() {
            #expect(SwiftNameGate.catalogue[field] != nil, "\(field) carries text but has no role in SwiftNameGate.catalogue")
        }
    }

    /// `Type.field` of every text-carrying field met in `value` and below.
    static func collectTextFields(of value: Any, into fields: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection, .set:
            for child in mirror.children { collectTextFields(of: child.value, into: &fields) }
        case .dictionary:
            for child in mirror.children {
                for part in Mirror(reflecting: child.value).children { collectTextFields(of: part.value, into: &fields) }
            }
        case .struct, .enum:
            // The mirror's subject: a value that keeps a field out of line (a view's layout)
            // reflects as the type it holds.
            let typeName = String(reflecting: mirror.subjectType)
            guard typeName.hasPrefix("SceneGraph.") else { return }
            let owner = String(typeName.dropFirst("SceneGraph.".count))
            for child in mirror.children {
                guard let label = child.label else { continue }
                if isText(child.value) { fields.insert("\(owner).\(label)") }
                collectTextFields(of: child.value, into: &fields)
            }
        default:
            return
        }
    }

    /// Whether a field's value is text or holds text directly (optional, array, set, dictionary keys or values).
    static func isText(_ value: Any) -> Bool {
        // Exact types: `is [String]` holds for any empty array, `is String?` for any nil.
        let textTypes: [Any.Type] = [String.self, String?.self, [String].self, [String]?.self, Set<String>.self,
                                     [String: String].self, [String: Bool].self]
        let valueType = type(of: value)
        return textTypes.contains { $0 == valueType }
    }

    /// The two reproductions of the issue, through the command line: `compile` and `scaffold` exit
    /// 1 with the located errors and write nothing; `check` and `lint` report the same.
    @Test func reproductionsAreRefusedByEveryCommand() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.reproduction.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let expected = [
            #"Main.storyboard:5:58: error: 'A"); import Foundation; exit(3); //' is not a valid Swift type name ('customClass' becomes a Swift type) [invalid-identifier]"#,
            "Main.storyboard:13:39: error: 'lab:Int=0;init(){exit(3)};var y' is not a valid Swift identifier ('property' becomes a Swift name) [invalid-identifier]",
        ]
        for arguments in [["compile", "Main.storyboard", "-o", "Generated"], ["scaffold", "Main.storyboard", "-o", "Scaffold.swift"],
                          ["check", "Main.storyboard"], ["lint", "Main.storyboard"]] {
            let result = try runScenec(arguments, in: folder)
            #expect(result.status == 1, "\(arguments[0]): \(result.status) \(result.stderr)")
            for line in expected {
                #expect((result.stderr + result.stdout).contains(line), "\(arguments[0]) does not say: \(line)\n\(result.stderr)")
            }
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written == ["Main.storyboard"], "files were written: \(written)")
    }

    static let reproduction = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <scenes>
                <scene sceneID="s1">
                    <objects><viewController id="a" customClass="A&quot;); import Foundation; exit(3); //" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v">
                            <subviews>
                                <label id="l" text="hi"/>
                            </subviews>
                        </view>
                        <connections>

                            <outlet property="lab:Int=0;init(){exit(3)};var y" destination="l"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        </document>

        """

    /// The code model's backstop: a graph that never passed the gate (built by hand) still
    /// cannot put a name into the output — generation stops with an error and no file.
    @Test func codeModelRefusesNamesThatSkippedTheGate() {
        let source = SourceRange(element: SourceLocation(file: "Hand.scene", line: 1, column: 1))
        var document = SceneDocument(path: "Hand.scene", dialect: .scene, formatVersion: 1, source: source)
        var scene = Scene(id: SceneID(document: "Hand.scene", name: "a"), kind: .controller, source: source)
        scene.className = "A\"); exit(3); //"
        document.scenes = [scene]
        document.initialScene = "a"
        let (graph, _) = GraphResolver.resolveReferences([document])
        let translation = SceneTranslator().translate(graph)
        #expect(translation.diagnostics.contains { $0.ruleID == SwiftNameGate.rule && $0.severity == .error }, "\(translation.diagnostics)")
        for file in translation.files {
            #expect(!SwiftRenderer().render(file).contains("exit(3)"), "\(file.name) holds the payload")
        }
    }

    /// Keywords and look-alike letters the gate lets through are real names: the generated code
    /// and the starter classes `scaffold` writes for them type-check against SceneRuntime.
    @Test func acceptedKeywordsAndLettersTypeCheck() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.keywordScene.write(to: folder.appendingPathComponent("Keywords.scene"), atomically: true, encoding: .utf8)
        let compile = try runScenec(["compile", "Keywords.scene", "-o", "Generated"], in: folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        let scaffold = try runScenec(["scaffold", "Keywords.scene", "-o", "Generated/Scaffold.swift"], in: folder)
        #expect(scaffold.status == 0, "\(scaffold.stderr)")
        let modules = try scenecExecutable().deletingLastPathComponent().appendingPathComponent("Modules")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path)
            .sorted().map { "Generated/" + $0 }
        #expect(sources.count == 3)
        let typecheck = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path] + sources,
                                in: folder, timeout: 120)
        #expect(typecheck.status == 0, "\(typecheck.stderr.prefix(3000))")
    }

    static let keywordScene = """
        <scenes xmlns="urn:scenec:scene:1" initial="list">
          <navigation id="nav"><relationship kind="root" destination="list"/></navigation>
          <controller id="list" class="Café">
            <view>
              <label id="l"/>
              <button id="b" accessibilityLabel="Go"><action method="default"/></button>
              <tableView id="t"><cell id="row" reuseIdentifier="Row" class="Ｒow"><label id="cl"/><outlet property="as" destination="cl"/></cell></tableView>
            </view>
            <outlet property="self" destination="l"/>
            <outlet property="Any" destination="l"/>
            <outlet property="e\u{301}tat" destination="l"/>
            <outletCollection property="class" destinations="l"/>
            <unwindAction method="super"/>
            <segue id="open" kind="show" destination="detail" trigger="b">
              <parameter name="import" type="Int" default="1"/>
              <parameter name="var" type="String?" default="nil"/>
              <deepLink pattern="app://open/{import}"/>
            </segue>
          </controller>
          <controller id="detail" class="аDetail"/>
        </scenes>

        """

    /// Settings that name modules are names too.
    @Test func moduleSettingsAreChecked() {
        #expect(CodeGenOptions(runtimeModule: "Scene;Runtime").problems().count == 1)
        #expect(CodeGenOptions(module: "class").problems().count == 1)
        #expect(CodeGenOptions(runtimeModule: "SceneRuntime", module: "App").problems().isEmpty)
    }
}

/// Swift source with its string literals and comments taken out, so that what is left is code.
enum SwiftCodeText {
    static func strippingLiteralsAndComments(_ source: String) -> String {
        var result = ""
        var scalars = Array(source.unicodeScalars)[...]
        func next() -> Unicode.Scalar? { scalars.popFirst() }
        while let scalar = next() {
            if scalar == "/", scalars.first == "/" {
                while let inner = next(), inner != "\n" {}
                result += "\n"
            } else if scalar == "/", scalars.first == "*" {
                _ = next()
                var previous: Unicode.Scalar = " "
                while let inner = next(), !(previous == "*" && inner == "/") { previous = inner }
            } else if scalar == "\"" {
                while let inner = next(), inner != "\"" {
                    if inner == "\\" { _ = next() }
                }
                result += "\"\""
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
