import ParallelWork
import SceneGraph

/// What libxml2 read of one ``DocumentPiece``, in the builder's storage: the piece's own names,
/// its copied root first (element 0, its attributes and their values first), positions already
/// the document's.
struct ParsedPiece: Sendable {
    var names: [String]
    var elements: [XMLStorage.Element]
    var attributes: [XMLStorage.Attribute]
    var children: [UInt32]
    var values: [UInt8]
    var tags: [SourceTags.Tag]
    var attributeNames: [UInt32]
    var comments: [XMLComment]
    var lines: SourceLineIndex?
    /// The bytes libxml2's name dictionary held (``PiecewiseParse/dictionaryLimit``).
    var dictionaryUsage: Int
}

/// A large document parsed in pieces on every core, joined into the tree that parsing it whole
/// gives.
///
/// Why: a file is parsed on one core, and the reader and the checks that follow already run on
/// every core (issue 26, the eleventh round), so a single large file's parse was most of the
/// time a command waited on it: libxml2's parse is a third of `check`'s instructions for a scene
/// file. Each piece (``DocumentPieces``) is a document of its own that libxml2 parses with the
/// builder's callbacks; the pieces' storages are then joined — names renumbered by text, the
/// copied roots dropped, elements, attributes, values and children shifted — in document order.
/// Only a well-formed piece of a document read cleanly is joined: any error, limit or element
/// libxml2 did not place, in any piece, gives nil and the caller parses the document whole, so
/// every problem is reported as it always was. `PiecewiseParseTests` compares the joined trees
/// with whole reads.
enum PiecewiseParse {
    /// The smallest piece worth parsing on a core of its own. Measured (`check` of one scene file
    /// in two pieces against whole, 41 interleaved runs): 205 KB gained nothing (+1.9 %), 410 KB
    /// −3 to −6 %, 615 KB −6 %, 1 MB −7 to −10 % — below about 320 KB, starting a thread and
    /// joining the pieces cost what the second core saves.
    static let minimumPieceBytes = 160 * 1024

    /// How many pieces a document of `byteCount` bytes is parsed in here: one (parsed whole) when
    /// it is smaller than two pieces or inside other parallel work (files read side by side
    /// already use every core), else as many as there are cores and pieces of the smallest size.
    static func pieceCount(byteCount: Int) -> Int {
        let bySize = byteCount / minimumPieceBytes
        return bySize < 2 ? 1 : min(bySize, ConcurrentMap.width)
    }

    /// The most bytes libxml2's name dictionary may hold in one parse (`XML_MAX_DICTIONARY_LIMIT`
    /// without `XML_PARSE_HUGE`): past it one parse fails, so pieces whose dictionaries hold more
    /// together are not joined — the whole parse then says what it always said.
    static let dictionaryLimit = 10_000_000

    /// The tree of `source` parsed in at most `pieces` pieces, or nil when it must be parsed
    /// whole (no cut found, pieces not even enough when `evenly`, a piece that did not read cleanly).
    static func tree(of source: [UInt8], path: String, limits: XMLLimits, options: Int32, pieces: Int, evenly: Bool = true) -> XMLTree? {
        guard let cut = source.withUnsafeBufferPointer({ DocumentPieces.cut($0, into: pieces, evenly: evenly) }) else { return nil }
        let parsed = ConcurrentMap.map(cut.count) { index in
            source.withUnsafeBufferPointer { bytes in
                var builder = XMLTreeBuilder(bytes: bytes, source: source, path: path, limits: limits)
                return builder.buildPiece(cut[index], options: options)
            }
        }
        var complete: [ParsedPiece] = []
        for piece in parsed {
            guard let piece else { return nil }
            complete.append(piece)
        }
        return join(complete, source: source, path: path, limits: limits)
    }

    /// The pieces' storages as one, as parsing the document whole makes it; nil when the
    /// document has more elements than `limits` allow (parsed whole, it stops with that error) or
    /// the pieces' name dictionaries more than ``dictionaryLimit`` bytes together.
    static func join(_ pieces: [ParsedPiece], source: [UInt8], path: String, limits: XMLLimits) -> XMLTree? {
        let elementCount = pieces.reduce(1) { $0 + $1.elements.count - 1 }
        let dictionaryUsage = pieces.reduce(0) { $0 + $1.dictionaryUsage }
        guard let first = pieces.first, elementCount <= limits.maxElements, dictionaryUsage <= dictionaryLimit else { return nil }
        var names = NameJoin()
        var elements: [XMLStorage.Element] = []
        var attributes: [XMLStorage.Attribute] = []
        var children: [UInt32] = []
        var values: [UInt8] = []
        var tags: [SourceTags.Tag] = []
        var attributeNames: [UInt32] = []
        var comments: [XMLComment] = []
        // Made once at their final sizes (the copied roots' attributes and values left out).
        let copiedRoots = pieces.dropFirst().map { $0.elements[0].attributeCount }
        elements.reserveCapacity(elementCount)
        tags.reserveCapacity(elementCount)
        let attributeCount = pieces.reduce(0) { $0 + $1.attributes.count } - copiedRoots.reduce(0) { $0 + Int($1) }
        attributes.reserveCapacity(attributeCount)
        attributeNames.reserveCapacity(attributeCount)
        values.reserveCapacity(pieces.reduce(0) { $0 + $1.values.count })
        children.reserveCapacity(pieces.reduce(0) { $0 + $1.children.count })
        var rootChildren: [UInt32] = []
        var rootText = first.elements[0].text
        for (number, piece) in pieces.enumerated() {
            let renamed = piece.names.map { names.index(of: $0) }
            let root = piece.elements[0]
            // The first piece's root is the document's; the others' are copies, left out.
            let skipped = number == 0 ? 0 : 1
            let skippedAttributes = number == 0 ? 0 : Int(root.attributeCount)
            let skippedValues = skippedAttributes == 0 ? 0 : Int(piece.attributes[skippedAttributes - 1].valueStart + piece.attributes[skippedAttributes - 1].valueCount)
            let elementShift = elements.count - skipped
            let attributeShift = attributes.count - skippedAttributes
            let valueShift = values.count - skippedValues
            let childShift = children.count
            func element(_ index: UInt32) -> UInt32 { index == 0 ? 0 : UInt32(Int(index) + elementShift) }
            for var record in piece.elements[skipped...] {
                record.name = renamed[Int(record.name)]
                record.namespace = record.namespace == 0 ? 0 : renamed[Int(record.namespace - 1)] + 1
                record.firstAttribute = UInt32(Int(record.firstAttribute) + attributeShift)
                record.firstChild = UInt32(Int(record.firstChild) + childShift)
                elements.append(record)
            }
            for var attribute in piece.attributes[skippedAttributes...] {
                attribute.name = renamed[Int(attribute.name)]
                attribute.namespace = attribute.namespace == 0 ? 0 : renamed[Int(attribute.namespace - 1)] + 1
                attribute.valueStart = UInt32(Int(attribute.valueStart) + valueShift)
                attributes.append(attribute)
            }
            values += piece.values[skippedValues...]
            for var tag in piece.tags[skipped...] {
                tag.firstAttribute = UInt32(Int(tag.firstAttribute) + attributeShift)
                tags.append(tag)
            }
            attributeNames += piece.attributeNames[skippedAttributes...].map { renamed[Int($0)] }
            children += piece.children[..<Int(root.firstChild)].map(element)
            rootChildren += piece.children[root.childRange].map(element)
            if rootText == XMLStorage.noText { rootText = root.text }
            comments += piece.comments
        }
        elements[0].firstChild = UInt32(children.count)
        elements[0].childCount = UInt32(rootChildren.count)
        elements[0].text = rootText
        children += rootChildren
        let storage = XMLStorage(file: SourceFile(path), names: names.strings, elements: elements, attributes: attributes,
                                 children: children, values: values, source: source, lines: pieces.lazy.compactMap(\.lines).first,
                                 tags: XMLTreeBuilder.exactCopy(tags), unplacedLines: [:], attributeNames: XMLTreeBuilder.exactCopy(attributeNames))
        return XMLTree(root: XMLElement(storage: storage, index: 0), comments: comments)
    }

    /// The joined storage's names: each piece's names in the order they first occur, as one
    /// parse numbers them.
    private struct NameJoin {
        private(set) var strings: [String] = []
        private var indices: [String: UInt32] = [:]

        mutating func index(of name: String) -> UInt32 {
            if let known = indices[name] { return known }
            let index = UInt32(strings.count)
            strings.append(name)
            indices[name] = index
            return index
        }
    }
}
