import ArgumentParser
import SceneCommandLine

/// `scenec-studio`: the commands of `scenec` that draw, lay out or run scenes, or serve an
/// editor. `scenec` hands them over (`scenec graph …` runs `scenec-studio graph …`), so the
/// command line, its help and its exit statuses are `scenec`'s. It lists the compiler's commands
/// too (and runs them, with Foundation loaded), so that its completion scripts and help dump,
/// which `scenec` hands over as well, describe the whole command line.
@main
struct ScenecStudio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: ScenecCommands.abstract,
        version: scenecVersion,
        subcommands: ScenecCommands.all(graph: Graph.self, layout: Layout.self, preview: Preview.self, simulate: Simulate.self, lsp: Lsp.self)
    )
}
