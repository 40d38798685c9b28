import SceneGraph

/// A diagnostic with the range of the token it is about.
public struct LocatedDiagnostic: Hashable, Sendable {
    /// The diagnostic as the compiler reports it.
    public var diagnostic: Diagnostic
    /// The token it points at (an attribute's value, an element's name…) in its file.
    public var range: TextRange

    /// Creates a located diagnostic.
    public init(diagnostic: Diagnostic, range: TextRange) {
        self.diagnostic = diagnostic
        self.range = range
    }
}

/// One completion proposal.
public struct CompletionCandidate: Hashable, Sendable {
    /// What the proposal is.
    public enum Kind: String, Hashable, Sendable {
        /// An element name.
        case element
        /// An attribute name.
        case attribute
        /// A word of an attribute's fixed list (or `true`/`false`).
        case value
        /// An id of the document (a view, cell, bar button item, gesture recognizer, layout guide…).
        case identifier
        /// A scene id of this document.
        case scene
        /// A scene id of another file (for `<reference scene>`) or another file's path.
        case sceneReference
        /// A Swift class declared in the workspace's sources.
        case `class`
        /// A layout attribute after `ITEM.` or a layout item keyword (`superview`, `safeArea`…).
        case layout
    }

    /// The text shown in the list (and inserted when there is no ``insertText``).
    public var label: String
    /// What it is.
    public var kind: Kind
    /// A short detail shown beside the label (a type, a kind, a file).
    public var detail: String?
    /// Markdown documentation.
    public var documentation: String?
    /// What to insert instead of the label; a snippet (with `$1`, `$0`) when ``isSnippet``.
    public var insertText: String?
    /// Whether ``insertText`` is an LSP snippet.
    public var isSnippet: Bool
    /// The text the insertion replaces (the word at the cursor, typed part and rest); nil: the
    /// editor's own idea of the word.
    public var replacing: TextRange?
    /// What the list is sorted by (required attributes first, say); nil: the label.
    public var sortText: String?

    /// Creates a candidate.
    public init(
        label: String, kind: Kind, detail: String? = nil, documentation: String? = nil,
        insertText: String? = nil, isSnippet: Bool = false, replacing: TextRange? = nil, sortText: String? = nil
    ) {
        self.sortText = sortText
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.isSnippet = isSnippet
        self.replacing = replacing
    }
}

/// What hovering over a token shows.
public struct HoverInfo: Hashable, Sendable {
    /// Markdown text.
    public var markdown: String
    /// The token hovered.
    public var range: TextRange

    /// Creates hover information.
    public init(markdown: String, range: TextRange) {
        self.markdown = markdown
        self.range = range
    }
}

/// The answer to a rename: the edits of every file, or why the rename is refused.
public enum RenameOutcome: Hashable, Sendable {
    /// Edits by file path (a workspace edit).
    case edits([String: [TextEdit]])
    /// The rename would break something (a collision, an invalid name, a read-only storyboard).
    case refused(reason: String)
}

/// One entry of a document's outline.
public struct OutlineSymbol: Hashable, Sendable {
    /// What an entry stands for.
    public enum Kind: String, Hashable, Sendable {
        /// A content controller.
        case scene
        /// A container controller (navigation, tab bar, split, page, custom container).
        case container
        /// A `<reference>` to another file's scene (a storyboard reference).
        case reference
        /// A view.
        case view
        /// A prototype or static cell.
        case cell
        /// A bar button item.
        case barButtonItem
        /// A gesture recognizer.
        case gestureRecognizer
        /// A segue.
        case segue
        /// A container's relationship to a child.
        case relationship
        /// An unwind action a scene declares.
        case unwindAction
    }

    /// The entry's name (an id, or the element's name when it has none).
    public var name: String
    /// A short detail (the class, the kind, a segue's destination).
    public var detail: String?
    /// What it is.
    public var kind: Kind
    /// The whole element.
    public var range: TextRange
    /// The part to select and reveal (the id's value, or the element's name).
    public var selectionRange: TextRange
    /// The entries inside it.
    public var children: [OutlineSymbol]

    /// Creates an outline entry.
    public init(name: String, detail: String?, kind: Kind, range: TextRange, selectionRange: TextRange, children: [OutlineSymbol] = []) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// A fix or a refactoring an editor offers at a range.
public struct EditAction: Hashable, Sendable {
    /// A file the action creates.
    public struct NewFile: Hashable, Sendable {
        /// The new file's path.
        public var path: String
        /// Its content.
        public var content: String

        /// Creates a new file.
        public init(path: String, content: String) {
            self.path = path
            self.content = content
        }
    }

    /// The title shown in the editor's menu.
    public var title: String
    /// The LSP code action kind (`quickfix`).
    public var kind: String
    /// The edits, by file path.
    public var edits: [String: [TextEdit]]
    /// Files to create (before the edits apply).
    public var newFiles: [NewFile]
    /// The diagnostics the action fixes.
    public var fixes: [LocatedDiagnostic]
    /// Whether the action is the obvious fix (LSP's `isPreferred`).
    public var isPreferred: Bool

    /// Creates an action.
    public init(
        title: String, kind: String = "quickfix", edits: [String: [TextEdit]] = [:], newFiles: [NewFile] = [],
        fixes: [LocatedDiagnostic] = [], isPreferred: Bool = false
    ) {
        self.title = title
        self.kind = kind
        self.edits = edits
        self.newFiles = newFiles
        self.fixes = fixes
        self.isPreferred = isPreferred
    }
}
