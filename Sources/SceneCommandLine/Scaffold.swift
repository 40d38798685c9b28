import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCodeGen
import SceneCompiler
import SceneGraph

extension ScenecCommands {
    /// `scenec scaffold`: starter classes for the classes scene files name.
    public struct Scaffold: ParsableCommand {
        public init() {}

        public static let configuration = CommandConfiguration(
            commandName: "scaffold",
            abstract: "Write starter classes for the classes the scene files name but no source declares.",
            discussion: """
                Each class subclasses the runtime class its scene, view, cell or segue needs, with a property per \
                outlet and segue parameter and an empty method per action and unwind action, so that the code \
                `scenec compile` generates compiles at once. Classes declared in the --sources folders are skipped. \
                The file is written atomically and only when its content changed.

                Exit status: 0 written, 1 errors in the scene files, 2 usage or I/O failure.
                """
        )

        @OptionGroup var input: InputOptions

        @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
        var output: String

        @Option(name: .customLong("sources"), help: ArgumentHelp("A folder of Swift sources whose classes already exist (repeatable).", valueName: "dir"))
        var sourceFolders: [String] = []

        @Option(help: "Access level of the classes: public or internal.")
        var access: Compile.Access = .internal

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
        var quiet = false

        public func run() throws {
            let outcome = Compiler().scaffold(ScaffoldRequest(
                inputs: input.paths, outputFile: output, sourceFolders: sourceFolders,
                options: CodeGenOptions(access: access == .public ? .public : .internal)))
            report(outcome.diagnostics, limit: input.diagnosticLimit)
            if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
            if !quiet { print(outcome.report.written.isEmpty ? "\(output) is up to date" : "wrote \(output)") }
        }
    }
}
