import ArgumentParser
import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph

extension Scenec {
    /// `scenec compile`: generate Swift wiring code.
    struct Compile: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compile",
            abstract: "Generate Swift wiring code for scene files.",
            discussion: """
                Writes one Swift file per scene file plus \(SceneTranslator.sharedFileName) into the output folder. \
                Output is deterministic; each file is written atomically and only when its content changed. \
                Nothing is written when a scene file has errors.

                Exit status: 0 clean (or up to date with --check), 1 errors or stale files with --check, 2 usage or I/O failure.
                """
        )

        /// Which outputs to write.
        enum Emit: String, ExpressibleByArgument, CaseIterable {
            /// Every scene file's output and the shared file.
            case all
            /// The output of the one scene file given (it depends on that file alone).
            case document
            /// Only the shared file (it depends on all the files given).
            case shared
        }

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

        @Option(help: "What to write: all, document (the output of the one file given), or shared (the file that spans all of them).")
        var emit: Emit = .all

        @Option(help: ArgumentHelp("The module the generated code is compiled into: storyboard classes of other modules (customModule) are named with theirs.", valueName: "name"))
        var module: String?

        @Flag(help: "Give references to files that are not among the inputs a placeholder controller (with a warning) instead of failing.")
        var stubMissingReferences = false

        @Flag(help: "Write nothing; exit 1 when a generated file on disk is missing or out of date.")
        var check = false

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
        var quiet = false

        func validate() throws {
            if emit == .document, input.paths.count != 1 || !FileManager.default.fileExists(atPath: input.paths[0]) || input.paths[0].hasSuffix("/") {
                throw ValidationError("--emit document takes exactly one scene file")
            }
        }

        func run() throws {
            let compiler = SceneCompiler()
            var result = emit == .document ? compiler.loadSingleDocument(input.paths[0]) : compiler.load(input.paths)
            if stubMissingReferences {
                result.diagnostics.removeAll { $0.ruleID == "missing-file" || $0.ruleID == "dangling-reference" }
            }
            report(result.inputProblems + result.diagnostics)
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
            let options = CodeGenOptions(access: access == .public ? .public : .internal, runtimeModule: runtimeModule, module: module,
                                         stubsMissingReferences: stubMissingReferences)
            let selection: SceneTranslator.Selection
            switch emit {
            case .all: selection = .all
            case .document: selection = .document(result.files.first ?? input.paths[0])
            case .shared: selection = .shared
            }
            let writer = OutputWriter(directory: URL(fileURLWithPath: output))
            // Generated scene by scene into staged files: no file is held whole in memory.
            var staged: StagedFiles
            let diagnostics: [Diagnostic]
            do {
                staged = check ? try writer.stageForComparison() : try writer.stage()
            } catch {
                throw ioFailure(error)
            }
            do {
                diagnostics = try compiler.generate(result, options: options, selection: selection, into: &staged)
            } catch {
                staged.discard()
                throw ioFailure(error)
            }
            report(diagnostics)
            if diagnostics.containsErrors || staged.files.isEmpty {
                staged.discard()  // nothing half-correct is written
                throw ExitCode(1)
            }
            let count = staged.files.count
            if check {
                let stale: [String]
                do { stale = try writer.staleFiles(staged) } catch { throw ioFailure(error) }
                for name in stale { print("\(output)/\(name) is out of date; run scenec compile") }
                if !stale.isEmpty { throw ExitCode(1) }
                if !quiet { print("\(count) generated files are up to date") }
                return
            }
            let written: OutputWriter.Report
            do { written = try writer.commit(staged) } catch { throw ioFailure(error) }
            if !quiet { print("wrote \(written.written.count) of \(count) files to \(output) (\(written.unchanged.count) unchanged)") }
        }

        /// Reports a failure to write and gives the exit status for it.
        private func ioFailure(_ error: any Error) -> ExitCode {
            report([.error("\(error)", at: nil, rule: "io-write")])
            return ExitCode(2)
        }
    }
}
