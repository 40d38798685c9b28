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
            let whereClause = decl.whereClause.map { " where \($0.text)" } ?? ""
            if decl.members.isEmpty {
                writer.line("extension \(decl.type.text)\(inheritance(decl.conformances))\(whereClause) {}")
            } else {
                writer.open("extension \(decl.type.text)\(inheritance(decl.conformances))\(whereClause)")
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
            let name = "func \(decl.name.rendered)"
            var signature = prefix(decl.access, decl.modifiers) + name + generics
                + "(" + decl.parameters.map(parameter).joined(separator: ", ") + ")"
            if decl.isThrowing { signature += " throws" }
            if let returnType = decl.returnType { signature += " -> \(returnType.text)" }
            if let whereClause = decl.whereClause { signature += " where \(whereClause.text)" }
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
            writer.open("if \(condition.text)")
            statements(then, &writer)
            if let otherwise {
                writer.reopen("} else {")
                statements(otherwise, &writer)
            }
            writer.close()
        case .guardStatement(let condition, let otherwise):
            writer.open("guard \(condition.text) else")
            statements(otherwise, &writer)
            writer.close()
        case .switchStatement(let subject, let cases):
            writer.startLine()
            writer.write("switch ")
            append(subject, indent: writer.indent, to: &writer)
            writer.write(" {")
            writer.endLine()
            for switchCase in cases {
                writer.line(switchCase.pattern.map { "case \($0.text):" } ?? "default:")
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
        case .verbatim(let source): writer.write(source.text)
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
                writer.write("(")
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { writer.write(", ") }
                    if let label = argument.label {
                        writer.write(label.text)
                        writer.write(": ")
                    }
                    append(argument.value, indent: indent, to: &writer)
                }
                writer.write(")")
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
        case .cast(let base, let op, let type):
            append(base, indent: indent, to: &writer)
            writer.write(" ")
            writer.write(op.text)
            writer.write(" ")
            writer.write(type.text)
        case .tryExpression(let inner):
            writer.write("try ")
            append(inner, indent: indent, to: &writer)
        }
    }

    /// A closure: its head where the writer is, its body on lines indented one level deeper
    /// than `indent`, and the closing brace at `indent`.
    private func append(_ closure: Closure, indent: Int, to writer: inout CodeWriter) {
        writer.write("{")
        if !closure.captures.isEmpty {
            writer.write(" [")
            writer.write(closure.captures.map(\.text).joined(separator: ", "))
            writer.write("]")
        }
        if !closure.parameters.isEmpty {
            writer.write(" ")
            writer.write(closure.parameters.map { $0.text == "_" ? "_" : $0.rendered }.joined(separator: ", "))
        }
        if !closure.captures.isEmpty || !closure.parameters.isEmpty { writer.write(" in") }
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

    private func attributes(_ attributes: [SwiftSource], _ writer: inout CodeWriter) {
        for attribute in attributes { writer.line(attribute.text) }
    }

    private func prefix(_ access: AccessLevel?, _ modifiers: [SwiftSource]) -> String {
        ([access?.keyword].compactMap { $0 } + modifiers.map(\.text)).map { $0 + " " }.joined()
    }

    private func inheritance(_ types: [SwiftType]) -> String {
        types.isEmpty ? "" : ": " + types.map(\.text).joined(separator: ", ")
    }

    // MARK: Escaping

    /// A name as Swift needs it: back-ticked when it is a reserved word.
    public static func name(_ name: String) -> String {
        name.utf8.count <= longestReservedName && reservedNames.contains(name) ? "`\(name)`" : name
    }

    /// The words ``name(_:)`` back-ticks, in one set (one lookup per name).
    private static let reservedNames = SwiftName.keywords.union(contextualKeywords)
    private static let longestReservedName = reservedNames.map(\.utf8.count).max() ?? 0

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
        var literal = ""
        writeStringLiteral(text, to: &literal)
        return literal
    }

    /// Appends ``stringLiteral(_:)`` of `text`.
    static func writeStringLiteral(_ text: String, to literal: inout String) {
        literal.append("\"")
        if allBytes(of: text, satisfy: isPlainLiteralByte) {  // nearly always: nothing to escape, copy whole
            literal.append(text)
            return literal.append("\"")
        }
        appendReplacingScalars(of: text, to: &literal) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\0": return "\\0"
            default: return needsEscape(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
            }
        }
        literal.append("\"")
    }

    /// Printable ASCII other than the quote and the backslash.
    private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Whether a scalar is escaped in a string literal: invisible, direction-changing or unassigned.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }  // the ASCII controls
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// Appends `text` to `result`, each scalar replaced by what `replacement` returns for it, or
    /// copied when it returns nil. The bytes are gathered first: appending scalars one by one to
    /// a string costs far more.
    private static func appendReplacingScalars(
        of text: String, to result: inout String, _ replacement: (Unicode.Scalar) -> String?
    ) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                bytes.append(contentsOf: replaced.utf8)
            } else {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        result.append(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether every UTF-8 byte of `text` satisfies `predicate`: a loop over the string's bytes in
    /// memory, much cheaper than iterating the UTF-8 view.
    static func allBytes(of text: String, satisfy predicate: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? text.utf8.allSatisfy(predicate)
    }

    /// A floating-point literal that reads back as the same value.
    static func doubleLiteral(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return "\(value)"
    }

    /// Text safe inside a `//` comment: one line, no invisible or direction-changing characters.
    static func singleLine(_ text: String) -> String {
        // Printable ASCII has nothing to replace: return it as it is, without a scalar-by-scalar copy.
        if allBytes(of: text, satisfy: { $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        appendReplacingScalars(of: text, to: &result) { scalar in
            if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F { return nil }  // printable ASCII: as it is
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                return scalar == "\n" || scalar == "\r" ? " " : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return nil
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

    /// Starts a line written piece by piece: its indentation.
    mutating func startLine() {
        text.append(Self.indentation(indent))
    }

    /// Writes a piece of the current line (or text that carries its own line breaks and indentation).
    mutating func write(_ piece: String) {
        text.append(piece)
    }

    /// Writes a piece of the current line: the string literal whose value is `value`.
    mutating func writeStringLiteral(_ value: String) {
        SwiftRenderer.writeStringLiteral(value, to: &text)
    }

    /// Ends a line written piece by piece.
    mutating func endLine() {
        text.append("\n")
    }

    mutating func line(_ content: String) {
        // Continuation lines of a multi-line expression (a closure's body) already carry their
        // indentation: only the first line is indented, so the text is never split.
        text.append(Self.indentation(indent))
        text.append(content)
        text.append("\n")
    }

    /// Four spaces per level; the usual levels are made once.
    static func indentation(_ level: Int) -> String {
        level < indentations.count ? indentations[level] : String(repeating: "    ", count: level)
    }

    private static let indentations = (0..<16).map { String(repeating: "    ", count: $0) }

    /// Appends whole lines rendered by another writer at this writer's indentation.
    mutating func append(rendered lines: String) {
        text.append(lines)
    }

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
