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
public struct XMLElement: Hashable, Sendable {
    /// The local name (without prefix).
    public var name: String
    /// The namespace URI; nil when the element is in no namespace.
    public var namespaceURI: String?
    /// Attributes in source order (namespace declarations excluded).
    public var attributes: [XMLAttribute]
    /// Child elements in source order.
    public var children: [XMLElement]
    /// Where the start tag's `<` is.
    public var location: SourceLocation
    /// Where the first non-blank text directly inside the element starts, if there is any.
    public var textLocation: SourceLocation?

    /// The value of an unprefixed attribute.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The element's position and the positions of its attributes' values.
    public var sourceRange: SourceRange {
        SourceRange(element: location, attributeList: attributes.map { SourceRange.Attribute(name: $0.name, location: $0.location) })
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
public struct XMLTree: Hashable, Sendable {
    /// The root element.
    public var root: XMLElement
    /// Comments anywhere in the document, in order.
    public var comments: [XMLComment]
    /// The number of elements.
    public var elementCount: Int
}
