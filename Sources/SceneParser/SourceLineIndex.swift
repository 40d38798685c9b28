import SceneGraph

/// Where every line of a document starts, so that a byte offset becomes a line and a column in
/// any order, long after the document was read.
///
/// ``SourcePositionCursor`` records the starts as it walks forward through the document (it looks
/// at every line break anyway), and the parsed tree keeps them with the document's bytes: the
/// positions of attributes are worked out from them only when a diagnostic, the editor or a
/// source map asks (issue 26). Lines and columns are the cursor's: lines end at a line feed, a
/// column counts characters (UTF-8 lead bytes), and a byte order mark is not a character.
/// `SourceLineIndexTests` compares both with counting characters one by one.
struct SourceLineIndex: Sendable {
    /// The offset where each line starts; the first is the first byte after a byte order mark.
    let starts: [UInt32]

    /// The line and column of the character at `target` in `bytes`, the document the starts were
    /// recorded for.
    func position(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> XMLStorage.Position {
        let target = min(target, bytes.count)
        guard let origin = starts.first, target >= Int(origin) else { return XMLStorage.Position(line: 1, column: 1) }
        let line = lastLine(startingAtOrBefore: target)
        let column = 1 + SourcePositionCursor.characterCount(from: Int(starts[line]), to: target, in: bytes)
        return XMLStorage.Position(line: UInt32(line + 1), column: UInt32(column))
    }

    /// The index of the last line that starts at or before `target` (a binary search).
    private func lastLine(startingAtOrBefore target: Int) -> Int {
        var low = 0, high = starts.count  // the answer is in low..<high
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= target { low = middle } else { high = middle }
        }
        return low
    }
}
