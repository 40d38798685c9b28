import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCompiler

extension ScenecCommands {
    /// `scenec convert`: a storyboard as a scene file.
    public struct Convert: ParsableCommand {
        public init() {}

        public static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert an Xcode storyboard into an equivalent scene file.",
            discussion: """
                Storyboard scene ids become Swift identifiers; what the scene format cannot say (gesture \
                recognizers, custom objects, toolbar items, outlets owned by views, legacy segue kinds …) is \
                left out or modernised, each kind of change with one note. The file is written atomically.

                Exit status: 0 converted, 1 errors in the storyboard, 2 usage or I/O failure.
                """
        )

        @Argument(help: ArgumentHelp("The storyboard to convert.", valueName: "storyboard"))
        var storyboard: String

        @Option(name: .shortAndLong, help: ArgumentHelp("The scene file to write.", valueName: "file"))
        var output: String

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
        var quiet = false

        public func validate() throws {
            guard storyboard.hasSuffix(".storyboard") else { throw ValidationError("convert takes a .storyboard file") }
        }

        public func run() throws {
            let result = Compiler().loadSingleDocument(storyboard)
            report(result.inputProblems + result.diagnostics.filter { $0.severity == .error })
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
            guard let document = result.graph.documents.first else { throw ExitCode(1) }
            let url = URL(fileURLWithPath: output)
            let (text, notes) = SceneFileConverter().convert(document, in: result.graph, module: url.deletingPathExtension().lastPathComponent)
            if !quiet { report(notes) }
            do {
                _ = try OutputWriter(directory: url.deletingLastPathComponent()).write([(url.lastPathComponent, text)])
            } catch {
                report([.error("\(error)", at: nil, rule: "io-write")])
                throw ExitCode(2)
            }
            if !quiet { print("wrote \(output) (\(document.scenes.count) scenes)") }
        }
    }
}
