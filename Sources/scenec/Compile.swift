import ArgumentParser
import Foundation
import SceneCodeGen
import SceneCompiler

extension Scenec {
    /// `scenec compile`: generate Swift wiring code.
    struct Compile: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate Swift wiring code for scene files.",
            discussion: """
                Writes one Swift file per scene file plus \(SceneTranslator.sharedFileName) into the output folder.
                Output is deterministic; each file is written atomically and only when its content changed.
                Nothing is written when a scene file has errors.
                Exit status: 0 clean (or up to date with --check), 1 errors or stale files with --check, 2 usage or I/O failure.
                """
        )

        /// Access levels for generated declarations.
        enum Access: String, ExpressibleByArgument, CaseIterable {
            case `public`, `internal`
        }

        @OptionGroup var input: InputOptions

        @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write generated Swift files to.", valueName: "dir"))
        var output: String

        @Option(help: "Access level of generated declarations: public or internal.")
        var access: Access = .internal

        @Option(help: ArgumentHelp("The runtime module generated code imports.", valueName: "name"))
        var runtimeModule: String = "SceneRuntime"

        @Flag(help: "Write nothing; exit 1 when a generated file on disk is missing or out of date.")
        var check = false

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
        var quiet = false

        func run() throws {
            let compiler = SceneCompiler()
            let result = compiler.load(input.paths)
            report(result.inputProblems + result.diagnostics)
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
            let options = CodeGenOptions(access: access == .public ? .public : .internal, runtimeModule: runtimeModule)
            let (files, diagnostics) = compiler.generate(result, options: options)
            report(diagnostics)
            if files.isEmpty { throw ExitCode(1) }
            let writer = OutputWriter(directory: URL(fileURLWithPath: output))
            if check {
                let stale = writer.staleFiles(files)
                for name in stale { print("\(output)/\(name) is out of date; run scenec compile") }
                if !stale.isEmpty { throw ExitCode(1) }
                if !quiet { print("\(files.count) generated files are up to date") }
                return
            }
            do {
                let written = try writer.write(files)
                if !quiet { print("wrote \(written.written.count) of \(files.count) files to \(output) (\(written.unchanged.count) unchanged)") }
            } catch {
                report([.error("\(error)", at: nil, rule: "io-write")])
                throw ExitCode(2)
            }
        }
    }
}
