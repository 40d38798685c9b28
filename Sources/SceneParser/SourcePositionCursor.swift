import SceneGraph

/// Turns byte offsets into lines and columns, walking forward through the bytes once.
///
/// A column counts characters (UTF-8 lead bytes), not bytes; a UTF-8 byte order mark is not a
/// character of the first line. The reader asks for offsets in document order, so each byte is
/// counted once; an offset behind the cursor on the same line is counted from the line's start,
/// one on an earlier line from the beginning.
struct SourcePositionCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: SourceFile
    private let origin: Int
    private var offset: Int
    private var line = 1
    private var column = 1
    /// Where the cursor's line starts.
    private var lineStart: Int

    init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) {
        self.bytes = bytes
        self.file = file
        self.origin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.offset = origin
        self.lineStart = origin
    }

    /// The line and column of the character at `target`.
    mutating func location(at target: Int) -> SourceLocation {
        file.location(position(at: target))
    }

    /// The line and column of the character at `target`, as the tree stores them.
    mutating func position(at target: Int) -> XMLStorage.Position {
        if target < offset {
            if target >= lineStart {
                offset = lineStart
                column = 1
            } else {
                offset = origin
                lineStart = origin
                line = 1
                column = 1
            }
        }
        let end = min(target, bytes.count)
        var index = offset
        var line = self.line
        var column = self.column
        var lineStart = self.lineStart
        if let base = bytes.baseAddress {
            while index < end {
                // Eight bytes at a time while they hold no newline: count their lead bytes.
                if index + 8 <= end {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let newlines = word ^ Self.newlineBytes
                    if (newlines &- Self.lowBits) & ~newlines & Self.highBits == 0 {
                        let continuationBytes = word & ~(word << 1) & Self.highBits  // 10xxxxxx
                        column += 8 - continuationBytes.nonzeroBitCount
                        index += 8
                        continue
                    }
                }
                let byte = base[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                    lineStart = index + 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }
        offset = index
        self.line = line
        self.column = column
        self.lineStart = lineStart
        return XMLStorage.Position(line: UInt32(line), column: UInt32(column))
    }

    private static let newlineBytes: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
}
