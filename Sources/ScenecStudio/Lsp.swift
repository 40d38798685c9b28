import ArgumentParser
import SceneCommandLine
import SceneLanguageServer

extension ScenecStudio {
    /// `scenec lsp`: a Language Server Protocol server over standard input and output.
    struct Lsp: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lsp",
            abstract: StudioCommands.abstract(of: "lsp"),
            discussion: """
                Editors start this command and talk to it: diagnostics (the compiler's and the lint rules', \
                respecting .scenec.yml and inline directives), completion, hover, go to definition, references, \
                rename across files, the outline, code actions and formatting for .scene files; the read-only \
                features for storyboards. Setups for Neovim, VS Code, Helix and Emacs: docs/Editors.md.

                Exit status: 0 after the client's shutdown and exit, 1 when the client exits without \
                shutting down or its input ends first.
                """
        )

        @Option(help: ArgumentHelp("The workspace folder (default: the one the editor names).", valueName: "path"))
        var root: String?

        @Option(help: ArgumentHelp("Append a log of the session to this file.", valueName: "file"))
        var log: String?

        @Flag(help: "Talk over standard input and output (the only transport; accepted because clients pass it).")
        var stdio = false

        func run() throws {
            let options = LanguageServer.Options(root: root, logPath: log, version: scenecVersion)
            let server = LanguageServer(options: options, output: FileDescriptorSink(descriptor: 1))
            let status = server.run(input: FileDescriptorSource(descriptor: 0))
            if status != 0 { throw ExitCode(status) }
        }
    }
}
