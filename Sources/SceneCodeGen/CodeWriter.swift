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

    /// How far the current line reaches, in UTF-8 bytes (columns, for the ASCII generated code is).
    var currentColumn: Int {
        var text = text
        return text.withUTF8 { bytes in bytes.count - ((bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1) }
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
