/// Where a cursor stands in a document being typed, found by scanning the text before it with the
/// tolerant scanner (the rest of the document may be broken, or not written yet).
struct CompletionContext {
    /// What is being typed.
    enum Place: Equatable {
        /// An element's name after `<`, inside `parent` (nil at the top).
        case elementName(parent: String?)
        /// An end tag's name after `</`, closing `open` (the innermost open element).
        case endTag(open: String?)
        /// An attribute's name in `element`'s start tag.
        case attributeName(element: String)
        /// An attribute's value; `quoted` is false right after `=`, before the quote.
        case attributeValue(element: String, attribute: String, quoted: Bool)
        /// Nothing that completion helps with (text, comments).
        case none
    }

    /// What is being typed.
    var place: Place
    /// Where the word being typed starts (a byte offset); what completion replaces starts here.
    var wordStart: Int
    /// The value typed so far, from its opening quote to the cursor (for values).
    var typedValue: String
    /// The attributes written so far in the start tag being typed, by name.
    var attributes: [String: String]
    /// Where the start tag being typed begins (for its attributes written after the cursor).
    var elementStart: Int?
    /// Where the scene element around the cursor begins, if any.
    var sceneStart: Int?

    /// The context at byte offset `cursor` of `bytes`.
    init(bytes: [UInt8], cursor: Int) {
        let prefix = Array(bytes[0..<max(0, min(cursor, bytes.count))])
        let syntax = MarkupSyntax(prefix)
        let cursor = prefix.count
        place = .none
        wordStart = cursor
        typedValue = ""
        attributes = [:]

        func sceneStart(from element: Int?) -> Int? {
            var current = element
            while let index = current {
                if FormatReference.sceneElementNames.contains(syntax.elements[index].name) { return syntax.elements[index].start }
                current = syntax.elements[index].parent
            }
            return nil
        }
        func enter(_ element: Int) {
            elementStart = syntax.elements[element].start
            for attribute in syntax.elements[element].attributes where attribute.valueRange != nil {
                attributes[attribute.name] = attribute.value
            }
            self.sceneStart = sceneStart(from: element)
        }

        switch syntax.tail {
        case .content, .other:
            break
        case .elementName(let partial):
            place = .elementName(parent: syntax.openElements.last.map { syntax.elements[$0].name })
            wordStart = partial.lowerBound
            self.sceneStart = sceneStart(from: syntax.openElements.last)
        case .endTag(let partial):
            place = .endTag(open: syntax.openElements.last.map { syntax.elements[$0].name })
            wordStart = partial.lowerBound
        case .insideTag(let element):
            enter(element)
            place = .attributeName(element: syntax.elements[element].name)
        case .attributeName(let element, let partial):
            enter(element)
            place = .attributeName(element: syntax.elements[element].name)
            wordStart = partial.lowerBound
        case .afterEquals(let element, let attribute):
            enter(element)
            place = .attributeValue(element: syntax.elements[element].name, attribute: syntax.elements[element].attributes[attribute].name,
                                    quoted: false)
        case .attributeValue(let element, let attribute):
            enter(element)
            let written = syntax.elements[element].attributes[attribute]
            place = .attributeValue(element: syntax.elements[element].name, attribute: written.name, quoted: true)
            let valueStart = written.valueRange?.lowerBound ?? cursor
            typedValue = String(decoding: prefix[valueStart..<cursor], as: UTF8.self)
            // The word being typed: after the last space of a list value.
            var start = cursor
            while start > valueStart, !Self.isSpace(prefix[start - 1]) { start -= 1 }
            wordStart = start
            attributes[written.name] = nil
        }
    }

    /// Where the word at the cursor ends: the end of the name or value word the cursor is in
    /// (up to a space, a quote, `<`, `>`, `/`, `=` or the end of the line), so that completion
    /// replaces the whole word, not just its typed part.
    static func wordEnd(from cursor: Int, in bytes: [UInt8], stoppingAtDot: Bool) -> Int {
        var end = cursor
        while end < bytes.count {
            let byte = bytes[end]
            if isSpace(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") { break }
            if stoppingAtDot, byte == UInt8(ascii: ".") { break }
            end += 1
        }
        return end
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}
