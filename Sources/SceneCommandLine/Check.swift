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

        public func run() throws {
            ProcessLifetime.keepValuesUntilExit()  // the run ends when it has reported
            let result = Compiler().load(input.paths)
            defer { ProcessLifetime.keep(result) }
            report(result.inputProblems + result.diagnostics, limit: input.diagnosticLimit)
            if !quiet { print(summary(of: result)) }
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
        }
    }
}
