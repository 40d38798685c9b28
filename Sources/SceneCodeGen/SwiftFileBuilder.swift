import ParallelWork
import SceneGraph

/// Receives a Swift file in source order: its opening, then declarations, some of them inside
/// enumerations opened and closed around them.
///
/// Translators describe each file once through this protocol. ``SwiftFileCollector`` builds the
/// code model (``SwiftFile``); ``SwiftFileStreamer`` renders the text as it comes and passes it on,
/// so a large document never has its whole code model or text in memory.
protocol SwiftFileBuilder: Sendable {
    /// Starts a file.
    mutating func begin(name: String, header: [String], imports: [SwiftIdentifier]) throws
    /// Opens an enumeration; its members are the declarations added until it is closed
    /// (`declaration.members` must be empty).
    mutating func openEnumeration(_ declaration: EnumDeclaration) throws
    /// Adds declarations at the current level.
    mutating func add(_ declarations: [Declaration]) throws
    /// Adds, at the current level and in order, the declarations of `count` independent parts
    /// (scenes): `part(i)` makes the declarations of part `i` and the problems found making them.
    /// Parts may be made (and rendered) concurrently. Returns the problems in part order.
    mutating func add(parts count: Int, _ part: @Sendable (Int) -> DeclarationPart) throws -> [Diagnostic]
    /// Closes the innermost open enumeration.
    mutating func closeEnumeration() throws
    /// Ends the file.
    mutating func end() throws
    /// Describes `count` independent files (documents), in order: `file(i, &builder)` describes
    /// file `i` from its beginning to its end and returns the problems found. Files may be described
    /// concurrently, each to a builder of its own, heaviest first by `weights` (one estimate per
    /// file). Returns the problems in file order.
    mutating func addFiles(
        _ count: Int, heaviestFirst weights: [Int], _ file: @Sendable (Int, inout Self) throws -> [Diagnostic]
    ) throws -> [Diagnostic]
}

/// The declarations of one part of a file (a scene), and the problems found making them.
struct DeclarationPart: Sendable {
    var declarations: [Declaration]
    var diagnostics: [Diagnostic] = []
}

extension SwiftFileBuilder {
    /// Files of equal weight.
    mutating func addFiles(
        _ count: Int, _ file: @Sendable (Int, inout Self) throws -> [Diagnostic]
    ) throws -> [Diagnostic] {
        try addFiles(count, heaviestFirst: Array(repeating: 0, count: count), file)
    }

    /// One file after the other.
    mutating func addFiles(
        _ count: Int, heaviestFirst weights: [Int], _ file: @Sendable (Int, inout Self) throws -> [Diagnostic]
    ) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in 0..<count { diagnostics += try file(index, &self) }
        return diagnostics
    }

    /// One part after the other.
    mutating func add(parts count: Int, _ part: @Sendable (Int) -> DeclarationPart) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in 0..<count {
            let made = part(index)
            try add(made.declarations)
            diagnostics += made.diagnostics
        }
        return diagnostics
    }
}

/// Builds the code model of the files it is given.
struct SwiftFileCollector: SwiftFileBuilder {
    private(set) var files: [SwiftFile] = []
    private var current = SwiftFile(name: "", header: [], imports: [], declarations: [])
    private var openEnumerations: [EnumDeclaration] = []

    mutating func begin(name: String, header: [String], imports: [SwiftIdentifier]) {
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
/// The text is the same as ``SwiftRenderer/render(_:)`` of the collected file. Independent parts
/// (``add(parts:_:)``) are made and rendered on every core, a round of parts at a time, so that
/// only one round's text waits to be passed on.
struct SwiftFileStreamer<Output: GeneratedOutput>: SwiftFileBuilder {
    /// Text is passed on once this many bytes are pending.
    static var defaultChunkSize: Int { 1 << 16 }
    /// Parts made and rendered concurrently before their text is passed on.
    static var defaultRoundSize: Int { 64 }
    /// The room a part's writer starts with: a scene's text is a few kilobytes, which a writer
    /// starting small reached by growing (and copying) five times (issue 26).
    static var partCapacity: Int { 8 << 10 }

    var output: Output
    private let chunkSize: Int
    private let roundSize: Int
    private let renderer = SwiftRenderer()
    private var writer = CodeWriter()
    /// Each open level (the file, then each open enumeration): whether nothing was written there
    /// yet, and whether the first member needs a blank line (after an enumeration's cases).
    private var levels: [(isEmpty: Bool, blankBeforeFirst: Bool)] = [(true, false)]

    init(output: Output, chunkSize: Int = Self.defaultChunkSize, roundSize: Int = Self.defaultRoundSize) {
        precondition(roundSize > 0, "a round holds at least one part")
        self.output = output
        self.chunkSize = chunkSize
        self.roundSize = roundSize
    }

    mutating func begin(name: String, header: [String], imports: [SwiftIdentifier]) throws {
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
        try passOnFullChunk()
    }

    mutating func add(parts count: Int, _ part: @Sendable (Int) -> DeclarationPart) throws -> [Diagnostic] {
        let indent = writer.indent
        let renderer = renderer
        var diagnostics: [Diagnostic] = []
        var start = 0
        while start < count {
            let round = start..<min(count, start + roundSize)
            // Each part is rendered on its own; the blank line before its first declaration
            // depends on what precedes it, so it is written when the parts are joined, in order.
            let rendered = ConcurrentMap.map(round.count) { offset in
                let made = part(round.lowerBound + offset)
                var partWriter = CodeWriter(indent: indent, capacity: Self.partCapacity)
                renderer.write(made.declarations, to: &partWriter)
                return (bytes: partWriter.bytes, isEmpty: made.declarations.isEmpty, diagnostics: made.diagnostics)
            }
            for made in rendered {
                diagnostics += made.diagnostics
                guard !made.isEmpty else { continue }
                separate()
                writer.append(rendered: made.bytes)
                try passOnFullChunk()
            }
            start = round.upperBound
        }
        return diagnostics
    }

    mutating func closeEnumeration() {
        levels.removeLast()
        writer.close()
    }

    mutating func end() throws {
        let rest = writer.takeBytes()
        if !rest.isEmpty { try output.append(utf8: rest) }
    }

    mutating func addFiles(
        _ count: Int, heaviestFirst weights: [Int], _ file: @Sendable (Int, inout Self) throws -> [Diagnostic]
    ) throws -> [Diagnostic] {
        if count <= 1 {
            // A loop, not `flatMap` on a range: this generic code runs unspecialized, where that
            // made the range's metadata and asked `Int: Comparable` (`ConcurrentMap.inOrder`).
            var diagnostics: [Diagnostic] = []
            var index = 0
            while index < count {
                diagnostics += try file(index, &self)
                index += 1
            }
            return diagnostics
        }
        // Each file into a part of the output, on its own streamer; the parts are joined in order,
        // failed ones included (so that their files are discarded with the rest), then the first
        // failure is thrown. Each part carries its diagnostics or its error as two fields rather
        // than a `Result`: the parts' type is made at run time (the streamer is generic), and a
        // `Result<…, any Error>` in it made the runtime check `any Error: Error` with a scan of
        // every conformance record of the process (~0.2 M instructions of every `compile`, issue 26,
        // round 25).
        let empty = Self(output: output.makePart(), chunkSize: chunkSize, roundSize: roundSize)
        let described = ConcurrentMap.map(count, heaviestFirst: weights) { index in
            var streamer = empty
            do {
                let diagnostics = try file(index, &streamer)
                return (output: streamer.output, diagnostics: diagnostics, error: (any Error)?.none)
            } catch {
                return (output: streamer.output, diagnostics: [Diagnostic](), error: (any Error)?.some(error))
            }
        }
        var diagnostics: [Diagnostic] = []
        var failure: (any Error)?
        for part in described {
            do { try output.join(part.output) } catch { failure = failure ?? error }
            if let error = part.error { failure = failure ?? error }
            diagnostics += part.diagnostics
        }
        if let failure { throw failure }
        return diagnostics
    }

    /// Passes the text on once a chunk's worth is pending.
    private mutating func passOnFullChunk() throws {
        if writer.byteCount >= chunkSize { try output.append(utf8: writer.takeBytes()) }
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
