/// Receives a Swift file in source order: its opening, then declarations, some of them inside
/// enumerations opened and closed around them.
///
/// Translators describe each file once through this protocol. ``SwiftFileCollector`` builds the
/// code model (``SwiftFile``); ``SwiftFileStreamer`` renders the text as it comes and passes it on,
/// so a large document never has its whole code model or text in memory.
protocol SwiftFileBuilder {
    /// Starts a file.
    mutating func begin(name: String, header: [String], imports: [String]) throws
    /// Opens an enumeration; its members are the declarations added until it is closed
    /// (`declaration.members` must be empty).
    mutating func openEnumeration(_ declaration: EnumDeclaration) throws
    /// Adds declarations at the current level.
    mutating func add(_ declarations: [Declaration]) throws
    /// Closes the innermost open enumeration.
    mutating func closeEnumeration() throws
    /// Ends the file.
    mutating func end() throws
}

/// Builds the code model of the files it is given.
struct SwiftFileCollector: SwiftFileBuilder {
    private(set) var files: [SwiftFile] = []
    private var current = SwiftFile(name: "", header: [], imports: [], declarations: [])
    private var openEnumerations: [EnumDeclaration] = []

    mutating func begin(name: String, header: [String], imports: [String]) {
        current = SwiftFile(name: name, header: header, imports: imports, declarations: [])
    }

    mutating func openEnumeration(_ declaration: EnumDeclaration) {
        openEnumerations.append(declaration)
    }

    mutating func add(_ declarations: [Declaration]) {
        if openEnumerations.isEmpty {
            current.declarations += declarations
        } else {
            openEnumerations[openEnumerations.count - 1].members += declarations
        }
    }

    mutating func closeEnumeration() {
        add([.enumeration(openEnumerations.removeLast())])
    }

    mutating func end() {
        files.append(current)
    }
}

/// Renders the files it is given and passes their text to an output in chunks.
///
/// The text is the same as ``SwiftRenderer/render(_:)`` of the collected file.
struct SwiftFileStreamer<Output: GeneratedOutput>: SwiftFileBuilder {
    /// Text is passed on once this many bytes are pending.
    static var defaultChunkSize: Int { 1 << 16 }

    var output: Output
    private let chunkSize: Int
    private let renderer = SwiftRenderer()
    private var writer = CodeWriter()
    /// Each open level (the file, then each open enumeration): whether nothing was written there
    /// yet, and whether the first member needs a blank line (after an enumeration's cases).
    private var levels: [(isEmpty: Bool, blankBeforeFirst: Bool)] = [(true, false)]

    init(output: Output, chunkSize: Int = Self.defaultChunkSize) {
        self.output = output
        self.chunkSize = chunkSize
    }

    mutating func begin(name: String, header: [String], imports: [String]) throws {
        try output.beginFile(named: name)
        writer = CodeWriter()
        levels = [(true, false)]
        renderer.writeOpening(header: header, imports: imports, to: &writer)
    }

    mutating func openEnumeration(_ declaration: EnumDeclaration) {
        separate()
        renderer.openEnumeration(declaration, hasMembers: false, to: &writer)  // members are not known yet
        levels.append((true, !declaration.cases.isEmpty))
    }

    mutating func add(_ declarations: [Declaration]) throws {
        for declaration in declarations {
            separate()
            renderer.write(declaration, to: &writer)
        }
        if writer.text.utf8.count >= chunkSize { try output.append(writer.takeText()) }
    }

    mutating func closeEnumeration() {
        levels.removeLast()
        writer.close()
    }

    mutating func end() throws {
        let rest = writer.takeText()
        if !rest.isEmpty { try output.append(rest) }
    }

    /// A blank line between declarations of one level, as ``SwiftRenderer`` writes them.
    private mutating func separate() {
        let level = levels[levels.count - 1]
        if level.isEmpty {
            levels[levels.count - 1].isEmpty = false
            if level.blankBeforeFirst { writer.blank() }
        } else {
            writer.blank()
        }
    }
}
