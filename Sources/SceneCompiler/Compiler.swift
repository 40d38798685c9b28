#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneGraph
import SceneParser
import SceneCodeGen

/// The result of loading scene files: the resolved graph and everything said about it.
public struct LoadResult: Sendable {
    /// The files that were read, sorted.
    public var files: [String]
    /// The graph of every document that could be read.
    public var graph: ResolvedGraph
    /// Diagnostics about the files' contents, sorted by location.
    public var diagnostics: [Diagnostic]
    /// Problems finding or reading the input (missing files, unreadable folders).
    public var inputProblems: [Diagnostic]

    /// The process exit status for this result: 2 for input problems (missing or unreadable
    /// input, links out of a searched folder), 1 for errors in the files, else 0.
    public var exitStatus: Int32 {
        if !inputProblems.isEmpty { return 2 }
        return diagnostics.containsErrors ? 1 : 0
    }
}

/// The facade every front end drives: finds the input, reads it, resolves it.
public struct Compiler: Sendable {
    /// Bounds on every file's size and shape.
    public var limits: XMLLimits
    /// How inputs are found.
    public var collector: InputCollector

    /// Creates a compiler.
    public init(limits: XMLLimits = .default, collector: InputCollector = InputCollector()) {
        self.limits = limits
        self.collector = collector
    }

    /// Reads one file for generating its own output: problems with references to other files are
    /// left out (the shared output, generated from all files together, reports them). A folder is
    /// an input problem: every file in it would be read, and one document's output made of the
    /// first.
    public func loadSingleDocument(_ path: String) -> LoadResult {
        if SystemCall.isFolder(path) == true {
            return LoadResult(
                files: [], graph: ResolvedGraph(documents: []), diagnostics: [],
                inputProblems: [.error("\(path): a folder, not a scene file", at: nil, rule: InputCollector.Rule.unsupportedInput)])
        }
        var result = load([path])
        result.diagnostics.removeAll { GraphResolver.Rule.crossFile.contains($0.ruleID) }
        return result
    }

    /// Finds, reads and resolves the scene files at `paths` (files or folders).
    public func load(_ paths: [String]) -> LoadResult {
        let (files, inputProblems) = collector.collect(paths)
        var documents: [SceneDocument] = []
        var diagnostics: [Diagnostic] = []
        var readProblems: [Diagnostic] = []
        for outcome in FileReading.readAll(files, using: self) {
            switch outcome {
            case .unreadable(let failure) where failure.diagnostic.location != nil:
                diagnostics.append(failure.diagnostic)  // a located problem (too large) is about the file's content
            case .unreadable(let failure):
                readProblems.append(failure.diagnostic)
            case .read(let document, let fileDiagnostics):
                diagnostics += fileDiagnostics
                if let document { documents.append(document) }
            }
        }
        let (graph, resolution) = GraphResolver.resolveReferences(documents)  // each document was checked as it was read
        diagnostics += resolution
        return LoadResult(files: files, graph: graph, diagnostics: diagnostics.sorted(), inputProblems: inputProblems + readProblems)
    }

    /// Generates Swift for a loaded graph: one file per document plus the shared file.
    ///
    /// Returns no files when the graph or the translation has errors, so nothing half-correct is written.
    public func generate(
        _ result: LoadResult, options: CodeGenOptions, selection: SceneTranslator.Selection = .all
    ) -> (files: [(name: String, contents: String)], diagnostics: [Diagnostic]) {
        var output = GeneratedFiles()
        guard let diagnostics = try? generate(result, options: options, selection: selection, into: &output) else {
            return ([], [])  // keeping files in memory cannot fail
        }
        return (diagnostics.containsErrors ? [] : output.files, diagnostics)
    }

    /// Generates Swift for a loaded graph into `output`, scene by scene, without holding any file
    /// whole. Generates nothing when the graph has errors; when the returned diagnostics contain
    /// errors, what reached the output must be discarded. Rethrows the output's failures.
    public func generate(
        _ result: LoadResult, options: CodeGenOptions, selection: SceneTranslator.Selection = .all,
        into output: inout some GeneratedOutput
    ) throws -> [Diagnostic] {
        guard !result.diagnostics.containsErrors, result.inputProblems.isEmpty else { return [] }
        return try SceneTranslator(options: options).generate(result.graph, selection: selection, into: &output)
    }

    /// Parses one file's contents; the document is nil when the file is not well-formed.
    public func parse(bytes: [UInt8], path: String) -> (document: SceneDocument?, diagnostics: [Diagnostic]) {
        let (tree, xmlDiagnostics) = SafeXMLReader.parse(bytes: bytes, path: path, limits: limits)
        guard let tree else { return (nil, xmlDiagnostics) }
        let comments = tree.comments.map { SceneDocument.Comment(text: $0.text, location: $0.location) }  // inline lint directives
        let (read, diagnostics) = path.hasSuffix(".storyboard")
            ? StoryboardReader.read(tree, path: path) : SceneFormatReader.read(tree, path: path)
        var document = read
        document?.comments = comments
        return (document, diagnostics)
    }

    /// Reads and parses one file, and checks the ids within it (``GraphResolver/check(_:)``).
    func read(_ path: String) -> FileReading.Outcome {
        let parsed = bytes(ofFile: path).map { parse(bytes: $0, path: path) }  // the bytes are released here
        switch parsed {
        case .failure(let failure):
            return .unreadable(failure)
        case .success(let (document, diagnostics)):
            return .read(document, Self.merging(diagnostics, document.map(GraphResolver.check) ?? []))
        }
    }

    /// The reader's diagnostics and the document check's, without the check's repeats of what the
    /// reader already said at the same place under the same rule (the scene reader checks names
    /// as it reads them; the name gate checks them again for both dialects).
    static func merging(_ read: [Diagnostic], _ checked: [Diagnostic]) -> [Diagnostic] {
        guard !read.isEmpty, !checked.isEmpty else { return read + checked }
        struct Key: Hashable {
            var location: SourceLocation?
            var rule: String
        }
        let said = Set(read.map { Key(location: $0.location, rule: $0.ruleID) })
        return read + checked.filter { !said.contains(Key(location: $0.location, rule: $0.ruleID)) }
    }

    /// The bytes of the file at `path`, or why not as a diagnostic: over ``limits``' size (located
    /// at the file's start) or unreadable.
    public func bytes(ofFile path: String) -> Result<[UInt8], ReadFailure> {
        FileBytes.read(path, limit: limits.maxBytes).mapError { failure in
            let start = SourceLocation(file: path, line: 1, column: 1)
            switch failure {
            case .overLimit(let size?):
                return ReadFailure(.error("file is \(size) bytes, more than the limit of \(limits.maxBytes)", at: start, rule: SafeXMLReader.Rule.limit))
            case .overLimit(nil):
                return ReadFailure(.error("file is larger than the limit of \(limits.maxBytes) bytes", at: start, rule: SafeXMLReader.Rule.limit))
            case .unreadable(let reason):
                return ReadFailure(.error("cannot read \(path): \(reason)", at: nil, rule: InputCollector.Rule.unreadable))
            }
        }
    }
}

/// A file that could not be read, as a diagnostic.
public struct ReadFailure: Error, Sendable {
    /// Why, located where it can be.
    public let diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
