import ArgumentParser
import SceneCompiler

/// The compiler's commands: `scenec` runs them itself, and `scenec-studio` lists them beside its
/// own, so that its help, its completion scripts and `--experimental-dump-help` describe the whole
/// command line (`scenec` hands those requests to it).
public enum ScenecCommands {
    /// What `scenec --help` says the tool does (both executables' root command).
    public static let abstract = "Checks and compiles scene files: view controllers, views, outlets, actions and segues, resolved at compile time."

    /// Every command of `scenec`, in the order the help lists them, with `studio` standing in for
    /// the studio's five (graph, layout, preview, simulate, lsp — each executable supplies its own
    /// types for those).
    public static func all(
        graph: ParsableCommand.Type, layout: ParsableCommand.Type, preview: ParsableCommand.Type,
        simulate: ParsableCommand.Type, lsp: ParsableCommand.Type
    ) -> [ParsableCommand.Type] {
        [Check.self, Dump.self, Compile.self, Scaffold.self, Convert.self, Lint.self, graph, layout, preview, simulate, Format.self, lsp]
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
