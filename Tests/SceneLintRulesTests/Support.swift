import Foundation
import SceneCompiler
import SceneGraph
import SceneLintRules
import TestSupport

/// What reading, resolving and linting an example's files says, by stage.
struct ExampleRun {
    var graph: ResolvedGraph
    /// The XML and format readers' diagnostics.
    var reader: [Diagnostic]
    /// The resolver's diagnostics.
    var resolver: [Diagnostic]
    /// The linter's diagnostics.
    var lint: [Diagnostic]
}

/// Reads the example's files through the compiler facade, resolves them and lints the graph.
func run(_ example: RuleExample, policy: LintPolicy = LintPolicy()) -> ExampleRun {
    run(files: example.files.map { ($0.path, $0.text) }, policy: policy)
}

/// Reads files (path, text) through the compiler facade, resolves them and lints the graph.
func run(files: [(path: String, text: String)], policy: LintPolicy = LintPolicy()) -> ExampleRun {
    let compiler = Compiler()
    var documents: [SceneDocument] = []
    var reader: [Diagnostic] = []
    for file in files {
        let (document, diagnostics) = compiler.parse(bytes: Array(file.text.utf8), path: file.path)
        reader += diagnostics
        if let document { documents.append(document) }
    }
    let (graph, resolver) = GraphResolver.resolve(documents)
    return ExampleRun(graph: graph, reader: reader, resolver: resolver, lint: Linter(policy: policy).lint(graph))
}

/// Calls `body` with each rule's triggering and non-triggering examples, read and resolved, and a
/// note naming the rule (for the equivalence tests that compare a rule with its former self).
func forEachRuleExample(_ body: (ResolvedGraph, String) -> Void) {
    for rule in RuleRegistry.lintRules {
        for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
            body(run(example).graph, "\(rule.description.id) example")
        }
    }
}

/// A policy with `rule` switched on (for opt-in rules' own examples).
func policyEnabling(_ rule: RuleDescription) -> LintPolicy {
    LintPolicy(configuration: LintPolicy.Layer(enabled: rule.isOptIn ? [rule.id] : []))
}

/// One scene file compiled alone.
func lint(_ text: String, path: String = "Example.scene", policy: LintPolicy = LintPolicy()) -> ExampleRun {
    run(files: [(path, text)], policy: policy)
}

/// The corpus storyboards as (path, text), sorted by name (the caller requires the corpus).
func corpusFiles() throws -> [(path: String, text: String)] {
    try FileManager.default.contentsOfDirectory(atPath: corpusStoryboards.path)
        .filter { $0.hasSuffix(".storyboard") }.sorted()
        .map { name in
            let url = corpusStoryboards.appendingPathComponent(name)
            return (path: url.path, text: try String(contentsOf: url, encoding: .utf8))
        }
}
