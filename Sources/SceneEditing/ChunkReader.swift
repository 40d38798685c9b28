import SceneGraph
import SceneParser

/// Re-reads a scene file after an edit inside one element directly under the root (one scene,
/// nearly always), reading only that element, and splices the result into the previous reading.
///
/// Why: reading a 1,000-scene file whole takes tens of milliseconds, and an editor sends a new
/// text on every keystroke (issue 25). The result must be what a full read of the new text
/// gives — the same document and the same reader diagnostics — so every case where that is not
/// certain returns nil and the caller reads the whole text: an edit outside one element or at
/// its first or last byte, an edit that adds or removes a line break, text after the element on
/// its last line, an element that no longer parses alone as exactly one element, documents with
/// XML problems, storyboards, documents near the element limit, and documents with ids the reader
/// checks across scenes (layout guides, constraints, content views).
struct ChunkReader {
    /// What the previous text's reading left: enough to splice a new reading of one element into.
    struct Baseline {
        var bytes: [UInt8]
        var source: SourceText
        var document: SceneDocument
        /// The reader's diagnostics (before the document check), in the reader's order.
        var readDiagnostics: [Diagnostic]
        var elements: TopLevelElements
    }

    /// The new reading: the document, the reader's diagnostics, and the spans of the new text.
    struct Result {
        var document: SceneDocument
        var readDiagnostics: [Diagnostic]
        var elements: TopLevelElements
    }

    let path: String
    let limits: XMLLimits

    /// The reading of `new` (whose lines are `source`) made from `baseline`, or nil when only a
    /// full read gives a certain answer.
    func read(_ new: [UInt8], source: SourceText, after baseline: Baseline) -> Result? {
        let old = baseline.bytes
        var elements = baseline.elements
        guard !elements.needsFullReads, old != new, new.count <= limits.maxBytes else { return nil }
        let (prefix, suffix) = Self.commonEnds(old, new)
        let oldChanged = prefix..<(old.count - suffix), newChanged = prefix..<(new.count - suffix)
        // The edit must lie strictly inside one element (its `<` and final `>` untouched) and
        // leave every line break where it was, so nothing outside the element moves.
        guard let index = elements.spans.firstIndex(where: { $0.lowerBound < prefix && oldChanged.upperBound < $0.upperBound }),
              !Self.hasLineBreak(old[oldChanged]), !Self.hasLineBreak(new[newChanged]),
              Self.restOfLineIsBlank(old, after: elements.spans[index].upperBound) else { return nil }
        let delta = new.count - old.count
        let oldSpan = elements.spans[index]
        elements.resize(index, by: delta)
        let newSpan = elements.spans[index]
        let opening = UInt8(ascii: "<")
        elements.angleBrackets += Self.count(of: opening, in: new[newChanged]) - Self.count(of: opening, in: old[oldChanged])
        guard elements.angleBrackets < limits.maxElements,
              !new[newSpan].withUnsafeBufferPointer(TopLevelElements.needsFullReads) else { return nil }

        let start = location(ofOffset: oldSpan.lowerBound, in: baseline.source)
        guard let (chunkDocument, chunkDiagnostics) = readAlone(new, span: newSpan, start: start, elements: elements) else { return nil }
        let oldEndLine = baseline.source.line(ofOffset: oldSpan.upperBound) + 1
        func isInOldSpan(_ location: SourceLocation?) -> Bool {
            guard let location else { return false }
            return (location.line, location.column) >= (start.line, start.column) && location.line <= oldEndLine
        }

        var document = baseline.document
        splice(&document.scenes, keepingOutside: { !isInOldSpan($0.source.element) }, inserting: chunkDocument.scenes,
               after: { $0.source.element.line > oldEndLine })
        splice(&document.comments, keepingOutside: { !isInOldSpan($0.location) }, inserting: chunkDocument.comments,
               after: { $0.location.line > oldEndLine })
        var diagnostics = baseline.readDiagnostics
        splice(&diagnostics, keepingOutside: { !isInOldSpan($0.location) }, inserting: chunkDiagnostics,
               after: { ($0.location?.line ?? 0) > oldEndLine })
        return Result(document: document, readDiagnostics: diagnostics, elements: elements)
    }

    /// Reads one element of `new` with its own locations: a text of the same lines whose only
    /// content is the prolog and root start tag as written, the element, and the root's end tag
    /// (the text between is reduced to its line breaks and one space per character on the
    /// element's line). Gives the element's scenes, comments and diagnostics, or nil when the
    /// element is not one well-formed element alone.
    private func readAlone(
        _ new: [UInt8], span: Range<Int>, start: SourceLocation, elements: TopLevelElements
    ) -> (SceneDocument, [Diagnostic])? {
        var text = Array(new[..<elements.rootTagEnd])
        let between = new[elements.rootTagEnd..<span.lowerBound]
        let lastBreak = between.lastIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        text += between.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        let lineStart = lastBreak.map { $0 + 1 } ?? elements.rootTagEnd
        text += repeatElement(UInt8(ascii: " "), count: new[lineStart..<span.lowerBound].count { $0 & 0xC0 != 0x80 })
        text += new[span]
        text += Array("</".utf8) + elements.rootName + [UInt8(ascii: ">")]

        let (tree, xmlDiagnostics) = SafeXMLReader.parse(bytes: text, path: path, limits: limits)
        guard let tree, xmlDiagnostics.isEmpty, tree.root.children.count == 1, tree.root.textLocation == nil,
              tree.root.children[0].location == start else { return nil }
        let (read, diagnostics) = SceneFormatReader.read(tree, path: path)
        guard var document = read else { return nil }
        document.comments = tree.comments.map { SceneDocument.Comment(text: $0.text, location: $0.location) }
        let isInSpan = { (location: SourceLocation) in (location.line, location.column) >= (start.line, start.column) }
        document.comments.removeAll { !isInSpan($0.location) }
        return (document, diagnostics.filter { $0.location.map(isInSpan) ?? false })
    }

    /// Replaces the run of `list`'s items that are not outside the element with `items`, placed
    /// before the first kept item that comes after the element.
    private func splice<Item>(
        _ list: inout [Item], keepingOutside isOutside: (Item) -> Bool, inserting items: [Item], after isAfter: (Item) -> Bool
    ) {
        list.removeAll { !isOutside($0) }
        let position = list.firstIndex(where: isAfter) ?? list.endIndex
        list.insert(contentsOf: items, at: position)
    }

    /// The 1-based line and column (in characters) of a byte offset.
    private func location(ofOffset offset: Int, in source: SourceText) -> SourceLocation {
        let line = source.line(ofOffset: offset)
        let column = source.bytes[source.lineStarts[line]..<offset].count { $0 & 0xC0 != 0x80 } + 1
        return SourceLocation(file: path, line: line + 1, column: column)
    }

    /// How many bytes `a` and `b` share at their start, and then at their end.
    static func commonEnds(_ a: [UInt8], _ b: [UInt8]) -> (prefix: Int, suffix: Int) {
        let limit = min(a.count, b.count)
        var prefix = 0
        while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    private static func hasLineBreak(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// Whether only spaces and tabs follow `offset` on its line (nothing there whose column an
    /// edit of the element's last line would move).
    private static func restOfLineIsBlank(_ bytes: [UInt8], after offset: Int) -> Bool {
        var position = offset
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            guard bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") else { return false }
            position += 1
        }
        return true
    }

    private static func count(of byte: UInt8, in bytes: ArraySlice<UInt8>) -> Int {
        bytes.count { $0 == byte }
    }
}
