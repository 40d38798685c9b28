import ParallelWork
import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// The container analysis is made when a rule first reads it, and the linter makes it beside the
/// rules that do not read it (``LintRule/readsContainers``): the rules must say truly whether
/// they read it, and what they find must not depend on who made it or when.
@Suite("Container analysis made on demand")
struct ContainersOnDemandTests {
    /// Each rule's examples, triggering and not: a rule that says it reads the analysis makes it
    /// on every graph, and one that says it does not leaves it unmade.
    @Test func rulesSayTrulyWhetherTheyReadTheContainers() {
        var checked = 0
        forEachRuleExample { graph, note in
            for rule in RuleRegistry.lintRules {
                let context = LintContext(graph: graph)
                #expect(!context.hasAnalysedContainers)
                _ = rule.init().check(context)
                #expect(context.hasAnalysedContainers == rule.readsContainers, "\(rule.description.id) on \(note)")
                checked += 1
            }
        }
        #expect(checked > 1_000)
        let readers = RuleRegistry.lintRules.filter { $0.readsContainers }.map { $0.description.id }
        #expect(Set(readers) == ["show-without-container", "duplicate-restoration-path", "orphan-restoration-id"])
    }

    /// Made first, made by a rule's read, or read from every core at once: one analysis, the same
    /// answers.
    @Test func theAnalysisIsTheSameWhoeverMakesIt() throws {
        let rule = try #require(RuleRegistry.lintRules.first { $0.description.id == "duplicate-restoration-path" })
        var parentsFound = 0
        for example in rule.description.triggeringExamples {
            let graph = run(example).graph
            let first = LintContext(graph: graph)
            let expected = first.containers.restorationParents.mapValues { $0.map(\.parent) }
            #expect(first.hasAnalysedContainers)
            let shared = LintContext(graph: graph)
            let reads = ConcurrentMap.map(8) { _ in shared.containers.restorationParents.mapValues { $0.map(\.parent) } }
            #expect(reads.allSatisfy { $0 == expected })
            parentsFound += expected.count
            #expect(rule.init().check(LintContext(graph: graph)) == rule.init().check(first))
        }
        #expect(parentsFound > 0)
    }

    /// The linter's findings with the analysis made beside the rules are those of running every
    /// rule in turn on a context whose analysis was made first — also when only some rules may
    /// report, and when none that reads the analysis does.
    @Test func theLinterFindsWhatTheRulesFindInTurn() {
        let containerRules: Set<String> = ["show-without-container", "duplicate-restoration-path", "orphan-restoration-id"]
        let policies = [
            LintPolicy(),
            LintPolicy(commandLine: .init(disabled: containerRules)),
            LintPolicy(commandLine: .init(disabled: Set(RuleRegistry.lintRuleIDs).subtracting(["orphan-restoration-id"]))),
        ]
        var compared = 0
        forEachRuleExample { graph, note in
            for policy in policies {
                let linter = Linter(policy: policy)
                let context = linter.context(for: graph)
                _ = context.containers
                let allDirectives = Array(context.directives.values.joined())
                let inTurn = linter.rules.filter { policy.mayReport($0.description, directives: allDirectives) }.flatMap { rule in
                    rule.init().check(context).compactMap { violation -> Diagnostic? in
                        guard policy.isEnabled(rule.description, at: violation.location, directives: context.directives[violation.location.file] ?? [])
                        else { return nil }
                        return Diagnostic(policy.severity(of: rule.description), violation.message, at: violation.location,
                                          rule: rule.description.id,
                                          notes: violation.notes.map { .note($0.message, at: $0.location, rule: rule.description.id) })
                    }
                }.sorted()
                #expect(linter.lint(graph) == inTurn, "\(note)")
                compared += 1
            }
        }
        #expect(compared > 100)
    }
}
