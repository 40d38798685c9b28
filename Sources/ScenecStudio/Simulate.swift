import ArgumentParser
import SceneCommandLine
import Foundation
import SceneCompiler
import SceneInterpreter
import SceneRuntime

extension ScenecStudio {
    /// `scenec simulate`: an interactive session over the headless runtime, scenes interpreted.
    struct Simulate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "simulate",
            abstract: StudioCommands.abstract(of: "simulate"),
            discussion: """
                Scenes run as the runtime class of their kind, built straight from the scene graph: their own classes are not at hand, so actions are reported, not run.

                Commands:
                \(Simulator.helpLines.joined(separator: "\n"))

                The window stands for a device: --device NAME (a preset such as iphone-15, iphone-se, ipad, or an Interface Builder id such as retina4_7), by default the device the starting file was designed on, else an iPhone 15; --landscape starts it in landscape. Layout runs as the runtime's does; `show --frames` lists the frames.

                Without --script, commands are read from standard input after a `> ` prompt. With --script, each line of the file is echoed after `> ` and followed by its result; blank lines and `#` comments are skipped.

                Exit status: 0; 1 when a command failed (the session goes on); 2 when the files cannot be loaded or have no initial scene. See docs/Simulate.md.
                """
        )

        @OptionGroup var input: InputOptions

        @Option(help: ArgumentHelp("Run the commands of a file instead of reading standard input.", valueName: "file"))
        var script: String?

        @Option(help: ArgumentHelp("The device the window stands for (default: the file's designed device, else iphone-15).", valueName: "name"))
        var device: String?

        @Flag(help: "Start in landscape (default: the designed orientation with the designed device, else portrait).")
        var landscape = false

        func run() throws {
            let result = Compiler().load(input.paths)
            report(result.inputProblems + result.diagnostics, limit: input.diagnosticLimit)
            guard result.inputProblems.isEmpty, !result.graph.documents.isEmpty else { throw ExitCode(2) }
            let preset = try device.map { name in
                guard let preset = Simulator.device(named: name) else {
                    StandardStreams.writeError("error: unknown device '\(name)'; known: \(Simulator.deviceNames.joined(separator: ", "))\n")
                    throw ExitCode(2)
                }
                return preset
            }
            let (landscape, script) = (landscape, script)  // the options the main actor's closure reads, not the command
            let failed = try MainActor.assumeIsolated { () throws -> Bool in
                let simulator: Simulator
                do {
                    simulator = try Simulator(graph: result.graph, device: preset, orientation: landscape ? .landscapeRight : nil)
                } catch {
                    StandardStreams.writeError("error: \(error)\n")
                    throw ExitCode(2)
                }
                // What building and showing the first scene said (notes, runtime reports), as
                // diagnostics: the trace holds what commands print.
                for line in simulator.startupMessages { StandardStreams.writeError(line + "\n") }
                if let script {
                    guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
                        StandardStreams.writeError("error: cannot read script \(script)\n")
                        throw ExitCode(2)
                    }
                    return Self.session(simulator, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), echo: true)
                }
                print("scenec simulate — `help` lists the commands, `quit` ends.")
                return Self.session(simulator, lines: nil, echo: false)
            }
            if failed { throw ExitCode(1) }
        }

        /// Runs commands from `lines`, or from standard input (with a prompt) when nil; returns
        /// whether any command failed.
        @MainActor
        static func session(_ simulator: Simulator, lines: [String]?, echo: Bool) -> Bool {
            var failed = false
            var remaining = lines?[...]
            while true {
                let line: String
                if remaining != nil {
                    guard let next = remaining?.popFirst() else { break }
                    line = next
                } else {
                    print("> ", terminator: "")
                    fflush(nil)
                    guard let read = readLine() else { break }
                    line = read
                }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if echo, !trimmed.isEmpty, !trimmed.hasPrefix("#") { print("> " + trimmed) }
                let outcome = simulator.run(line)
                for output in outcome.lines { print(output) }
                failed = failed || outcome.isError
                if outcome.quits { break }
            }
            return failed
        }
    }
}
