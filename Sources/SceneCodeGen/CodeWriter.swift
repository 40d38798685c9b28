import SceneGraph

/// Accumulates lines with indentation.
///
/// The text is kept as UTF-8 bytes, not a `String`: the renderer appends over a million short
/// pieces for 1,000 scenes, and appending to a string costs ~400 instructions a piece (checks of
/// its small-string form, ASCII flags and capacity), to an array of bytes ~140 — 20 % of
/// `compile`'s instructions went into those appends (callgrind). The bytes are a
/// ``ByteAccumulator`` rather than a `[UInt8]` (see there why). ``text`` makes the string when
/// it is wanted. `CodeWriterBytesTests` runs random sequences of writes against the former
/// string-based writer.
struct CodeWriter {
    /// What was written, as UTF-8 bytes.
    private var buffer = ByteAccumulator()
    var indent: Int
    /// The last bytes of text already taken by ``takeText()``, for ``blank()``.
    private var takenTail: [UInt8] = []

    init(indent: Int = 0) { self.indent = indent }

    /// A writer with room for `capacity` bytes before its storage grows.
    init(indent: Int, capacity: Int) {
        self.indent = indent
        buffer = ByteAccumulator(capacity: capacity)
    }

    /// What was written (since the last ``takeText()``).
    var text: String { buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    /// What was written (since the last ``takeText()``), as UTF-8 bytes (a copy).
    var bytes: [UInt8] { buffer.array }

    /// The length of the text in UTF-8 bytes.
    var byteCount: Int { buffer.count }

    /// The offset of the first line break at or after the byte offset `start`, or nil.
    func firstLineBreak(from start: Int) -> Int? {
        precondition(start >= 0 && start <= buffer.count, "offset out of range")
        return buffer.withUnsafeBytes { ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: $0, from: start) }
    }

    /// Starts a line written piece by piece: its indentation.
    mutating func startLine() {
        writeIndentation(indent)
    }

    /// How far the current line reaches, in UTF-8 bytes (columns, for the ASCII generated code is),
    /// counted from ``columnOrigin`` when no line break follows it. The line break is found eight
    /// bytes at a time (``ByteScan/lastIndex(of:in:from:to:)``): the collection's backward search
    /// went byte by byte, ~410 instructions a call of `compile` of 1,000 scenes (issue 26).
    var currentColumn: Int {
        let origin = min(columnOrigin, buffer.count)
        let lineBreak = buffer.withUnsafeBytes { ByteScan.lastIndex(of: UInt8(ascii: "\n"), in: $0, from: origin, to: $0.count) }
        return buffer.count - (lineBreak.map { $0 + 1 } ?? origin)
    }

    /// How many columns the text written since the byte offset `start` takes on a line, as
    /// `String.count` counts them (characters): the byte count for ASCII without carriage
    /// returns, where the two agree — counting characters walks grapheme boundaries, ~1,900
    /// instructions for a signature (issue 26).
    func columns(from start: Int) -> Int {
        precondition(start >= 0 && start <= buffer.count, "offset out of range")
        return buffer.withUnsafeBytes { bytes in
            let written = UnsafeBufferPointer(rebasing: bytes[start...])
            return written.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? written.count : String(decoding: written, as: UTF8.self).count
        }
    }

    /// Where columns start (a byte offset) while an argument list is measured where it is
    /// written, or a parameter's default value is written in a signature: its calls see the
    /// columns they would in a writer of their own (see `SwiftRenderer.writeArgumentProbe` and
    /// `writeParameter`). 0 otherwise.
    var columnOrigin = 0

    /// Forgets what was written after the first `count` bytes (a measured argument list that
    /// does not fit on the line).
    mutating func truncate(to count: Int) {
        buffer.truncate(to: count)
    }

    /// Writes a piece of the current line (or text that carries its own line breaks and indentation).
    mutating func write(_ piece: String) {
        Self.append(piece, to: &buffer)
    }

    /// Writes a piece of the current line that the renderer spells out (`"("`, `", "`, `"let "`):
    /// its bytes are in the executable, so they are copied without a `String` — writing a
    /// `String` piece cost ~170 instructions (reference counting, unpacking a small string, the
    /// general `append(contentsOf:)`), and more than half of the 480,000 pieces `write(_:)` took
    /// for 1,000 scenes (after the thirteenth round) were such literals (issue 26).
    /// `CodeWriterBytesTests` compares it with ``write(_:)``.
    @inline(__always)
    mutating func write(literal piece: StaticString) {
        piece.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// Writes the indentation of `level` (four spaces a level) where the writer is.
    @inline(__always)
    mutating func writeIndentation(_ level: Int) {
        precondition(level >= 0, "indentation below zero: a block closed twice")
        buffer.append(UInt8(ascii: " "), repeating: 4 * level)
    }

    /// Appends the UTF-8 bytes of `piece`, copied from the string's storage where it has one
    /// (native and small strings do), else from its UTF-8 view.
    @inline(__always)
    static func append(_ piece: String, to bytes: inout ByteAccumulator) {
        if piece.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            for byte in piece.utf8 { bytes.append(byte) }
        }
    }

    /// Writes a piece of the current line: the string literal whose value is `value`.
    mutating func writeStringLiteral(_ value: String) {
        SwiftRenderer.writeStringLiteral(value, to: &buffer)
    }

    /// Ends a line written piece by piece.
    mutating func endLine() {
        buffer.append(UInt8(ascii: "\n"))
    }

    mutating func line(_ content: String) {
        // Continuation lines of a multi-line expression (a closure's body) already carry their
        // indentation: only the first line is indented, so the text is never split.
        writeIndentation(indent)
        write(content)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Appends whole lines rendered by another writer (its ``bytes``) at this writer's indentation.
    mutating func append(rendered lines: [UInt8]) {
        buffer.append(contentsOf: lines)
    }

    mutating func blank() {
        // What was written last, taken or not: the whole text when nothing was ever taken.
        let count = buffer.count
        let last = count >= 1 ? buffer[count - 1] : takenTail.last
        let beforeLast = count >= 2 ? buffer[count - 2] : count == 1 ? takenTail.last : takenTail.count >= 2 ? takenTail[takenTail.count - 2] : nil
        guard let last else { return }  // nothing written yet
        let endsBlockOpening = beforeLast == UInt8(ascii: "{") && last == UInt8(ascii: "\n")
        let endsBlankLine = beforeLast == UInt8(ascii: "\n") && last == UInt8(ascii: "\n")
        if !endsBlockOpening, !endsBlankLine { buffer.append(UInt8(ascii: "\n")) }
    }

    /// The text written since the last call, which is then forgotten (the writer goes on as if it
    /// still held it): a large file is passed on in pieces.
    mutating func takeText() -> String {
        String(decoding: takeBytes(), as: UTF8.self)
    }

    /// ``takeText()`` as UTF-8 bytes.
    mutating func takeBytes() -> [UInt8] {
        let taken = buffer.array
        if taken.count >= 2 {
            takenTail = Array(taken.suffix(2))
        } else if !taken.isEmpty {
            takenTail = Array((takenTail + taken).suffix(2))
        }
        buffer.removeAll()
        return taken
    }

    mutating func open(_ head: String) {
        writeIndentation(indent)
        write(head)
        endLineOpeningBlock()
    }

    /// Ends a line written piece by piece with ` {`, and indents what follows one level deeper.
    mutating func endLineOpeningBlock() {
        write(literal: " {\n")
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
