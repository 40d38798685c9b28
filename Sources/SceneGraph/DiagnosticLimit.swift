/// How many diagnostics a run prints, like a compiler's error limit: a hostile or broken file
/// can carry hundreds of thousands of problems, and nobody reads past the first few hundred.
/// Past the limit one note says how many more there were; the exit status does not change.
public struct DiagnosticLimit: Hashable, Sendable {
    /// The most diagnostics shown for one file; 0 means no limit.
    public var perFile: Int
    /// The most diagnostics shown in one run; 0 means no limit.
    public var perRun: Int

    /// Creates a limit.
    public init(perFile: Int, perRun: Int) {
        self.perFile = perFile
        self.perRun = perRun
    }

    /// The limit `--max-diagnostics N` asks for: `n` a file and five times as many a run; no
    /// limit for 0 or less.
    public init(maximumPerFile n: Int) {
        self = n <= 0 ? .none : DiagnosticLimit(perFile: n, perRun: n * 5)
    }

    /// 200 a file, 1,000 a run.
    public static let `default` = DiagnosticLimit(perFile: 200, perRun: 1_000)

    /// No limit.
    public static let none = DiagnosticLimit(perFile: 0, perRun: 0)

    /// The rule id of the note that counts what was left out.
    public static let rule = "diagnostic-limit"

    /// `diagnostics` within the limit, in their order, followed — when any were left out — by one
    /// note that says how many, in how many files.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard perFile > 0 || perRun > 0 else { return diagnostics }
        var shown: [Diagnostic] = []
        // Files by token number (-1 for diagnostics without a location): a token hashes as one
        // integer, where a path is a look-up in the process's path table and a string to hash.
        var perFileCounts: [Int: Int] = [:]
        var suppressedFiles: Set<Int> = []
        var suppressed = 0
        for diagnostic in diagnostics {
            let file = Self.fileNumber(of: diagnostic)
            let count = perFileCounts[file, default: 0]
            if (perFile > 0 && count >= perFile) || (perRun > 0 && shown.count >= perRun) {
                suppressed += 1
                suppressedFiles.insert(file)
                continue
            }
            perFileCounts[file] = count + 1
            shown.append(diagnostic)
        }
        guard suppressed > 0 else { return shown }
        let files = suppressedFiles.count == 1 ? "1 file" : "\(suppressedFiles.count) files"
        shown.append(.note(
            "\(suppressed) more diagnostic\(suppressed == 1 ? "" : "s") in \(files) not shown (at most \(perFile) a file, \(perRun) a run; --max-diagnostics changes it, 0 shows all)",
            at: nil, rule: Self.rule))
        return shown
    }

    /// The number of the diagnostic's file in the process's path table, or -1 without a location.
    ///
    /// Why an integer rather than the optional `SourceFile` itself: a table keyed by
    /// `SourceFile?` makes the runtime ask, the first time in a run, whether `Optional` and
    /// `SourceFile` conform to `Hashable` — two scans of every conformance record of the process
    /// (~560,000 instructions, 2.4 % of checking `Scenes/`); `Int`'s answer is known.
    static func fileNumber(of diagnostic: Diagnostic) -> Int {
        diagnostic.location.map { Int($0.sourceFile.index) } ?? -1
    }
}
