internal import CLibXML2
import SceneGraph

/// Builds an ``XMLTree`` from libxml2's SAX2 events, with the exact position of every element,
/// comment and text, and what places every attribute exactly when asked (``SourceTags``).
///
/// libxml2 parses the whole buffer in one call and reports elements as it meets them; nothing of
/// its own tree is built. Positions come from the parser's byte offset at each event (libxml2
/// records only lines), refined by ``MarkupScanner``, and are kept as byte offsets: lines and
/// columns are worked out when asked for, elements' as attributes' (see ``SourceTags``), from a
/// line index made the first time one is asked.
struct XMLTreeBuilder {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes as an array, kept by the tree.
    private let source: [UInt8]
    private let file: SourceFile
    private let limits: XMLLimits
    private let scanner: MarkupScanner
    /// Where the lines start, made the first time a location is asked for while reading.
    private var lines: SourceLineIndex?
    private var names = NameTable()
    private var parser: xmlParserCtxtPtr?

    // The tree's flat storage, filled in document order (see ``XMLStorage``).
    private var elements: [XMLStorage.Element] = []
    private var attributes: [XMLStorage.Attribute] = []
    private var children: [UInt32] = []
    private var values: [UInt8] = []
    /// What the graph keeps to place elements and attributes later (see ``SourceTags``).
    private var tags: [SourceTags.Tag] = []
    /// The line libxml2 was on for each element whose tag was not found in the bytes.
    private var unplacedLines: [Int: UInt32] = [:]
    private var attributeNames: [UInt32] = []
    /// The elements whose end tag is still to come, innermost last.
    private var open: [Int] = []
    /// Finished elements whose parent is still open, grouped by parent in `open`'s order.
    private var pendingChildren: [UInt32] = []
    /// Where each open element's finished children start in `pendingChildren`.
    private var pendingStarts: [Int] = []
    private var comments: [XMLComment] = []
    /// The first problem that stops the build (a limit, a DOCTYPE, an entity reference).
    private var failure: Diagnostic?
    /// libxml2's own errors, in order.
    private var errors: [Diagnostic] = []
    /// The offset just past the last markup reported (a tag, a comment, a processing instruction).
    private var markupEnd = 0
    /// Whether libxml2 found the text well-formed, and the line where it stopped.
    private var wellFormed = false
    private var lineAtEnd = 1
    /// The bytes libxml2's name dictionary held when it stopped (``buildPiece(_:options:reservingFor:)``).
    private var dictionaryUsage = 0
    /// Whether a comment's `<!--` was not found, so that it was placed by libxml2's line.
    private var placedByLine = false
    /// Where the text libxml2 reads comes from when it reads a piece of the document
    /// (``buildPiece(_:options:reservingFor:)``); empty when it reads `bytes` itself. Positions are always
    /// offsets into `bytes`.
    private var pieceRuns: [DocumentPiece.Run] = []
    /// How many bytes the storage is reserved for, when not the text libxml2 reads
    /// (``buildPiece(_:options:reservingFor:)``).
    private var reservedByteCount: Int?

    /// A builder over `bytes`, the contents of `source`, which must stay valid until
    /// ``build(options:)`` or ``buildPiece(_:options:reservingFor:)`` returns.
    init(bytes: UnsafeBufferPointer<UInt8>, source: [UInt8], path: String, limits: XMLLimits) {
        self.bytes = bytes
        self.source = source
        self.file = SourceFile(path)
        self.limits = limits
        self.scanner = MarkupScanner(bytes: bytes)
    }

    /// The location of the character at `offset` (a diagnostic's, a comment's).
    private mutating func location(at offset: Int) -> SourceLocation {
        let lines = self.lines ?? SourceLineIndex(scanning: bytes)
        self.lines = lines
        return file.location(lines.position(at: offset, in: bytes))
    }

    /// Parses the bytes with `options` and returns the tree, or the diagnostics that stop it; the
    /// caller has asked ``refusalBeforeParsing()`` first.
    mutating func build(options: Int32) -> (tree: XMLTree?, diagnostics: [Diagnostic]) {
        let parsed: Bool = bytes.withMemoryRebound(to: CChar.self) { parse($0, options: options) }
        guard parsed else {
            return (nil, [.error("libxml2 could not create a parser", at: nil, rule: SafeXMLReader.Rule.malformed)])
        }
        if let failure { return (nil, [failure]) }
        if let first = errors.first { return (nil, [first]) }
        if !wellFormed {
            return (nil, [.error("malformed XML", at: SourceLocation(in: file, line: lineAtEnd, column: 1), rule: SafeXMLReader.Rule.malformed)])
        }
        guard !elements.isEmpty, open.isEmpty else {
            return (nil, [.error("document has no root element", at: SourceLocation(in: file, line: 1, column: 1), rule: SafeXMLReader.Rule.malformed)])
        }
        let storage = XMLStorage(file: file, names: names.strings, elements: elements, attributes: attributes,
                                 children: children, values: values, source: source, lines: lines,
                                 tags: Self.exactCopy(tags), unplacedLines: unplacedLines, attributeNames: Self.exactCopy(attributeNames))
        return (XMLTree(root: XMLElement(storage: storage, index: 0), comments: comments), [])
    }

    /// What stops the document before libxml2 reads it: a DOCTYPE (its internal subset could
    /// declare entities) or a tag with more attributes than the limit.
    mutating func refusalBeforeParsing() -> Diagnostic? {
        if let doctype = scanner.doctypeInProlog(from: 0) {
            return Self.doctypeRefusal(at: location(at: doctype))
        }
        if let tag = scanner.firstTag(withMoreAttributesThan: limits.maxAttributesPerElement) {
            return .error("an element has more than \(limits.maxAttributesPerElement) attributes, the limit",
                          at: location(at: tag), rule: SafeXMLReader.Rule.tooManyAttributes)
        }
        return nil
    }

    /// Has libxml2 parse `text` (the bytes, or the piece's) with the callbacks filling the
    /// builder; false when it could not make a parser.
    private mutating func parse(_ text: UnsafeBufferPointer<CChar>, options: Int32) -> Bool {
        guard let parser = xmlCreateMemoryParserCtxt(text.baseAddress, Int32(text.count)) else { return false }
        defer { xmlFreeParserCtxt(parser) }
        self.parser = parser
        reserveStorage(for: reservedByteCount ?? text.count)
        names.dictionary = parser.pointee.dict
        parser.pointee.sax.pointee = Self.makeHandler()
        // The callbacks reach the builder through this pointer, and nothing else touches it
        // while libxml2 parses.
        withUnsafeMutablePointer(to: &self) { builder in
            parser.pointee.userData = UnsafeMutableRawPointer(builder)
            xmlCtxtUseOptions(parser, options)
            xmlParseDocument(parser)
            parser.pointee.userData = nil
        }
        wellFormed = parser.pointee.wellFormed != 0
        lineAtEnd = currentLine
        dictionaryUsage = parser.pointee.dict.map { Int(xmlDictGetUsage($0)) } ?? 0
        self.parser = nil
        return true
    }

    /// Parses `piece` of the builder's bytes (``DocumentPiece``): what it read, or nil when
    /// anything went otherwise than in a well-formed document read whole (an error, a limit, an
    /// element or a comment not placed by its bytes) — the caller then reads the document whole.
    /// With `byteCount`, the storage is reserved for that many bytes rather than the piece's: the
    /// first piece's storage becomes the joined document's (``PiecewiseParse/join(_:source:path:limits:)``).
    mutating func buildPiece(_ piece: DocumentPiece, options: Int32, reservingFor byteCount: Int? = nil) -> ParsedPiece? {
        pieceRuns = piece.runs
        reservedByteCount = byteCount
        let parsed: Bool = piece.text(of: bytes).withUnsafeBufferPointer { text in
            text.withMemoryRebound(to: CChar.self) { parse($0, options: options) }
        }
        guard parsed, failure == nil, errors.isEmpty, wellFormed, !elements.isEmpty, open.isEmpty, unplacedLines.isEmpty, !placedByLine else {
            return nil
        }
        return ParsedPiece(names: names.strings, elements: elements, attributes: attributes, children: children, values: values,
                           tags: tags, attributeNames: attributeNames, comments: comments, lines: lines, dictionaryUsage: dictionaryUsage)
    }

    /// Room for what a document of this size usually holds, so the storage is seldom copied to a
    /// larger buffer while libxml2 parses. Storyboards and scene files measure about one element
    /// per 80–140 bytes, one attribute per 28–38, and attribute values a fifth to a third of the
    /// bytes; the reservation takes the dense end, and a document beyond it grows as before.
    private mutating func reserveStorage(for byteCount: Int) {
        let count = min(byteCount, limits.maxBytes)
        elements.reserveCapacity(min(count / 64, limits.maxElements))
        children.reserveCapacity(min(count / 64, limits.maxElements))
        attributes.reserveCapacity(count / 24)
        tags.reserveCapacity(min(count / 64, limits.maxElements))
        attributeNames.reserveCapacity(count / 24)
        values.reserveCapacity(count / 3)
    }

    // MARK: Events

    private mutating func startElement(localName: UnsafePointer<xmlChar>?, namespaceURI: UnsafePointer<xmlChar>?,
                              attributeCount: Int, attributes libxmlAttributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let tagEnd = parserOffset.flatMap { end in
            end < bytes.count && (bytes[end] == UInt8(ascii: ">") || bytes[end] == UInt8(ascii: "/")) ? end : nil
        }
        let tagStart = tagEnd.flatMap { scanner.startOfTag(endingAt: $0) }
        if elements.count >= limits.maxElements {
            stop(.error("document has more than \(limits.maxElements) elements", at: elementLocation(at: tagStart), rule: SafeXMLReader.Rule.limit))
            return
        }
        if open.count >= limits.maxDepth {
            stop(.error("elements nest more than \(limits.maxDepth) deep", at: elementLocation(at: tagStart), rule: SafeXMLReader.Rule.limit))
            return
        }
        let tag = tagStart.flatMap { start in tagEnd.map { (start: UInt32(start), end: UInt32($0)) } }
        if tagStart != nil, let tagEnd { markupEnd = tagEnd + (bytes[tagEnd] == UInt8(ascii: "/") ? 2 : 1) }
        let firstAttribute = attributes.count
        if attributeCount > 0, let libxmlAttributes {
            for index in 0..<attributeCount {
                // Each attribute is five pointers: local name, prefix, URI, value start, value end.
                let base = index * 5
                let valueStart = values.count
                if let start = libxmlAttributes[base + 3], let end = libxmlAttributes[base + 4] {
                    Self.appendValue(UnsafeBufferPointer(start: start, count: end - start), to: &values)
                }
                let name = names.qualifiedName(prefix: libxmlAttributes[base + 1], localName: libxmlAttributes[base])
                attributeNames.append(name)
                attributes.append(XMLStorage.Attribute(
                    name: name,
                    namespace: names.optionalIndex(libxmlAttributes[base + 2]),
                    valueStart: UInt32(valueStart), valueCount: UInt32(values.count - valueStart)))
            }
        }
        elements.append(XMLStorage.Element(
            name: names.index(localName), namespace: names.optionalIndex(namespaceURI),
            firstAttribute: UInt32(firstAttribute), attributeCount: UInt32(attributes.count - firstAttribute),
            firstChild: 0, childCount: 0, text: XMLStorage.noText))
        if tag == nil { unplacedLines[elements.count - 1] = UInt32(currentLine) }
        tags.append(SourceTags.Tag(start: tag?.start ?? SourceTags.unknownOffset, end: tag?.end ?? SourceTags.unknownOffset,
                                   firstAttribute: UInt32(firstAttribute), attributeCount: UInt32(attributes.count - firstAttribute)))
        open.append(elements.count - 1)
        pendingStarts.append(pendingChildren.count)
    }

    private mutating func endElement() {
        if let end = parserOffset { markupEnd = end }
        guard let element = open.popLast(), let start = pendingStarts.popLast() else { return }
        elements[element].firstChild = UInt32(children.count)
        elements[element].childCount = UInt32(pendingChildren.count - start)
        children.append(contentsOf: pendingChildren[start...])
        pendingChildren.removeSubrange(start...)
        pendingChildren.append(UInt32(element))
    }

    private mutating func characters(_ text: UnsafeBufferPointer<xmlChar>) {
        guard let element = open.last, elements[element].text == XMLStorage.noText, Self.hasNonBlank(text) else { return }
        elements[element].text = scanner.textStart(from: markupEnd).map { UInt32($0) } ?? XMLStorage.textAtElement
    }

    /// Where an element whose tag starts at `tagStart` is: libxml2's line when the tag was not found.
    private mutating func elementLocation(at tagStart: Int?) -> SourceLocation {
        tagStart.map { location(at: $0) } ?? SourceLocation(in: file, line: currentLine, column: 1)
    }

    private mutating func comment(_ text: UnsafePointer<xmlChar>?) {
        let end = parserOffset
        let start = end.flatMap { scanner.startOfComment(endingBefore: $0) }
        if let end { markupEnd = end }
        if start == nil { placedByLine = true }
        let place = start.map { location(at: $0) } ?? SourceLocation(in: file, line: currentLine, column: 1)
        comments.append(XMLComment(text: text.map { String(cString: $0) } ?? "", location: place))
    }

    private mutating func processingInstruction() {
        if let end = parserOffset { markupEnd = end }
    }

    private mutating func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        errors.append(SafeXMLReader.diagnostic(for: error, in: file))
    }

    private mutating func stop(_ diagnostic: Diagnostic) {
        if failure == nil { failure = diagnostic }
        if let parser { xmlStopParser(parser) }
    }

    // MARK: Helpers

    /// The elements of `array` in an array of their number: the graph keeps what the tree hands
    /// it for the whole run, and the room reserved for a dense document would be kept with it.
    static func exactCopy<Element>(_ array: [Element]) -> [Element] {
        array.count == array.capacity ? array : array.withUnsafeBufferPointer { Array($0) }
    }

    /// The byte offset where the parser stands, when it lies within the bytes. Always inlined:
    /// called from the event handlers, which change the builder, a call copied the whole builder
    /// for it at every element (0.6 % of `check` of scene files).
    @inline(__always)
    private var parserOffset: Int? {
        Self.offset(consumedBy: parser, runs: pieceRuns, byteCount: bytes.count)
    }

    /// Where `parser` stands in the document: its offset in the text it reads, through `runs`
    /// when it reads a piece; nil without a parser or outside the document's `byteCount` bytes.
    private static func offset(consumedBy parser: xmlParserCtxtPtr?, runs: [DocumentPiece.Run], byteCount: Int) -> Int? {
        guard let parser else { return nil }
        let consumed = Int(xmlByteConsumed(parser))
        let offset = runs.isEmpty ? consumed : DocumentPiece.originalOffset(of: consumed, in: runs)
        return offset >= 0 && offset <= byteCount ? offset : nil
    }

    private var currentLine: Int {
        guard let input = parser?.pointee.input else { return 1 }
        return max(1, Int(input.pointee.line))
    }

    /// Appends an attribute value as libxml2 hands it over, with its one remaining escape undone.
    /// Without entity substitution (which stays off) libxml2 replaces every reference in a value
    /// except those that stand for `&`: `&amp;`, `&#38;` and `&#x26;` all arrive as `&#38;`, and no
    /// other `&` can arrive, so each `&#38;` is exactly one `&`.
    static func appendValue(_ bytes: UnsafeBufferPointer<xmlChar>, to decoded: inout [UInt8]) {
        guard bytes.contains(ampersand) else {
            decoded.append(contentsOf: bytes)
            return
        }
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
    }

    private static let ampersand = UInt8(ascii: "&")
    private static let escapedAmpersand = Array("&#38;".utf8)

    /// Whether the text has a character that is not white space (as `Character.isWhitespace` sees it).
    /// `BlankWordTests` compares it with that definition.
    static func hasNonBlank(_ text: UnsafeBufferPointer<xmlChar>) -> Bool {
        // Eight bytes at a time while all are spaces, tabs or line breaks: the indentation between
        // tags, which is most of the text a scene file has.
        var index = 0
        if let base = text.baseAddress {
            while index + 8 <= text.count {
                if !Self.allBlank(ByteScan.word(at: index, of: base)) { break }
                index += 8
            }
        }
        var sawNonASCII = false
        for byte in text[index...] {
            if byte >= 0x80 {
                sawNonASCII = true
            } else if !MarkupScanner.isSpace(byte), byte != 0x0B, byte != 0x0C {
                return true
            }
        }
        return sawNonASCII && String(decoding: text, as: UTF8.self).contains { !$0.isWhitespace }
    }

    /// Whether every byte of `word` is a space, a tab or a line break.
    static func allBlank(_ word: UInt64) -> Bool {
        let blanks = ByteScan.zeroBytes(word ^ ByteScan.broadcast(0x20)) | ByteScan.zeroBytes(word ^ ByteScan.broadcast(0x09))
            | ByteScan.zeroBytes(word ^ ByteScan.broadcast(0x0A)) | ByteScan.zeroBytes(word ^ ByteScan.broadcast(0x0D))
        return blanks == ByteScan.zeroBytes(0)
    }

    static func doctypeRefusal(at location: SourceLocation) -> Diagnostic {
        .error("DOCTYPE declarations are not allowed (they can load external files or expand entities)",
               at: location, rule: SafeXMLReader.Rule.doctype)
    }

    private static func builder(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLTreeBuilder>? {
        context?.assumingMemoryBound(to: XMLTreeBuilder.self)
    }

    /// The SAX2 callbacks: elements, text, comments and processing instructions are built; a
    /// DOCTYPE or an entity reference stops the parse; everything else is left unset, so nothing
    /// is declared, loaded or expanded.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
            XMLTreeBuilder.builder(context)?.pointee.startElement(localName: localName, namespaceURI: uri,
                                           attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in XMLTreeBuilder.builder(context)?.pointee.endElement() }
        handler.characters = { context, text, length in
            guard let text, length > 0 else { return }
            XMLTreeBuilder.builder(context)?.pointee.characters(UnsafeBufferPointer(start: text, count: Int(length)))
        }
        handler.comment = { context, text in XMLTreeBuilder.builder(context)?.pointee.comment(text) }
        handler.processingInstruction = { context, _, _ in XMLTreeBuilder.builder(context)?.pointee.processingInstruction() }
        handler.internalSubset = { context, _, _, _ in
            guard let builder = XMLTreeBuilder.builder(context) else { return }
            let location = builder.pointee.parserOffset.map { builder.pointee.location(at: $0) }
                ?? SourceLocation(in: builder.pointee.file, line: builder.pointee.currentLine, column: 1)
            builder.pointee.stop(XMLTreeBuilder.doctypeRefusal(at: location))
        }
        handler.reference = { context, _ in
            guard let builder = XMLTreeBuilder.builder(context) else { return }
            builder.pointee.stop(.error("entity references are not allowed",
                                at: SourceLocation(in: builder.pointee.file, line: builder.pointee.currentLine, column: 1),
                                rule: SafeXMLReader.Rule.doctype))
        }
        handler.serror = { context, error in
            guard let error else { return }
            XMLTreeBuilder.builder(context)?.pointee.record(error.pointee)
        }
        return handler
    }
}

extension SourceFile {
    /// The location of a stored position in this file.
    func location(_ position: XMLStorage.Position) -> SourceLocation {
        SourceLocation(in: self, line: Int(position.line), column: Int(position.column))
    }
}
