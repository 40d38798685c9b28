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
        var parsed = ConcurrentMap.map(cut.count) { index in
            source.withUnsafeBufferPointer { bytes in
                var builder = XMLTreeBuilder(bytes: bytes, source: source, path: path, limits: limits)
                // The first piece's storage becomes the document's: room for all of it.
                return builder.buildPiece(cut[index], options: options, reservingFor: index == 0 ? source.count : nil)
            }
        }
        // Moved, not copied, so that the join holds the pieces' storages alone and the first
        // one's grows in place.
        var complete: [ParsedPiece] = []
        for index in parsed.indices {
            guard let piece = parsed[index] else { return nil }
            parsed[index] = nil
            complete.append(piece)
        }
        return join(&complete, source: source, path: path, limits: limits)
    }

    /// The pieces' storages as one, as parsing the document whole makes it; nil when the
    /// document has more elements than `limits` allow (parsed whole, it stops with that error) or
    /// the pieces' name dictionaries more than ``dictionaryLimit`` bytes together. The first
    /// piece's arrays are moved into the tree (left empty in `pieces`).
    ///
    /// The first piece's elements, attributes, values and children are the joined ones, with the
    /// other pieces' appended. Why: copied into new arrays with the others, the join wrote every
    /// record of the document anew and freed the pieces' arrays — one core's work while the others
    /// waited, mostly the system's (a page fault for each page written, unmapping each page freed):
    /// ~3 ms of `check` of 1,000 scenes in one file, ~18 ms of 10,000 (sampled, issue 26). The first
    /// piece's names come first in the joined names, in its order, and its positions are the
    /// document's, so its records stand as they are; ``tree(of:path:limits:options:pieces:evenly:)``
    /// reserves its storage for the whole document, so the others are appended without moving it.
    /// `PiecewiseParseTests` compares the joined trees with whole reads.
    static func join(_ pieces: inout [ParsedPiece], source: [UInt8], path: String, limits: XMLLimits) -> XMLTree? {
        let elementCount = pieces.reduce(1) { $0 + $1.elements.count - 1 }
        // The copied roots' attributes left out.
        let attributeCount = pieces.reduce(0) { $0 + $1.attributes.count } - pieces.dropFirst().reduce(0) { $0 + Int($1.elements[0].attributeCount) }
        let dictionaryUsage = pieces.reduce(0) { $0 + $1.dictionaryUsage }
        guard !pieces.isEmpty, elementCount <= limits.maxElements, dictionaryUsage <= dictionaryLimit else { return nil }
        var names = NameJoin()
        let renamedPieces = pieces.map { piece in piece.names.map { names.index(of: $0) } }
        // A piece's names are distinct, so the first piece's keep their numbers; were they not,
        // the document is parsed whole.
        guard renamedPieces[0].enumerated().allSatisfy({ $0.offset == Int($0.element) }) else { return nil }
        let root = pieces[0].elements[0]
        var elements = take(&pieces[0].elements)
        var attributes = take(&pieces[0].attributes)
        var values = take(&pieces[0].values)
        var children = take(&pieces[0].children)
        var rootChildren = Array(children[root.childRange])
        children.removeSubrange(Int(root.firstChild)...)

        var tags: [SourceTags.Tag] = []
        var attributeNames: [UInt32] = []
        var comments = pieces[0].comments
        // Kept for the whole run (locations): made at their final sizes, not the first piece's room.
        tags.reserveCapacity(elementCount)
        attributeNames.reserveCapacity(attributeCount)
        tags += pieces[0].tags
        attributeNames += pieces[0].attributeNames
        elements.reserveCapacity(elementCount)
        attributes.reserveCapacity(attributeCount)
        values.reserveCapacity(values.count + pieces.dropFirst().reduce(0) { $0 + $1.values.count })
        children.reserveCapacity(children.count + rootChildren.count + pieces.dropFirst().reduce(0) { $0 + $1.children.count })
        var rootText = root.text
        for number in pieces.indices.dropFirst() {
            let piece = pieces[number]
            let renamed = renamedPieces[number]
            let root = piece.elements[0]
            // The other pieces' roots are copies of the document's, left out.
            let skippedAttributes = Int(root.attributeCount)
            let skippedValues = skippedAttributes == 0 ? 0 : Int(piece.attributes[skippedAttributes - 1].valueStart + piece.attributes[skippedAttributes - 1].valueCount)
            let elementShift = elements.count - 1
            let attributeShift = attributes.count - skippedAttributes
            let valueShift = values.count - skippedValues
            let childShift = children.count
            func element(_ index: UInt32) -> UInt32 { index == 0 ? 0 : UInt32(Int(index) + elementShift) }
            for var record in piece.elements[1...] {
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
            for var tag in piece.tags[1...] {
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

    /// The array in `array`, left empty: moved out without a copy when `array` holds it alone.
    private static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        return taken
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
