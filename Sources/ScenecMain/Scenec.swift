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

/// Runs `scenec` with the process's command line (the `scenec` executable's whole `main.swift`).
public func scenecMain() {
    Scenec.main()
}

/// The `scenec` command: compiles declarative scene files into Swift wiring code.
struct Scenec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: ScenecCommands.abstract,
        version: scenecVersion,
        subcommands: ScenecCommands.all(graph: Graph.self, layout: Layout.self, preview: Preview.self, simulate: Simulate.self, lsp: Lsp.self)
    )

    /// Runs the command line: the studio's commands, and the requests that describe the whole
    /// command line (completion scripts, the help dump), in `scenec-studio` (``StudioCommand``); the
    /// common invocations of `check`, `compile` and `lint` (``CommonInvocation``) without
    /// ArgumentParser's parse, everything else through it.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let studio = StudioCommand.handOver(arguments) { studio.run() }
        guard let command = CommonInvocation.command(arguments) else {
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
