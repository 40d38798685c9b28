import CLibYAML

/// A node of a YAML document: a scalar, a sequence or a mapping, with where it starts.
public struct YAMLNode: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        /// The pairs in the order the document gives them (duplicate keys kept).
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    /// What the node holds.
    public var content: Content
    /// The line of the node's first character, from 1.
    public var line: Int
    /// The column of the node's first character, from 1, in Unicode scalars.
    public var column: Int
    /// How many collections nest here: 0 for a scalar, 1 for a collection of scalars, and so on
    /// (an alias brings its anchor's depth along, so the reader can bound the whole document's).
    var depth = 0

    /// The text of a scalar.
    public var scalar: String? {
        if case .scalar(let text) = content { return text }
        return nil
    }

    /// The items of a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs of a mapping.
    public var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A scalar that means "no value": empty, `~` or `null` (YAML's core schema spellings).
    public var isNull: Bool {
        guard let text = scalar else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// A scalar read as a truth value: true/yes/on and false/no/off in any case (YAML 1.1).
    public var bool: Bool? {
        switch scalar?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}

/// Reads YAML text into ``YAMLNode``s with libyaml's event parser (aliases resolved to the
/// nodes their anchors name). The one YAML scenec reads is its configuration file.
public enum YAMLReader {
    /// Text that is not YAML, or not a single document: libyaml's description and position.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        public var problem: String
        public var line: Int
        public var column: Int
        public var description: String { "\(line):\(column): \(problem)" }
    }

    /// How deep sequences and mappings may nest (a configuration needs three levels).
    public static let maximumDepth = 256

    /// The one document of `text`, or nil when the text holds none (empty, or comments only).
    public static func document(_ text: String) throws(SyntaxError) -> YAMLNode? {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x0A] }  // libyaml reads an empty buffer as a stream all the same; keep a valid pointer
        return try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            // libyaml keeps a pointer to its parser (its input handler's data), so the parser lives
            // at one address for the whole read, not in a Swift variable passed with `&`.
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            parser.initialize(to: yaml_parser_t())
            guard yaml_parser_initialize(parser) != 0 else {
                throw SyntaxError(problem: "out of memory", line: 1, column: 1)
            }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var builder = Builder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(parser, &event) != 0 else { throw parserError(parser.pointee, in: buffer) }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return builder.root }
                try builder.take(event)
            }
        }
    }

    /// libyaml's error where it happened: the scanner's and parser's problem mark, or for the
    /// reader's errors (a control character, malformed UTF-8) the byte offset it gives.
    private static func parserError(_ parser: yaml_parser_t, in bytes: UnsafeBufferPointer<UInt8>) -> SyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "not YAML"
        let context = parser.context.map { " " + String(cString: $0) } ?? ""
        if parser.error == YAML_READER_ERROR {
            let (line, column) = position(ofByte: Int(parser.problem_offset), in: bytes)
            return SyntaxError(problem: problem + context, line: line, column: column)
        }
        return SyntaxError(problem: problem + context, line: Int(parser.problem_mark.line) + 1,
                           column: Int(parser.problem_mark.column) + 1)
    }

    /// The line and column (in Unicode scalars, from 1) of the byte at `offset`.
    static func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// Nodes built from the events as they come: the open collections on a stack.
    private struct Builder {
        /// A sequence or mapping whose end has not come yet (a class: items are added in place).
        private final class Open {
            let isMapping: Bool
            let anchor: String?
            let line: Int
            let column: Int
            var items: [YAMLNode] = []
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var pendingKey: YAMLNode?
            /// The depth of the deepest node added so far.
            var deepestChild = 0

            init(isMapping: Bool, anchor: String?, line: Int, column: Int) {
                self.isMapping = isMapping
                self.anchor = anchor
                self.line = line
                self.column = column
            }

            var node: YAMLNode {
                YAMLNode(content: isMapping ? .mapping(pairs) : .sequence(items), line: line, column: column, depth: deepestChild + 1)
            }

            func add(_ node: YAMLNode) {
                deepestChild = max(deepestChild, node.depth)
                if !isMapping {
                    items.append(node)
                } else if let key = pendingKey {
                    pairs.append((key, node))
                    pendingKey = nil
                } else {
                    pendingKey = node
                }
            }
        }

        private(set) var root: YAMLNode?
        private var open: [Open] = []
        private var anchors: [String: YAMLNode] = [:]
        private var documents = 0

        mutating func take(_ event: yaml_event_t) throws(SyntaxError) {
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw SyntaxError(problem: "expected a single document, but found another", line: line, column: column)
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                add(YAMLNode(content: .scalar(text), line: line, column: column), anchor: Self.text(scalar.anchor))
            case YAML_ALIAS_EVENT:
                let name = Self.text(event.data.alias.anchor) ?? ""
                guard var node = anchors[name] else {
                    throw SyntaxError(problem: "found undefined alias '\(name)'", line: line, column: column)
                }
                // An alias pastes its anchor's node in here: the depth it brings counts too.
                guard open.count + node.depth <= YAMLReader.maximumDepth else {
                    throw SyntaxError(problem: "collections nested deeper than \(YAMLReader.maximumDepth) levels (through alias '\(name)')",
                                      line: line, column: column)
                }
                node.line = line
                node.column = column
                add(node, anchor: nil)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                // Nodes nest as values: one nested thousands deep would be freed by as deep a recursion.
                guard open.count < YAMLReader.maximumDepth else {
                    throw SyntaxError(problem: "collections nested deeper than \(YAMLReader.maximumDepth) levels", line: line, column: column)
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                open.append(Open(isMapping: isMapping, anchor: Self.text(anchor), line: line, column: column))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let closed = open.removeLast()
                add(closed.node, anchor: closed.anchor)
            default:
                break  // stream start, document end
            }
        }

        private mutating func add(_ node: YAMLNode, anchor: String?) {
            if let anchor { anchors[anchor] = node }
            if let top = open.last { top.add(node) } else { root = node }
        }

        private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
