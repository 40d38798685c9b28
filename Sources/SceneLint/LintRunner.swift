#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCompiler
import SceneGraph
import SceneLintRules

/// What `scenec lint` is asked to do.
public struct LintOptions: Sendable {
    /// Files or folders to lint; empty means the configuration's `included` paths, or its folder.
    public var paths: [String]
    /// The configuration file's settings.
    public var configuration: LintConfiguration
    /// The command line's `--enable`, `--disable` and `--severity`.
    public var commandLine: LintPolicy.Layer
    /// `--strict` (true) or `--no-strict` (false); nil leaves it to the configuration.
    public var strict: Bool?

    /// Creates options.
    public init(paths: [String], configuration: LintConfiguration = LintConfiguration(),
                commandLine: LintPolicy.Layer = LintPolicy.Layer(), strict: Bool? = nil) {
        self.paths = paths
        self.configuration = configuration
        self.commandLine = commandLine
        self.strict = strict
    }
}

/// The result of a lint run.
public struct LintOutcome: Sendable {
    /// The files linted (read and reported about), sorted.
    public var files: [String]
    /// The diagnostics about those files — the reader's, the resolver's and the linter's — sorted.
    public var diagnostics: [Diagnostic]
    /// Problems finding or reading the input.
    public var inputProblems: [Diagnostic]
    /// Whether warnings fail the run.
    public var strict: Bool

    /// Creates an outcome.
    public init(files: [String], diagnostics: [Diagnostic], inputProblems: [Diagnostic] = [], strict: Bool = false) {
        self.files = files
        self.diagnostics = diagnostics
        self.inputProblems = inputProblems
        self.strict = strict
    }

    /// How many diagnostics have a severity.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        // Counted in place: `filter` would copy every matching diagnostic first.
        diagnostics.reduce(0) { $1.severity == severity ? $0 + 1 : $0 }
    }

    /// 2 for input problems; 1 for errors, or for warnings when strict; else 0.
    public var exitStatus: Int32 {
        if !inputProblems.isEmpty { return 2 }
        if count(.error) > 0 || (strict && count(.warning) > 0) { return 1 }
        return 0
    }
}

/// Runs the lint: finds the files, reads and resolves them with ``Compiler``, lints the
/// graph with ``Linter`` and keeps what is said about the files to lint.
public enum LintRunner {
    /// Lints what `options` say.
    public static func run(_ options: LintOptions, compiler: Compiler = Compiler()) -> LintOutcome {
        let configuration = options.configuration
        let base = configuration.baseDirectory
        var roots = options.paths
        if roots.isEmpty {
            let prefixes = configuration.included.map { PathPattern($0).literalPrefix.joined(separator: "/") }
            roots = prefixes.isEmpty || prefixes.contains("") ? [base] : prefixes.map { FilePath.join(base, $0) }
        }
        let (found, collectProblems) = compiler.collector.collect(roots)
        let filter = FileFilter(configuration: configuration)
        let linted = found.filter(filter.includes)
        let unlinted = Set(found).subtracting(linted)

        let strict = options.strict ?? configuration.strict ?? false
        guard !linted.isEmpty else { return LintOutcome(files: [], diagnostics: [], inputProblems: collectProblems, strict: strict) }

        // Files left out are read only when a linted file references them, so references resolve.
        var read = linted
        var result = compiler.load(read)
        defer { ProcessLifetime.keep(result) }  // a one-shot run ends without freeing the graph
        while true {
            let wanted = referencedFiles(in: result.graph).intersection(unlinted).subtracting(read)
            if wanted.isEmpty { break }
            read += wanted.sorted()
            result = compiler.load(read)
        }

        let policy = LintPolicy(configuration: configuration.layer, commandLine: options.commandLine)
        // By file token: a location's path is a look-up in the process's path table.
        let lintedFiles = Set(linted.map(SourceFile.init))
        let diagnostics = mergeSorted(result.diagnostics, sorted: Linter(policy: policy).lint(result.graph)) { diagnostic in
            diagnostic.location.map { lintedFiles.contains($0.sourceFile) } ?? true
        }
        return LintOutcome(
            files: linted, diagnostics: diagnostics, inputProblems: collectProblems + result.inputProblems,
            strict: strict)
    }

    /// The diagnostics of `first` and `sorted` that `keep` keeps, in the order
    /// `(first + sorted).filter(keep).sorted()` gives — `sorted` being sorted already (the
    /// linter's findings), `first` is sorted alone and the two are merged, ties taken from
    /// `first` first, as the stable sort of the two joined keeps them.
    ///
    /// Why: the linter's findings were joined to the reader's, filtered and sorted again — each
    /// copied three times and compared ~n log n times, ~6 M instructions for the 8,820 findings of
    /// 1,000 scenes in 10 files (issue 26; 882 since `duplicate-restoration-path` reports each
    /// pair once). `LintDiagnosticsMergeTests` compares it with the former formula.
    static func mergeSorted(_ first: [Diagnostic], sorted second: [Diagnostic], keep: (Diagnostic) -> Bool) -> [Diagnostic] {
        let left = first.filter(keep).sorted()
        var merged: [Diagnostic] = []
        merged.reserveCapacity(left.count + second.count)
        var index = 0
        for diagnostic in second where keep(diagnostic) {
            while index < left.count, !(diagnostic < left[index]) {
                merged.append(left[index])
                index += 1
            }
            merged.append(diagnostic)
        }
        merged.append(contentsOf: left[index...])
        return merged
    }

    /// The files the graph's references point to, as paths the collector would give.
    static func referencedFiles(in graph: ResolvedGraph) -> Set<String> {
        var paths: Set<String> = []
        for document in graph.documents {
            for scene in document.scenes {
                guard let file = scene.reference?.file else { continue }
                paths.insert(FilePath.join(FilePath.directory(of: FilePath.normalize(document.path)), file))
            }
        }
        return paths
    }
}

/// Decides from `included` and `excluded` whether a file is linted.
struct FileFilter {
    let base: String
    let included: [PathPattern]
    let excluded: [PathPattern]

    init(configuration: LintConfiguration) {
        base = Self.absolute(configuration.baseDirectory)
        included = configuration.included.map(PathPattern.init)
        excluded = configuration.excluded.map(PathPattern.init)
    }

    /// Whether `file` (as the collector gives it) is linted.
    func includes(_ file: String) -> Bool {
        guard !included.isEmpty || !excluded.isEmpty else { return true }
        let absolute = Self.absolute(file)
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix) else { return included.isEmpty }
        let relative = String(absolute.dropFirst(prefix.count))
        if !included.isEmpty, !included.contains(where: { $0.matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }

    static func absolute(_ path: String) -> String {
        FilePath.normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }
}
