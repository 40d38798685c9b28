import ArgumentParser
import SceneCompiler

extension ScenecCommands {
    /// `scenec dump`: print the resolved scene graph.
    public struct Dump: ParsableCommand {
        public init() {}

        public static let configuration = CommandConfiguration(
            commandName: "dump",
            abstract: "Print the resolved scene graph as JSON or text.",
            discussion: """
                The JSON shape is documented in docs/DumpFormat.md and stable within a dumpVersion. \
                Diagnostics go to standard error; the graph is printed even when there are errors, \
                with whatever could be read.

                Exit status: 0 clean, 1 errors, 2 usage or input failure.
                """
        )

        /// Output formats.
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case json, text
        }

        @OptionGroup var input: InputOptions

        @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
        var format: Format = .json

        public func run() throws {
            let result = Compiler().load(input.paths)
            report(result.inputProblems + result.diagnostics, limit: input.diagnosticLimit)
            switch format {
            case .json: print(GraphJSON.dump(result.graph).rendered())
            case .text: print(GraphText.dump(result.graph), terminator: "")
            }
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
        }
    }
}
