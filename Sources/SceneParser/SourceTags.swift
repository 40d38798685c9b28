import SceneGraph

/// Where a parsed document's elements and attributes are, worked out from its bytes when asked for.
///
/// Reading kept each start tag's offsets (its `<` and its `>`); an attribute's name and value are
/// found by scanning that one tag again with ``MarkupScanner``, and offsets are turned into lines
/// and columns by a ``SourceLineIndex`` made the first time one is asked for. Reading made them
/// for every attribute of every element, though only diagnostics, the editor and source maps
/// read any (~10 % of `check` of storyboards and scene files), then for every element (walking
/// every line as it read: 3.5 % of `check` of the corpus' storyboards, callgrind, issue 26).
///
/// The graph's ``SourceRange``s hold this object, not the tree: it keeps the document's bytes, the
/// tags and the attributes' names, and nothing else, because memory a run keeps cannot be reused
/// for the next file (keeping the whole tree of each of 200 storyboards cost more in page faults
/// than the scan saved). The answers are those the reader gave when it made them up front:
/// `XMLReaderPositionTests` and `AttributeLocationTests` pin them.
final class SourceTags: SourceAttributeLocating, Sendable {
    /// One element's start tag and its attributes.
    struct Tag {
        /// The offsets of the `<` and of the `>` or `/>`; ``SourceTags/unknownOffset`` for both
        /// when libxml2 did not say where the tag ends.
        var start: UInt32
        var end: UInt32
        /// Where the element's attributes start in `attributeNames`, and how many it has.
        var firstAttribute: UInt32
        var attributeCount: UInt32
    }

    /// The offset of a tag libxml2 did not place.
    static let unknownOffset = UInt32.max

    let file: SourceFile
    private let source: [UInt8]
    /// Where the lines start: made when a location is first asked for (or handed over by the
    /// reader, which needed one for a diagnostic or a comment).
    private let lineIndex: LazyLineIndex
    /// The line libxml2 was on for each element whose tag was not found (column 1).
    private let unplacedLines: [Int: UInt32]
    /// The tree's names.
    private let names: [String]
    /// Each element's tag, in document order (the tree's element indices).
    private let tags: [Tag]
    /// Each attribute's name, as an index into `names`, the elements' attributes one after another.
    private let attributeNames: [UInt32]
    /// The offsets found for each element asked about (see ``attributeOffsets(ofElement:)``).
    private let scanned = ScannedTags()

    init(file: SourceFile, source: [UInt8], lines: SourceLineIndex?, names: [String], tags: [Tag],
         unplacedLines: [Int: UInt32] = [:], attributeNames: [UInt32]) {
        self.file = file
        self.source = source
        self.lineIndex = LazyLineIndex(lines)
        self.unplacedLines = unplacedLines
        self.names = names
        self.tags = tags
        self.attributeNames = attributeNames
    }

    /// Where an attribute's name and its value start.
    struct AttributeLocation {
        var name: SourceLocation
        var value: SourceLocation
    }

    /// The offsets of the names and values of the element's attributes, in libxml2's order; nil
    /// when the tag's place is unknown, or the scan finds another number of attributes than
    /// libxml2 reported (then every attribute is placed at its element, rather than one misplaced).
    ///
    /// Each tag is scanned once, however often it is asked about: the first of a thousand
    /// duplicates is named in each one's note, a collection with a thousand bad entries is
    /// reported a thousand times, a rule sorts by location — scanning a large tag for each would
    /// grow with their product.
    private func attributeOffsets(ofElement index: Int) -> [MarkupScanner.AttributeOffsets]? {
        scanned.offsets(ofElement: index) { scanAttributeOffsets(ofElement: index) }
    }

    private func scanAttributeOffsets(ofElement index: Int) -> [MarkupScanner.AttributeOffsets]? {
        let tag = tags[index]
        guard tag.end != Self.unknownOffset else { return nil }
        var offsets: [MarkupScanner.AttributeOffsets] = []
        offsets.reserveCapacity(Int(tag.attributeCount))
        source.withUnsafeBufferPointer { bytes in
            MarkupScanner(bytes: bytes).attributes(ofTagAt: Int(tag.start), endingAt: Int(tag.end), into: &offsets)
        }
        return offsets.count == Int(tag.attributeCount) ? offsets : nil
    }

    /// The location of the character at `offset`.
    func location(atOffset offset: Int) -> SourceLocation {
        source.withUnsafeBufferPointer { bytes in
            file.location(lineIndex.index { SourceLineIndex(scanning: bytes) }.index.position(at: offset, in: bytes))
        }
    }

    /// Whether the document's line index has been made (by a location asked for).
    var hasLineIndex: Bool { lineIndex.isMade }

    /// Where the element at `index` starts (its `<`): libxml2's line when its tag was not found.
    func location(ofElement index: Int) -> SourceLocation {
        let start = tags[index].start
        guard start != Self.unknownOffset else { return SourceLocation(in: file, line: Int(unplacedLines[index] ?? 1), column: 1) }
        return location(atOffset: Int(start))
    }

    /// The location of one attribute of the element at `element`, from its offsets (the element's
    /// own without them).
    private func location(of offsets: MarkupScanner.AttributeOffsets?, element: Int) -> AttributeLocation {
        guard let offsets else {
            let place = location(ofElement: element)
            return AttributeLocation(name: place, value: place)
        }
        return AttributeLocation(name: location(atOffset: offsets.name), value: offsets.value.map(location(atOffset:)) ?? location(ofElement: element))
    }

    /// Where each attribute of the element at `index` has its name and its value, in order.
    func attributeLocations(ofElement index: Int) -> [AttributeLocation] {
        let offsets = attributeOffsets(ofElement: index)
        return (0..<Int(tags[index].attributeCount)).map { location(of: offsets?[$0], element: index) }
    }

    /// Where the value of the attribute at `position` of the element at `index` starts. Only the
    /// value's place is worked out: a diagnostic asks for one of the two, and each is a line
    /// index search (issue 26).
    func valueLocation(ofElement index: Int, at position: Int) -> SourceLocation {
        guard let value = attributeOffsets(ofElement: index)?[position].value else { return location(ofElement: index) }
        return location(atOffset: value)
    }

    /// Where the name of the attribute at `position` of the element at `index` starts.
    func nameLocation(ofElement index: Int, at position: Int) -> SourceLocation {
        guard let offsets = attributeOffsets(ofElement: index)?[position] else { return location(ofElement: index) }
        return location(atOffset: offsets.name)
    }

    /// The indices into `attributeNames` of the element's attributes.
    private func attributeRange(ofElement index: Int) -> Range<Int> {
        let tag = tags[index]
        return Int(tag.firstAttribute)..<Int(tag.firstAttribute + tag.attributeCount)
    }

    /// The position among the element's attributes of the first one named `name`, compared as
    /// strings are (as a range holding a list compares them).
    private func attributePosition(named name: String, ofElement index: Int) -> Int? {
        let range = attributeRange(ofElement: index)
        return range.firstIndex { names[Int(attributeNames[$0])] == name }.map { $0 - range.lowerBound }
    }

    // MARK: SourceAttributeLocating

    func attributeList(ofElement index: Int) -> [SourceRange.Attribute] {
        zip(attributeRange(ofElement: index), attributeLocations(ofElement: index)).map { attribute, location in
            SourceRange.Attribute(name: names[Int(attributeNames[attribute])], location: location.value)
        }
    }

    func valueLocation(of name: String, ofElement index: Int) -> SourceLocation? {
        attributePosition(named: name, ofElement: index).map { valueLocation(ofElement: index, at: $0) }
    }

    func hasAttribute(_ name: String, ofElement index: Int) -> Bool {
        attributePosition(named: name, ofElement: index) != nil
    }

    func attributeCount(ofElement index: Int) -> Int {
        Int(tags[index].attributeCount)
    }

    func startTag(ofElement index: Int) -> ArraySlice<UInt8>? {
        let tag = tags[index]
        guard tag.end != Self.unknownOffset else { return nil }
        return source[Int(tag.start)...Int(tag.end)]
    }
}

/// A document's line index, made once, by the first thread that asks for a location.
final class LazyLineIndex: @unchecked Sendable {  // every access holds the lock
    /// The index once made: handed out by reference (one count), not copied (three).
    final class Made: Sendable {
        let index: SourceLineIndex
        init(_ index: SourceLineIndex) { self.index = index }
    }

    private let lock = TableLock()
    private var made: Made?

    /// An index holding `made` when the reader has already made it.
    init(_ made: SourceLineIndex?) { self.made = made.map(Made.init) }

    /// Whether the index has been made (reading a document without problems makes none:
    /// `ElementLocationTests`).
    var isMade: Bool { lock.withLock { made != nil } }

    /// The index: the one made before, or `make`'s (then kept).
    func index(make: () -> SourceLineIndex) -> Made {
        lock.withLock {
            if let made { return made }
            let index = Made(make())
            made = index
            return index
        }
    }
}

/// The attribute offsets of the tags a document has been asked about, by element index: filled
/// only when a location is asked for (diagnostics, the editor), from any thread.
final class ScannedTags: @unchecked Sendable {  // every access holds the lock
    private let lock = TableLock()
    private var offsets: [Int: [MarkupScanner.AttributeOffsets]?] = [:]

    /// The offsets of the element at `index`: those found before, or `scan`'s (then kept).
    func offsets(ofElement index: Int, scan: () -> [MarkupScanner.AttributeOffsets]?) -> [MarkupScanner.AttributeOffsets]? {
        if let found = lock.withLock({ offsets[index] }) { return found }
        let found = scan()
        lock.withLock { offsets[index] = found }
        return found
    }
}
