/// How the renderer writes bodies: statements, expressions, call arguments (wrapped past
/// ``SwiftRenderer/lineWidth``) and closures. Declarations are in `SwiftRenderer.swift`.
extension SwiftRenderer {
    func statements(_ statements: [Statement], _ writer: inout CodeWriter) {
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
            writer.write(literal: isMutable ? "var " : "let ")
            writer.write(name.rendered)
            if let type {
                writer.write(literal: ": ")
                writer.write(type.text)
            }
            writer.write(literal: " = ")
            append(value, indent: writer.indent, to: &writer)
            writer.endLine()
        case .assignment(let target, let value):
            writer.startLine()
            append(target, indent: writer.indent, to: &writer)
            writer.write(literal: " = ")
            append(value, indent: writer.indent, to: &writer)
            writer.endLine()
        case .returnValue(let value):
            writer.startLine()
            writer.write(literal: "return")
            if let value {
                writer.write(literal: " ")
                append(value, indent: writer.indent, to: &writer)
            }
            writer.endLine()
        case .ifStatement(let condition, let then, let otherwise):
            writer.startLine()
            writer.write(literal: "if ")
            write(condition, to: &writer)
            writer.endLineOpeningBlock()
            statements(then, &writer)
            if let otherwise {
                writer.reopen("} else {")
                statements(otherwise, &writer)
            }
            writer.close()
        case .guardStatement(let condition, let otherwise):
            writer.startLine()
            writer.write(literal: "guard ")
            write(condition, to: &writer)
            writer.write(literal: " else")
            writer.endLineOpeningBlock()
            statements(otherwise, &writer)
            writer.close()
        case .switchStatement(let subject, let cases):
            writer.startLine()
            writer.write(literal: "switch ")
            append(subject, indent: writer.indent, to: &writer)
            writer.write(literal: " {")
            writer.endLine()
            for switchCase in cases {
                if let pattern = switchCase.pattern {
                    writer.startLine()
                    writer.write(literal: "case ")
                    write(pattern, to: &writer)
                    writer.write(literal: ":")
                    writer.endLine()
                } else {
                    writer.line("default:")
                }
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
            writer.write(literal: "_ = ")
            append(value, indent: writer.indent, to: &writer)
            writer.endLine()
        }
    }

    // Conditions and patterns are written where the line is, not made as strings first: an
    // `if`, a `guard` or a `case` line cost ~2,000 instructions of string appends (issue 26).

    /// Writes a condition where the writer is. Its value is written as it was when made on its
    /// own: columns counted from where it starts, closures indented from the line's indentation.
    private func write(_ condition: Condition, to writer: inout CodeWriter) {
        switch condition {
        case .optionalBinding(let name, let value):
            writer.write(literal: "let ")
            writer.write(name.rendered)
            if let value {
                writer.write(literal: " = ")
                let outerOrigin = writer.columnOrigin
                writer.columnOrigin = writer.byteCount
                append(value, indent: writer.indent, to: &writer)
                writer.columnOrigin = outerOrigin
            }
        }
    }

    /// Writes a `case` pattern where the writer is.
    private func write(_ pattern: Pattern, to writer: inout CodeWriter) {
        switch pattern {
        case .enumCase(let name, let bindings):
            writer.write(literal: ".")
            writer.write(name.rendered)
            guard !bindings.isEmpty else { return }
            writer.write(literal: "(")
            for (index, binding) in bindings.enumerated() {
                writer.write(literal: index == 0 ? "let " : ", let ")
                writer.write(binding.rendered)
            }
            writer.write(literal: ")")
        case .string(let text):
            writer.writeStringLiteral(text)
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
    func append(_ value: Expression, indent: Int, to writer: inout CodeWriter) {
        switch value {
        case .identifier(let name): writer.write(name.rendered)
        case .type(let type): writer.write(type.text)
        case .selfReference: writer.write(literal: "self")
        case .metatype(let type):
            writer.write(type.text)
            writer.write(literal: ".self")
        case .optionalChained(let base):
            // A cast binds looser than `?`: `($0 as? T)?.method()`.
            if case .cast = base {
                writer.write(literal: "(")
                append(base, indent: indent, to: &writer)
                writer.write(literal: ")")
            } else {
                append(base, indent: indent, to: &writer)
            }
            writer.write(literal: "?")
        case .nilCoalescing(let value, let fallback):
            append(value, indent: indent, to: &writer)
            writer.write(literal: " ?? ")
            append(fallback, indent: indent, to: &writer)
        case .closureArgument(let index): writer.write("$\(index)")
        case .number(let literal): writer.write(literal.text)
        case .member(let base, let member):
            append(base, indent: indent, to: &writer)
            writer.write(literal: ".")
            writer.write(Self.memberName(member.text))
        case .implicitMember(let member):
            writer.write(literal: ".")
            writer.write(Self.memberName(member.text))
        case .call(let callee, let arguments, let trailing):
            append(callee, indent: indent, to: &writer)
            if arguments.count > 1, reusesProbes {
                let column = writer.currentColumn
                let start = writer.byteCount
                let probe = writeArgumentProbe(arguments, indent: indent, to: &writer)
                if column + probe.width > Self.lineWidth {
                    writer.truncate(to: start)
                    appendWrapped(arguments, indent: indent, to: &writer)
                } else {
                    appendRest(of: arguments, after: probe, indent: indent, to: &writer)
                }
            } else if !arguments.isEmpty || trailing == nil {
                if arguments.count > 1, writer.currentColumn + firstLineWidth(ofArguments: arguments, indent: indent) > Self.lineWidth {
                    appendWrapped(arguments, indent: indent, to: &writer)
                } else {
                    writer.write(literal: "(")
                    for (index, argument) in arguments.enumerated() {
                        if index > 0 { writer.write(literal: ", ") }
                        append(argument, indent: indent, to: &writer)
                    }
                    writer.write(literal: ")")
                }
            }
            if let trailing {
                writer.write(literal: " ")
                append(trailing, indent: indent, to: &writer)
            }
        case .string(let text): writer.writeStringLiteral(text)
        case .integer(let number): writer.write(String(number))
        case .double(let number): writer.write(Self.doubleLiteral(number))
        case .bool(let flag): writer.write(literal: flag ? "true" : "false")
        case .nilLiteral: writer.write(literal: "nil")
        case .array(let items) where items.count > 1 && items.contains(where: \.isCall):
            // Calls (constraints, bar items) read one per line, as a dictionary's entries do.
            writer.write(literal: "[\n")
            for item in items {
                writer.writeIndentation(indent + 1)
                append(item, indent: indent + 1, to: &writer)
                writer.write(literal: ",\n")
            }
            writer.writeIndentation(indent)
            writer.write(literal: "]")
        case .array(let items):
            writer.write(literal: "[")
            for (index, item) in items.enumerated() {
                if index > 0 { writer.write(literal: ", ") }
                append(item, indent: indent, to: &writer)
            }
            writer.write(literal: "]")
        case .dictionary(let entries):
            guard !entries.isEmpty else { return writer.write(literal: "[:]") }
            writer.write(literal: "[\n")
            for entry in entries {
                writer.writeIndentation(indent + 1)
                append(entry.key, indent: indent + 1, to: &writer)
                writer.write(literal: ": ")
                append(entry.value, indent: indent + 1, to: &writer)
                writer.write(literal: ",\n")
            }
            writer.writeIndentation(indent)
            writer.write(literal: "]")
        case .closure(let body): append(body, indent: indent, to: &writer)
        case .cast(let base, let kind, let type):
            append(base, indent: indent, to: &writer)
            writer.write(literal: " ")
            writer.write(kind.text)
            writer.write(literal: " ")
            writer.write(type.text)
        case .tryExpression(let inner):
            writer.write(literal: "try ")
            append(inner, indent: indent, to: &writer)
        }
    }

    /// `label: value`, or `value`.
    private func append(_ argument: Argument, indent: Int, to writer: inout CodeWriter) {
        if let label = argument.label {
            writer.write(Self.labelName(label.text))
            writer.write(literal: ": ")
        }
        append(argument.value, indent: indent, to: &writer)
    }

    /// How far ``writeArgumentProbe(_:indent:to:)`` got: `(` and the first `rendered` arguments on
    /// one line, the last of them holding the first line break if any did; `width` is that of
    /// `(arguments)` on one line up to its first line break (``firstLineWidth(ofArguments:indent:)``).
    struct ArgumentProbe {
        var rendered: Int
        var width: Int
    }

    /// `(arguments)` written where the writer is, on one line as far as the first line break, as
    /// ``firstLineWidth(ofArguments:indent:)`` writes it to measure it — measured there and kept
    /// when the call fits (the caller takes it back with `truncate(to:)` when it does not).
    ///
    /// Why: every call with several arguments was written twice, once to measure and once for
    /// real, and each nested call again inside both, so a call nested n deep was written 2ⁿ
    /// times; then the measure was written in a writer of its own and copied (three or four
    /// allocations and a copy per call, 5 % of generating the corpus's code, issue 26). The text
    /// is what writing the arguments in place gives when the call fits: the width decides, and a
    /// nested call then fits where it stands too (it lies within the measured width). While it
    /// measures, the writer counts columns from the opening parenthesis (`columnOrigin`), so a
    /// nested call sees the columns it saw in a writer of its own, and after a line break columns
    /// are counted from that break in both. `RendererProbeTests` compares it with writing twice
    /// on random expressions at many columns.
    func writeArgumentProbe(_ arguments: [Argument], indent: Int, to writer: inout CodeWriter) -> ArgumentProbe {
        let start = writer.byteCount
        let outerOrigin = writer.columnOrigin
        writer.columnOrigin = start
        defer { writer.columnOrigin = outerOrigin }
        writer.write(literal: "(")
        var rendered = 0
        var lineBreak: Int?
        for (index, argument) in arguments.enumerated() {
            if index > 0 { writer.write(literal: ", ") }
            let argumentStart = writer.byteCount
            append(argument, indent: indent, to: &writer)
            rendered += 1
            if let found = writer.firstLineBreak(from: argumentStart) {
                lineBreak = found - start
                break
            }
        }
        return ArgumentProbe(rendered: rendered, width: lineBreak ?? writer.byteCount - start + 1)  // + 1: the `)`
    }

    /// A call's arguments on one line after its probe: the arguments the probe did not reach.
    private func appendRest(of arguments: [Argument], after probe: ArgumentProbe, indent: Int, to writer: inout CodeWriter) {
        for argument in arguments[probe.rendered...] {
            writer.write(literal: ", ")
            append(argument, indent: indent, to: &writer)
        }
        writer.write(literal: ")")
    }

    /// One argument per line, one level deeper; the parenthesis closes on a line of its own.
    private func appendWrapped(_ arguments: [Argument], indent: Int, to writer: inout CodeWriter) {
        writer.write(literal: "(\n")
        for (index, argument) in arguments.enumerated() {
            writer.writeIndentation(indent + 1)
            append(argument, indent: indent + 1, to: &writer)
            writer.write(literal: index < arguments.count - 1 ? ",\n" : "\n")
        }
        writer.writeIndentation(indent)
        writer.write(literal: ")")
    }

    /// The width of `(arguments)` written on one line, up to its first line break (a closure's).
    /// The plain form of ``writeArgumentProbe(_:indent:to:)`` (with ``reusesProbes`` off).
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
        writer.write(literal: "{")
        if !closure.captures.isEmpty {
            writer.write(literal: " [")
            writer.write(closure.captures.map(Self.capture).joined(separator: ", "))
            writer.write(literal: "]")
        }
        if !closure.parameters.isEmpty {
            writer.write(literal: " ")
            writer.write(closure.parameters.map { $0.text == "_" ? "_" : $0.rendered }.joined(separator: ", "))
        }
        if !closure.captures.isEmpty || !closure.parameters.isEmpty { writer.write(literal: " in") }
        if closure.isInline, closure.body.count == 1, case .expression(let value) = closure.body[0] {
            writer.write(literal: " ")
            append(value, indent: indent, to: &writer)
            return writer.write(literal: " }")
        }
        writer.write(literal: "\n")
        let outer = writer.indent
        writer.indent = indent + 1
        statements(closure.body, &writer)
        writer.indent = outer
        writer.writeIndentation(indent)
        writer.write(literal: "}")
    }

    private static func capture(_ capture: Capture) -> String {
        switch capture {
        case .weak(let name): "weak " + name.rendered
        case .unowned(let name): "unowned " + name.rendered
        }
    }
}
