import SceneGraph
import SceneParser

/// Builds the ``Outline`` of a file that libxml2 read without an error (``SafeXMLReader``).
///
/// The tree has the elements, their attributes and the comments, but not what lies between
/// them: which element a comment is inside, whether it shares a line with the markup before it,
/// where blank lines are. So the text is walked once more, markup by markup — only text libxml2
/// has accepted, so it is well formed, has no DOCTYPE, and its content between elements is blank
/// (the scene reader refuses any other text). The walk only finds where markup starts and ends:
/// names, values and comment texts come from the tree, each start tag and comment met is
/// matched with the tree's next one, and any disagreement refuses formatting rather than
/// misplace anything.
struct MarkupOutline {
    /// Why the walk could not follow the text.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    /// What a remark on the same line as the markup before it trails.
    private enum Anchor {
        case none, declaration, startTag, lastItem
    }

    private let bytes: [UInt8]
    private let path: String
    private let namespace: String?
    private let elements: [XMLElement]
    private let comments: [XMLComment]
    private var nextElement = 0
    private var nextComment = 0
    /// The open elements, innermost last, each with whether a blank line came before it.
    private var open: [(element: OutlineElement, blankLineBefore: Bool)] = []
    private var outline = Outline()
    private var anchor = Anchor.none
    private var cursor = PositionCursor()

    /// The outline of `tree`, read from `bytes` (the text of `path`).
    static func build(_ tree: XMLTree, bytes: [UInt8], path: String) -> Result<Outline, Failure> {
        var walk = MarkupOutline(bytes: bytes, path: path, tree: tree)
        do {
            try walk.run()
            return .success(walk.outline)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8], path: String, tree: XMLTree) {
        self.bytes = bytes
        self.path = path
        self.namespace = tree.root.namespaceURI
        self.elements = Self.documentOrder(tree.root)
        self.comments = tree.comments
    }

    /// The elements under and including `root`, each before its children.
    private static func documentOrder(_ root: XMLElement) -> [XMLElement] {
        var result: [XMLElement] = []
        var pending = [root]
        while let element = pending.popLast() {
            result.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return result
    }

    // MARK: The walk

    private mutating func run() throws(Failure) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        cursor.skip(to: start)
        var lastEndLine = 1
        while true {
            // Between markup there is only blank text (or references to blank characters).
            guard let next = bytes[index...].firstIndex(of: Self.lessThan) else { break }
            cursor.advance(to: next, in: bytes)
            let newlines = cursor.line - lastEndLine
            let column = cursor.column
            let end: Int
            if looking(at: Self.piOpen, from: next) {
                end = try self.end(of: Self.piClose, from: next + 2, what: "processing instruction")
                let body = bytes[(next + 2)..<(end - 2)]
                if next == start, body.starts(with: Array("xml".utf8)), body.count > 3, Self.isSpace(body[body.startIndex + 3]) {
                    anchor = .declaration
                } else {
                    remark(Remark(kind: .instruction, text: Self.text(body), column: column), newlines: newlines)
                }
            } else if looking(at: Self.commentOpen, from: next) {
                end = try self.end(of: Self.commentClose, from: next + 4, what: "comment")
                guard nextComment < comments.count else { throw failure("a comment the XML reader did not report") }
                remark(Remark(kind: .comment, text: comments[nextComment].text, column: column), newlines: newlines)
                nextComment += 1
            } else if looking(at: Self.cdataOpen, from: next) {
                // A blank CDATA section (the reader refuses any other) is blank text.
                index = try self.end(of: Self.cdataClose, from: next + 9, what: "CDATA section")
                continue
            } else if looking(at: Self.endTagOpen, from: next) {
                end = try self.end(of: [Self.greaterThan], from: next + 2, what: "end tag")
                try endTag()
            } else if looking(at: Self.declarationOpen, from: next) {
                throw failure("a declaration the XML reader did not report")
            } else {
                end = try startTag(at: next, newlines: newlines)
            }
            index = end
            cursor.advance(to: end, in: bytes)
            lastEndLine = cursor.line
        }
        guard open.isEmpty, nextElement == elements.count, nextComment == comments.count else {
            throw failure("the markup does not match what the XML reader reported")
        }
    }

    /// Reads the start tag whose `<` is at `start`; returns the offset just past it.
    private mutating func startTag(at start: Int, newlines: Int) throws(Failure) -> Int {
        var index = start + 1
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != Self.slash, bytes[index] != Self.greaterThan {
            index += 1
        }
        let name = bytes[(start + 1)..<index]
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == Self.doubleQuote || byte == Self.singleQuote {
                quote = byte
            } else if byte == Self.greaterThan {
                break
            }
            index += 1
        }
        guard index < bytes.count else { throw failure("a start tag without its end") }
        guard nextElement < elements.count else { throw failure("an element the XML reader did not report") }
        let element = elements[nextElement]
        nextElement += 1
        let localName = name.lastIndex(of: Self.colon).map { name[($0 + 1)...] } ?? name
        guard localName.elementsEqual(element.name.utf8) else {
            throw failure("the element <\(String(decoding: localName, as: UTF8.self))> is not the one the XML reader reported")
        }
        try check(element)
        let blankLineBefore = newlines >= 2 && (anchor == .declaration || anchor == .lastItem)
        if bytes[index - 1] == Self.slash {
            append(OutlineItem(content: .element(OutlineElement(element: element)), blankLineBefore: blankLineBefore))
            anchor = .lastItem
        } else {
            open.append((OutlineElement(element: element), blankLineBefore))
            anchor = .startTag
        }
        return index + 1
    }

    private mutating func endTag() throws(Failure) {
        guard let closed = open.popLast() else { throw failure("an end tag without its start") }
        append(OutlineItem(content: .element(closed.element), blankLineBefore: closed.blankLineBefore))
        anchor = .lastItem
    }

    /// A comment or processing instruction: trailing the markup before it on its line, or on a line of its own.
    private mutating func remark(_ remark: Remark, newlines: Int) {
        if newlines == 0, anchor != .none {
            switch anchor {
            case .declaration: outline.declarationTrailers.append(remark)
            case .startTag: open[open.count - 1].element.startTrailers.append(remark)
            case .lastItem:
                if open.isEmpty {
                    outline.items[outline.items.count - 1].trailers.append(remark)
                } else {
                    open[open.count - 1].element.children[open[open.count - 1].element.children.count - 1].trailers.append(remark)
                }
            case .none: break
            }
            return
        }
        let blankLineBefore = newlines >= 2 && (anchor == .declaration || anchor == .lastItem)
        append(OutlineItem(content: .remark(remark), blankLineBefore: blankLineBefore))
        anchor = .lastItem
    }

    private mutating func append(_ item: OutlineItem) {
        if open.isEmpty {
            outline.items.append(item)
        } else {
            open[open.count - 1].element.children.append(item)
        }
    }

    /// Refuses what writing the element unprefixed, in the root's namespace, with its attributes
    /// and nothing else, would change (none of it passes the scene reader).
    private func check(_ element: XMLElement) throws(Failure) {
        guard element.namespaceURI == namespace else {
            throw Failure(diagnostic: .error("<\(element.name)> is not in the document's namespace", at: element.location,
                                             rule: SceneFormatter.Rule.unfollowedMarkup))
        }
        if let attribute = element.attributes.first(where: { $0.namespaceURI != nil || $0.name.contains(":") }) {
            throw Failure(diagnostic: .error("the attribute '\(attribute.name)' is in another namespace", at: attribute.nameLocation,
                                             rule: SceneFormatter.Rule.unfollowedMarkup))
        }
        if let text = element.textLocation {
            throw Failure(diagnostic: .error("<\(element.name)> holds text", at: text, rule: SceneFormatter.Rule.unfollowedMarkup))
        }
    }

    // MARK: Bytes

    private func failure(_ what: String) -> Failure {
        Failure(diagnostic: .error(
            "scenec format could not follow the markup here (\(what)); the file is left as it is",
            at: SourceLocation(file: path, line: cursor.line, column: cursor.column), rule: SceneFormatter.Rule.unfollowedMarkup))
    }

    /// The offset just past the first `terminator` at or after `index`.
    private func end(of terminator: [UInt8], from index: Int, what: String) throws(Failure) -> Int {
        var index = index
        while index + terminator.count <= bytes.count {
            if bytes[index] == terminator[0], looking(at: terminator, from: index) { return index + terminator.count }
            index += 1
        }
        throw failure("a \(what) without its end")
    }

    private func looking(at text: [UInt8], from index: Int) -> Bool {
        index + text.count <= bytes.count && bytes[index..<(index + text.count)].elementsEqual(text)
    }

    /// Text as written, its line breaks (`\r\n`, `\r`) as `\n`, as XML reads them.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0D {
                normalized.append(0x0A)
            } else if byte != 0x0A || previous != 0x0D {
                normalized.append(byte)
            }
            previous = byte
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let singleQuote = UInt8(ascii: "'")
    private static let piOpen = Array("<?".utf8)
    private static let piClose = Array("?>".utf8)
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let endTagOpen = Array("</".utf8)
    private static let declarationOpen = Array("<!".utf8)
}

/// A line and a column (in Unicode scalars) moved forward through a text: line breaks are
/// `\n`, `\r\n` and `\r`, as XML reads them.
struct PositionCursor {
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1

    /// Starts at `offset` (past a byte order mark), line 1, column 1.
    mutating func skip(to offset: Int) {
        self.offset = offset
    }

    mutating func advance(to target: Int, in bytes: [UInt8]) {
        while offset < target, offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
    }
}
