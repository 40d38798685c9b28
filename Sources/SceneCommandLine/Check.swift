import ArgumentParser
import SceneCompiler
import SceneGraph

extension ScenecCommands {
    /// `scenec check`: parse and resolve, print diagnostics.
    public struct Check: ParsableCommand {
        public init() {}

        public static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Parse and resolve scene files and report problems.",
            discussion: """
                Diagnostics go to standard error as `path:line:column: severity: message [rule-id]`.

                Exit status: 0 clean, 1 errors in the scene files, 2 usage or input failure.
                """
        )

        @OptionGroup var input: InputOptions

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
        var quiet = false

        /// What the command line asks for.
        var job: CheckJob { CheckJob(paths: input.paths, maxDiagnostics: input.maxDiagnostics, quiet: quiet) }

        public func run() throws { try job.run() }
    }
}

/// `scenec check` as plain values (``CommandJob``).
struct CheckJob: CommandJob, Equatable {
    var paths: [String]
    var maxDiagnostics: Int
    var quiet: Bool

    func validate() throws { try InputOptions.validate(paths: paths) }

    func run() throws {
        ProcessLifetime.keepValuesUntilExit()  // the run ends when it has reported
        let result = Compiler().load(paths)
        defer { ProcessLifetime.keep(result) }
        report(result.inputProblems + result.diagnostics, limit: DiagnosticLimit(maximumPerFile: maxDiagnostics))
        if !quiet { print(summary(of: result)) }
        if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
    }
}
