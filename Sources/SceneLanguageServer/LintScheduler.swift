import Dispatch
import Foundation
import SceneEditing
import SceneGraph
import SceneLint

/// Runs the lint rules off the server's thread, one run at a time, the latest wanted run next.
///
/// A run lints one generation of the documents (their graph, as resolved for it); its findings
/// come back through ``deliver`` and count only when that generation is still the current one.
/// Meanwhile the findings last shown stay in place, moved with the edits (see ``LintFindings``).
final class LintScheduler: @unchecked Sendable {  // `running` and `waiting` are guarded by `lock`
    /// One lint run.
    struct Job: Sendable {
        /// The documents' generation the graph was resolved for.
        var generation: Int
        var graph: ResolvedGraph
        /// The open documents and the configuration of each.
        var files: [String: LintConfiguration]
    }

    private let queue = DispatchQueue(label: "scenec-lsp-lint", qos: .userInitiated)
    private let lock = NSLock()
    private var running = false
    private var waiting: Job?
    private let deliver: @Sendable (Int, [String: [Diagnostic]]) -> Void

    /// A scheduler handing each run's findings, with its generation, to `deliver` (on its own thread).
    init(deliver: @escaping @Sendable (Int, [String: [Diagnostic]]) -> Void) {
        self.deliver = deliver
    }

    /// Lints `job` as soon as the run in progress (if any) ends; a job still waiting is replaced.
    func schedule(_ job: Job) {
        lock.lock()
        defer { lock.unlock() }
        if running {
            waiting = job
            return
        }
        running = true
        start(job)
    }

    private func start(_ job: Job) {
        queue.async { [self] in
            let findings = GraphLinting.lint(job.graph, files: job.files)
            deliver(job.generation, findings)
            lock.lock()
            defer { lock.unlock() }
            if let next = waiting {
                waiting = nil
                start(next)
            } else {
                running = false
            }
        }
    }
}

/// The lint findings shown for each open document, kept in place between runs: an edit moves
/// the findings after it and drops those it touches; a run of the current generation replaces them.
struct LintFindings {
    /// The findings shown, by path, with ranges in the documents' current texts.
    private(set) var byPath: [String: [LocatedDiagnostic]] = [:]
    /// The generation the findings are exact for; nil once an edit made them approximate.
    private(set) var exactGeneration: Int?
    /// The generation of the last run asked for.
    var requestedGeneration: Int?

    /// Replaces the findings with a run's.
    mutating func replace(with findings: [String: [LocatedDiagnostic]], generation: Int) {
        byPath = findings
        exactGeneration = generation
    }

    /// Moves a document's findings through an edit (nil range: the whole text was replaced, and
    /// they are dropped).
    mutating func apply(_ range: TextRange?, text: String, in path: String) {
        guard let findings = byPath[path] else { return }
        guard let range else {
            byPath[path] = nil
            return
        }
        byPath[path] = findings.compactMap { finding in
            finding.range.shifted(byReplacing: range, with: text).map { LocatedDiagnostic(diagnostic: finding.diagnostic, range: $0) }
        }
    }

    /// Forgets a closed document's findings.
    mutating func forget(_ path: String) {
        byPath[path] = nil
    }

    /// Whether a run is needed for `generation`.
    func needsRun(for generation: Int) -> Bool {
        exactGeneration != generation && requestedGeneration != generation
    }
}
