import SceneGraph

extension MarkupScanner {
    /// The offset of the `<` of the first start tag with more than `limit` attributes, or nil.
    ///
    /// Runs before libxml2 sees the bytes: libxml2 checks each attribute of a tag against all the
    /// earlier ones, so a tag with many of them costs time in the square of their number. One pass,
    /// linear in the input: text and quoted values are skipped eight bytes at a time (``ByteScan``);
    /// comments, CDATA sections, processing instructions and end tags are passed over; in a start
    /// tag each quoted value is one attribute. Malformed markup only makes the count approximate —
    /// libxml2 refuses it anyway.
    ///
    /// First a cheaper question (``hasRoom(forMoreAttributesThan:)``): when no two `<` lie far
    /// enough apart to hold that many attributes, no start tag of a well-formed document has
    /// them, and the count is skipped — 7 of its 9 M instructions on the storyboard corpus
    /// (issue 26). A malformed tag that the count would still have caught (a `<` inside one of
    /// its values) is one libxml2 stops at that `<`, before the limit: `AttributeCountScanTests`
    /// checks that every document on which the two answers differ is refused.
    func firstTag(withMoreAttributesThan limit: Int) -> Int? {
        guard hasRoom(forMoreAttributesThan: limit) else { return nil }
        return countedFirstTag(withMoreAttributesThan: limit)
    }

    /// Whether two `<` (or the last `<` and the end) lie more than four bytes per attribute
    /// apart: an attribute takes at least five (a space, a name, `=` and two quotes), and a start
    /// tag of a well-formed document holds no `<`.
    func hasRoom(forMoreAttributesThan limit: Int) -> Bool {
        let (room, overflow) = limit.multipliedReportingOverflow(by: 4)
        guard !overflow else { return false }
        guard var previous = next(Self.lessThan, from: 0) else { return false }
        while let following = next(Self.lessThan, from: previous + 1) {
            if following - previous > room { return true }
            previous = following
        }
        return bytes.count - previous > room
    }

    /// The first start tag with more than `limit` attributes, counted in every tag.
    func countedFirstTag(withMoreAttributesThan limit: Int) -> Int? {
        var index = 0
        while let tag = next(Self.lessThan, from: index) {
            if looking(at: Self.commentOpen, from: tag) {
                index = self.index(after: Self.commentClose, from: tag + Self.commentOpen.count)
            } else if looking(at: Self.cdataOpen, from: tag) {
                index = self.index(after: Self.cdataClose, from: tag + Self.cdataOpen.count)
            } else if looking(at: Self.piOpen, from: tag) {
                index = self.index(after: Self.piClose, from: tag + Self.piOpen.count)
            } else {
                // A start tag, an end tag or a declaration: count its quoted values up to its `>`.
                var count = 0
                index = tag + 1
                while true {
                    guard let found = nextTagDelimiter(from: index) else {
                        index = bytes.count
                        break
                    }
                    let byte = bytes[found]
                    if byte == Self.greaterThan {
                        index = found + 1
                        break
                    }
                    count += 1
                    if count > limit { return tag }
                    index = (next(byte, from: found + 1) ?? bytes.count) + 1
                }
            }
        }
        return nil
    }

    /// The offset of the first `>`, `"` or `'` at or after `index`, eight bytes at a time where
    /// it can.
    ///
    /// Why: inside a tag the scan went byte by byte through the attributes' names and the spaces
    /// between them (a storyboard is mostly tags): 10.8 M instructions on the corpus, 5 % of
    /// `check`. `AttributeCountScanTests` compares the scan with the byte-by-byte one.
    func nextTagDelimiter(from index: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = index
        while index + 8 <= bytes.count {
            let word = ByteScan.word(at: index, of: base)
            if ByteScan.hasByte(Self.greaterThan, in: word) || ByteScan.hasByte(Self.doubleQuote, in: word)
                || ByteScan.hasByte(Self.singleQuote, in: word) { break }
            index += 8
        }
        while index < bytes.count {
            let byte = base[index]
            if byte == Self.greaterThan || byte == Self.doubleQuote || byte == Self.singleQuote { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the first `byte` at or after `index` (``ByteScan/firstIndex(of:in:from:)``).
    func next(_ byte: UInt8, from index: Int) -> Int? {
        ByteScan.firstIndex(of: byte, in: bytes, from: index)
    }
}
