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
    func writeOpening(header: [String], imports: [String], to writer: inout CodeWriter) {
        for line in header { writer.line(line.isEmpty ? "//" : "// " + Self.singleLine(line)) }
        if !header.isEmpty { writer.blank() }
        for module in imports { writer.line("import \(module)") }
        if !imports.isEmpty { writer.blank() }
    }

    /// An enumeration up to its members: doc comment, attributes, `enum Name: … {` and its cases.
    func openEnumeration(_ decl: EnumDeclaration, hasMembers: Bool, to writer: inout CodeWriter) {
        doc(decl.doc, &writer)
        attributes(decl.attributes, &writer)
        writer.open(prefix(decl.access, []) + "enum \(Self.name(decl.name))" + inheritance(decl.conformances))
        for enumCase in decl.cases {
            doc(enumCase.doc, &writer)
            let values = enumCase.associatedValues.isEmpty ? "" : "(" + enumCase.associatedValues.map(associatedValue).joined(separator: ", ") + ")"
            writer.line("case \(Self.name(enumCase.name))\(values)")
        }
        if !decl.cases.isEmpty, hasMembers { writer.blank() }
    }

    private func write(_ declarations: [Declaration], to writer: inout CodeWriter) {
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
            writer.open(prefix(decl.access, []) + "final class \(Self.name(decl.name))" + inheritance(decl.inherits))
            write(decl.members, to: &writer)
            writer.close()
        case .extensionOf(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            let whereClause = decl.whereClause.map { " where \($0)" } ?? ""
            if decl.members.isEmpty {
                writer.line("extension \(decl.type)\(inheritance(decl.conformances))\(whereClause) {}")
            } else {
                writer.open("extension \(decl.type)\(inheritance(decl.conformances))\(whereClause)")
                write(decl.members, to: &writer)
                writer.close()
            }
        case .protocolDeclaration(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            writer.open(prefix(decl.access, []) + "protocol \(Self.name(decl.name))" + inheritance(decl.inherits))
            write(decl.requirements, to: &writer)
            writer.close()
        case .function(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            let generics = decl.genericParameters.isEmpty ? "" : "<" + decl.genericParameters.joined(separator: ", ") + ">"
            let name = decl.name == "init" ? "init" : "func \(Self.name(decl.name))"
            var signature = prefix(decl.access, decl.modifiers) + name + generics
                + "(" + decl.parameters.map(parameter).joined(separator: ", ") + ")"
            if decl.isThrowing { signature += " throws" }
            if let returnType = decl.returnType { signature += " -> \(returnType)" }
            if let whereClause = decl.whereClause { signature += " where \(whereClause)" }
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
            let type = decl.type.map { ": \($0)" } ?? ""
            switch decl.kind {
            case .stored(let isMutable, let value):
                let initial = value.map { " = " + expression($0, indent: writer.indent) } ?? ""
                writer.line(prefix(decl.access, decl.modifiers) + (isMutable ? "var " : "let ") + Self.name(decl.name) + type + initial)
            case .computed(let body):
                writer.open(prefix(decl.access, decl.modifiers) + "var " + Self.name(decl.name) + type)
                statements(body, &writer)
                writer.close()
            case .accessors(let getter, let setter):
                writer.open(prefix(decl.access, decl.modifiers) + "var " + Self.name(decl.name) + type)
                writer.open("get")
                statements(getter, &writer)
                writer.close()
                writer.open("set")
                statements(setter, &writer)
                writer.close()
                writer.close()
            case .requirement(let settable):
                writer.line(prefix(nil, decl.modifiers) + "var " + Self.name(decl.name) + type + (settable ? " { get set }" : " { get }"))
            }
        case .typeAlias(let docLines, let access, let name, let type):
            doc(docLines, &writer)
            writer.line(prefix(access, []) + "typealias \(Self.name(name)) = \(type)")
        }
    }

    private func statements(_ statements: [Statement], _ writer: inout CodeWriter) {
        for statement in statements { self.statement(statement, &writer) }
    }

    private func statement(_ statement: Statement, _ writer: inout CodeWriter) {
        switch statement {
        case .expression(let value):
            writer.line(expression(value, indent: writer.indent))
        case .binding(let isMutable, let name, let type, let value):
            let annotation = type.map { ": \($0)" } ?? ""
            writer.line((isMutable ? "var " : "let ") + Self.name(name) + annotation + " = " + expression(value, indent: writer.indent))
        case .assignment(let target, let value):
            writer.line(expression(target, indent: writer.indent) + " = " + expression(value, indent: writer.indent))
        case .returnValue(let value):
            writer.line(value.map { "return " + expression($0, indent: writer.indent) } ?? "return")
        case .ifStatement(let condition, let then, let otherwise):
            writer.open("if \(condition)")
            statements(then, &writer)
            if let otherwise {
                writer.reopen("} else {")
                statements(otherwise, &writer)
            }
            writer.close()
        case .guardStatement(let condition, let otherwise):
            writer.open("guard \(condition) else")
            statements(otherwise, &writer)
            writer.close()
        case .switchStatement(let subject, let cases):
            writer.line("switch \(expression(subject, indent: writer.indent)) {")
            for switchCase in cases {
                writer.line(switchCase.pattern.map { "case \($0):" } ?? "default:")
                writer.indent += 1
                statements(switchCase.body.isEmpty ? [.expression(.verbatim("break"))] : switchCase.body, &writer)
                writer.indent -= 1
            }
            writer.line("}")
        case .comment(let text):
            writer.line("// " + Self.singleLine(text))
        }
    }

    /// An expression as text; closures spanning lines are indented from `indent`.
    func expression(_ value: Expression, indent: Int) -> String {
        switch value {
        case .identifier(let name): return Self.name(name)
        case .verbatim(let text): return text
        case .member(let base, let member): return expression(base, indent: indent) + "." + Self.memberName(member)
        case .implicitMember(let member): return "." + Self.memberName(member)
        case .call(let callee, let arguments, let trailing):
            var text = expression(callee, indent: indent)
            if !arguments.isEmpty || trailing == nil {
                text += "(" + arguments.map { argument in
                    (argument.label.map { "\($0): " } ?? "") + expression(argument.value, indent: indent)
                }.joined(separator: ", ") + ")"
            }
            if let trailing { text += " " + closure(trailing, indent: indent) }
            return text
        case .string(let text): return Self.stringLiteral(text)
        case .integer(let number): return String(number)
        case .double(let number): return Self.doubleLiteral(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .nilLiteral: return "nil"
        case .array(let items): return "[" + items.map { expression($0, indent: indent) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            let padding = String(repeating: "    ", count: indent + 1)
            let lines = entries.map { padding + expression($0.key, indent: indent + 1) + ": " + expression($0.value, indent: indent + 1) + "," }
            return "[\n" + lines.joined(separator: "\n") + "\n" + String(repeating: "    ", count: indent) + "]"
        case .closure(let body): return closure(body, indent: indent)
        case .cast(let base, let op, let type): return expression(base, indent: indent) + " \(op) \(type)"
        case .tryExpression(let inner): return "try " + expression(inner, indent: indent)
        }
    }

    private func closure(_ closure: Closure, indent: Int) -> String {
        var head = "{"
        if !closure.captures.isEmpty { head += " [" + closure.captures.joined(separator: ", ") + "]" }
        if !closure.parameters.isEmpty { head += " " + closure.parameters.map { $0 == "_" ? "_" : Self.name($0) }.joined(separator: ", ") }
        if !closure.captures.isEmpty || !closure.parameters.isEmpty { head += " in" }
        var writer = CodeWriter(indent: indent + 1)
        statements(closure.body, &writer)
        let padding = String(repeating: "    ", count: indent)
        return head + "\n" + writer.text + padding + "}"
    }

    private func parameter(_ parameter: Parameter) -> String {
        let label = parameter.label.map { $0 == "_" ? "_ " : Self.labelName($0) + " " } ?? ""
        let defaultValue = parameter.defaultValue.map { " = " + expression($0, indent: 0) } ?? ""
        return label + Self.name(parameter.name) + ": " + parameter.type + defaultValue
    }

    private func associatedValue(_ parameter: Parameter) -> String {
        let defaultValue = parameter.defaultValue.map { " = " + expression($0, indent: 0) } ?? ""
        return Self.name(parameter.name) + ": " + parameter.type + defaultValue
    }

    private func doc(_ lines: [String], _ writer: inout CodeWriter) {
        for text in lines {
            if !text.utf8.contains(0x0A) {  // one line, as nearly all are: no split by Character
                writer.line(text.isEmpty ? "///" : "/// " + Self.singleLine(text))
                continue
            }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                writer.line(line.isEmpty ? "///" : "/// " + Self.singleLine(String(line)))
            }
        }
    }

    private func attributes(_ attributes: [String], _ writer: inout CodeWriter) {
        for attribute in attributes { writer.line(attribute) }
    }

    private func prefix(_ access: AccessLevel?, _ modifiers: [String]) -> String {
        ([access?.keyword].compactMap { $0 } + modifiers).map { $0 + " " }.joined()
    }

    private func inheritance(_ types: [String]) -> String {
        types.isEmpty ? "" : ": " + types.joined(separator: ", ")
    }

    // MARK: Escaping

    /// A name as Swift needs it: back-ticked when it is a reserved word.
    public static func name(_ name: String) -> String {
        SwiftName.keywords.contains(name) || contextualKeywords.contains(name) ? "`\(name)`" : name
    }

    /// A member name after a dot: only a few words need back-ticks there.
    public static func memberName(_ name: String) -> String {
        ["self", "Type", "Protocol", "init"].contains(name) ? "`\(name)`" : name
    }

    /// An argument label: only `inout`, `var` and `let` need back-ticks there.
    public static func labelName(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// Words that need back-ticks in some positions; back-ticking them everywhere is always valid.
    static let contextualKeywords: Set<String> = ["Type", "Protocol", "init", "some", "any"]

    /// A string literal whose value is exactly `text`: quotes, backslashes, line breaks and
    /// invisible or direction-changing characters are escaped, so nothing can end the literal
    /// early, interpolate, or hide in the source.
    public static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// A floating-point literal that reads back as the same value.
    static func doubleLiteral(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return "\(value)"
    }

    /// Text safe inside a `//` comment: one line, no invisible or direction-changing characters.
    static func singleLine(_ text: String) -> String {
        // Printable ASCII has nothing to replace: return it as it is, without a scalar-by-scalar copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += scalar == "\n" || scalar == "\r" ? " " : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Accumulates lines with indentation.
struct CodeWriter {
    private(set) var text = ""
    var indent: Int
    /// The last characters of text already taken by ``takeText()``, for ``blank()``.
    private var takenTail = ""

    init(indent: Int = 0) { self.indent = indent }

    mutating func line(_ content: String) {
        // Continuation lines of a multi-line expression (a closure's body) already carry their
        // indentation: only the first line is indented, so the text is never split.
        text.append(Self.indentation(indent))
        text.append(content)
        text.append("\n")
    }

    /// Four spaces per level; the usual levels are made once.
    private static func indentation(_ level: Int) -> String {
        level < indentations.count ? indentations[level] : String(repeating: "    ", count: level)
    }

    private static let indentations = (0..<16).map { String(repeating: "    ", count: $0) }

    mutating func blank() {
        // What was written last, taken or not: the whole text when nothing was ever taken.
        let written = text.utf8.count >= 2 || takenTail.isEmpty ? text : takenTail + text
        if !written.isEmpty, !written.hasSuffix("{\n"), !written.hasSuffix("\n\n") { text += "\n" }
    }

    /// The text written since the last call, which is then forgotten (the writer goes on as if it
    /// still held it): a large file is passed on in pieces.
    mutating func takeText() -> String {
        let taken = text
        if !taken.isEmpty { takenTail = String((takenTail + taken).suffix(2)) }
        text = ""
        return taken
    }

    mutating func open(_ head: String) {
        line(head + " {")
        indent += 1
    }

    mutating func reopen(_ head: String) {
        indent -= 1
        line(head)
        indent += 1
    }

    mutating func close() {
        indent -= 1
        line("}")
    }
}
