import SceneGraph
@testable import SceneLintRules
import Testing
import TestSupport

/// Scenes are laid out for lint only when a rule that reads layouts may report: the rules say
/// whether they read them, and saying so wrongly would change what they find.
@Suite("Layouts made on demand")
struct LayoutOnDemandTests {
    /// Every rule's triggering examples, read and resolved together with the package's scenes.
    static func exampleGraphs() -> [ResolvedGraph] {
        RuleRegistry.lintRules.flatMap { rule in
            rule.description.triggeringExamples.map { run($0, policy: policyEnabling(rule.description)).graph }
        }
    }

    @Test func rulesThatDoNotReadLayoutsFindTheSameWithoutThem() {
        var compared = 0
        for graph in Self.exampleGraphs() {
            let full = LintContext(graph: graph)
            let bare = LintContext(graph: graph, layingOut: { _ in false })
            #expect(bare.layouts.isEmpty)
            for rule in RuleRegistry.lintRules where !rule.readsLayouts {
                #expect(rule.init().check(bare) == rule.init().check(full), "\(rule.description.id)")
                compared += 1
            }
        }
        #expect(compared > 100)
    }

    @Test func rulesThatReadLayoutsFindNothingWithoutThem() throws {
        let layoutRules = RuleRegistry.lintRules.filter { $0.readsLayouts }
        #expect(Set(layoutRules.map { $0.description.id }) == ["ambiguous-layout", "misplaced-view", "unsatisfiable-constraints"])
        for rule in layoutRules {
            for example in rule.description.triggeringExamples {
                let graph = run(example, policy: policyEnabling(rule.description)).graph
                #expect(!rule.init().check(LintContext(graph: graph)).isEmpty, "\(rule.description.id) finds its example")
                #expect(rule.init().check(LintContext(graph: graph, layingOut: { _ in false })).isEmpty, "\(rule.description.id)")
            }
        }
    }

    /// The linter lays out when a layout rule may report — by default, or switched on by a
    /// comment — and its findings are the same whether or not other rules are switched off.
    @Test func theLinterLaysOutWhenALayoutRuleMayReport() throws {
        let rule = try #require(RuleRegistry.lintRules.first { $0.description.id == "ambiguous-layout" })
        let example = try #require(rule.description.triggeringExamples.first)
        let files = example.files.map { ($0.path, $0.text) }
        let byDefault = run(files: files).lint.filter { $0.ruleID == "ambiguous-layout" }
        #expect(!byDefault.isEmpty)

        let layoutRuleIDs: Set<String> = ["ambiguous-layout", "misplaced-view", "unsatisfiable-constraints"]
        let others = Set(RuleRegistry.lintRuleIDs).subtracting(layoutRuleIDs)
        let onlyLayout = LintPolicy(commandLine: .init(disabled: others))
        #expect(run(files: files, policy: onlyLayout).lint.filter { $0.ruleID == "ambiguous-layout" } == byDefault)

        let noLayout = LintPolicy(commandLine: .init(disabled: layoutRuleIDs))
        let withoutLayoutRules = run(files: files, policy: noLayout).lint
        #expect(withoutLayoutRules == run(files: files).lint.filter { !layoutRuleIDs.contains($0.ruleID) })

        // The linter's own context: laid out only when a layout rule may report.
        let graph = run(files: files).graph
        #expect(!Linter().context(for: graph).layouts.isEmpty)
        #expect(!Linter(policy: onlyLayout).context(for: graph).layouts.isEmpty)
        #expect(Linter(policy: noLayout).context(for: graph).layouts.isEmpty)

        // Switched off in the configuration, on again by a comment in the file: laid out.
        let configuredOff = LintPolicy(configuration: .init(disabled: layoutRuleIDs))
        let commented = files.map { file in
            (file.0, file.1.replacingOccurrences(of: "\n", with: "\n<!-- scenec:enable ambiguous-layout -->\n", options: [], range: file.1.range(of: "\n")))
        }
        #expect(!run(files: commented, policy: configuredOff).lint.filter { $0.ruleID == "ambiguous-layout" }.isEmpty)
        #expect(!Linter(policy: configuredOff).context(for: run(files: commented).graph).layouts.isEmpty)
        #expect(Linter(policy: configuredOff).context(for: graph).layouts.isEmpty)
        #expect(run(files: files, policy: configuredOff).lint.filter { $0.ruleID == "ambiguous-layout" }.isEmpty)
    }
}
