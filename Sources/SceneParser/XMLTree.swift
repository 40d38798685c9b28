import SceneGraph

/// An attribute of an element, with where its value starts.
public struct XMLAttribute: Hashable, Sendable {
    /// The qualified name as written (`prefix:local` or `local`).
    public var name: String
    /// The namespace URI of a prefixed attribute; nil for unprefixed attributes.
    public var namespaceURI: String?
    /// The value, with entity and character references replaced.
    public var value: String
    /// Where the value starts (just inside the opening quote).
    public var location: SourceLocation
    /// Where the attribute's name starts.
    public var nameLocation: SourceLocation
}

/// An element of a parsed XML document, with exact source positions.
///
/// An element is a position in its tree's flat storage: copying one copies two words, and its
/// name, attributes and children are read from the storage when asked for.
public struct XMLElement: Sendable {
    let storage: XMLStorage
    let index: Int

    private var record: XMLStorage.Element { storage.elements[index] }

    /// The local name (without prefix).
    public var name: String { storage.names[Int(record.name)] }

    /// The namespace URI; nil when the element is in no namespace.
    public var namespaceURI: String? { storage.name(optional: record.namespace) }

    /// The index of the namespace URI among the tree's names plus one; 0 for no namespace.
    var namespaceIndex: UInt32 { record.namespace }

    /// Attributes in source order (namespace declarations excluded), with where each one's name
    /// and value start (found by scanning the element's start tag once).
    public var attributes: XMLAttributes {
        XMLAttributes(storage: storage, range: record.attributeRange,
                      locations: storage.sourceTags.attributeLocations(ofElement: index), element: index)
    }

    /// The attributes, their locations found only for those asked (a scan of the tag each): a
    /// checker reads every attribute's name and value, and the locations only of those it reports.
    var attributesLocatedOnDemand: XMLAttributes {
        XMLAttributes(storage: storage, range: record.attributeRange, locations: nil, element: index)
    }

    /// Child elements in source order.
    public var children: XMLChildren {
        XMLChildren(storage: storage, range: record.childRange)
    }

    /// Where the start tag's `<` is (worked out when asked for, see ``SourceTags``).
    public var location: SourceLocation { storage.sourceTags.location(ofElement: index) }

    /// Where the first non-blank text directly inside the element starts, if there is any.
    public var textLocation: SourceLocation? {
        switch record.text {
        case XMLStorage.noText: nil
        case XMLStorage.textAtElement: location
        case let offset: storage.sourceTags.location(atOffset: Int(offset))
        }
    }

    /// The value of an unprefixed attribute.
    public subscript(attribute name: String) -> String? {
        let length = name.utf8.count
        let storage = storage
        for index in record.attributeRange {
            let nameIndex = Int(storage.attributes[index].name)
            // Names of another length are told apart without a string comparison (XML compares
            // names code point by code point, so they are different names for it too): the check
            // of `ByteScan.isSameName`, with the name's length read once for the whole loop and
            // each candidate's from `nameLengths` — reading the candidate's string costs reference
            // counting, and most candidates differ in length (the storyboard reader asks an element
            // for ~20 names, most of them absent: 4 % of `check` of storyboards, issue 26).
            if storage.nameLengths[nameIndex] == length, storage.names[nameIndex] == name { return storage.value(of: index) }
        }
        return nil
    }

    /// Calls `body` with each attribute whose name (as written) is one of `names`: its position
    /// in `names` and its value, in the element's order. One pass over the element's attributes
    /// instead of a look-up per name — a reader that asks a storyboard view for seventeen names,
    /// most of them absent, went down the view's attributes seventeen times (issue 26).
    /// `AttributeLookupTests` compares it with the look-ups by name.
    func forEachAttribute(among names: NamesByLength, _ body: (_ position: Int, _ value: String) -> Void) {
        let storage = storage
        for index in record.attributeRange {
            let nameIndex = Int(storage.attributes[index].name)
            guard let position = names.firstIndex(of: storage.names[nameIndex], length: storage.nameLengths[nameIndex]) else { continue }
            body(position, storage.value(of: index))
        }
    }

    /// The element's position and the positions of its attributes' values (these worked out by
    /// the tree when asked for; see ``SourceRange``).
    public var sourceRange: SourceRange {
        SourceRange(element: index, in: storage.sourceTags)
    }
}

/// The attributes of an element, in source order.
public struct XMLAttributes: RandomAccessCollection, Sendable {
    let storage: XMLStorage
    let range: Range<Int>
    /// Where each attribute's name and value start, when found up front.
    let locations: [SourceTags.AttributeLocation]?
    /// The element the attributes belong to, to find one attribute's location when asked.
    let element: Int

    init(storage: XMLStorage, range: Range<Int>, locations: [SourceTags.AttributeLocation]?, element: Int) {
        self.storage = storage
        self.range = range
        self.locations = locations
        self.element = element
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(position: Int) -> XMLAttribute {
        XMLAttribute(name: name(at: position), namespaceURI: namespaceURI(at: position), value: value(at: position),
                     location: valueLocation(at: position), nameLocation: nameLocation(at: position))
    }

    // The parts of one attribute, each made only when asked for: a reader that checks every
    // attribute needs the name, namespace and value of each, and the two locations only of those
    // it reports (making them for each attribute was ~1 % of `check` of scene files, issue 26).

    /// The name of the attribute at `position`, as ``XMLAttribute/name`` has it.
    func name(at position: Int) -> String { storage.names[Int(record(at: position).name)] }
    /// The namespace URI of the attribute at `position` (``XMLAttribute/namespaceURI``).
    func namespaceURI(at position: Int) -> String? { storage.name(optional: record(at: position).namespace) }
    /// The value of the attribute at `position` (``XMLAttribute/value``).
    func value(at position: Int) -> String { storage.value(of: index(of: position)) }
    /// Where the value of the attribute at `position` starts (``XMLAttribute/location``).
    func valueLocation(at position: Int) -> SourceLocation {
        _ = index(of: position)  // the range check
        return locations?[position].value ?? storage.sourceTags.valueLocation(ofElement: element, at: position)
    }

    /// Where the name of the attribute at `position` starts (``XMLAttribute/nameLocation``).
    func nameLocation(at position: Int) -> SourceLocation {
        _ = index(of: position)  // the range check
        return locations?[position].name ?? storage.sourceTags.nameLocation(ofElement: element, at: position)
    }

    /// These attributes with every one's location found (one scan of the element's tag), or
    /// themselves when they have them.
    func located() -> XMLAttributes {
        guard locations == nil else { return self }
        return XMLAttributes(storage: storage, range: range, locations: storage.sourceTags.attributeLocations(ofElement: element),
                             element: element)
    }

    private func record(at position: Int) -> XMLStorage.Attribute { storage.attributes[index(of: position)] }

    /// The storage's index of the attribute at `position` of this element's.
    private func index(of position: Int) -> Int {
        precondition(position >= 0 && position < range.count, "attribute index out of range")
        return range.lowerBound + position
    }
}

/// The child elements of an element, in source order.
public struct XMLChildren: RandomAccessCollection, Sendable {
    let storage: XMLStorage
    let range: Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(position: Int) -> XMLElement {
        precondition(position >= 0 && position < range.count, "child index out of range")
        return XMLElement(storage: storage, index: Int(storage.children[range.lowerBound + position]))
    }
}

/// A comment and where it starts (used for inline `scenec:` directives).
public struct XMLComment: Hashable, Sendable {
    /// The comment's text, without `<!--` and `-->`.
    public var text: String
    /// Where `<!--` is.
    public var location: SourceLocation
}

/// A parsed document: its root element and its comments.
public struct XMLTree: Sendable {
    /// The root element.
    public var root: XMLElement
    /// Comments anywhere in the document, in order.
    public var comments: [XMLComment]
    /// The number of elements.
    public var elementCount: Int { root.storage.elements.count }
}

/// A parsed document in a few flat arrays: elements, attributes, the child lists, the distinct
/// names and the attribute values' bytes. Releasing a tree frees a handful of arrays, however
/// many elements it has.
final class XMLStorage: Sendable {
    /// A line and a column.
    struct Position {
        var line: UInt32
        var column: UInt32
    }

    /// ``Element/text`` of an element without text.
    static let noText = UInt32.max
    /// ``Element/text`` of an element whose text was not found in the bytes: placed at the element.
    static let textAtElement = UInt32.max - 1

    struct Element: Equatable {
        var name: UInt32
        /// An index into `names` plus one; 0 for no namespace.
        var namespace: UInt32
        var firstAttribute: UInt32
        var attributeCount: UInt32
        /// Where the element's children start in `children`.
        var firstChild: UInt32
        var childCount: UInt32
        /// The offset of the first non-blank text directly inside, or ``XMLStorage/noText`` or
        /// ``XMLStorage/textAtElement``. (The element's own offset is its tag's, in ``SourceTags``.)
        var text: UInt32

        var attributeRange: Range<Int> { Int(firstAttribute)..<Int(firstAttribute + attributeCount) }
        var childRange: Range<Int> { Int(firstChild)..<Int(firstChild + childCount) }
    }

    struct Attribute: Equatable {
        var name: UInt32
        /// An index into `names` plus one; 0 for no namespace.
        var namespace: UInt32
        var valueStart: UInt32
        var valueCount: UInt32
    }

    let file: SourceFile
    let names: [String]
    /// The UTF-8 length of each of `names`.
    let nameLengths: [Int]
    /// In document order; the root is the first.
    let elements: [Element]
    let attributes: [Attribute]
    /// Element indices, each element's children side by side.
    let children: [UInt32]
    /// The attribute values' UTF-8 bytes, one after another.
    let values: [UInt8]
    /// Where the elements' attributes are, found when asked for (what the graph keeps of the tree).
    let sourceTags: SourceTags

    /// A storage of the elements, attributes and names read; `source`, `lines`, `tags`,
    /// `unplacedLines` and `attributeNames` (the document's bytes, its line starts if made yet,
    /// each element's start tag, the lines of elements whose tag was not found, and each
    /// attribute's name) make the ``SourceTags`` that place the elements and attributes.
    init(file: SourceFile, names: [String], elements: [Element], attributes: [Attribute], children: [UInt32], values: [UInt8],
         source: [UInt8], lines: SourceLineIndex?, tags: [SourceTags.Tag], unplacedLines: [Int: UInt32], attributeNames: [UInt32]) {
        self.file = file
        self.names = names
        nameLengths = names.map(\.utf8.count)
        self.sourceTags = SourceTags(file: file, source: source, lines: lines, names: names, tags: tags,
                                     unplacedLines: unplacedLines, attributeNames: attributeNames)
        self.elements = elements
        self.attributes = attributes
        self.children = children
        self.values = values
    }

    func name(optional index: UInt32) -> String? {
        index == 0 ? nil : names[Int(index - 1)]
    }

    func value(of attribute: Int) -> String {
        let record = attributes[attribute]
        let start = Int(record.valueStart)
        return values.withUnsafeBufferPointer { String(decoding: $0[start..<start + Int(record.valueCount)], as: UTF8.self) }
    }
}
