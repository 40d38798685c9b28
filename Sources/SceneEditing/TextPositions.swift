/// Zero-based line and UTF-16 code-unit column (LSP's default position encoding).
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Zero-based line.
    public var line: Int
    /// Zero-based column, in UTF-16 code units.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// `line:character`, both zero-based.
    public var description: String { "\(line):\(character)" }
}

/// A span of text between two positions (the end is exclusive).
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
    /// Where it starts.
    public var start: TextPosition
    /// Just after its last character.
    public var end: TextPosition

    /// Creates a range.
    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at a position.
    public init(at position: TextPosition) {
        self.init(start: position, end: position)
    }

    /// Whether `position` lies in the range or at its end (where a cursor just after a word stands).
    public func contains(_ position: TextPosition) -> Bool {
        start <= position && position <= end
    }

    /// Whether the two ranges share a position (touching counts).
    public func overlaps(_ other: TextRange) -> Bool {
        start <= other.end && other.start <= end
    }

    /// `start-end`.
    public var description: String { "\(start)-\(end)" }
}

/// A replacement of the text in a range.
public struct TextEdit: Hashable, Sendable {
    /// The text replaced.
    public var range: TextRange
    /// What replaces it.
    public var newText: String

    /// Creates an edit.
    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// A range in a file.
public struct FileRange: Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// The range in it.
    public var range: TextRange

    /// Creates a file range.
    public init(path: String, range: TextRange) {
        self.path = path
        self.range = range
    }

    /// `path:line:character` (zero-based).
    public var description: String { "\(path):\(range.start)" }
}
