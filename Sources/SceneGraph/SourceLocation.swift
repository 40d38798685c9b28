/// A position in a source file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as it was given to the compiler.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Where an element and each of its attributes start in the source.
public struct SourceRange: Hashable, Sendable {
    /// Where the element's start tag (`<`) begins.
    public var element: SourceLocation
    /// Where each attribute's value begins (just inside the opening quote), by attribute name.
    public var attributes: [String: SourceLocation]

    /// Creates a range for an element and its attributes.
    public init(element: SourceLocation, attributes: [String: SourceLocation] = [:]) {
        self.element = element
        self.attributes = attributes
    }

    /// The location of `attribute`'s value, or of the element when the attribute is absent.
    public func location(of attribute: String) -> SourceLocation {
        attributes[attribute] ?? element
    }
}
