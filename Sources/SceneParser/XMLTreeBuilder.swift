internal import CLibXML2
import SceneGraph

/// Builds an ``XMLTree`` from libxml2's SAX2 events, with the exact position of every element,
/// attribute, comment and text.
///
/// libxml2 parses the whole buffer in one call and reports elements as it meets them; nothing of
/// its own tree is built. Positions come from the parser's byte offset at each event (libxml2
/// records only lines), refined by ``MarkupScanner`` and converted by ``SourcePositionCursor``.
final class XMLTreeBuilder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private let file: SourceFile
    private let limits: XMLLimits
    private let scanner: MarkupScanner
    private var cursor: SourcePositionCursor
    private let names = NameTable()
    private var parser: xmlParserCtxtPtr?

    /// The elements being built, innermost last; the root is finished when the stack empties.
    private var stack: [XMLElement] = []
    private var root: XMLElement?
    private var comments: [XMLComment] = []
    private var elementCount = 0
    /// The first problem that stops the build (a limit, a DOCTYPE, an entity reference).
    private var failure: Diagnostic?
    /// libxml2's own errors, in order.
    private var errors: [Diagnostic] = []
    /// The offset just past the last markup reported (a tag, a comment, a processing instruction).
    private var markupEnd = 0
    /// Reused for the attribute offsets of each start tag.
    private var attributeOffsets: [MarkupScanner.AttributeOffsets] = []

    /// A builder over `bytes`, which must stay valid until ``build(options:)`` returns.
    init(bytes: UnsafeBufferPointer<UInt8>, path: String, limits: XMLLimits) {
        self.bytes = bytes
        self.path = path
        self.file = SourceFile(path)
        self.limits = limits
        self.scanner = MarkupScanner(bytes: bytes)
        self.cursor = SourcePositionCursor(bytes: bytes, file: file)
    }

    /// Parses the bytes with `options` and returns the tree, or the diagnostics that stop it.
    func build(options: Int32) -> (tree: XMLTree?, diagnostics: [Diagnostic]) {
        // Refuse a DOCTYPE before libxml2 sees it: its internal subset could declare entities.
        if let doctype = scanner.doctypeInProlog(from: 0) {
            return (nil, [Self.doctypeRefusal(at: cursor.location(at: doctype))])
        }
        guard let parser = bytes.withMemoryRebound(to: CChar.self, { xmlCreateMemoryParserCtxt($0.baseAddress, Int32($0.count)) }) else {
            return (nil, [.error("libxml2 could not create a parser", at: nil, rule: SafeXMLReader.Rule.malformed)])
        }
        self.parser = parser
        defer {
            self.parser = nil
            xmlFreeParserCtxt(parser)
        }
        parser.pointee.sax.pointee = Self.makeHandler()
        parser.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        xmlCtxtUseOptions(parser, options)
        xmlParseDocument(parser)

        if let failure { return (nil, [failure]) }
        if let first = errors.first { return (nil, [first]) }
        if parser.pointee.wellFormed == 0 {
            return (nil, [.error("malformed XML", at: SourceLocation(in: file, line: currentLine, column: 1), rule: SafeXMLReader.Rule.malformed)])
        }
        guard let root else {
            return (nil, [.error("document has no root element", at: SourceLocation(in: file, line: 1, column: 1), rule: SafeXMLReader.Rule.malformed)])
        }
        return (XMLTree(root: root, comments: comments, elementCount: elementCount), [])
    }

    // MARK: Events

    private func startElement(localName: UnsafePointer<xmlChar>?, namespaceURI: UnsafePointer<xmlChar>?,
                              attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        elementCount += 1
        let tagEnd = parserOffset
        let tagStart = tagEnd.flatMap { end in
            end < bytes.count && (bytes[end] == UInt8(ascii: ">") || bytes[end] == UInt8(ascii: "/")) ? scanner.startOfTag(endingAt: end) : nil
        }
        let location = tagStart.map { cursor.location(at: $0) } ?? SourceLocation(in: file, line: currentLine, column: 1)
        if elementCount > limits.maxElements {
            stop(.error("document has more than \(limits.maxElements) elements", at: location, rule: SafeXMLReader.Rule.limit))
            return
        }
        if stack.count >= limits.maxDepth {
            stop(.error("elements nest more than \(limits.maxDepth) deep", at: location, rule: SafeXMLReader.Rule.limit))
            return
        }
        var element = XMLElement(name: names.string(localName) ?? "", namespaceURI: names.string(namespaceURI),
                                 attributes: [], children: [], location: location)
        if let tagStart, let tagEnd {
            scanner.attributes(ofTagAt: tagStart, endingAt: tagEnd, into: &attributeOffsets)
            markupEnd = tagEnd + (bytes[tagEnd] == UInt8(ascii: "/") ? 2 : 1)
        } else {
            attributeOffsets.removeAll(keepingCapacity: true)
        }
        // Offsets pair with libxml2's attributes one to one; if they ever disagree, fall back to
        // the element's position rather than misplace one.
        let positioned = attributeOffsets.count == attributeCount
        if attributeCount > 0, let attributes {
            element.attributes.reserveCapacity(attributeCount)
            for index in 0..<attributeCount {
                // Each attribute is five pointers: local name, prefix, URI, value start, value end.
                let base = index * 5
                let value = attributes[base + 3].flatMap { start in
                    attributes[base + 4].map { end in Self.attributeValue(UnsafeBufferPointer(start: start, count: end - start)) }
                }
                let offsets = positioned ? attributeOffsets[index] : nil
                // Name before value: the cursor moves forward through the tag.
                let nameLocation = offsets.map { cursor.location(at: $0.name) } ?? location
                let valueLocation = offsets.flatMap { $0.value }.map { cursor.location(at: $0) } ?? location
                element.attributes.append(XMLAttribute(
                    name: names.qualifiedName(prefix: attributes[base + 1], localName: attributes[base]) ?? "",
                    namespaceURI: names.string(attributes[base + 2]),
                    value: value ?? "",
                    location: valueLocation,
                    nameLocation: nameLocation))
            }
        }
        stack.append(element)
    }

    private func endElement() {
        if let end = parserOffset { markupEnd = end }
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    private func characters(_ text: UnsafeBufferPointer<xmlChar>) {
        guard !stack.isEmpty, stack[stack.count - 1].textLocation == nil, Self.hasNonBlank(text) else { return }
        let location = scanner.textStart(from: markupEnd).map { cursor.location(at: $0) }
        stack[stack.count - 1].textLocation = location ?? stack[stack.count - 1].location
    }

    private func comment(_ text: UnsafePointer<xmlChar>?) {
        let end = parserOffset
        let start = end.flatMap { scanner.startOfComment(endingBefore: $0) }
        if let end { markupEnd = end }
        let location = start.map { cursor.location(at: $0) } ?? SourceLocation(in: file, line: currentLine, column: 1)
        comments.append(XMLComment(text: text.map { String(cString: $0) } ?? "", location: location))
    }

    private func processingInstruction() {
        if let end = parserOffset { markupEnd = end }
    }

    private func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        errors.append(SafeXMLReader.diagnostic(for: error, in: file))
    }

    private func stop(_ diagnostic: Diagnostic) {
        if failure == nil { failure = diagnostic }
        if let parser { xmlStopParser(parser) }
    }

    // MARK: Helpers

    /// The byte offset where the parser stands, when it lies within the bytes.
    private var parserOffset: Int? {
        guard let parser else { return nil }
        let offset = Int(xmlByteConsumed(parser))
        return offset >= 0 && offset <= bytes.count ? offset : nil
    }

    private var currentLine: Int {
        guard let input = parser?.pointee.input else { return 1 }
        return max(1, Int(input.pointee.line))
    }

    /// An attribute value as libxml2 hands it over, with its one remaining escape undone. Without
    /// entity substitution (which stays off) libxml2 replaces every reference in a value except
    /// those that stand for `&`: `&amp;`, `&#38;` and `&#x26;` all arrive as `&#38;`, and no other
    /// `&` can arrive, so each `&#38;` is exactly one `&`.
    static func attributeValue(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
        guard bytes.contains(ampersand) else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            decoded.append(bytes[index])
            if bytes[index] == ampersand, index + escapedAmpersand.count <= bytes.count,
               escapedAmpersand.indices.allSatisfy({ bytes[index + $0] == escapedAmpersand[$0] }) {
                index += escapedAmpersand.count
            } else {
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static let ampersand = UInt8(ascii: "&")
    private static let escapedAmpersand = Array("&#38;".utf8)

    /// Whether the text has a character that is not white space (as `Character.isWhitespace` sees it).
    private static func hasNonBlank(_ text: UnsafeBufferPointer<xmlChar>) -> Bool {
        var sawNonASCII = false
        for byte in text {
            if byte >= 0x80 {
                sawNonASCII = true
            } else if !MarkupScanner.isSpace(byte), byte != 0x0B, byte != 0x0C {
                return true
            }
        }
        return sawNonASCII && String(decoding: text, as: UTF8.self).contains { !$0.isWhitespace }
    }

    static func doctypeRefusal(at location: SourceLocation) -> Diagnostic {
        .error("DOCTYPE declarations are not allowed (they can load external files or expand entities)",
               at: location, rule: SafeXMLReader.Rule.doctype)
    }

    private static func builder(_ context: UnsafeMutableRawPointer?) -> XMLTreeBuilder? {
        context.map { Unmanaged<XMLTreeBuilder>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The SAX2 callbacks: elements, text, comments and processing instructions are built; a
    /// DOCTYPE or an entity reference stops the parse; everything else is left unset, so nothing
    /// is declared, loaded or expanded.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
            XMLTreeBuilder.builder(context)?.startElement(localName: localName, namespaceURI: uri,
                                           attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in XMLTreeBuilder.builder(context)?.endElement() }
        handler.characters = { context, text, length in
            guard let text, length > 0 else { return }
            XMLTreeBuilder.builder(context)?.characters(UnsafeBufferPointer(start: text, count: Int(length)))
        }
        handler.comment = { context, text in XMLTreeBuilder.builder(context)?.comment(text) }
        handler.processingInstruction = { context, _, _ in XMLTreeBuilder.builder(context)?.processingInstruction() }
        handler.internalSubset = { context, _, _, _ in
            guard let builder = XMLTreeBuilder.builder(context) else { return }
            let location = builder.parserOffset.map { builder.cursor.location(at: $0) }
                ?? SourceLocation(in: builder.file, line: builder.currentLine, column: 1)
            builder.stop(XMLTreeBuilder.doctypeRefusal(at: location))
        }
        handler.reference = { context, _ in
            guard let builder = XMLTreeBuilder.builder(context) else { return }
            builder.stop(.error("entity references are not allowed",
                                at: SourceLocation(in: builder.file, line: builder.currentLine, column: 1),
                                rule: SafeXMLReader.Rule.doctype))
        }
        handler.serror = { context, error in
            guard let error else { return }
            XMLTreeBuilder.builder(context)?.record(error.pointee)
        }
        return handler
    }
}

/// Strings for the names libxml2 reports. The parser's names come from its dictionary, so one
/// name arrives again and again at one address while the parser lives (one table serves one
/// parse); the cache is keyed by that address and checks the bytes too, so a name that is not
/// the dictionary's is never misread.
private final class NameTable {
    private struct Entry {
        var string: String
        var bytes: [UInt8]
    }

    private struct QualifiedKey: Hashable {
        var prefix: UnsafeRawPointer
        var localName: UnsafeRawPointer
    }

    private struct QualifiedEntry {
        var prefix: String
        var localName: String
        var name: String
    }

    private var entries: [UnsafeRawPointer: Entry] = [:]
    private var qualified: [QualifiedKey: QualifiedEntry] = [:]

    func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        let key = UnsafeRawPointer(pointer)
        if let cached = entries[key], Self.matches(cached.bytes, pointer) { return cached.string }
        let string = String(cString: pointer)
        entries[key] = Entry(string: string, bytes: Array(string.utf8))
        return string
    }

    /// `prefix:localName`, or `localName` without a prefix.
    func qualifiedName(prefix: UnsafePointer<xmlChar>?, localName: UnsafePointer<xmlChar>?) -> String? {
        guard let prefix else { return string(localName) }
        guard let localName, let prefixString = string(prefix), let localString = string(localName) else { return nil }
        let key = QualifiedKey(prefix: UnsafeRawPointer(prefix), localName: UnsafeRawPointer(localName))
        if let cached = qualified[key], cached.prefix == prefixString, cached.localName == localString {
            return cached.name
        }
        let name = prefixString + ":" + localString
        qualified[key] = QualifiedEntry(prefix: prefixString, localName: localString, name: name)
        return name
    }

    /// Whether the NUL-terminated `pointer` holds exactly `bytes` (a shorter string stops at its
    /// NUL, which no name's bytes contain).
    private static func matches(_ bytes: [UInt8], _ pointer: UnsafePointer<xmlChar>) -> Bool {
        for index in bytes.indices where pointer[index] != bytes[index] { return false }
        return pointer[bytes.count] == 0
    }
}
