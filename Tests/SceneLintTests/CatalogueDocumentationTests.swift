import Foundation
import SceneLint
import SceneLintRules
import Testing
import TestSupport

/// docs/Lint.md carries the generated rule catalogue, so every registered rule is documented.
@Suite("Rule catalogue documentation")
struct CatalogueDocumentationTests {
    @Test func lintDocumentContainsTheCurrentCatalogue() throws {
        let document = try String(contentsOf: packageRoot.appendingPathComponent("docs/Lint.md"), encoding: .utf8)
        #expect(document.contains(RuleCatalogue.markdown()),
                "docs/Lint.md is out of date: replace its catalogue section with the output of `scenec lint --rule-docs`")
        for rule in RuleRegistry.all {
            #expect(document.contains("#### `\(rule.id)`"), "\(rule.id) is not documented in docs/Lint.md")
        }
    }

    @Test func catalogueShowsEveryExample() {
        let markdown = RuleCatalogue.markdown()
        for rule in RuleRegistry.all {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                for file in example.files {
                    #expect(markdown.contains(file.markedText), "an example of \(rule.id) is missing")
                }
            }
        }
    }
}
