import SceneGraph
import SceneLintRules

/// Lints a graph that is already read and resolved — a language server's open documents over
/// the files on disk — with the same policy as ``LintRunner``: each file's configuration decides
/// which rules report and how severely, inline directives switch rules on and off, and a file
/// the configuration's `included`/`excluded` leaves out gets no lint findings.
public enum GraphLinting {
    /// The lint findings about each of `files` (paths as the graph's documents have them), keyed
    /// by path; every file asked about has an entry, empty when nothing is found.
    ///
    /// Files that share a configuration share one lint run over the graph.
    public static func lint(
        _ graph: ResolvedGraph, files: [String: LintConfiguration], commandLine: LintPolicy.Layer = LintPolicy.Layer()
    ) -> [String: [Diagnostic]] {
        var result: [String: [Diagnostic]] = files.mapValues { _ in [] }
        var groups: [LintConfiguration: Set<String>] = [:]
        for (file, configuration) in files {
            groups[configuration, default: []].insert(file)
        }
        for (configuration, group) in groups.sorted(by: { ($0.key.path ?? "") < ($1.key.path ?? "") }) {
            let filter = FileFilter(configuration: configuration)
            let linted = group.filter(filter.includes)
            guard !linted.isEmpty else { continue }
            let policy = LintPolicy(configuration: configuration.layer, commandLine: commandLine)
            for diagnostic in Linter(policy: policy).lint(graph) {
                guard let file = diagnostic.location?.file, linted.contains(file) else { continue }
                result[file, default: []].append(diagnostic)
            }
        }
        return result
    }
}
