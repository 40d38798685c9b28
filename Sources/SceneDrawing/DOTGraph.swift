/// A Graphviz graph as data: what ``DOTWriter`` turns into DOT text.
///
/// The model keeps everything in the order it was built, so the text written from it is the
/// same from run to run.
public struct DOTGraph: Hashable, Sendable {
    /// The graph's name (written quoted).
    public var name: String
    /// Graph-wide attributes (`rankdir`, `fontname`, …).
    public var attributes: DOTAttributes
    /// Defaults for every node.
    public var nodeDefaults: DOTAttributes
    /// Defaults for every edge.
    public var edgeDefaults: DOTAttributes
    /// Nodes, edges and subgraphs, in order.
    public var statements: [DOTStatement]

    /// Creates a directed graph.
    public init(
        name: String, attributes: DOTAttributes = [:], nodeDefaults: DOTAttributes = [:],
        edgeDefaults: DOTAttributes = [:], statements: [DOTStatement] = []
    ) {
        self.name = name
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.statements = statements
    }
}

/// One statement of a graph or subgraph body.
public enum DOTStatement: Hashable, Sendable {
    /// A node with its attributes.
    case node(DOTNode)
    /// An edge with its attributes.
    case edge(DOTEdge)
    /// A subgraph; a name starting with `cluster` makes Graphviz draw it as a box.
    case subgraph(DOTSubgraph)
}

/// A node: its name (unique in the graph) and attributes.
public struct DOTNode: Hashable, Sendable {
    /// The node's name; any text (the writer quotes and escapes it).
    public var name: String
    /// The node's attributes.
    public var attributes: DOTAttributes

    /// Creates a node.
    public init(_ name: String, _ attributes: DOTAttributes = [:]) {
        self.name = name
        self.attributes = attributes
    }
}

/// A directed edge between two node names.
public struct DOTEdge: Hashable, Sendable {
    /// The tail node's name.
    public var from: String
    /// The head node's name.
    public var to: String
    /// The edge's attributes.
    public var attributes: DOTAttributes

    /// Creates an edge.
    public init(from: String, to: String, _ attributes: DOTAttributes = [:]) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}

/// A subgraph (a cluster when its name starts with `cluster`).
public struct DOTSubgraph: Hashable, Sendable {
    /// The subgraph's name.
    public var name: String
    /// Attributes of the subgraph itself (`label`, `style`, …).
    public var attributes: DOTAttributes
    /// Its nodes, edges and nested subgraphs.
    public var statements: [DOTStatement]

    /// Creates a subgraph.
    public init(name: String, attributes: DOTAttributes = [:], statements: [DOTStatement] = []) {
        self.name = name
        self.attributes = attributes
        self.statements = statements
    }
}

/// An attribute value: plain text (written as an escaped, quoted string) or an HTML-like label.
public enum DOTValue: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Text; the writer escapes quotes, backslashes and line breaks.
    case string(String)
    /// An HTML-like label built with ``DOTHTML``, whose text is already escaped.
    case html(DOTHTML)

    /// Creates a text value.
    public init(stringLiteral value: String) { self = .string(value) }
}

/// Attributes in the order they were given (so output is deterministic).
public struct DOTAttributes: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The attributes, in order; a name given twice keeps its first place and its last value.
    public private(set) var entries: [(name: String, value: DOTValue)]

    /// Creates attributes from a literal, keeping its order.
    public init(dictionaryLiteral elements: (String, DOTValue)...) {
        entries = []
        for (name, value) in elements { self[name] = value }
    }

    /// The value of an attribute; setting nil removes it.
    public subscript(name: String) -> DOTValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case let (index?, value?): entries[index].value = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): entries.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// Whether there are no attributes.
    public var isEmpty: Bool { entries.isEmpty }

    public static func == (lhs: DOTAttributes, rhs: DOTAttributes) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.name)
            hasher.combine(entry.value)
        }
    }
}
