import SceneGraph
import SceneLint
import SceneLintRules
import Testing
import TestSupport

/// `.scenec.yml`: what it accepts, and exact locations for everything it does not.
@Suite("Configuration file")
struct ConfigurationTests {
    func parse(_ text: String) -> (LintConfiguration, [Diagnostic]) {
        ConfigurationLoader.parse(text, path: "config/.scenec.yml")
    }

    @Test func readsEveryKey() {
        let (configuration, problems) = parse("""
            # Lint settings for the app.
            disabled_rules:
              - missing-accessibility-label
            enabled_rules: [missing-accessibility-identifier]
            severity:
              unreachable-scene: error
              deprecated-segue-kind: note
            included:
              - Scenes
            excluded:
              - Scenes/Legacy
              - "**/Generated/*.storyboard"
            strict: true
            reporter: sarif
            """)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(configuration.disabledRules == ["missing-accessibility-label"])
        #expect(configuration.enabledRules == ["missing-accessibility-identifier"])
        #expect(configuration.severities == ["unreachable-scene": .error, "deprecated-segue-kind": .note])
        #expect(configuration.included == ["Scenes"])
        #expect(configuration.excluded == ["Scenes/Legacy", "**/Generated/*.storyboard"])
        #expect(configuration.strict == true)
        #expect(configuration.reporter == .sarif)
        #expect(configuration.baseDirectory == "config")
    }

    @Test func emptyFileMeansDefaults() {
        let (configuration, problems) = parse("# nothing yet\n")
        #expect(problems.isEmpty)
        #expect(configuration.layer == LintPolicy.Layer())
    }

    @Test func unknownKeyIsLocatedWithASuggestion() {
        let (_, problems) = parse("""
            strict: false
            disabled_rule:
              - unreachable-scene
            """)
        #expect(problems.map(\.description) == [
            "config/.scenec.yml:2:1: error: unknown key 'disabled_rule'; did you mean 'disabled_rules'? [config-unknown-key]",
        ])
        let (_, others) = parse("colour: red\n")
        #expect(others.map(\.message) == [
            "unknown key 'colour'; the keys are disabled_rules, enabled_rules, severity, included, excluded, strict, reporter, compile",
        ])
    }

    @Test func unknownAndResolverRulesAreLocated() {
        let (configuration, problems) = parse("""
            disabled_rules:
              - unreachable-scenes
              - duplicate-id
            severity:
              dangling-destination: warning
            """)
        #expect(problems.map { "\($0.location!.line):\($0.location!.column) \($0.ruleID)" } == [
            "2:5 config-unknown-rule", "3:5 config-unknown-rule", "5:3 config-unknown-rule",
        ])
        #expect(problems[0].message.contains("did you mean 'unreachable-scene'?"))
        #expect(problems[1].message.contains("reported by the resolver"))
        #expect(configuration.disabledRules.isEmpty)
    }

    @Test func badValuesAreLocated() {
        let (_, problems) = parse("""
            severity:
              unreachable-scene: fatal
            strict: sometimes
            reporter: xml
            included: {a: b}
            """)
        #expect(problems.map { "\($0.location!.line):\($0.location!.column)" } == ["2:22", "3:9", "4:11", "5:11"])
        #expect(problems.allSatisfy { $0.ruleID == "config-invalid-value" })
    }

    @Test func syntaxErrorsAreLocated() {
        let (_, problems) = parse("""
            disabled_rules:
              - unreachable-scene
             - missing-file
            """)
        #expect(problems.count == 1)
        #expect(problems.first?.ruleID == "config-syntax")
        #expect(problems.first?.location?.line == 3)
    }

    @Test func aRuleCannotBeBothEnabledAndDisabled() {
        let (_, problems) = parse("""
            disabled_rules: [unreachable-scene]
            enabled_rules: [unreachable-scene]
            """)
        #expect(problems.map { "\($0.location!.line): \($0.message)" } == ["2: 'unreachable-scene' is both enabled and disabled"])
    }

    @Test func duplicateKeysAreLocated() {
        let (_, problems) = parse("""
            strict: true
            strict: false
            """)
        #expect(problems.map { "\($0.location!.line):\($0.location!.column)" } == ["2:1"])
        #expect(problems.first?.notes.first?.location?.line == 1)
    }

    @Test func topLevelMustBeAMapping() {
        let (_, problems) = parse("- unreachable-scene\n")
        #expect(problems.map(\.ruleID) == ["config-invalid-value"])
        #expect(problems.first?.location?.line == 1)
    }
}
