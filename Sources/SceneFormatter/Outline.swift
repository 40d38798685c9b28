import SceneParser

/// A scene file as the formatter writes it: its elements, as libxml2 read them, and what lies
/// between them that the layout keeps — comments and processing instructions, each either on a
/// line of its own or trailing the markup before it on its line, and where the author left a
/// blank line between two items.
struct Outline: Sendable {
    /// Comments trailing the XML declaration on its line.
    var declarationTrailers: [Remark] = []
    /// The items before, of and after the root element, in order.
    var items: [OutlineItem] = []
}

/// Markup kept as written: a comment or a processing instruction.
struct Remark: Sendable, Equatable {
    enum Kind: Sendable {
        case comment
        case instruction
    }

    var kind: Kind
    /// What is between `<!--` and `-->` (or `<?` and `?>`), line breaks as `\n`.
    var text: String
    /// The column (in Unicode scalars) its `<` had in the source: its continuation lines keep
    /// their place relative to it.
    var column: Int

    /// Whether it is a `scenec:disable-next-line` lint directive, which covers the line after it.
    var isNextLineDirective: Bool {
        kind == .comment && text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.hasPrefix("scenec:disable-next-line")
    }

    /// The opening and closing delimiters.
    var delimiters: (open: String, close: String) {
        kind == .comment ? ("<!--", "-->") : ("<?", "?>")
    }
}

/// An element and what it holds: its child items and the remarks trailing its start tag.
struct OutlineElement: Sendable {
    var element: XMLElement
    /// Remarks on the start tag's line, after it.
    var startTrailers: [Remark] = []
    /// Child elements and remarks on lines of their own, in order.
    var children: [OutlineItem] = []

    /// Whether it is written as one self-closing tag: it holds neither elements nor remarks.
    var isEmpty: Bool { children.isEmpty && startTrailers.isEmpty }
}

/// An element or a remark on lines of its own, with the remarks that trail it on its last line.
struct OutlineItem: Sendable {
    enum Content: Sendable {
        case element(OutlineElement)
        case remark(Remark)
    }

    var content: Content
    /// Whether a blank line comes before it (never before the first item inside an element).
    var blankLineBefore: Bool
    /// Remarks on its last line, after it (after the end tag of an element).
    var trailers: [Remark] = []
}
