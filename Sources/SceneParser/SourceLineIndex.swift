import SceneGraph

/// Where every line of a document starts, so that a byte offset becomes a line and a column in
/// any order, long after the document was read.
///
/// It is made the first time a location in the document is asked for (``init(scanning:)``): for
/// an all-ASCII document by finding its line feeds with `memchr`, otherwise by
/// ``SourcePositionCursor`` walking every line; the graph keeps it with the document's bytes, and
/// the positions of elements and attributes are worked out only when a diagnostic, the editor or
/// a source map asks (issue 26).
/// Lines and columns are the cursor's: lines end at a line feed, a column counts characters
/// (UTF-8 lead bytes), and a byte order mark is not a character.
///
/// Each look-up costs a binary search of the lines and, on a line with wider characters, a count
/// of at most ``checkpointSpacing`` bytes: on an all-ASCII line a column is the distance from the
/// line's start, and long lines with wider characters have their columns recorded every
/// ``checkpointSpacing`` bytes — a document on one line of a million characters, each attribute
/// reported, costs no more than one of a million lines. `SourceLineIndexTests` compares both
/// with counting characters one by one.
struct SourceLineIndex: Sendable {
    /// The offset where each line starts; the first is the first byte after a byte order mark.
    let starts: [UInt32]
    /// The indices (into `starts`) of the lines holding a character wider than a byte, in order.
    let wideLines: [UInt32]
    /// On long lines with wider characters: the characters from the start of the line to each
    /// multiple of ``checkpointSpacing`` that falls inside it, by the multiple's number. Keyed by
    /// `Int`, as other tables of the reader are: a table keyed by `UInt32` made the runtime check
    /// `UInt32: Hashable` on first use, a scan of every conformance record of the process
    /// (~0.2 M instructions, issue 26).
    let checkpoints: [Int: UInt32]

    /// How far apart the recorded columns of a long line with wider characters are.
    static let checkpointSpacing = 1024

    /// The line and column of the character at `target` in `bytes`, the document the index was
    /// recorded for.
    func position(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> XMLStorage.Position {
        let target = min(target, bytes.count)
        guard let origin = starts.first, target >= Int(origin) else { return XMLStorage.Position(line: 1, column: 1) }
        let line = Self.lastIndex(in: starts, atOrBefore: target)
        let lineStart = Int(starts[line])
        guard isWide(line) else {
            return XMLStorage.Position(line: UInt32(line + 1), column: UInt32(target - lineStart + 1))
        }
        var from = lineStart, column = 1
        let checkpoint = target / Self.checkpointSpacing
        if checkpoint * Self.checkpointSpacing > lineStart, let counted = checkpoints[checkpoint] {
            from = checkpoint * Self.checkpointSpacing
            column += Int(counted)
        }
        column += SourcePositionCursor.characterCount(from: from, to: target, in: bytes)
        return XMLStorage.Position(line: UInt32(line + 1), column: UInt32(column))
    }

    /// Whether the line at `index` holds a character wider than a byte.
    private func isWide(_ index: Int) -> Bool {
        guard !wideLines.isEmpty, let last = wideLines.last, index <= Int(last) else { return false }
        return wideLines[Self.lastIndex(in: wideLines, atOrBefore: index)] == UInt32(index)
    }

    /// The index of the last of `sorted` at or before `target` (the first when none is): a binary
    /// search.
    private static func lastIndex(in sorted: [UInt32], atOrBefore target: Int) -> Int {
        var low = 0, high = sorted.count  // the answer is in low..<high
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(sorted[middle]) <= target { low = middle } else { high = middle }
        }
        return low
    }

    /// Collects the index line by line, in order, as the cursor first reaches each line.
    struct Recorder {
        private(set) var lineCount = 0
        private var starts: [UInt32] = []
        private var wideLines: [UInt32] = []
        private var checkpoints: [Int: UInt32] = [:]

        /// Records the next line: it starts at `start`, its line feed (or the end of `bytes`) is
        /// at `end`, and `isASCII` says whether it holds only ASCII.
        mutating func record(start: Int, end: Int, isASCII: Bool, in bytes: UnsafeBufferPointer<UInt8>) {
            starts.append(UInt32(start))
            if !isASCII {
                wideLines.append(UInt32(lineCount))
                var checkpoint = start / checkpointSpacing + 1, counted = 0, from = start
                while checkpoint * checkpointSpacing <= end {
                    let offset = checkpoint * checkpointSpacing
                    counted += SourcePositionCursor.characterCount(from: from, to: offset, in: bytes)
                    checkpoints[checkpoint] = UInt32(counted)
                    from = offset
                    checkpoint += 1
                }
            }
            lineCount += 1
        }

        /// The index of the lines recorded, in arrays of their size (the graph keeps it).
        func index() -> SourceLineIndex {
            SourceLineIndex(starts: XMLTreeBuilder.exactCopy(starts), wideLines: XMLTreeBuilder.exactCopy(wideLines), checkpoints: checkpoints)
        }
    }
}

extension SourceLineIndex {
    /// The index of every line of `bytes`.
    init(scanning bytes: UnsafeBufferPointer<UInt8>) {
        if let ascii = Self.asciiLines(of: bytes) {
            self = ascii
        } else {
            var cursor = SourcePositionCursor(bytes: bytes)
            self = cursor.lineIndex()
        }
    }

    /// The index of a document that is all ASCII (most are; a byte order mark is not), or nil:
    /// its lines found with `memchr` (``ByteScan/firstIndex(of:in:from:)``), none of them wide.
    ///
    /// Why: the cursor walks line by line, eight bytes at a time, learning of each line whether it
    /// is ASCII — ~4 instructions a byte, and a document's index is made whenever it reports
    /// anything or code is generated for it (issue 26). `SourceLineIndexTests` compares the two.
    static func asciiLines(of bytes: UnsafeBufferPointer<UInt8>) -> SourceLineIndex? {
        guard ByteScan.isASCII(bytes) else { return nil }
        var starts: [UInt32] = [0]
        var index = 0
        while let lineFeed = ByteScan.firstIndex(of: 0x0A, in: bytes, from: index) {
            starts.append(UInt32(lineFeed + 1))
            index = lineFeed + 1
        }
        return SourceLineIndex(starts: XMLTreeBuilder.exactCopy(starts), wideLines: [], checkpoints: [:])
    }
}
