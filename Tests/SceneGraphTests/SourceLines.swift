import SceneGraph

/// The places of a document made in a test: one element a line, in one file.
struct SourceLines {
    let file: String
    /// The line of the last place handed out.
    private(set) var line = 1

    init(file: String) { self.file = file }

    /// The next line's element.
    mutating func next() -> SourceRange {
        line += 1
        return SourceRange(element: SourceLocation(file: file, line: line, column: 3))
    }
}
