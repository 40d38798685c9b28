import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SceneCommandLine
import SceneCompiler
import SceneGraph

/// The `scenec` command: compiles declarative scene files into Swift wiring code.
@main
struct Scenec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: "Checks and compiles scene files: view controllers, views, outlets, actions and segues, resolved at compile time.",
        version: scenecVersion,
        subcommands: [
            Check.self, Dump.self, Compile.self, Scaffold.self, Convert.self, Lint.self, Graph.self, Layout.self, Preview.self, Simulate.self, Format.self, Lsp.self,
        ]
    )

    /// Runs the command line: the studio's commands in `scenec-studio` (``StudioCommand``), the
    /// common invocations of `check`, `compile` and `lint` (``CommonInvocation``) without
    /// ArgumentParser's parse, everything else through it.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let studio = StudioCommand.handOver(arguments) { studio.run() }
        guard var command = CommonInvocation.command(arguments) else {
            main(nil)
            return
        }
        do {
            try command.run()
        } catch let code as ExitCode {
            // What `exit(withError:)` does with an exit code — exit with it, printing nothing —
            // without first building the command's help text for a message it will not print
            // (5 M instructions, a fifth of a failing run's start-up).
            exitProcess(code.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}

/// A one-line count of errors and warnings, e.g. `2 files: 1 error, 0 warnings`.
func summary(of result: LoadResult) -> String {
    let errors = result.diagnostics.filter { $0.severity == .error }.count + result.inputProblems.count
    let warnings = result.diagnostics.filter { $0.severity == .warning }.count
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    return "\(plural(result.files.count, "file")), \(plural(result.graph.allScenes.count, "scene")): "
        + "\(plural(errors, "error")), \(plural(warnings, "warning"))"
}
