import SceneEditing

/// Where a range of a document's text lies after an edit elsewhere in it: what keeps findings in
/// place while they wait to be computed again (editors track their markers the same way).
extension TextRange {
    /// The range after the text in `replaced` became `text`; nil when the edit touches the range
    /// (its findings are stale and are dropped until they are computed again).
    public func shifted(byReplacing replaced: TextRange, with text: String) -> TextRange? {
        if end <= replaced.start { return self }  // before the edit (or ending where it starts)
        guard start >= replaced.end else { return nil }  // overlapping it
        let inserted = Self.extent(of: text)
        let insertedEnd = inserted.lines == 0
            ? TextPosition(line: replaced.start.line, character: replaced.start.character + inserted.lastLineLength)
            : TextPosition(line: replaced.start.line + inserted.lines, character: inserted.lastLineLength)
        func move(_ position: TextPosition) -> TextPosition {
            if position.line == replaced.end.line {
                return TextPosition(line: insertedEnd.line, character: insertedEnd.character + position.character - replaced.end.character)
            }
            return TextPosition(line: position.line + insertedEnd.line - replaced.end.line, character: position.character)
        }
        return TextRange(start: move(start), end: move(end))
    }

    /// How many line breaks `text` holds (`\n`, `\r\n`, `\r`) and the UTF-16 length of its last line.
    static func extent(of text: String) -> (lines: Int, lastLineLength: Int) {
        var lines = 0, length = 0
        var previousWasCR = false
        for unit in text.utf16 {
            if unit == 0x0A {
                if !previousWasCR { lines += 1 }
                length = 0
                previousWasCR = false
            } else if unit == 0x0D {
                lines += 1
                length = 0
                previousWasCR = true
            } else {
                length += 1
                previousWasCR = false
            }
        }
        return (lines, length)
    }
}
