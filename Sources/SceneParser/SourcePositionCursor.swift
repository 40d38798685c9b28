import SceneGraph

/// Turns byte offsets into lines and columns, walking forward through the bytes once: what makes
/// the ``SourceLineIndex`` of a document with wider characters, walked to its end (readers ask the
/// index, not the cursor; its tests compare the two).
///
/// A column counts characters (UTF-8 lead bytes), not bytes; a UTF-8 byte order mark is not a
/// character of the first line. The cursor finds the end of its line once, and learns on the way
/// whether the line is all ASCII: there, a column is the distance from the line's start, with
/// nothing counted per call. On other lines characters are counted on from the last offset asked.
/// Offsets asked in document order look at each byte about once; an offset on an earlier line is
/// counted again from the beginning. It records each line as it first reaches it.
struct SourcePositionCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let origin: Int
    /// The cursor's line: its number, where it starts, where its newline is (or the end of the
    /// bytes), and whether it holds only ASCII.
    private var line = 1
    private var lineStart: Int
    private var lineEnd: Int
    private var lineIsASCII: Bool
    /// On a line with wider characters: the last offset asked for, and its column.
    private var offset: Int
    private var column = 1
    /// The lines reached so far, for the index the tree keeps.
    private var lines = SourceLineIndex.Recorder()

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.origin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.lineStart = origin
        self.offset = origin
        (lineEnd, lineIsASCII) = Self.scanLine(from: origin, in: bytes)
        lines.record(start: origin, end: lineEnd, isASCII: lineIsASCII, in: bytes)
    }

    /// Where every line of the bytes starts: the lines after the last offset asked for are walked
    /// to the end of the bytes first.
    mutating func lineIndex() -> SourceLineIndex {
        while lineEnd < bytes.count {
            line += 1
            startLine(at: lineEnd + 1)
        }
        return lines.index()
    }

    /// The line and column of the character at `target`, as the tree stores them.
    mutating func position(at target: Int) -> XMLStorage.Position {
        let target = min(target, bytes.count)
        if target < lineStart {
            guard target >= origin else { return XMLStorage.Position(line: 1, column: 1) }
            line = 1
            startLine(at: origin)
        }
        while target > lineEnd {
            line += 1
            startLine(at: lineEnd + 1)
        }
        if lineIsASCII {
            return XMLStorage.Position(line: UInt32(line), column: UInt32(target - lineStart + 1))
        }
        if target < offset {
            offset = lineStart
            column = 1
        }
        column += Self.characterCount(from: offset, to: target, in: bytes)
        offset = target
        return XMLStorage.Position(line: UInt32(line), column: UInt32(column))
    }

    private mutating func startLine(at start: Int) {
        lineStart = start
        offset = start
        column = 1
        (lineEnd, lineIsASCII) = Self.scanLine(from: start, in: bytes)
        if line > lines.lineCount { lines.record(start: start, end: lineEnd, isASCII: lineIsASCII, in: bytes) }  // not when starting over
    }

    /// Where the line starting at `start` ends (its newline, or the end of the bytes), and whether
    /// it holds only ASCII. Eight bytes at a time while they hold no newline.
    private static func scanLine(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, isASCII: Bool) {
        guard let base = bytes.baseAddress else { return (start, true) }
        var index = start
        var seen: UInt64 = 0
        while index + 8 <= bytes.count {
            let word = ByteScan.word(at: index, of: base)
            if ByteScan.hasByte(0x0A, in: word) { break }
            seen |= word
            index += 8
        }
        var isASCII = !ByteScan.hasNonASCIIByte(seen)
        while index < bytes.count {
            let byte = base[index]
            if byte == 0x0A { return (index, isASCII) }
            if byte & 0x80 != 0 { isASCII = false }
            index += 1
        }
        return (bytes.count, isASCII)
    }

    /// The characters (UTF-8 lead bytes) in `start..<end`, eight bytes at a time.
    static func characterCount(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = start
        var count = 0
        while index + 8 <= end {
            count += 8 - ByteScan.continuationByteCount(ByteScan.word(at: index, of: base))
            index += 8
        }
        while index < end {
            if base[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

}
