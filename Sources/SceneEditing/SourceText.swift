/// A document's text with its lines indexed, converting between the three ways of saying where
/// something is: UTF-8 byte offsets (what the tolerant scanner works in), scenec's 1-based lines
/// and Unicode-scalar columns (``SceneGraph/SourceLocation``), and LSP's 0-based lines and UTF-16
/// columns (``TextPosition``).
///
/// Lines end at `\n` (a `\r` before it belongs to the line, as scenec's reader counts). A UTF-8
/// byte order mark is not a character of the first line, for scenec's columns; LSP counts it.
struct SourceText: Sendable {
    /// The text.
    let text: String
    /// Its UTF-8 bytes.
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]

    init(_ text: String) {
        self.init(text: text, bytes: Array(text.utf8))
    }

    init(text: String, bytes: [UInt8]) {
        self.text = text
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 0-based line holding a byte offset.
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where a line ends (its `\n`, or the end of the text).
    func lineEnd(_ line: Int) -> Int {
        line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    }

    /// The LSP position of a byte offset (clamped to the text; an offset inside a character counts
    /// from that character's start).
    func position(ofOffset offset: Int) -> TextPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = line(ofOffset: offset)
        var character = 0
        var index = lineStarts[line]
        while index < offset {
            let (length, utf16) = Self.width(of: bytes[index])
            guard index + length <= offset else { break }
            character += utf16
            index += length
        }
        return TextPosition(line: line, character: character)
    }

    /// The byte offset of an LSP position (clamped to its line; a column inside a surrogate pair
    /// stands for the character's start).
    func offset(of position: TextPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineEnd(position.line)
        var index = lineStarts[position.line]
        var character = 0
        while index < end, character < position.character {
            let (length, utf16) = Self.width(of: bytes[index])
            guard character + utf16 <= position.character else { break }
            character += utf16
            index = min(end, index + length)
        }
        return index
    }

    /// The byte offset of a scenec location: a 1-based line and a 1-based column in Unicode
    /// scalars (after a byte order mark on the first line).
    func offset(line: Int, column: Int) -> Int {
        let lineIndex = line - 1
        guard lineIndex >= 0 else { return 0 }
        guard lineIndex < lineStarts.count else { return bytes.count }
        var index = lineStarts[lineIndex]
        if lineIndex == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let end = lineEnd(lineIndex)
        var remaining = column - 1
        while remaining > 0, index < end {
            index = min(end, index + Self.width(of: bytes[index]).length)
            remaining -= 1
        }
        return index
    }

    /// The LSP range of a span of byte offsets.
    func range(_ offsets: Range<Int>) -> TextRange {
        TextRange(start: position(ofOffset: offsets.lowerBound), end: position(ofOffset: offsets.upperBound))
    }

    /// The text of a span of byte offsets.
    func slice(_ offsets: Range<Int>) -> String {
        let lower = max(0, min(offsets.lowerBound, bytes.count)), upper = max(lower, min(offsets.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// A UTF-8 lead byte's sequence length and the UTF-16 code units of its character (a stray
    /// continuation byte counts as one replacement character).
    static func width(of lead: UInt8) -> (length: Int, utf16: Int) {
        switch lead {
        case 0..<0x80: (1, 1)
        case 0xC0..<0xE0: (2, 1)
        case 0xE0..<0xF0: (3, 1)
        case 0xF0...: (4, 2)
        default: (1, 1)
        }
    }
}
