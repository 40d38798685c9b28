import SceneGraph

/// Turns ``SwiftFile`` values into source text: four-space indentation, a blank line between
/// members, doc comments as `///`, every name and string escaped so that any input compiles.
public struct SwiftRenderer: Sendable {
    /// Whether a call that fits on one line reuses the text written to measure it
    /// (``writeArgumentProbe(_:indent:to:)``); off only in tests, to compare with writing it twice.
    let reusesProbes: Bool

    /// Creates a renderer.
    public init() { reusesProbes = true }

    /// A renderer that writes each call's arguments twice when they fit on one line — once to
    /// measure them, once for real — as it did before ``writeArgumentProbe(_:indent:to:)``: the
    /// reference the tests compare the output with.
    init(reusingProbes: Bool) { reusesProbes = reusingProbes }

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
        openDeclaration(access: decl.access, "enum ", decl.name.rendered, inheriting: decl.conformances, to: &writer)
        for enumCase in decl.cases {
            doc(enumCase.doc, &writer)
            writer.startLine()
            writer.write(literal: "case ")
            writer.write(enumCase.name.rendered)
            if !enumCase.associatedValues.isEmpty {
                writer.write(literal: "(")
                for (index, value) in enumCase.associatedValues.enumerated() {
                    if index > 0 { writer.write(literal: ", ") }
                    writeParameter(value, labelled: false, to: &writer)
                }
                writer.write(literal: ")")
            }
            writer.endLine()
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
            openDeclaration(access: decl.access, "final class ", decl.name.rendered, inheriting: decl.inherits, to: &writer)
            write(decl.members, to: &writer)
            writer.close()
        case .extensionOf(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            if decl.members.isEmpty {
                writer.startLine()
                writer.write(literal: "extension ")
                writer.write(decl.type.text)
                writeInheritance(decl.conformances, to: &writer)
                writer.write(literal: " {}")
                writer.endLine()
            } else {
                openDeclaration(access: nil, "extension ", decl.type.text, inheriting: decl.conformances, to: &writer)
                write(decl.members, to: &writer)
                writer.close()
            }
        case .protocolDeclaration(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            openDeclaration(access: decl.access, "protocol ", decl.name.rendered, inheriting: decl.inherits, to: &writer)
            write(decl.requirements, to: &writer)
            writer.close()
        case .function(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            writeFunction(decl, to: &writer)
        case .variable(let decl):
            doc(decl.doc, &writer)
            attributes(decl.attributes, &writer)
            let type = decl.type.map { ": \($0.text)" } ?? ""
            switch decl.kind {
            case .stored(let isMutable, let value):
                writer.startLine()
                writePrefix(decl.access, decl.modifiers, to: &writer)
                writer.write(literal: isMutable ? "var " : "let ")
                writer.write(decl.name.rendered)
                writer.write(type)
                if let value {
                    writer.write(literal: " = ")
                    append(value, indent: writer.indent, to: &writer)
                }
                writer.endLine()
            case .computed(let body):
                openVariable(decl, type: type, to: &writer)
                statements(body, &writer)
                writer.close()
            case .accessors(let getter, let setter):
                openVariable(decl, type: type, to: &writer)
                writer.open("get")
                statements(getter, &writer)
                writer.close()
                writer.open("set")
                statements(setter, &writer)
                writer.close()
                writer.close()
            case .requirement(let settable):
                writer.startLine()
                writePrefix(nil, decl.modifiers, to: &writer)
                writer.write(literal: "var ")
                writer.write(decl.name.rendered)
                writer.write(type)
                writer.write(literal: settable ? " { get set }" : " { get }")
                writer.endLine()
            }
        case .typeAlias(let docLines, let access, let name, let type):
            doc(docLines, &writer)
            writer.startLine()
            writePrefix(access, [], to: &writer)
            writer.write(literal: "typealias ")
            writer.write(name.rendered)
            writer.write(literal: " = ")
            writer.write(type.text)
            writer.endLine()
        }
    }

    private func doc(_ lines: [String], _ writer: inout CodeWriter) {
        for text in lines {
            // One line, as nearly all are: no split by Character. Printable ASCII, as most are, is
            // written as it is (what `singleLine` returns for it) after one scan of its bytes.
            let isPrintable = PrintableASCIIScan.isPrintable(text)
            if isPrintable || Self.allBytes(of: text, satisfy: { $0 != 0x0A }) {
                writer.startLine()
                if text.isEmpty {
                    writer.write(literal: "///")
                } else {
                    writer.write(literal: "/// ")
                    writer.write(isPrintable ? text : Self.singleLine(text))
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

    /// Writes `access keyword name: Inherited, …` on a line of its own and opens its block.
    private func openDeclaration(
        access: AccessLevel?, _ keyword: String, _ name: String, inheriting inherited: [SwiftType], to writer: inout CodeWriter
    ) {
        writer.startLine()
        writePrefix(access, [], to: &writer)
        writer.write(keyword)
        writer.write(name)
        writeInheritance(inherited, to: &writer)
        writer.endLineOpeningBlock()
    }

    /// Writes `access modifiers var name: Type` on a line of its own and opens its block.
    private func openVariable(_ decl: VariableDeclaration, type: String, to writer: inout CodeWriter) {
        writer.startLine()
        writePrefix(decl.access, decl.modifiers, to: &writer)
        writer.write(literal: "var ")
        writer.write(decl.name.rendered)
        writer.write(type)
        writer.endLineOpeningBlock()
    }

    /// Writes the access keyword and modifiers before a declaration's keyword, each followed by a space.
    func writePrefix(_ access: AccessLevel?, _ modifiers: [Modifier], to writer: inout CodeWriter) {
        if let keyword = access?.keyword {
            writer.write(keyword)
            writer.write(literal: " ")
        }
        for modifier in modifiers {
            writer.write(modifier.text)
            writer.write(literal: " ")
        }
    }

    /// Writes `: Inherited, …` where the writer is (nothing when `types` is empty).
    private func writeInheritance(_ types: [SwiftType], to writer: inout CodeWriter) {
        for (index, type) in types.enumerated() {
            writer.write(literal: index == 0 ? ": " : ", ")
            writer.write(type.text)
        }
    }
}
