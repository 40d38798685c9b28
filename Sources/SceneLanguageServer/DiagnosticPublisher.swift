import Foundation
import SceneCompiler
import SceneEditing
import SceneGraph

/// What was last published for each document, so that only changes are sent again, and the
/// located diagnostics code actions start from.
final class DiagnosticPublisher {
    /// The diagnostics last published, by path, as sent.
    private var published: [String: [JSONValue]] = [:]
    /// The diagnostics last computed, by path.
    private(set) var current: [String: [LocatedDiagnostic]] = [:]
    /// The configuration files problems were published on (cleared when they are fixed or gone).
    var configurationPaths: Set<String> = []

    /// Records a document's diagnostics; true when they differ from what was last published.
    func update(_ path: String, located: [LocatedDiagnostic], json: [JSONValue]) -> Bool {
        current[path] = located
        guard published[path] != json else { return false }
        published[path] = json
        return true
    }

    /// Forgets a closed document.
    func forget(_ path: String) {
        published[path] = nil
        current[path] = nil
    }
}

extension LanguageServer {
    /// Computes the diagnostics of every open document and publishes those that changed (and
    /// those of documents just opened, changed or saved), so a change in one file updates the
    /// others that depend on it. Configuration problems are published on the configuration file.
    ///
    /// Two sources: the compiler's diagnostics, from the workspace (an edit parses only its
    /// document again), and the lint rules' under each file's `.scenec.yml`, which run over the
    /// whole graph on another thread. Until a run for the current texts ends, the findings of
    /// the last run are shown where the edits moved them; when it ends, the documents are
    /// published again (``lintFinished(generation:findings:)``).
    func publishDiagnostics() {
        diagnosticsAreStale = false
        let forced = pendingPublication
        pendingPublication = []
        let open = documents.keys.sorted()
        guard !open.isEmpty else { return }
        let started = Date()
        let graph = workspace.graph
        let resolved = Date()
        if lintFindings.needsRun(for: generation) {
            let configurations = Dictionary(uniqueKeysWithValues: open.map { ($0, lintSettings.configuration(for: $0)) })
            lintFindings.requestedGeneration = generation
            lintScheduler.schedule(LintScheduler.Job(generation: generation, graph: graph, files: configurations))
            awaitingLint.formUnion(forced)
        }
        defer { log.write("diagnostics: graph \(Self.milliseconds(started, resolved)) ms, the rest \(Self.milliseconds(resolved, Date())) ms") }
        for path in open {
            var located = workspace.diagnostics(for: path) + (lintFindings.byPath[path] ?? [])
            located.sort { ($0.range.start, $0.diagnostic) < ($1.range.start, $1.diagnostic) }
            let json = located.map(diagnosticJSON)
            if publisher.update(path, located: located, json: json) || forced.contains(path) {
                send(notification: "textDocument/publishDiagnostics", .members(
                    ("uri", .string(uris.uri(of: path))),
                    ("version", documents[path].map { .int($0.version) }),
                    ("diagnostics", .array(json))))
            }
        }
        publishConfigurationProblems()
    }

    /// A lint run ended: when it linted the current texts, its findings replace those shown and
    /// the documents are published again (those whose change it answers, in any case).
    func lintFinished(generation linted: Int, findings: [String: [Diagnostic]]) {
        guard linted == generation else {
            log.write("lint of generation \(linted) dropped (now \(generation))")
            return
        }
        var located: [String: [LocatedDiagnostic]] = [:]
        for (path, diagnostics) in findings where documents[path] != nil {
            located[path] = diagnostics.compactMap { diagnostic in
                diagnostic.location.map { LocatedDiagnostic(diagnostic: diagnostic, range: workspace.range(of: $0, in: path)) }
            }
        }
        lintFindings.replace(with: located, generation: linted)
        pendingPublication.formUnion(awaitingLint)
        awaitingLint = []
        diagnosticsAreStale = true
    }

    static func milliseconds(_ start: Date, _ end: Date) -> String {
        String(format: "%.1f", end.timeIntervalSince(start) * 1000)
    }

    /// A diagnostic as LSP JSON: its rule id as code, `scenec` as source, its notes as related information.
    func diagnosticJSON(_ located: LocatedDiagnostic) -> JSONValue {
        let diagnostic = located.diagnostic
        let related: [JSONValue] = diagnostic.notes.compactMap { note in
            guard let location = note.location else { return nil }
            let range = workspace.range(of: location, in: location.file)
            return .members(
                ("location", uris.location(FileRange(path: location.file, range: range))),
                ("message", .string(note.message)))
        }
        return .members(
            ("range", located.range.json),
            ("severity", .int(diagnostic.severity.lspSeverity)),
            ("code", .string(diagnostic.ruleID)),
            ("source", .string("scenec")),
            ("message", .string(diagnostic.message)),
            ("relatedInformation", related.isEmpty ? nil : .array(related)))
    }

    /// Publishes the problems of the `.scenec.yml` files read (on those files), when they changed.
    private func publishConfigurationProblems() {
        let read = lintSettings.problems
        for path in Set(read.keys).union(publisher.configurationPaths).sorted() {
            let problems = read[path] ?? []
            if !problems.isEmpty { publisher.configurationPaths.insert(path) }
            let located = problems.map { problem in
                let position = TextPosition(line: max(0, (problem.location?.line ?? 1) - 1), character: max(0, (problem.location?.column ?? 1) - 1))
                return LocatedDiagnostic(diagnostic: problem, range: TextRange(at: position))
            }
            let json = located.map(diagnosticJSON)
            if publisher.update(path, located: located, json: json) {
                send(notification: "textDocument/publishDiagnostics", .members(
                    ("uri", .string(uris.uri(of: path))), ("diagnostics", .array(json))))
            }
        }
    }
}
