import SceneParser

/// Where a well-formed scene file's root start tag ends and where each element directly inside
/// the root starts and ends, as byte offsets: the pieces an edit can re-read one at a time
/// (``ChunkReader``). Found by one pass over the bytes that only follows markup (tags, quotes,
/// comments, CDATA, processing instructions); the text must already have been parsed without an
/// XML error, so nothing here reports problems — a shape it does not expect gives nil.
struct TopLevelElements {
    /// The offset just after the root start tag's `>`.
    var rootTagEnd: Int
    /// The root's qualified name, as written (`scenes`, or `s:scenes`).
    var rootName: [UInt8]
    /// Each child element of the root, from its `<` to just after its last `>`, in order.
    var spans: [Range<Int>]
    /// How many `<` the text has: a bound on its elements, against ``SceneParser/XMLLimits``.
    var angleBrackets: Int
    /// Whether the text has a carriage return or mentions an element whose id the reader checks
    /// across the whole document (layout guides, constraints, content views): either sends every
    /// edit to a full read.
    var needsFullReads: Bool

    /// The spans of `bytes`, or nil when they are not a root element with content.
    static func scan(_ bytes: [UInt8]) -> TopLevelElements? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.scan()
        }
    }

    /// Shifts the spans after `index` by `delta` bytes, and `index`'s end, after an edit inside it.
    mutating func resize(_ index: Int, by delta: Int) {
        spans[index] = spans[index].lowerBound..<(spans[index].upperBound + delta)
        for later in spans.indices where later > index {
            spans[later] = (spans[later].lowerBound + delta)..<(spans[later].upperBound + delta)
        }
    }

    /// Whether a carriage return, `layoutGuide`, `constraint` or `contentView` occurs anywhere.
    static func needsFullReads(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let words: [[UInt8]] = [Array("layoutGuide".utf8), Array("constraint".utf8), Array("contentView".utf8)]
        for position in bytes.indices {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\r") { return true }
            guard byte == UInt8(ascii: "l") || byte == UInt8(ascii: "c") else { continue }
            for word in words where word[0] == byte && position + word.count <= bytes.count {
                if word.indices.allSatisfy({ bytes[position + $0] == word[$0] }) { return true }
            }
        }
        return false
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func scan() -> TopLevelElements? {
            guard let (rootStart, rootTagEnd, selfClosing) = skipProlog(), !selfClosing else { return nil }
            var nameEnd = rootStart + 1
            while nameEnd < bytes.count, !isNameEnd(bytes[nameEnd]) { nameEnd += 1 }
            var spans: [Range<Int>] = []
            index = rootTagEnd
            while index < bytes.count {
                guard let open = next(UInt8(ascii: "<")) else { return nil }
                index = open
                if starts(with: "</") { break }
                if skipSpecial() { continue }
                guard let end = skipElement() else { return nil }
                spans.append(open..<end)
            }
            return TopLevelElements(
                rootTagEnd: rootTagEnd, rootName: Array(bytes[(rootStart + 1)..<nameEnd]), spans: spans,
                angleBrackets: count(UInt8(ascii: "<")), needsFullReads: TopLevelElements.needsFullReads(bytes))
        }

        /// Skips the XML declaration, comments and processing instructions before the root; gives
        /// the root's `<`, the offset after its start tag, and whether it closes itself. A
        /// document type declaration gives nil (a full read handles it).
        private mutating func skipProlog() -> (Int, Int, Bool)? {
            while let open = next(UInt8(ascii: "<")) {
                index = open
                if starts(with: "<!--") || starts(with: "<?") {
                    _ = skipSpecial()
                    continue
                }
                if starts(with: "<!") { return nil }
                guard let (end, selfClosing) = skipTag() else { return nil }
                return (open, end, selfClosing)
            }
            return nil
        }

        /// Skips a comment, CDATA section or processing instruction at `index`; false if there is none.
        private mutating func skipSpecial() -> Bool {
            let kinds: [(opening: StaticString, closing: StaticString)] = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")]
            for (opening, closing) in kinds where starts(with: opening) {
                index += opening.utf8CodeUnitCount
                while index < bytes.count, !starts(with: closing) { index += 1 }
                index = min(bytes.count, index + closing.utf8CodeUnitCount)
                return true
            }
            return false
        }

        /// Skips the start or end tag at `index` (quotes may hold `>`): the offset after it, and
        /// whether it ends with `/>`.
        private mutating func skipTag() -> (Int, Bool)? {
            guard let tag = XMLTagScan.end(ofTagAt: index, in: bytes) else { return nil }
            index = tag.end
            return (tag.end, tag.selfClosing)
        }

        /// Skips the element starting at `index`, with everything inside it: the offset after it.
        private mutating func skipElement() -> Int? {
            var depth = 0
            repeat {
                guard let open = next(UInt8(ascii: "<")) else { return nil }
                index = open
                if skipSpecial() { continue }
                let closing = starts(with: "</")
                guard let (_, selfClosing) = skipTag() else { return nil }
                if closing { depth -= 1 } else if !selfClosing { depth += 1 }
            } while depth > 0
            return index
        }

        private func next(_ byte: UInt8) -> Int? {
            var position = index
            while position < bytes.count {
                if bytes[position] == byte { return position }
                position += 1
            }
            return nil
        }

        private func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let pointer = text.utf8Start
            for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
            return true
        }

        private func count(_ byte: UInt8) -> Int {
            var total = 0
            for value in bytes where value == byte { total += 1 }
            return total
        }

        private func isNameEnd(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
        }
    }
}
