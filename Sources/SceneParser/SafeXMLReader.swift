internal import CLibXML2
import SceneGraph

/// Reads XML through libxml2's SAX2 parser with every dangerous feature off.
///
/// - No network, no DTD loading, no external entities (a deny-all loader backs this up), no entity
///   expansion: any DOCTYPE is refused before content is read, so neither external entities nor
///   entity bombs can reach the document.
/// - Size, depth and element count are bounded by ``XMLLimits``.
/// - Every element keeps its exact line and column, and every attribute's is found when asked.
public enum SafeXMLReader {
    /// Rule ids the reader reports.
    public enum Rule {
        public static let malformed = "xml-malformed"
        public static let doctype = "xml-doctype"
        public static let limit = "xml-limit"
        public static let encoding = "xml-encoding"
        public static let tooManyAttributes = "too-many-attributes"
    }

    /// Parses `bytes` (the contents of `path`) into a tree, or returns the diagnostics that stop it.
    public static func parse(bytes: [UInt8], path: String, limits: XMLLimits = .default) -> (tree: XMLTree?, diagnostics: [Diagnostic]) {
        parse(bytes: bytes, path: path, limits: limits, pieces: PiecewiseParse.pieceCount(byteCount: bytes.count))
    }

    /// ``parse(bytes:path:limits:)`` trying `pieces` pieces side by side first when more than one
    /// (``PiecewiseParse``; tests cut small documents unevenly); the tree and the diagnostics are
    /// the same either way.
    static func parse(bytes: [UInt8], path: String, limits: XMLLimits, pieces: Int, evenly: Bool = true) -> (tree: XMLTree?, diagnostics: [Diagnostic]) {
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
        return bytes.withUnsafeBufferPointer { buffer in
            var builder = XMLTreeBuilder(bytes: buffer, source: bytes, path: path, limits: limits)
            if let refusal = builder.refusalBeforeParsing() { return (nil, [refusal]) }
            if pieces > 1, let tree = PiecewiseParse.tree(of: bytes, path: path, limits: limits, options: options, pieces: pieces, evenly: evenly) {
                return (tree, [])
            }
            return builder.build(options: options)
        }
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
        while index < end, [UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
            index += 1
        }
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

extension SafeXMLReader {
    /// A diagnostic for one of libxml2's errors: its message made to read like scenec's own, at
    /// its line and column.
    static func diagnostic(for error: xmlError, in file: SourceFile) -> Diagnostic {
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        message = message.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
        message = message.replacingSpaceBeforePunctuation
        while let last = message.last, last.isWhitespace || last == "." { message.removeLast() }
        if let first = message.first { message = first.lowercased() + message.dropFirst() }
        let location = SourceLocation(in: file, line: max(1, Int(error.line)), column: max(1, Int(error.int2)))
        let rule = error.code == XML_ERR_ENTITY_LOOP.rawValue ? SafeXMLReader.Rule.limit : SafeXMLReader.Rule.malformed
        return .error(message, at: location, rule: rule)
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
