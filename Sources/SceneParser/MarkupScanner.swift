import SceneGraph

/// Finds the exact line and column of markup in a well-formed document's bytes.
///
/// libxml2 records only a line per node, so the reader walks this scanner in step with it:
/// the n-th start tag the scanner finds is the n-th element libxml2 reports (libxml2 has
/// already checked well-formedness, and DOCTYPEs are refused, so no entity can add elements).
struct MarkupScanner {
    /// A start tag's position and its attributes' positions, in source order.
    struct StartTag {
        var location: SourceLocation
        var attributes: [Attribute]
    }

    /// An attribute of a start tag: its qualified name's bytes, where the name starts and where
    /// its value starts (just inside the quote; nil when it has no quoted value).
    struct Attribute {
        var nameBytes: Range<Int>
        var nameLocation: SourceLocation
        var valueLocation: SourceLocation?
    }

    private let bytes: [UInt8]
    private let file: SourceFile
    private var offset: Int
    private var line = 1
    private var column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = SourceFile(file)
        // A UTF-8 byte order mark is not a character of the first line.
        self.offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private var location: SourceLocation { SourceLocation(in: file, line: line, column: column) }

    private func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func advance(past terminator: [UInt8]) {
        while offset < bytes.count {
            if bytes[offset] == terminator[0], bytes[offset...].starts(with: terminator) {
                for _ in terminator { advance() }
                return
            }
            advance()
        }
    }

    private func lookingAt(_ text: [UInt8]) -> Bool { bytes[offset...].starts(with: text) }

    /// Moves to the next `<` that starts markup, leaving the position on it; false at the end.
    private mutating func advanceToMarkup() -> Bool {
        while offset < bytes.count, bytes[offset] != 0x3C { advance() }
        return offset < bytes.count
    }

    /// Where a `<!DOCTYPE` starts, if the prolog (before the root element) has one.
    func doctypeInProlog() -> SourceLocation? {
        var copy = self
        while copy.advanceToMarkup() {
            if copy.lookingAt(Self.commentOpen) {
                copy.advance(past: Self.commentClose)
            } else if copy.lookingAt(Self.piOpen) {
                copy.advance(past: Self.piClose)
            } else if copy.lookingAt(Self.doctypeOpen) {
                return copy.location
            } else {
                return nil
            }
        }
        return nil
    }

    /// The next start tag, skipping text, end tags, comments, CDATA and processing instructions.
    mutating func nextStartTag() -> StartTag? {
        while advanceToMarkup() {
            if lookingAt(Self.commentOpen) {
                advance(past: Self.commentClose)
            } else if lookingAt(Self.cdataOpen) {
                advance(past: Self.cdataClose)
            } else if lookingAt(Self.piOpen) {
                advance(past: Self.piClose)
            } else if byte(at: offset + 1) == 0x2F || byte(at: offset + 1) == 0x21 {  // </ or <!
                advance(past: [0x3E])
            } else {
                return scanStartTag()
            }
        }
        return nil
    }

    /// The next comment's position (skipping everything else), used in step with the reader's comment nodes.
    mutating func nextComment() -> SourceLocation? {
        while advanceToMarkup() {
            if lookingAt(Self.commentOpen) {
                let start = location
                advance(past: Self.commentClose)
                return start
            } else if lookingAt(Self.cdataOpen) {
                advance(past: Self.cdataClose)
            } else if lookingAt(Self.piOpen) {
                advance(past: Self.piClose)
            } else {
                advance(past: [0x3E])
            }
        }
        return nil
    }

    /// Where the next non-blank character of text or CDATA starts, skipping end tags before it.
    mutating func nextTextLocation() -> SourceLocation? {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x3C {
                if lookingAt(Self.cdataOpen) {
                    for _ in Self.cdataOpen { advance() }
                    continue
                }
                if self.byte(at: offset + 1) == 0x2F {
                    advance(past: [0x3E])
                    continue
                }
                return nil
            }
            if !Self.isSpace(byte) { return location }
            advance()
        }
        return nil
    }

    private mutating func scanStartTag() -> StartTag {
        let start = location
        advance()  // <
        while offset < bytes.count, !Self.isSpace(bytes[offset]), bytes[offset] != 0x3E, bytes[offset] != 0x2F {
            advance()
        }
        var attributes: [Attribute] = []
        while offset < bytes.count {
            while offset < bytes.count, Self.isSpace(bytes[offset]) { advance() }
            guard offset < bytes.count else { break }
            if bytes[offset] == 0x3E {
                advance()
                break
            }
            if bytes[offset] == 0x2F {
                advance()
                continue
            }
            let nameStart = offset
            let nameLocation = location
            while offset < bytes.count, !Self.isSpace(bytes[offset]), bytes[offset] != 0x3D, bytes[offset] != 0x3E {
                advance()
            }
            attributes.append(Attribute(nameBytes: nameStart..<offset, nameLocation: nameLocation, valueLocation: nil))
            while offset < bytes.count, bytes[offset] != 0x22, bytes[offset] != 0x27, bytes[offset] != 0x3E { advance() }
            guard offset < bytes.count, bytes[offset] != 0x3E else { continue }
            let quote = bytes[offset]
            advance()
            attributes[attributes.count - 1].valueLocation = location
            while offset < bytes.count, bytes[offset] != quote { advance() }
            if offset < bytes.count { advance() }
        }
        return StartTag(location: start, attributes: attributes)
    }

    /// The attribute of `tag` whose qualified name is the NUL-terminated `name` (compared byte
    /// for byte, without making a String; XML forbids two attributes with one name).
    func attribute(named name: UnsafePointer<UInt8>, in tag: StartTag) -> Attribute? {
        tag.attributes.first { attribute in
            var index = 0
            for offset in attribute.nameBytes {
                if name[index] != bytes[offset] { return false }  // also stops at a shorter name's NUL
                index += 1
            }
            return name[index] == 0
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let doctypeOpen = Array("<!DOCTYPE".utf8)
    private static let piOpen = Array("<?".utf8)
    private static let piClose = Array("?>".utf8)
}
