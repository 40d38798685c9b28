import SceneGraph

/// Finds the exact start of markup in a document's bytes, by byte offset.
///
/// libxml2 tells where its parser stands as a byte offset (the `>` that ends a start tag, the end
/// of a comment); the scanner walks the few bytes around that offset to find where the tag, its
/// attributes, the comment or the text begins. Only input that libxml2 has accepted is scanned —
/// while it parses, or afterwards for an element's attributes (``SourceTags``) — so the markup is
/// well formed (DOCTYPEs are refused, so no entity adds markup); every index is still checked, so
/// a surprise yields no position rather than a crash.
struct MarkupScanner {
    /// Where an attribute's qualified name and its value start, as byte offsets.
    struct AttributeOffsets {
        var name: Int
        /// Just inside the opening quote; nil when the attribute has no quoted value.
        var value: Int?
    }

    let bytes: UnsafeBufferPointer<UInt8>

    /// The offset of the `<` that opens the start tag whose `>` or `/>` is at `end` (attribute values
    /// cannot hold a literal `<`, so the nearest one before `end` is it).
    /// Tags are long (a storyboard's hold many attributes), so the search goes a word at a time.
    func startOfTag(endingAt end: Int) -> Int? {
        guard end >= 0, end < bytes.count else { return nil }
        return ByteScan.lastIndex(of: Self.lessThan, in: bytes, from: 0, to: end + 1)
    }

    /// The attributes of the start tag whose `<` is at `start` and whose `>` or `/>` is at `end`, in
    /// source order, without namespace declarations (`xmlns`, `xmlns:…`) — the order and the set in
    /// which libxml2 reports them. `result` is emptied first (a caller may reuse it).
    func attributes(ofTagAt start: Int, endingAt end: Int, into result: inout [AttributeOffsets]) {
        result.removeAll(keepingCapacity: true)
        var index = start + 1
        while index < end, !Self.isSpace(bytes[index]) { index += 1 }  // the element's name
        while index < end {
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] != Self.slash else { break }
            let name = index
            while index < end, !Self.isSpace(bytes[index]), bytes[index] != Self.equals { index += 1 }
            let isNamespaceDeclaration = isXMLNS(name..<index)
            while index < end, bytes[index] != Self.doubleQuote, bytes[index] != Self.singleQuote { index += 1 }
            guard index < end else {
                if !isNamespaceDeclaration { result.append(AttributeOffsets(name: name, value: nil)) }
                break
            }
            let quote = bytes[index]
            index += 1
            if !isNamespaceDeclaration { result.append(AttributeOffsets(name: name, value: index)) }
            while index < end, bytes[index] != quote { index += 1 }  // values are short: a word at a time was slower
            index += 1
        }
    }

    /// The offset of the first non-blank character of text at or after `offset` (inside a CDATA
    /// section too), skipping blanks, blank CDATA sections, comments, processing instructions and
    /// end tags; nil when a start tag or the end of the document comes first.
    func textStart(from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) {
                index += 1
            } else if byte == Self.lessThan {
                if looking(at: Self.cdataOpen, from: index) {
                    // CDATA content is text, whatever it holds: its first non-blank character, if any.
                    index += Self.cdataOpen.count
                    while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
                    if index < bytes.count, !looking(at: Self.cdataClose, from: index) { return index }
                    index = self.index(after: Self.cdataClose, from: index)
                } else if looking(at: Self.commentOpen, from: index) {
                    index = self.index(after: Self.commentClose, from: index + Self.commentOpen.count)
                } else if looking(at: Self.piOpen, from: index) {
                    index = self.index(after: Self.piClose, from: index + Self.piOpen.count)
                } else if index + 1 < bytes.count, bytes[index + 1] == Self.slash {
                    index = self.index(after: [Self.greaterThan], from: index)
                } else {
                    return nil
                }
            } else {
                return index
            }
        }
        return nil
    }

    /// The offset of the `<!--` that opens the comment whose `-->` ends just before `end` (a
    /// comment cannot hold `--`, so the nearest `<!--` before its close is its own).
    func startOfComment(endingBefore end: Int) -> Int? {
        var index = min(end, bytes.count) - Self.commentClose.count - Self.commentOpen.count
        while index >= 0 {
            if looking(at: Self.commentOpen, from: index) { return index }
            index -= 1
        }
        return nil
    }

    /// The offset of a `<!DOCTYPE` in the prolog (before the root element), if there is one.
    func doctypeInProlog(from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            guard bytes[index] == Self.lessThan else {
                index += 1
                continue
            }
            if looking(at: Self.commentOpen, from: index) {
                index = self.index(after: Self.commentClose, from: index + Self.commentOpen.count)
            } else if looking(at: Self.piOpen, from: index) {
                index = self.index(after: Self.piClose, from: index + Self.piOpen.count)
            } else if looking(at: Self.doctypeOpen, from: index) {
                return index
            } else {
                return nil
            }
        }
        return nil
    }

    func looking(at text: [UInt8], from index: Int) -> Bool {
        guard index + text.count <= bytes.count else { return false }
        for (offset, byte) in text.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    /// The offset just past the first `terminator` at or after `index`, or the end of the bytes.
    func index(after terminator: [UInt8], from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            if bytes[index] == terminator[0], looking(at: terminator, from: index) { return index + terminator.count }
            index += 1
        }
        return bytes.count
    }

    private func isXMLNS(_ name: Range<Int>) -> Bool {
        guard name.count >= 5, looking(at: Self.xmlns, from: name.lowerBound) else { return false }
        return name.count == 5 || bytes[name.lowerBound + 5] == Self.colon
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    private static let slash = UInt8(ascii: "/")
    private static let equals = UInt8(ascii: "=")
    private static let colon = UInt8(ascii: ":")
    private static let closingBracket = UInt8(ascii: "]")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    private static let xmlns = Array("xmlns".utf8)
    static let commentOpen = Array("<!--".utf8)
    static let commentClose = Array("-->".utf8)
    static let cdataOpen = Array("<![CDATA[".utf8)
    static let cdataClose = Array("]]>".utf8)
    private static let doctypeOpen = Array("<!DOCTYPE".utf8)
    static let piOpen = Array("<?".utf8)
    static let piClose = Array("?>".utf8)
}
