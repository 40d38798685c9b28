import SceneGraph
import SceneLintRules
import Testing
import TestSupport

/// Every rule's catalogue examples, run through the reader, the resolver and the linter: a
/// triggering example gets the rule's diagnostics exactly at its `↓` markers, a non-triggering
/// one gets none.
@Suite("Rule examples")
struct RuleExampleTests {
    static let ids = RuleRegistry.all.map(\.id)

    @Test(arguments: ids)
    func triggeringExamplesReportAtTheMarkers(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        #expect(!rule.triggeringExamples.isEmpty, "\(id) has no triggering example")
        for (number, example) in rule.triggeringExamples.enumerated() {
            let result = run(example, policy: policyEnabling(rule))
            #expect(result.reader.isEmpty, "\(id) example \(number): the reader objects: \(result.reader.map(\.description))")
            let stage = rule.origin == .resolver ? result.resolver : result.lint
            let found = stage.filter { $0.ruleID == id }
            #expect(!example.markers.isEmpty, "\(id) example \(number) has no ↓ marker")
            #expect(found.compactMap(\.location).sorted() == example.markers.sorted(),
                    "\(id) example \(number): expected at \(example.markers.map(\.description)), got \(found.map(\.description))")
            #expect(found.allSatisfy { $0.severity == rule.severity }, "\(id): \(found.map(\.severity))")
            if rule.origin == .lint {
                #expect(result.resolver.isEmpty, "\(id) example \(number): the resolver objects: \(result.resolver.map(\.description))")
            }
        }
    }

    @Test(arguments: ids)
    func nonTriggeringExamplesReportNothing(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
        for (number, example) in rule.nonTriggeringExamples.enumerated() {
            let result = run(example, policy: policyEnabling(rule))
            #expect(example.markers.isEmpty, "\(id) non-triggering example \(number) has a marker")
            #expect(result.reader.isEmpty, "\(id) example \(number): the reader objects: \(result.reader.map(\.description))")
            #expect(result.resolver.isEmpty, "\(id) example \(number): the resolver objects: \(result.resolver.map(\.description))")
            let found = result.lint.filter { $0.ruleID == id }
            #expect(found.isEmpty, "\(id) non-triggering example \(number): \(found.map(\.description))")
        }
    }

    /// Opt-in rules say nothing about their own triggering examples unless enabled.
    @Test(arguments: RuleRegistry.lintRules.map { $0.description }.filter(\.isOptIn).map(\.id))
    func optInRulesAreOffByDefault(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        for example in rule.triggeringExamples {
            #expect(run(example).lint.filter { $0.ruleID == id }.isEmpty)
        }
    }

    @Test func catalogueIsWellFormed() {
        let all = RuleRegistry.all
        #expect(Set(all.map(\.id)).count == all.count, "duplicate rule ids")
        for rule in all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is not kebab-case")
            #expect(!rule.name.isEmpty && !rule.summary.isEmpty && !rule.rationale.isEmpty, "\(rule.id) lacks text")
            #expect(!rule.summary.contains("\\"), "\(rule.id): stray line continuation")
        }
        #expect(RuleRegistry.lintRules.count >= 20)
        #expect(RuleRegistry.resolverRules.allSatisfy { $0.origin == .resolver && $0.severity == .error })
    }
}
