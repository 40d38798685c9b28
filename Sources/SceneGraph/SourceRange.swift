/// Where an element and each of its attributes start in the source.
///
/// The attributes' locations are usually worked out only when asked for: a reader hands over the
/// element's place in its parsed document (``init(element:attributesOfElement:in:)``), and the
/// document finds an attribute by scanning that one tag's bytes. Diagnostics, the editor and
/// source maps ask for a few of them; making every attribute's line and column for every element
/// read was ~10 % of reading a storyboard or a scene file (callgrind, issue 26).
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

    /// Where the element's start tag (`<`) begins.
    public var element: SourceLocation
    private var attributeSource: AttributeSource

    /// Where the attributes' locations come from.
    private enum AttributeSource: Sendable {
        /// Made up front (tests, converters, graphs built in code).
        case list([Attribute])
        /// Asked of the parsed document that holds the element, which was at `placedAt` (where an
        /// attribute the document cannot place is placed, whatever `element` is set to later).
        case document(any SourceAttributeLocating, element: Int, placedAt: SourceLocation)
    }

    /// Creates a range for an element and its attributes (in the order given).
    public init(element: SourceLocation, attributeList: [Attribute]) {
        self.element = element
        self.attributeSource = .list(attributeList)
    }

    /// Creates a range for an element and its attributes.
    public init(element: SourceLocation, attributes: [String: SourceLocation] = [:]) {
        self.init(element: element, attributeList: attributes.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, location: $0.value) })
    }

    /// Creates a range for the element at `index` of a parsed document, whose attributes'
    /// locations `document` works out when they are asked for.
    public init(element: SourceLocation, attributesOfElement index: Int, in document: any SourceAttributeLocating) {
        self.element = element
        self.attributeSource = .document(document, element: index, placedAt: element)
    }

    /// Where each attribute's value begins (just inside the opening quote), in source order.
    /// Made when asked for a range of a parsed document (a scan of the element's tag); a small
    /// array, as elements have few attributes.
    public var attributeList: [Attribute] {
        get {
            switch attributeSource {
            case .list(let list): list
            case .document(let document, let index, let place): document.attributeList(ofElement: index, placedAt: place)
            }
        }
        set { attributeSource = .list(newValue) }
    }

    /// Where each attribute's value begins (just inside the opening quote), by attribute name.
    public var attributes: [String: SourceLocation] {
        get { Dictionary(attributeList.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first }) }
        set { attributeList = newValue.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, location: $0.value) } }
    }

    /// The location of `attribute`'s value, or of the element when the attribute is absent.
    public func location(of attribute: String) -> SourceLocation {
        switch attributeSource {
        case .list(let list): list.first { $0.name == attribute }?.location ?? element
        case .document(let document, let index, let place): document.valueLocation(of: attribute, ofElement: index, placedAt: place) ?? element
        }
    }

    /// Whether the element has `attribute`.
    public func contains(_ attribute: String) -> Bool {
        switch attributeSource {
        case .list(let list): list.contains { $0.name == attribute }
        case .document(let document, let index, _): document.hasAttribute(attribute, ofElement: index)
        }
    }

    // Equality and hashing ignore the order of the attributes, as they did when they were a dictionary.
    public static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
        guard lhs.element == rhs.element else { return false }
        // The same element of the same document: equal without working out the attributes (rules
        // compare ranges to tell one view from another).
        if case .document(let left, let index, _) = lhs.attributeSource, case .document(let right, let other, _) = rhs.attributeSource {
            if left === right, index == other { return true }
            // Two readings of the same text (the editor compares each edit's scenes with the
            // last): a start tag written alike, starting at the same place, has its attributes
            // at the same places.
            if let tag = left.startTag(ofElement: index), let otherTag = right.startTag(ofElement: other), tag == otherTag {
                return true
            }
        }
        let left = lhs.attributeList, right = rhs.attributeList
        return left.count == right.count && left.allSatisfy { attribute in right.contains(attribute) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(attributeCount)
    }

    private var attributeCount: Int {
        switch attributeSource {
        case .list(let list): list.count
        case .document(let document, let index, _): document.attributeCount(ofElement: index)
        }
    }

    /// The element and its attributes, however the locations are kept: `dump`, debuggers and
    /// reflection see the same two children.
    public var customMirror: Mirror {
        Mirror(self, children: ["element": element, "attributeList": attributeList], displayStyle: .struct)
    }
}

/// A parsed document that works out where the attributes of one of its elements are, from the
/// element's index (see ``SourceRange/init(element:attributesOfElement:in:)``). Its answers never
/// change, and it may be asked from any thread.
public protocol SourceAttributeLocating: AnyObject, Sendable {
    /// Each attribute of the element (which starts at `element`), in source order, with where its
    /// value begins; an attribute the document cannot place is placed at the element.
    func attributeList(ofElement index: Int, placedAt element: SourceLocation) -> [SourceRange.Attribute]
    /// Where the value of the element's attribute named `name` (as written) begins, if it has one
    /// (at `element` when the document cannot place it).
    func valueLocation(of name: String, ofElement index: Int, placedAt element: SourceLocation) -> SourceLocation?
    /// Whether the element has an attribute named `name` (as written).
    func hasAttribute(_ name: String, ofElement index: Int) -> Bool
    /// How many attributes the element has.
    func attributeCount(ofElement index: Int) -> Int
    /// The element's start tag as written, from its `<` to its `>`, when the document knows it.
    func startTag(ofElement index: Int) -> ArraySlice<UInt8>?
}
