import SceneGraph

/// Accumulates lines with indentation.
///
/// The text is kept as UTF-8 bytes, not a `String`: the renderer appends over a million short
/// pieces for 1,000 scenes, and appending to a string costs ~400 instructions a piece (checks of
/// its small-string form, ASCII flags and capacity), to an array of bytes ~140 — 20 % of
/// `compile`'s instructions went into those appends (callgrind). ``text`` makes the string when
/// it is wanted. `CodeWriterBytesTests` runs random sequences of writes against the former
/// string-based writer.
struct CodeWriter {
    /// What was written, as UTF-8 bytes.
    private(set) var bytes: [UInt8] = []
    var indent: Int
    /// The last bytes of text already taken by ``takeText()``, for ``blank()``.
    private var takenTail: [UInt8] = []

    init(indent: Int = 0) { self.indent = indent }

    /// What was written (since the last ``takeText()``).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The length of the text in UTF-8 bytes.
    var byteCount: Int { bytes.count }

    /// The offset of the first line break at or after the byte offset `start`, or nil.
    func firstLineBreak(from start: Int) -> Int? {
        bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
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
        let origin = min(columnOrigin, bytes.count)
        let lineBreak = bytes.withUnsafeBufferPointer { ByteScan.lastIndex(of: UInt8(ascii: "\n"), in: $0, from: origin, to: $0.count) }
        return bytes.count - (lineBreak.map { $0 + 1 } ?? origin)
    }

    /// How many columns the text written since the byte offset `start` takes on a line, as
    /// `String.count` counts them (characters): the byte count for ASCII without carriage
    /// returns, where the two agree — counting characters walks grapheme boundaries, ~1,900
    /// instructions for a signature (issue 26).
    func columns(from start: Int) -> Int {
        let written = bytes[start...]
        return written.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? written.count : String(decoding: written, as: UTF8.self).count
    }

    /// Where columns start (a byte offset) while an argument list is measured where it is
    /// written, or a parameter's default value is written in a signature: its calls see the
    /// columns they would in a writer of their own (see `SwiftRenderer.writeArgumentProbe` and
    /// `writeParameter`). 0 otherwise.
    var columnOrigin = 0

    /// Forgets what was written after the first `count` bytes (a measured argument list that
    /// does not fit on the line).
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    /// Writes a piece of the current line (or text that carries its own line breaks and indentation).
    mutating func write(_ piece: String) {
        Self.append(piece, to: &bytes)
    }

    /// Writes a piece of the current line that the renderer spells out (`"("`, `", "`, `"let "`):
    /// its bytes are in the executable, so they are copied without a `String` — writing a
    /// `String` piece cost ~170 instructions (reference counting, unpacking a small string, the
    /// general `append(contentsOf:)`), and more than half of the 480,000 pieces `write(_:)` took
    /// for 1,000 scenes (after the thirteenth round) were such literals (issue 26).
    /// `CodeWriterBytesTests` compares it with ``write(_:)``.
    @inline(__always)
    mutating func write(literal piece: StaticString) {
        piece.withUTF8Buffer { Self.appendShort($0, to: &bytes) }
    }

    /// Writes the indentation of `level` (four spaces a level) where the writer is.
    @inline(__always)
    mutating func writeIndentation(_ level: Int) {
        for _ in 0..<level { Self.appendShort(Self.fourSpaces, to: &bytes) }
    }

    private static let fourSpaces: StaticString = "    "

    /// Appends a few bytes one by one — cheaper than the general `append(contentsOf:)` (~60
    /// instructions a call) for the handful of bytes of a literal.
    @inline(__always)
    static func appendShort(_ piece: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if piece.count > 8 { return bytes.append(contentsOf: piece) }
        for byte in piece { bytes.append(byte) }
    }

    @inline(__always)
    static func appendShort(_ piece: StaticString, to bytes: inout [UInt8]) {
        piece.withUTF8Buffer { appendShort($0, to: &bytes) }
    }

    /// Appends the UTF-8 bytes of `piece`, copied from the string's storage where it has one
    /// (native and small strings do), else from its UTF-8 view.
    @inline(__always)
    static func append(_ piece: String, to bytes: inout [UInt8]) {
        if piece.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: piece.utf8)
        }
    }

    /// Writes a piece of the current line: the string literal whose value is `value`.
    mutating func writeStringLiteral(_ value: String) {
        SwiftRenderer.writeStringLiteral(value, to: &bytes)
    }

    /// Ends a line written piece by piece.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func line(_ content: String) {
        // Continuation lines of a multi-line expression (a closure's body) already carry their
        // indentation: only the first line is indented, so the text is never split.
        writeIndentation(indent)
        write(content)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends whole lines rendered by another writer (its ``bytes``) at this writer's indentation.
    mutating func append(rendered lines: [UInt8]) {
        bytes.append(contentsOf: lines)
    }

    mutating func blank() {
        // What was written last, taken or not: the whole text when nothing was ever taken.
        let count = bytes.count
        let last = count >= 1 ? bytes[count - 1] : takenTail.last
        let beforeLast = count >= 2 ? bytes[count - 2] : count == 1 ? takenTail.last : takenTail.count >= 2 ? takenTail[takenTail.count - 2] : nil
        guard let last else { return }  // nothing written yet
        let endsBlockOpening = beforeLast == UInt8(ascii: "{") && last == UInt8(ascii: "\n")
        let endsBlankLine = beforeLast == UInt8(ascii: "\n") && last == UInt8(ascii: "\n")
        if !endsBlockOpening, !endsBlankLine { bytes.append(UInt8(ascii: "\n")) }
    }

    /// The text written since the last call, which is then forgotten (the writer goes on as if it
    /// still held it): a large file is passed on in pieces.
    mutating func takeText() -> String {
        String(decoding: takeBytes(), as: UTF8.self)
    }

    /// ``takeText()`` as UTF-8 bytes.
    mutating func takeBytes() -> [UInt8] {
        let taken = bytes
        if bytes.count >= 2 {
            takenTail = Array(bytes.suffix(2))
        } else if !bytes.isEmpty {
            takenTail = Array((takenTail + bytes).suffix(2))
        }
        bytes = []
        bytes.reserveCapacity(taken.count)
        return taken
    }

    mutating func open(_ head: String) {
        writeIndentation(indent)
        write(head)
        endLineOpeningBlock()
    }

    /// Ends a line written piece by piece with ` {`, and indents what follows one level deeper.
    mutating func endLineOpeningBlock() {
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "\n"))
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
