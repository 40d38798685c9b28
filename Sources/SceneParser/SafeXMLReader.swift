internal import CLibXML2
import SceneGraph

/// Reads XML through libxml2's streaming reader with every dangerous feature off.
///
/// - No network, no DTD loading, no external entities (a deny-all loader backs this up), no entity
///   expansion: any DOCTYPE is refused before content is read, so neither external entities nor
///   entity bombs can reach the document.
/// - Size, depth and element count are bounded by ``XMLLimits``.
/// - Every element and attribute keeps its exact line and column.
public enum SafeXMLReader {
    /// Rule ids the reader reports.
    public enum Rule {
        public static let malformed = "xml-malformed"
        public static let doctype = "xml-doctype"
        public static let limit = "xml-limit"
        public static let encoding = "xml-encoding"
    }

    /// Parses `bytes` (the contents of `path`) into a tree, or returns the diagnostics that stop it.
    public static func parse(bytes: [UInt8], path: String, limits: XMLLimits = .default) -> (tree: XMLTree?, diagnostics: [Diagnostic]) {
        _ = libraryInitialized
        let start = SourceLocation(file: path, line: 1, column: 1)
        if bytes.count > limits.maxBytes {
            return (nil, [.error("file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes)", at: start, rule: Rule.limit)])
        }
        if bytes.isEmpty {
            return (nil, [.error("file is empty", at: start, rule: Rule.malformed)])
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || (bytes.count > 1 && (bytes[0] == 0 || bytes[1] == 0)) {
            return (nil, [.error("file is not UTF-8 (it looks like UTF-16); scene files must be UTF-8", at: start, rule: Rule.encoding)])
        }
        if let (encoding, column) = declaredEncoding(bytes), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            return (nil, [.error("file declares the encoding '\(encoding)'; scene files and storyboards must be UTF-8",
                                 at: SourceLocation(file: path, line: 1, column: column), rule: Rule.encoding)])
        }
        var session = ReaderSession(bytes: bytes, path: path, limits: limits)
        return session.run()
    }

    /// The `encoding` of the XML declaration and the column where its value starts, if declared.
    static func declaredEncoding(_ bytes: [UInt8]) -> (String, Int)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? min(bytes.count, start + 200)
        let keyword = Array("encoding".utf8)
        var index = start
        while index + keyword.count <= end, !bytes[index...].starts(with: keyword) { index += 1 }
        guard index + keyword.count <= end else { return nil }
        index += keyword.count
        while index < end, [UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "\t")].contains(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
        return (String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self), valueStart - start + 1)
    }

    /// One-time libxml2 set-up: initialise the library and refuse every external entity load.
    private static let libraryInitialized: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    /// The parser options: no network and full line numbers; nothing that loads or expands entities.
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)
}

/// Collects libxml2's structured errors for one reader.
private final class ErrorSink {
    let path: String
    var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        message = message.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
        message = message.replacingSpaceBeforePunctuation
        while let last = message.last, last.isWhitespace || last == "." { message.removeLast() }
        if let first = message.first { message = first.lowercased() + message.dropFirst() }
        let location = SourceLocation(file: path, line: max(1, Int(error.line)), column: max(1, Int(error.int2)))
        let rule = error.code == XML_ERR_ENTITY_LOOP.rawValue ? SafeXMLReader.Rule.limit : SafeXMLReader.Rule.malformed
        diagnostics.append(.error(message, at: location, rule: rule))
    }
}

/// Strings for the names libxml2 reports. The reader's names come from its dictionary, so one
/// name arrives again and again at one address; the cache is keyed by that address and checks
/// the bytes too, so an address that is reused for another name is never misread.
private final class NameTable {
    private var entries: [UnsafeRawPointer: String] = [:]

    func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        let key = UnsafeRawPointer(pointer)
        if let cached = entries[key], Self.matches(cached, pointer) { return cached }
        let string = String(cString: pointer)
        entries[key] = string
        return string
    }

    /// Whether the NUL-terminated `pointer` holds exactly `string`'s UTF-8 bytes.
    private static func matches(_ string: String, _ pointer: UnsafePointer<xmlChar>) -> Bool {
        var index = 0
        for byte in string.utf8 {
            if pointer[index] != byte { return false }  // a shorter C string stops at its NUL
            index += 1
        }
        return pointer[index] == 0
    }
}

private struct ReaderSession {
    private let bytes: [UInt8]
    private let path: String
    private let limits: XMLLimits
    private var scanner: MarkupScanner

    init(bytes: [UInt8], path: String, limits: XMLLimits) {
        self.bytes = bytes
        self.path = path
        self.limits = limits
        self.scanner = MarkupScanner(bytes: bytes, file: path)
    }

    mutating func run() -> (tree: XMLTree?, diagnostics: [Diagnostic]) {
        // Refuse a DOCTYPE before libxml2 sees it: its internal subset could declare entities
        // that the parser would expand while reading ahead, before the reader reports the node.
        if let doctype = scanner.doctypeInProlog() {
            return (nil, [Self.doctypeRefusal(at: doctype)])
        }
        let sink = ErrorSink(path: path)
        let reader: xmlTextReaderPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReaderForMemory($0, Int32(buffer.count), path, "UTF-8", SafeXMLReader.options)
            }
        }
        guard let reader else {
            return (nil, [.error("libxml2 could not create a reader", at: nil, rule: SafeXMLReader.Rule.malformed)])
        }
        defer { xmlFreeTextReader(reader) }
        let context = Unmanaged.passUnretained(sink).toOpaque()
        xmlTextReaderSetStructuredErrorHandler(reader, { userData, error in
            guard let userData, let error else { return }
            Unmanaged<ErrorSink>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
        }, context)

        // Element and attribute names repeat: make each distinct one a String once.
        let names = NameTable()
        // The elements being built, innermost last; the root is finished when the stack empties.
        var stack: [XMLElement] = []
        var root: XMLElement?
        var comments: [XMLComment] = []
        var elementCount = 0
        var failure: Diagnostic?

        func finish(_ element: XMLElement) {
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        readLoop: while failure == nil {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            if status < 0 {
                if sink.diagnostics.isEmpty {
                    failure = .error("malformed XML", at: SourceLocation(file: path, line: Int(xmlTextReaderGetParserLineNumber(reader)), column: 1), rule: SafeXMLReader.Rule.malformed)
                }
                break
            }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                elementCount += 1
                let tag = scanner.nextStartTag()
                let location = tag?.location ?? SourceLocation(file: path, line: Int(xmlTextReaderGetParserLineNumber(reader)), column: 1)
                if elementCount > limits.maxElements {
                    failure = .error("document has more than \(limits.maxElements) elements", at: location, rule: SafeXMLReader.Rule.limit)
                    break readLoop
                }
                if stack.count >= limits.maxDepth {
                    failure = .error("elements nest more than \(limits.maxDepth) deep", at: location, rule: SafeXMLReader.Rule.limit)
                    break readLoop
                }
                var element = XMLElement(
                    name: names.string(xmlTextReaderConstLocalName(reader)) ?? "",
                    namespaceURI: names.string(xmlTextReaderConstNamespaceUri(reader)),
                    attributes: [], children: [], location: location)
                let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
                while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                    if xmlTextReaderIsNamespaceDecl(reader) == 1 { continue }
                    let qualifiedName = xmlTextReaderConstName(reader)
                    let scanned = tag.flatMap { tag in qualifiedName.flatMap { scanner.attribute(named: $0, in: tag) } }
                    element.attributes.append(XMLAttribute(
                        name: names.string(qualifiedName) ?? "",
                        namespaceURI: names.string(xmlTextReaderConstNamespaceUri(reader)),
                        value: string(xmlTextReaderConstValue(reader)) ?? "",
                        location: scanned?.valueLocation ?? location,
                        nameLocation: scanned?.nameLocation ?? location))
                }
                xmlTextReaderMoveToElement(reader)
                if isEmpty { finish(element) } else { stack.append(element) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                if let element = stack.popLast() { finish(element) }
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                let text = string(xmlTextReaderConstValue(reader)) ?? ""
                if !stack.isEmpty, stack[stack.count - 1].textLocation == nil, text.contains(where: { !$0.isWhitespace }) {
                    stack[stack.count - 1].textLocation = scanner.nextTextLocation() ?? stack[stack.count - 1].location
                }
            case Int32(XML_READER_TYPE_COMMENT.rawValue):
                let location = scanner.nextComment() ?? SourceLocation(file: path, line: 1, column: 1)
                comments.append(XMLComment(text: string(xmlTextReaderConstValue(reader)) ?? "", location: location))
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                failure = Self.doctypeRefusal(at: doctypeLocation())
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                failure = .error("entity references are not allowed", at: SourceLocation(file: path, line: Int(xmlTextReaderGetParserLineNumber(reader)), column: 1), rule: SafeXMLReader.Rule.doctype)
            default:
                break
            }
        }
        if let failure { return (nil, [failure]) }
        if !sink.diagnostics.isEmpty { return (nil, [sink.diagnostics[0]]) }
        guard let root else {
            return (nil, [.error("document has no root element", at: SourceLocation(file: path, line: 1, column: 1), rule: SafeXMLReader.Rule.malformed)])
        }
        return (XMLTree(root: root, comments: comments, elementCount: elementCount), [])
    }

    private static func doctypeRefusal(at location: SourceLocation) -> Diagnostic {
        .error("DOCTYPE declarations are not allowed (they can load external files or expand entities)",
               at: location, rule: SafeXMLReader.Rule.doctype)
    }

    private func doctypeLocation() -> SourceLocation {
        let marker = Array("<!DOCTYPE".utf8)
        var line = 1, column = 1, index = 0
        while index < bytes.count, !bytes[index...].starts(with: marker) {
            if bytes[index] == 0x0A { line += 1; column = 1 } else if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: line, column: column)
    }

    private func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

private extension String {
    /// libxml2 writes "encoding !"; a diagnostic reads better as "encoding!".
    var replacingSpaceBeforePunctuation: String {
        var result = ""
        for character in self {
            if character == "!" || character == ",", result.last == " " { result.removeLast() }
            result.append(character)
        }
        return result
    }
}
