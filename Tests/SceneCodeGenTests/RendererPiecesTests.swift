import Testing
@testable import SceneCodeGen
import TestSupport

/// The renderer writes declaration heads, enum cases and requirements piece by piece, and
/// measures signatures by bytes where that counts what characters count (issue 26). Random
/// declarations must render to what the former string formulas — written out here — gave.
@Suite("Renderer writes lines in pieces")
struct RendererPiecesTests {
    static let names: [SwiftIdentifier] = ["recipes", "class", "état", "Scene", "a", "showDetail", "x𝔸y", "self", "default"]
    static let types: [SwiftType] = ["Int", "String?", "[Recipe.ID]", "Kit.Cell", "Ça", "AnyObject", "[String: Int]"]

    /// The former formulas: a line made as one string.
    static func prefix(_ access: AccessLevel?, _ modifiers: [Modifier]) -> String {
        ([access?.keyword].compactMap { $0 } + modifiers.map(\.text)).map { $0 + " " }.joined()
    }
    static func inheritance(_ types: [SwiftType]) -> String {
        types.isEmpty ? "" : ": " + types.map(\.text).joined(separator: ", ")
    }

    @Test func headsAndCasesAreTheFormerLines() {
        var random = SeededRandom(seed: 26)
        func pick<T>(_ values: [T]) -> T { random.pick(values) }
        func some<T>(_ values: [T]) -> [T] { (0..<random.below(4)).map { _ in pick(values) } }
        let renderer = SwiftRenderer()
        for _ in 0..<400 {
            let access: AccessLevel? = random.below(2) == 0 ? nil : pick(AccessLevel.allCases)
            let modifiers = some([Modifier.static, .private, .fileprivate, .weak])
            let (name, conformances) = (pick(Self.names), some(Self.types))
            let indent = random.below(3)
            func rendered(_ declaration: Declaration) -> [Substring] {
                var writer = CodeWriter(indent: indent)
                renderer.write(declaration, to: &writer)
                return writer.text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let pad = String(repeating: "    ", count: indent)
            // Enumerations: the head, then one line per case.
            let cases = (0..<random.below(3)).map { _ in
                EnumCase(name: pick(Self.names), associatedValues: (0..<random.below(3)).map { _ in
                    Parameter(name: pick(Self.names), type: pick(Self.types), defaultValue: random.below(3) == 0 ? .integer(7) : nil)
                })
            }
            let enumLines = rendered(.enumeration(EnumDeclaration(access: access, name: name, conformances: conformances, cases: cases)))
            #expect(enumLines.first.map(String.init) == pad + Self.prefix(access, []) + "enum \(name.rendered)" + Self.inheritance(conformances) + " {")
            for (index, enumCase) in cases.enumerated() {
                let values = enumCase.associatedValues.isEmpty ? "" : "(" + enumCase.associatedValues.map { value in
                    value.name.rendered + ": " + value.type.text + (value.defaultValue == nil ? "" : " = 7")
                }.joined(separator: ", ") + ")"
                #expect(enumLines[1 + index] == pad + "    case \(enumCase.name.rendered)\(values)")
            }
            // Classes, protocols and extensions: the head.
            let classLines = rendered(.classDeclaration(ClassDeclaration(access: access, name: name, inherits: conformances)))
            #expect(classLines.first.map(String.init) == pad + Self.prefix(access, []) + "final class \(name.rendered)" + Self.inheritance(conformances) + " {")
            let protocolLines = rendered(.protocolDeclaration(ProtocolDeclaration(access: access, name: name, inherits: conformances)))
            #expect(protocolLines.first.map(String.init) == pad + Self.prefix(access, []) + "protocol \(name.rendered)" + Self.inheritance(conformances) + " {")
            let type = pick(Self.types)
            let member = Declaration.variable(VariableDeclaration(name: name, type: type, kind: .requirement(settable: true)))
            let extensionLines = rendered(.extensionOf(ExtensionDeclaration(type: type, conformances: conformances, members: [member])))
            #expect(extensionLines.first.map(String.init) == pad + "extension \(type.text)\(Self.inheritance(conformances))" + " {")
            // Variables: requirements, stored and computed.
            let settable = random.below(2) == 0
            let requirement = rendered(.variable(VariableDeclaration(access: access, modifiers: modifiers, name: name, type: type, kind: .requirement(settable: settable))))
            #expect(requirement.first.map(String.init) == pad + Self.prefix(nil, modifiers) + "var " + name.rendered + ": \(type.text)" + (settable ? " { get set }" : " { get }"))
            let stored = rendered(.variable(VariableDeclaration(access: access, modifiers: modifiers, name: name, type: nil, kind: .stored(isMutable: true, value: .integer(3)))))
            #expect(stored.first.map(String.init) == pad + Self.prefix(access, modifiers) + "var " + name.rendered + " = 3")
            let computed = rendered(.variable(VariableDeclaration(access: access, modifiers: modifiers, name: name, type: type, kind: .computed([.returnValue(.integer(1))]))))
            #expect(computed.first.map(String.init) == pad + Self.prefix(access, modifiers) + "var " + name.rendered + ": \(type.text)" + " {")
            let accessors = rendered(.variable(VariableDeclaration(
                access: access, modifiers: modifiers, name: name, type: type, kind: .accessors(get: [.returnValue(.integer(1))], set: []))))
            #expect(accessors.first.map(String.init) == pad + Self.prefix(access, modifiers) + "var " + name.rendered + ": \(type.text)" + " {")
            #expect(accessors.dropFirst().first.map(String.init) == pad + "    get {")
            let emptyExtension = rendered(.extensionOf(ExtensionDeclaration(type: type, conformances: conformances)))
            #expect(emptyExtension.first.map(String.init) == pad + "extension \(type.text)\(Self.inheritance(conformances)) {}")
        }
    }

    /// A signature's width is counted in characters, as `String.count` counts them, whatever it holds.
    @Test(arguments: ["", "func a(b: Int)", "café", "e\u{301}", "a\r\nb", "\r\n", "🇫🇷 flags", "x𝔸y", "tab\there", "\u{D4E}("])
    func columnsAreCharacters(_ text: String) {
        var writer = CodeWriter()
        writer.write("é\n    before ")  // what precedes `start` does not count
        let start = writer.byteCount
        writer.write(text)
        #expect(writer.columns(from: start) == text.count)
    }

    /// The former formula of a function: its signature made as one string, its parameters as
    /// strings with their default values rendered in writers of their own; and whether it wrapped.
    static func formerFunction(_ decl: FunctionDeclaration, indent: Int) -> (text: String, wrapped: Bool) {
        let renderer = SwiftRenderer()
        var writer = CodeWriter(indent: indent)
        let generics = decl.genericParameters.isEmpty ? "" : "<" + decl.genericParameters.map(\.rendered).joined(separator: ", ") + ">"
        let head = prefix(decl.access, decl.modifiers) + "func \(decl.name.rendered)" + generics
        var tail = ")"
        if decl.isThrowing { tail += " throws" }
        if let returnType = decl.returnType { tail += " -> \(returnType.text)" }
        let parameters = decl.parameters.map { parameter in
            let label = parameter.label.map { $0.text == "_" ? "_ " : SwiftRenderer.labelName($0.text) + " " } ?? ""
            let defaultValue = parameter.defaultValue.map { " = " + renderer.expression($0, indent: 0) } ?? ""
            return label + parameter.name.rendered + ": " + parameter.type.text + defaultValue
        }
        var signature = head + "(" + parameters.joined(separator: ", ") + tail
        let wraps = !parameters.isEmpty && indent * 4 + signature.count + 2 > SwiftRenderer.lineWidth
        if wraps {
            writer.line(head + "(")
            writer.indent += 1
            for (index, parameter) in parameters.enumerated() { writer.line(parameter + (index < parameters.count - 1 ? "," : "")) }
            writer.indent -= 1
            signature = tail
        }
        if let body = decl.body, body.isEmpty {
            writer.line(signature + " {}")
        } else if let body = decl.body {
            writer.open(signature)
            renderer.statements(body, &writer)
            writer.close()
        } else {
            writer.line(signature)
        }
        return (writer.text, wraps)
    }

    /// Functions written in place (``SwiftRenderer/writeFunction(_:to:)``) are what the former
    /// string formulas made: generics, labels (`_`, reserved words), Unicode names, default values
    /// that are calls wrapping at their own columns or closures spanning lines, bodies or none, at
    /// widths on both sides of the line width.
    @Test func functionsAreTheFormerText() {
        var random = SeededRandom(seed: 2617)
        var expressions = RendererProbeTests.Generator(state: 17)
        func pick<T>(_ values: [T]) -> T { random.pick(values) }
        let labels: [SwiftIdentifier] = ["_", "for", "in", "var", "with", "état"]
        var (wrapped, oneLine) = (0, 0)
        for _ in 0..<1_200 {
            let parameters = (0..<random.below(6)).map { _ in
                Parameter(label: random.below(3) == 0 ? pick(labels) : nil, name: pick(Self.names), type: pick(Self.types),
                          defaultValue: random.below(3) == 0 ? expressions.expression(depth: random.below(4)) : nil)
            }
            let body: [Statement]? = [nil, [], [.expression(.call(.identifier("run"), [], trailingClosure: nil))]][random.below(3)]
            let decl = FunctionDeclaration(
                access: random.below(2) == 0 ? nil : pick(AccessLevel.allCases),
                modifiers: (0..<random.below(3)).map { _ in pick([Modifier.static, .private, .fileprivate]) },
                name: SwiftIdentifier(derived: String(repeating: pick(["a", "é"]), count: 1 + random.below(70)), fallback: "f"),
                genericParameters: (0..<random.below(3)).map { _ in pick(Self.names) },
                parameters: parameters, isThrowing: random.below(2) == 0,
                returnType: random.below(2) == 0 ? pick(Self.types) : nil, body: body)
            let indent = random.below(4)
            var writer = CodeWriter(indent: indent)
            SwiftRenderer().write(.function(decl), to: &writer)
            let former = Self.formerFunction(decl, indent: indent)
            #expect(writer.text == former.text)
            #expect(writer.columnOrigin == 0)
            if former.wrapped { wrapped += 1 } else { oneLine += 1 }
        }
        #expect(wrapped > 100 && oneLine > 100, "both ways of writing a signature should be tested often: \(wrapped) wrapped, \(oneLine) on one line")
    }

    /// A function wraps its parameters exactly when its one-line signature, counted in characters, passes the line width.
    @Test func signaturesWrapAtTheLineWidthInCharacters() {
        for length in 90...110 {
            for filler in ["a", "é"] {  // one byte, or two bytes a character
                let name = SwiftIdentifier(derived: String(repeating: filler, count: length), fallback: "f")
                let function = Declaration.function(FunctionDeclaration(
                    name: name, parameters: [Parameter(name: "value", type: "Int"), Parameter(name: "other", type: "Int")], body: nil))
                var writer = CodeWriter()
                SwiftRenderer().write(function, to: &writer)
                let oneLine = "func \(name.text)(value: Int, other: Int)"
                let wraps = oneLine.count + 2 > SwiftRenderer.lineWidth
                #expect(writer.text == (wraps ? "func \(name.text)(\n    value: Int,\n    other: Int\n)\n" : oneLine + "\n"), "\(length) × \(filler)")
            }
        }
    }
}
