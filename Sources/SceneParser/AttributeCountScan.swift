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
    func firstTag(withMoreAttributesThan limit: Int) -> Int? {
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

    /// The offset of the first `byte` at or after `index`, eight bytes at a time where it can.
    func next(_ byte: UInt8, from index: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = index
        while index + 8 <= bytes.count, !ByteScan.hasByte(byte, in: ByteScan.word(at: index, of: base)) { index += 8 }
        while index < bytes.count {
            if base[index] == byte { return index }
            index += 1
        }
        return nil
    }
}
