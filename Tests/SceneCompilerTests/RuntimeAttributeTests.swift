import Foundation
@testable import SceneCodeGen
import SceneCompiler
import Testing
import TestSupport

/// User-defined runtime attributes: assigned as typed properties when the key path names one of
/// the runtime class (a table checked here against the runtime by the Swift compiler) or a
/// stored property of a class the app's sources declare (`--sources`); otherwise a warning.
@Suite("User-defined runtime attributes")
struct RuntimeAttributeTests {
    static let sources = """
        import Foundation
        import SceneRuntime
        // class Commented: Label { var hidden: Int = 0 }
        class RoundedLabel: Label {
            var cornerRadius: CGFloat = 0 // { braces in a comment }
            private var secret: Int = 0
            private(set) var readOnly: Int = 0
            var computed: Int { 3 }
            let constant = "x"
            static var shared: Int = 0
            var caption: String? = "a \\"quoted\\" { string"
        }
        class FancyLabel: RoundedLabel {
            var glows: Bool = false
        }
        struct NotAClass { var cornerRadius: CGFloat = 0 }
        final class FormViewController: ViewController {}
        """

    @Test func scannerFindsStoredSettableProperties() {
        let classes = DeclaredTypeScanner.declaredClasses(inSource: Self.sources)
        #expect(classes["RoundedLabel"]?.superclass == "Label")
        #expect(classes["RoundedLabel"]?.properties == ["cornerRadius": "CGFloat", "caption": "String"])
        #expect(classes["FancyLabel"]?.superclass == "RoundedLabel")
        #expect(classes["FancyLabel"]?.properties == ["glows": "Bool"])
        #expect(classes["NotAClass"] == nil)
        #expect(classes["Commented"] == nil)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="a" customClass="FormViewController" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <subviews>
                                    <label text="Hi" id="l" customClass="FancyLabel">
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="4.5"/></userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="boolean" keyPath="glows" value="YES"/>
                                            <userDefinedRuntimeAttribute type="string" keyPath="caption" value="T"/>
                                            <userDefinedRuntimeAttribute type="number" keyPath="numberOfLines"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="number" keyPath="secret"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="number" keyPath="computed"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="string" keyPath="glows" value="not a Boolean"/>
                                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                                        </userDefinedRuntimeAttributes>
                                    </label>
                                </subviews>
                            </view>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="title" value="Form"/>
                            </userDefinedRuntimeAttributes>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func attributesNamingDeclaredPropertiesAreAssignedAndTheRestWarned() throws {
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.sources.write(to: sources.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        try Self.storyboard.write(to: work.appendingPathComponent("Form.storyboard"), atomically: true, encoding: .utf8)
        let generated = work.appendingPathComponent("Generated")
        let result = try runScenec(["compile", "-q", "Form.storyboard", "--sources", sources.path, "-o", generated.path], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: generated.appendingPathComponent("Form.swift"), encoding: .utf8)
        for line in ["label1.cornerRadius = 4.5", "label1.glows = true", "label1.caption = \"T\"", "label1.numberOfLines = 3", "controller.title = \"Form\""] {
            #expect(text.contains(line), "\(line) is not generated")
        }
        for (line, keyPath) in [(15, "secret"), (16, "computed"), (17, "glows"), (18, "layer.cornerRadius")] {
            #expect(result.stderr.contains("Form.storyboard:\(line):"), "no diagnostic on line \(line)")
            #expect(result.stderr.contains("runtime attribute '\(keyPath)' is not applied"), "\(keyPath) is not reported")
        }
        // Without the sources, the custom class's properties are reported, not guessed.
        let bare = try runScenec(["compile", "-q", "Form.storyboard", "-o", work.appendingPathComponent("Bare").path], in: work)
        #expect(bare.stderr.contains("runtime attribute 'cornerRadius' is not applied"))

        // The generated code and the sources compile together.
        let files = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().map { generated.appendingPathComponent($0).path }
            + [sources.appendingPathComponent("Views.swift").path]
        let check = try SwiftCompiler.typecheck(files, in: work)
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// Every property of the runtime tables exists on the runtime class with the table's type.
    @Test func runtimeTablesMatchTheRuntime() throws {
        func literal(_ kind: RuntimeAttributeStatements.ValueKind) -> String {
            switch kind {
            case .bool: "true"
            case .integer: "1"
            case .number: "0.5"
            case .string: "\"text\""
            }
        }
        var lines = ["import SceneRuntime", "@MainActor func assignEverything() {",
                     "    let view = View(frame: .zero)", "    let label = Label(frame: .zero)", "    let field = TextField(frame: .zero)",
                     "    let button = Button(frame: .zero)", "    let controller = ViewController()"]
        for (keyPath, property) in RuntimeAttributeStatements.viewProperties.sorted(by: { $0.key < $1.key }) {
            lines.append("    view.\(property.name.text) = \(literal(property.type))  // \(keyPath)")
        }
        for (keyPath, property) in RuntimeAttributeStatements.kindProperties(of: .label).sorted(by: { $0.key < $1.key }) {
            lines.append("    label.\(property.name.text) = \(literal(property.type))  // \(keyPath)")
        }
        for (keyPath, property) in RuntimeAttributeStatements.kindProperties(of: .textField).sorted(by: { $0.key < $1.key }) {
            lines.append("    field.\(property.name.text) = \(literal(property.type))  // \(keyPath)")
        }
        for (keyPath, property) in RuntimeAttributeStatements.controlProperties.sorted(by: { $0.key < $1.key }) {
            lines.append("    button.\(property.name.text) = \(literal(property.type))  // \(keyPath)")
        }
        for (keyPath, property) in RuntimeAttributeStatements.controllerProperties.sorted(by: { $0.key < $1.key }) {
            lines.append("    controller.\(property.name.text) = \(literal(property.type))  // \(keyPath)")
        }
        lines.append("}")
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("Assign.swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let check = try SwiftCompiler.typecheck([file.path], in: work)
        #expect(check.status == 0, "\(check.stderr)")
    }
}
