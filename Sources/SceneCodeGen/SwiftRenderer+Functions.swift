/// Functions and the parameters of enum cases, written to the writer piece by piece.
///
/// Why: a signature was made as strings first — each parameter (`label name: Type = value`)
/// joined from four to six pieces, the parameters joined, then head, parameters and tail joined
/// again, and the default values rendered in writers of their own — about 400 instructions a
/// piece appended to a `String`, 4 % of `compile` of scene files (issue 26). Now the one-line
/// signature is written where it stands and measured there; when it is too wide, it is taken
/// back to its head and written one parameter a line (its default values written a second time),
/// which is rare. `RendererPiecesTests` compares random functions with the former string formulas.
extension SwiftRenderer {
    /// A function: its signature on one line, or one parameter a line when the line would pass
    /// ``lineWidth``; then its body, `{}` when empty, nothing for a requirement.
    func writeFunction(_ decl: FunctionDeclaration, to writer: inout CodeWriter) {
        writer.startLine()
        let signatureStart = writer.byteCount
        writePrefix(decl.access, decl.modifiers, to: &writer)
        writer.write(literal: "func ")
        writer.write(decl.name.rendered)
        if !decl.genericParameters.isEmpty {
            writer.write(literal: "<")
            for (index, generic) in decl.genericParameters.enumerated() {
                if index > 0 { writer.write(literal: ", ") }
                writer.write(generic.rendered)
            }
            writer.write(literal: ">")
        }
        let headEnd = writer.byteCount
        writer.write(literal: "(")
        for (index, parameter) in decl.parameters.enumerated() {
            if index > 0 { writer.write(literal: ", ") }
            writeParameter(parameter, labelled: true, to: &writer)
        }
        writeSignatureTail(decl, to: &writer)
        if !decl.parameters.isEmpty, writer.indent * 4 + writer.columns(from: signatureStart) + 2 > Self.lineWidth {
            // One parameter per line, the closing parenthesis with the rest of the signature.
            writer.truncate(to: headEnd)
            writer.write(literal: "(")
            writer.endLine()
            writer.indent += 1
            for (index, parameter) in decl.parameters.enumerated() {
                writer.startLine()
                writeParameter(parameter, labelled: true, to: &writer)
                if index < decl.parameters.count - 1 { writer.write(literal: ",") }
                writer.endLine()
            }
            writer.indent -= 1
            writer.startLine()
            writeSignatureTail(decl, to: &writer)
        }
        guard let body = decl.body else { return writer.endLine() }
        if body.isEmpty {
            writer.write(literal: " {}")
            writer.endLine()
        } else {
            writer.endLineOpeningBlock()
            statements(body, &writer)
            writer.close()
        }
    }

    /// `) throws -> Type`: what follows a signature's parameters.
    private func writeSignatureTail(_ decl: FunctionDeclaration, to writer: inout CodeWriter) {
        writer.write(literal: ")")
        if decl.isThrowing { writer.write(literal: " throws") }
        if let returnType = decl.returnType {
            writer.write(literal: " -> ")
            writer.write(returnType.text)
        }
    }

    /// `label name: Type = value` where the writer is (an enum case's associated value has no
    /// label). The default value is written as it would be on a line of its own at indentation 0:
    /// its columns are counted from where it starts.
    func writeParameter(_ parameter: Parameter, labelled: Bool, to writer: inout CodeWriter) {
        if labelled, let label = parameter.label {
            if label.text == "_" {
                writer.write(literal: "_ ")
            } else {
                writer.write(Self.labelName(label.text))
                writer.write(literal: " ")
            }
        }
        writer.write(parameter.name.rendered)
        writer.write(literal: ": ")
        writer.write(parameter.type.text)
        if let value = parameter.defaultValue {
            writer.write(literal: " = ")
            let outerOrigin = writer.columnOrigin
            writer.columnOrigin = writer.byteCount
            append(value, indent: 0, to: &writer)
            writer.columnOrigin = outerOrigin
        }
    }
}
