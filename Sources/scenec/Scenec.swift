import ArgumentParser
import Foundation
import SceneCompiler
import SceneGraph

/// The `scenec` command: compiles declarative scene files into Swift wiring code.
@main
struct Scenec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: "Checks and compiles scene files: view controllers, views, outlets, actions and segues, resolved at compile time.",
        version: "0.1.0",
        subcommands: [
            Check.self, Dump.self, Compile.self, Scaffold.self, Convert.self, Lint.self, Graph.self, Layout.self, Preview.self, Simulate.self, Format.self, Lsp.self,
        ]
    )

    /// Runs the command line: the common invocations of `check`, `compile` and `lint`
    /// (``CommonInvocation``) without ArgumentParser's parse, everything else through it.
    static func main() {
        guard var command = CommonInvocation.command(Array(CommandLine.arguments.dropFirst())) else {
            main(nil)
            return
        }
        do {
            try command.run()
        } catch let code as ExitCode {
            // What `exit(withError:)` does with an exit code — exit with it, printing nothing —
            // without first building the command's help text for a message it will not print
            // (5 M instructions, a fifth of a failing run's start-up).
            Foundation.exit(code.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}

/// Options shared by the commands that read scene files.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scene files, or folders to search for them.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The most diagnostics shown for one file and in the run (5 times as many); 0 shows all.", valueName: "n"))
    var maxDiagnostics: Int = DiagnosticLimit.default.perFile

    /// The limit on the diagnostics shown.
    var diagnosticLimit: DiagnosticLimit {
        DiagnosticLimit(maximumPerFile: maxDiagnostics)
    }

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one scene file or folder") }
    }
}

/// Writes diagnostics to standard error, one gcc-style line each, within `limit`.
func report(_ diagnostics: [Diagnostic], limit: DiagnosticLimit = .default) {
    guard !diagnostics.isEmpty else { return }
    let text = limit.apply(diagnostics).map(\.description).joined(separator: "\n") + "\n"
    FileHandle.standardError.write(Data(text.utf8))
}

/// A one-line count of errors and warnings, e.g. `2 files: 1 error, 0 warnings`.
func summary(of result: LoadResult) -> String {
    let errors = result.diagnostics.filter { $0.severity == .error }.count + result.inputProblems.count
    let warnings = result.diagnostics.filter { $0.severity == .warning }.count
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    return "\(plural(result.files.count, "file")), \(plural(result.graph.allScenes.count, "scene")): "
        + "\(plural(errors, "error")), \(plural(warnings, "warning"))"
}
