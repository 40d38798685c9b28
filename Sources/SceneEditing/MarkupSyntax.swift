/// One attribute as written: its name, and its value between the quotes.
struct SyntaxAttribute: Sendable {
    /// The attribute's name.
    var name: String
    /// Where its name is, as byte offsets.
    var nameRange: Range<Int>
    /// Where its value is, inside the quotes; nil when no value was written yet.
    var valueRange: Range<Int>?
    /// The value as written (entities not expanded).
    var value: String
}

/// One element as written: a start tag, its attributes, and where it ends.
struct SyntaxElement: Sendable {
    /// The element's name (with its prefix, if any).
    var name: String
    /// Where its name is in the start tag.
    var nameRange: Range<Int>
    /// Where its `<` is.
    var start: Int
    /// Just after the start tag's `>` (or where the tag was cut off).
    var tagEnd: Int
    /// Just after the end tag (or the self-closing start tag), or where the text ends when it is not closed.
    var end: Int
    /// The attributes, in source order.
    var attributes: [SyntaxAttribute]
    /// The element's parent, as an index of ``MarkupSyntax/elements``.
    var parent: Int?
    /// Its children, as indices of ``MarkupSyntax/elements``.
    var children: [Int] = []

    /// The first attribute with a name.
    func attribute(_ name: String) -> SyntaxAttribute? { attributes.first { $0.name == name } }

    /// The value of an attribute, if it has one.
    func value(of name: String) -> String? { attribute(name)?.valueRange == nil ? nil : attribute(name)?.value }
}

/// The elements of a document as written, read by a scanner that never fails: unclosed tags,
/// stray end tags, unterminated quotes and text cut off mid-tag (a document being typed) still
/// give elements and attributes with their offsets. Entities are never expanded and nothing
/// outside the text is read, so hostile input costs one pass over its bytes.
///
/// Used for everything an editor asks that depends on where text is (completion, hover, ids,
/// references, the outline), while the compiler's reader decides what the document means.
struct MarkupSyntax: Sendable {
    /// Every element, in document order (of their start tags).
    var elements: [SyntaxElement] = []
    /// The elements without a parent.
    var roots: [Int] = []
    /// The elements still open where the text ends, outermost first.
    var openElements: [Int] = []
    /// What the text ends inside.
    var tail: Tail = .content

    /// What a text ends inside: where a cursor at its end stands.
    enum Tail: Equatable, Sendable {
        /// Between tags.
        case content
        /// In a comment, CDATA section, processing instruction or DOCTYPE.
        case other
        /// In a start tag's name, just after `<` (the name typed so far).
        case elementName(partial: Range<Int>)
        /// In an end tag, after `</`.
        case endTag(partial: Range<Int>)
        /// In a start tag, where an attribute may start.
        case insideTag(element: Int)
        /// In an attribute's name.
        case attributeName(element: Int, partial: Range<Int>)
        /// After an attribute's `=`, before its quote.
        case afterEquals(element: Int, attribute: Int)
        /// Inside an attribute's quoted value.
        case attributeValue(element: Int, attribute: Int)
    }

    fileprivate init() {}

    /// Scans `bytes`.
    init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        self = scanner.syntax
    }

    /// The innermost element whose extent (start tag to end tag) holds `offset`.
    func element(containing offset: Int) -> Int? {
        var candidates = roots
        var found: Int?
        while let next = candidates.last(where: { elements[$0].start <= offset && offset < max(elements[$0].end, elements[$0].start + 1) }) {
            found = next
            candidates = elements[next].children
        }
        return found
    }

    /// Every element under `index` (not itself), depth first in document order.
    func descendants(of index: Int) -> [Int] {
        var result: [Int] = []
        var stack = Array(elements[index].children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: elements[next].children.reversed())
        }
        return result
    }

    /// The ancestors of `index`, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = elements[index].parent
        while let parent = current {
            result.append(parent)
            current = elements[parent].parent
        }
        return result
    }

    /// The element whose start tag begins at `offset`.
    func element(startingAt offset: Int) -> Int? {
        var low = 0, high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if elements[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < elements.count && elements[low].start == offset ? low : nil
    }
}

/// The scanner behind ``MarkupSyntax``: one pass over the bytes with a stack of open elements.
private struct Scanner {
    let bytes: [UInt8]
    var syntax = MarkupSyntax()
    var stack: [Int] = []
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    private static let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    static func isNameByte(_ byte: UInt8) -> Bool {
        !isSpace(byte) && byte != lessThan && byte != greaterThan && byte != slash && byte != equals && byte != quote && byte != apostrophe
    }

    private func starts(with prefix: String, at offset: Int) -> Bool {
        var position = offset
        for byte in prefix.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// The offset just after `terminator` from `offset`, or nil when the text ends first.
    private func skip(past terminator: String, from offset: Int) -> Int? {
        let pattern = Array(terminator.utf8)
        var position = offset
        while position + pattern.count <= bytes.count {
            if bytes[position] == pattern[0], Array(bytes[position..<position + pattern.count]) == pattern { return position + pattern.count }
            position += 1
        }
        return nil
    }

    private func name(from offset: Int) -> Range<Int> {
        var end = offset
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        return offset..<end
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    mutating func run() {
        while index < bytes.count {
            guard bytes[index] == Self.lessThan else {
                index += 1
                continue
            }
            if starts(with: "<!--", at: index) {
                guard !skipConstruct(to: "-->", from: index + 4) else { return }
            } else if starts(with: "<![CDATA[", at: index) {
                guard !skipConstruct(to: "]]>", from: index + 9) else { return }
            } else if starts(with: "<?", at: index) {
                guard !skipConstruct(to: "?>", from: index + 2) else { return }
            } else if starts(with: "<!", at: index) {
                guard !skipDeclaration() else { return }
            } else if starts(with: "</", at: index) {
                guard !endTag() else { return }
            } else {
                guard !startTag() else { return }
            }
        }
        finish(.content)
    }

    /// Skips a comment, CDATA section or processing instruction; true when the text ended inside it.
    private mutating func skipConstruct(to terminator: String, from offset: Int) -> Bool {
        guard let after = skip(past: terminator, from: offset) else {
            finish(.other)
            return true
        }
        index = after
        return false
    }

    /// Skips `<!DOCTYPE …>` with its internal subset in brackets; true when the text ended inside it.
    private mutating func skipDeclaration() -> Bool {
        var depth = 0
        var position = index + 2
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case Self.greaterThan where depth == 0:
                index = position + 1
                return false
            default: break
            }
            position += 1
        }
        finish(.other)
        return true
    }

    /// Reads `</name>` and closes the innermost open element of that name (and those inside it).
    private mutating func endTag() -> Bool {
        let nameRange = name(from: index + 2)
        var position = nameRange.upperBound
        while position < bytes.count, bytes[position] != Self.greaterThan, bytes[position] != Self.lessThan { position += 1 }
        guard position < bytes.count else {
            finish(.endTag(partial: nameRange))
            return true
        }
        let after = bytes[position] == Self.greaterThan ? position + 1 : position
        let closed = text(nameRange)
        if let match = stack.lastIndex(where: { syntax.elements[$0].name == closed }) {
            for element in stack[match...] { syntax.elements[element].end = after }
            stack.removeSubrange(match..<stack.count)
        }
        index = after
        return false
    }

    /// Reads a start tag and its attributes; true when the text ended inside it.
    private mutating func startTag() -> Bool {
        let nameRange = name(from: index + 1)
        let element = syntax.elements.count
        syntax.elements.append(SyntaxElement(
            name: text(nameRange), nameRange: nameRange, start: index, tagEnd: bytes.count, end: bytes.count,
            attributes: [], parent: stack.last))
        if let parent = stack.last { syntax.elements[parent].children.append(element) } else { syntax.roots.append(element) }
        var position = nameRange.upperBound
        if position == bytes.count {
            finish(.elementName(partial: nameRange))
            return true
        }
        while true {
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            guard position < bytes.count else {
                finish(.insideTag(element: element))
                return true
            }
            switch bytes[position] {
            case Self.greaterThan:
                syntax.elements[element].tagEnd = position + 1
                stack.append(element)
                index = position + 1
                return false
            case Self.slash where position + 1 < bytes.count && bytes[position + 1] == Self.greaterThan:
                syntax.elements[element].tagEnd = position + 2
                syntax.elements[element].end = position + 2
                index = position + 2
                return false
            case Self.lessThan:  // the tag was never closed: it ends here, and holds what follows
                syntax.elements[element].tagEnd = position
                stack.append(element)
                index = position
                return false
            case Self.slash, Self.equals, Self.quote, Self.apostrophe:
                position += 1
                continue
            default:
                break
            }
            let attributeName = name(from: position)
            position = attributeName.upperBound
            guard position < bytes.count else {
                finish(.attributeName(element: element, partial: attributeName))
                return true
            }
            var attribute = SyntaxAttribute(name: text(attributeName), nameRange: attributeName, valueRange: nil, value: "")
            var afterSpace = position
            while afterSpace < bytes.count, Self.isSpace(bytes[afterSpace]) { afterSpace += 1 }
            guard afterSpace < bytes.count, bytes[afterSpace] == Self.equals else {
                syntax.elements[element].attributes.append(attribute)
                continue
            }
            position = afterSpace + 1
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            let attributeIndex = syntax.elements[element].attributes.count
            guard position < bytes.count else {
                syntax.elements[element].attributes.append(attribute)
                finish(.afterEquals(element: element, attribute: attributeIndex))
                return true
            }
            let delimiter = bytes[position]
            if delimiter == Self.quote || delimiter == Self.apostrophe {
                let valueStart = position + 1
                var valueEnd = valueStart
                // A value cannot hold `<`: an unterminated quote ends before the next tag.
                while valueEnd < bytes.count, bytes[valueEnd] != delimiter, bytes[valueEnd] != Self.lessThan { valueEnd += 1 }
                attribute.valueRange = valueStart..<valueEnd
                attribute.value = text(valueStart..<valueEnd)
                syntax.elements[element].attributes.append(attribute)
                guard valueEnd < bytes.count else {
                    finish(.attributeValue(element: element, attribute: attributeIndex))
                    return true
                }
                position = bytes[valueEnd] == delimiter ? valueEnd + 1 : valueEnd
            } else {
                let value = name(from: position)
                attribute.valueRange = value
                attribute.value = text(value)
                syntax.elements[element].attributes.append(attribute)
                position = value.upperBound
                guard position < bytes.count else {
                    finish(.attributeValue(element: element, attribute: attributeIndex))
                    return true
                }
            }
        }
    }

    private mutating func finish(_ tail: MarkupSyntax.Tail) {
        syntax.tail = tail
        syntax.openElements = stack
        index = bytes.count
    }
}
