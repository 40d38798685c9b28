import ArgumentParser
import SceneCommandLine

/// `scenec-studio`: the commands of `scenec` that draw, lay out or run scenes, or serve an
/// editor. `scenec` hands them over (`scenec graph …` runs `scenec-studio graph …`), so the
/// command line, its help and its exit statuses are `scenec`'s.
@main
struct ScenecStudio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: "Draws, lays out and runs scene files, and serves editors: the studio commands of scenec.",
        version: scenecVersion,
        subcommands: [Graph.self, Layout.self, Preview.self, Simulate.self, Lsp.self]
    )
}
