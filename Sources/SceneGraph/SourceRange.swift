/// Where an element and each of its attributes start in the source.
///
/// The locations are usually worked out only when asked for: a reader hands over the element's
/// index in its parsed document (``init(element:in:)``), and the document finds an attribute by
/// scanning that one tag's bytes and a line and column from its line index. Diagnostics, the
/// editor and source maps ask for a few of them; making every attribute's line and column for
/// every element read was ~10 % of reading a storyboard or a scene file, and every element's
/// 3.5 % (callgrind, issue 26).
public struct SourceRange: Hashable, Sendable, CustomReflectable {
    /// An attribute's name and where its value begins.
    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation

        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// The parsed document that holds the element, and the element's index in it; nil for a range
    /// made up front (tests, converters, graphs built in code).
    private var document: (any SourceAttributeLocating)?
    private var elementIndex: Int
    /// The element's location when it was given (made up front, or set); the document's otherwise.
    private var givenElement: SourceLocation?
    /// The attributes' locations when they were given (made up front, or set); the document's otherwise.
    private var givenAttributes: [Attribute]?

    /// Creates a range for an element and its attributes (in the order given).
    public init(element: SourceLocation, attributeList: [Attribute]) {
        self.elementIndex = 0
        self.givenElement = element
        self.givenAttributes = attributeList
    }

    /// Creates a range for an element and its attributes.
    public init(element: SourceLocation, attributes: [String: SourceLocation] = [:]) {
        self.init(element: element, attributeList: attributes.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, location: $0.value) })
    }

    /// Creates a range for the element at `index` of a parsed document, whose location and whose
    /// attributes' locations `document` works out when they are asked for.
    public init(element index: Int, in document: any SourceAttributeLocating) {
        self.document = document
        self.elementIndex = index
    }

    /// Where the element's start tag (`<`) begins. Setting it leaves the attributes where they are
    /// (an attribute its document cannot place stays at the element's place in the document).
    public var element: SourceLocation {
        get {
            if let givenElement { return givenElement }
            guard let document else { preconditionFailure("a range holds a document or a given location") }
            return document.location(ofElement: elementIndex)
        }
        set { givenElement = newValue }
    }

    /// Where each attribute's value begins (just inside the opening quote), in source order.
    /// Made when asked for a range of a parsed document (a scan of the element's tag); a small
    /// array, as elements have few attributes.
    public var attributeList: [Attribute] {
        get {
            if let givenAttributes { return givenAttributes }
            return document?.attributeList(ofElement: elementIndex) ?? []
        }
        set { givenAttributes = newValue }
    }

    /// Where each attribute's value begins (just inside the opening quote), by attribute name.
    public var attributes: [String: SourceLocation] {
        get { Dictionary(attributeList.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first }) }
        set { attributeList = newValue.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, location: $0.value) } }
    }

    /// The location of `attribute`'s value, or of the element when the attribute is absent.
    public func location(of attribute: String) -> SourceLocation {
        if let givenAttributes { return givenAttributes.first { $0.name == attribute }?.location ?? element }
        return document?.valueLocation(of: attribute, ofElement: elementIndex) ?? element
    }

    /// Whether the element has `attribute`.
    public func contains(_ attribute: String) -> Bool {
        if let givenAttributes { return givenAttributes.contains { $0.name == attribute } }
        return document?.hasAttribute(attribute, ofElement: elementIndex) ?? false
    }

    // Equality and hashing ignore the order of the attributes, as they did when they were a dictionary.
    public static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
        if lhs.givenAttributes == nil, rhs.givenAttributes == nil, let left = lhs.document, let right = rhs.document {
            // The same element of the same document: equal without working out the locations (rules
            // compare ranges to tell one view from another).
            if left === right, lhs.elementIndex == rhs.elementIndex, lhs.givenElement == rhs.givenElement { return true }
            guard lhs.element == rhs.element else { return false }
            // Two readings of the same text (the editor compares each edit's scenes with the
            // last): a start tag written alike, starting at the same place, has its attributes
            // at the same places.
            if let tag = left.startTag(ofElement: lhs.elementIndex), let otherTag = right.startTag(ofElement: rhs.elementIndex), tag == otherTag {
                return true
            }
        } else {
            guard lhs.element == rhs.element else { return false }
        }
        let left = lhs.attributeList, right = rhs.attributeList
        return left.count == right.count && left.allSatisfy { attribute in right.contains(attribute) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(attributeCount)
    }

    private var attributeCount: Int {
        if let givenAttributes { return givenAttributes.count }
        return document?.attributeCount(ofElement: elementIndex) ?? 0
    }

    /// The element and its attributes, however the locations are kept: `dump`, debuggers and
    /// reflection see the same two children.
    public var customMirror: Mirror {
        Mirror(self, children: ["element": element, "attributeList": attributeList], displayStyle: .struct)
    }
}

/// A parsed document that works out where one of its elements and that element's attributes are,
/// from the element's index (see ``SourceRange/init(element:in:)``). Its answers never change, and
/// it may be asked from any thread.
public protocol SourceAttributeLocating: AnyObject, Sendable {
    /// Where the element starts (its `<`).
    func location(ofElement index: Int) -> SourceLocation
    /// Each attribute of the element, in source order, with where its value begins; an attribute
    /// the document cannot place is placed at the element.
    func attributeList(ofElement index: Int) -> [SourceRange.Attribute]
    /// Where the value of the element's attribute named `name` (as written) begins, if it has one
    /// (at the element when the document cannot place it).
    func valueLocation(of name: String, ofElement index: Int) -> SourceLocation?
    /// Whether the element has an attribute named `name` (as written).
    func hasAttribute(_ name: String, ofElement index: Int) -> Bool
    /// How many attributes the element has.
    func attributeCount(ofElement index: Int) -> Int
    /// The element's start tag as written, from its `<` to its `>`, when the document knows it.
    func startTag(ofElement index: Int) -> ArraySlice<UInt8>?
}

extension Sequence {
    /// The elements in the order of their ranges' elements in the source, each placed once: a
    /// range of a parsed document works out its place when asked (a line look-up), and a sort
    /// asks at every comparison.
    ///
    /// Inlinable so that each caller's copy is specialized: run as a generic function from
    /// another module, its `map` and `sorted` made the runtime build the metadata of each
    /// sequence, tuple and array involved and check their conformances — five or six scans of
    /// every conformance record of the process, ~1 M instructions of `lint` of the corpus (issue
    /// 26, round 25).
    @inlinable
    public func sortedBySource(_ source: (Element) -> SourceRange) -> [Element] {
        map { (source($0).element, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
