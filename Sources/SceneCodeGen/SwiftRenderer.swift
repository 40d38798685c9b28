import SceneGraph

/// Turns ``SwiftFile`` values into source text: four-space indentation, a blank line between
/// members, doc comments as `///`, every name and string escaped so that any input compiles.
public struct SwiftRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The file's source text, ending with one newline.
    public func render(_ file: SwiftFile) -> String {
        var writer = CodeWriter()
        writeOpening(header: file.header, imports: file.imports, to: &writer)
        write(file.declarations, to: &writer)
        return writer.text
    }

    /// A file's header comment and imports.
    func writeOpening(header: [String], imports: [SwiftIdentifier], to writer: inout CodeWriter) {
        for line in header { writer.line(line.isEmpty ? "//" : "// " + Self.singleLine(line)) }
        if !header.isEmpty { writer.blank() }
        for module in imports { writer.line("import \(module.rendered)") }
        if !imports.isEmpty { writer.blank() }
    }

    /// An enumeration up to its members: doc comment, attributes, `enum Name: … {` and its cases.
    func openEnumeration(_ decl: EnumDeclaration, hasMembers: Bool, to writer: inout CodeWriter) {
        doc(decl.doc, &writer)
        attributes(decl.attributes, &writer)
        writer.open(prefix(decl.access, []) + "enum \(decl.name.rendered)" + inheritance(decl.conformances))
        for enumCase in decl.cases {
            doc(enumCase.doc, &writer)
            let values = enumCase.associatedValues.isEmpty ? "" : "(" + enumCase.associatedValues.map(associatedValue).joined(separator: ", ") + ")"
            writer.line("case \(enumCase.name.rendered)\(values)")
        }
        if !decl.cases.isEmpty, hasMembers { writer.blank() }
    }

    /// Declarations of one level, a blank line between them.
    func write(_ declarations: [Declaration], to writer: inout CodeWriter) {
        for (index, declaration) in declarations.enumerated() {
            if index > 0 { writer.blank() }
            write(declaration, to: &writer)
        }
    }

    func write(_ declaration: Declaration, to writer: inout CodeWriter) {
        switch declaration {
        case .comment(let lines):
            for line in lines { writer.line("// " + Self.singleLine(line)) }
        case .enumeration(let decl):
            openEnumeration(decl, hasMembers: !decl.members.isEmpty, to: &writer)
            write(decl.members, to: &writer)
            writer.close()
        case .classDeclaration(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            writer.open(prefix(decl.access, []) + "final class \(decl.name.rendered)" + inheritance(decl.inherits))
            write(decl.members, to: &writer)
            writer.close()
        case .extensionOf(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            if decl.members.isEmpty {
                writer.line("extension \(decl.type.text)\(inheritance(decl.conformances)) {}")
            } else {
                writer.open("extension \(decl.type.text)\(inheritance(decl.conformances))")
                write(decl.members, to: &writer)
                writer.close()
            }
        case .protocolDeclaration(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            writer.open(prefix(decl.access, []) + "protocol \(decl.name.rendered)" + inheritance(decl.inherits))
            write(decl.requirements, to: &writer)
            writer.close()
        case .function(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            let generics = decl.genericParameters.isEmpty ? "" : "<" + decl.genericParameters.map(\.rendered).joined(separator: ", ") + ">"
            let head = prefix(decl.access, decl.modifiers) + "func \(decl.name.rendered)" + generics
            var tail = ")"
            if decl.isThrowing { tail += " throws" }
            if let returnType = decl.returnType { tail += " -> \(returnType.text)" }
            let parameters = decl.parameters.map(parameter)
            var signature = head + "(" + parameters.joined(separator: ", ") + tail
            if !parameters.isEmpty, writer.indent * 4 + signature.count + 2 > Self.lineWidth {
                // One parameter per line, the closing parenthesis with the rest of the signature.
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
                statements(body, &writer)
                writer.close()
            } else {
                writer.line(signature)
            }
        case .variable(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            let type = decl.type.map { ": \($0.text)" } ?? ""
            switch decl.kind {
            case .stored(let isMutable, let value):
                writer.startLine()
                writer.write(prefix(decl.access, decl.modifiers))
                writer.write(isMutable ? "var " : "let ")
                writer.write(decl.name.rendered)
                writer.write(type)
                if let value {
                    writer.write(" = ")
                    append(value, indent: writer.indent, to: &writer)
                }
                writer.endLine()
            case .computed(let body):
                writer.open(prefix(decl.access, decl.modifiers) + "var " + decl.name.rendered + type)
                statements(body, &writer)
                writer.close()
            case .accessors(let getter, let setter):
                writer.open(prefix(decl.access, decl.modifiers) + "var " + decl.name.rendered + type)
                writer.open("get")
                statements(getter, &writer)
                writer.close()
                writer.open("set")
                statements(setter, &writer)
                writer.close()
                writer.close()
            case .requirement(let settable):
                writer.line(prefix(nil, decl.modifiers) + "var " + decl.name.rendered + type + (settable ? " { get set }" : " { get }"))
            }
        case .typeAlias(let docLines, let access, let name, let type):
            doc(docLines, &writer)
            writer.line(prefix(access, []) + "typealias \(name.rendered) = \(type.text)")
        }
    }

    private func statements(_ statements: [Statement], _ writer: inout CodeWriter) {
        for statement in statements { self.statement(statement, &writer) }
    }

    private func statement(_ statement: Statement, _ writer: inout CodeWriter) {
        switch statement {
        case .expression(let value):
            writer.startLine()
            append(value, indent: writer.indent, to: &writer)
            writer.endLine()
        case .binding(let isMutable, let name, let type, let value):
            writer.startLine()
            writer.write(isMutable ? "var " : "let ")
            writer.write(name.rendered)
            if let type {
                writer.write(": ")
                writer.write(type.text)
            }
            writer.write(" = ")
            append(value, indent: writer.indent, to: &writer)
            writer.endLine()
        case .assignment(let target, let value):
            writer.startLine()
            append(target, indent: writer.indent, to: &writer)
            writer.write(" = ")
            append(value, indent: writer.indent, to: &writer)
            writer.endLine()
        case .returnValue(let value):
            writer.startLine()
            writer.write("return")
            if let value {
                writer.write(" ")
                append(value, indent: writer.indent, to: &writer)
            }
            writer.endLine()
        case .ifStatement(let condition, let then, let otherwise):
            writer.open("if \(self.condition(condition, indent: writer.indent))")
            statements(then, &writer)
            if let otherwise {
                writer.reopen("} else {")
                statements(otherwise, &writer)
            }
            writer.close()
        case .guardStatement(let condition, let otherwise):
            writer.open("guard \(self.condition(condition, indent: writer.indent)) else")
            statements(otherwise, &writer)
            writer.close()
        case .switchStatement(let subject, let cases):
            writer.startLine()
            writer.write("switch ")
            append(subject, indent: writer.indent, to: &writer)
            writer.write(" {")
            writer.endLine()
            for switchCase in cases {
                writer.line(switchCase.pattern.map { "case \(pattern($0)):" } ?? "default:")
                writer.indent += 1
                if switchCase.body.isEmpty { writer.line("break") }
                statements(switchCase.body, &writer)
                writer.indent -= 1
            }
            writer.line("}")
        case .comment(let text):
            writer.line("// " + Self.singleLine(text))
        case .discard(let value):
            writer.startLine()
            writer.write("_ = ")
            append(value, indent: writer.indent, to: &writer)
            writer.endLine()
        }
    }

    private func condition(_ condition: Condition, indent: Int) -> String {
        switch condition {
        case .optionalBinding(let name, nil): "let \(name.rendered)"
        case .optionalBinding(let name, let value?): "let \(name.rendered) = " + expression(value, indent: indent)
        }
    }

    private func pattern(_ pattern: Pattern) -> String {
        switch pattern {
        case .enumCase(let name, let bindings):
            "." + name.rendered + (bindings.isEmpty ? "" : "(" + bindings.map { "let " + $0.rendered }.joined(separator: ", ") + ")")
        case .string(let text):
            Self.stringLiteral(text)
        }
    }

    /// An expression as text; closures spanning lines are indented from `indent`.
    func expression(_ value: Expression, indent: Int) -> String {
        var writer = CodeWriter(indent: indent)
        append(value, indent: indent, to: &writer)
        return writer.text
    }

    /// Writes an expression where the writer is, in the middle of a line; closures spanning
    /// lines are indented from `indent`.
    private func append(_ value: Expression, indent: Int, to writer: inout CodeWriter) {
        switch value {
        case .identifier(let name): writer.write(name.rendered)
        case .type(let type): writer.write(type.text)
        case .selfReference: writer.write("self")
        case .metatype(let type):
            writer.write(type.text)
            writer.write(".self")
        case .optionalChained(let base):
            append(base, indent: indent, to: &writer)
            writer.write("?")
        case .nilCoalescing(let value, let fallback):
            append(value, indent: indent, to: &writer)
            writer.write(" ?? ")
            append(fallback, indent: indent, to: &writer)
        case .closureArgument(let index): writer.write("$\(index)")
        case .number(let literal): writer.write(literal.text)
        case .member(let base, let member):
            append(base, indent: indent, to: &writer)
            writer.write(".")
            writer.write(Self.memberName(member.text))
        case .implicitMember(let member):
            writer.write(".")
            writer.write(Self.memberName(member.text))
        case .call(let callee, let arguments, let trailing):
            append(callee, indent: indent, to: &writer)
            if !arguments.isEmpty || trailing == nil {
                if arguments.count > 1, writer.currentColumn + firstLineWidth(ofArguments: arguments, indent: indent) > Self.lineWidth {
                    // One argument per line, one level deeper; the parenthesis closes on a line of its own.
                    writer.write("(\n")
                    for (index, argument) in arguments.enumerated() {
                        writer.write(CodeWriter.indentation(indent + 1))
                        append(argument, indent: indent + 1, to: &writer)
                        writer.write(index < arguments.count - 1 ? ",\n" : "\n")
                    }
                    writer.write(CodeWriter.indentation(indent))
                    writer.write(")")
                } else {
                    writer.write("(")
                    for (index, argument) in arguments.enumerated() {
                        if index > 0 { writer.write(", ") }
                        append(argument, indent: indent, to: &writer)
                    }
                    writer.write(")")
                }
            }
            if let trailing {
                writer.write(" ")
                append(trailing, indent: indent, to: &writer)
            }
        case .string(let text): writer.writeStringLiteral(text)
        case .integer(let number): writer.write(String(number))
        case .double(let number): writer.write(Self.doubleLiteral(number))
        case .bool(let flag): writer.write(flag ? "true" : "false")
        case .nilLiteral: writer.write("nil")
        case .array(let items):
            writer.write("[")
            for (index, item) in items.enumerated() {
                if index > 0 { writer.write(", ") }
                append(item, indent: indent, to: &writer)
            }
            writer.write("]")
        case .dictionary(let entries):
            guard !entries.isEmpty else { return writer.write("[:]") }
            writer.write("[\n")
            for entry in entries {
                writer.write(CodeWriter.indentation(indent + 1))
                append(entry.key, indent: indent + 1, to: &writer)
                writer.write(": ")
                append(entry.value, indent: indent + 1, to: &writer)
                writer.write(",\n")
            }
            writer.write(CodeWriter.indentation(indent))
            writer.write("]")
        case .closure(let body): append(body, indent: indent, to: &writer)
        case .cast(let base, let kind, let type):
            append(base, indent: indent, to: &writer)
            writer.write(" ")
            writer.write(kind.text)
            writer.write(" ")
            writer.write(type.text)
        case .tryExpression(let inner):
            writer.write("try ")
            append(inner, indent: indent, to: &writer)
        }
    }

    /// `label: value`, or `value`.
    private func append(_ argument: Argument, indent: Int, to writer: inout CodeWriter) {
        if let label = argument.label {
            writer.write(Self.labelName(label.text))
            writer.write(": ")
        }
        append(argument.value, indent: indent, to: &writer)
    }

    /// The width of `(arguments)` written on one line, up to its first line break (a closure's).
    private func firstLineWidth(ofArguments arguments: [Argument], indent: Int) -> Int {
        var probe = CodeWriter(indent: indent)
        probe.write("(")
        for (index, argument) in arguments.enumerated() {
            if index > 0 { probe.write(", ") }
            append(argument, indent: indent, to: &probe)
            if probe.text.utf8.contains(UInt8(ascii: "\n")) { break }
        }
        probe.write(")")
        var text = probe.text
        return text.withUTF8 { bytes in bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count }
    }

    /// Lines longer than this are wrapped where the code model allows (calls, signatures).
    static let lineWidth = 120

    /// A closure: its head where the writer is, its body on lines indented one level deeper
    /// than `indent`, and the closing brace at `indent`.
    private func append(_ closure: Closure, indent: Int, to writer: inout CodeWriter) {
        writer.write("{")
        if !closure.captures.isEmpty {
            writer.write(" [")
            writer.write(closure.captures.map(Self.capture).joined(separator: ", "))
            writer.write("]")
        }
        if !closure.parameters.isEmpty {
            writer.write(" ")
            writer.write(closure.parameters.map { $0.text == "_" ? "_" : $0.rendered }.joined(separator: ", "))
        }
        if !closure.captures.isEmpty || !closure.parameters.isEmpty { writer.write(" in") }
        if closure.isInline, closure.body.count == 1, case .expression(let value) = closure.body[0] {
            writer.write(" ")
            append(value, indent: indent, to: &writer)
            return writer.write(" }")
        }
        writer.write("\n")
        let outer = writer.indent
        writer.indent = indent + 1
        statements(closure.body, &writer)
        writer.indent = outer
        writer.write(CodeWriter.indentation(indent))
        writer.write("}")
    }

    private func parameter(_ parameter: Parameter) -> String {
        let label = parameter.label.map { $0.text == "_" ? "_ " : Self.labelName($0.text) + " " } ?? ""
        let defaultValue = parameter.defaultValue.map { " = " + expression($0, indent: 0) } ?? ""
        return label + parameter.name.rendered + ": " + parameter.type.text + defaultValue
    }

    private func associatedValue(_ parameter: Parameter) -> String {
        let defaultValue = parameter.defaultValue.map { " = " + expression($0, indent: 0) } ?? ""
        return parameter.name.rendered + ": " + parameter.type.text + defaultValue
    }

    private func doc(_ lines: [String], _ writer: inout CodeWriter) {
        for text in lines {
            if Self.allBytes(of: text, satisfy: { $0 != 0x0A }) {  // one line, as nearly all are: no split by Character
                writer.startLine()
                if text.isEmpty {
                    writer.write("///")
                } else {
                    writer.write("/// ")
                    writer.write(Self.singleLine(text))
                }
                writer.endLine()
                continue
            }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                writer.line(line.isEmpty ? "///" : "/// " + Self.singleLine(String(line)))
            }
        }
    }

    private func attributes(_ attributes: [Attribute], _ writer: inout CodeWriter) {
        for attribute in attributes { writer.line(attribute.text) }
    }

    private static func capture(_ capture: Capture) -> String {
        switch capture {
        case .weak(let name): "weak " + name.rendered
        case .unowned(let name): "unowned " + name.rendered
        }
    }

    private func prefix(_ access: AccessLevel?, _ modifiers: [Modifier]) -> String {
        ([access?.keyword].compactMap { $0 } + modifiers.map(\.text)).map { $0 + " " }.joined()
    }

    private func inheritance(_ types: [SwiftType]) -> String {
        types.isEmpty ? "" : ": " + types.map(\.text).joined(separator: ", ")
    }
}
