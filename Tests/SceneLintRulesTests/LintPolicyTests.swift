import SceneGraph
import SceneLintRules
import Testing
import TestSupport

/// Which layer wins: command line > inline comments > configuration file > defaults.
@Suite("Lint policy and inline directives")
struct LintPolicyTests {
    /// Two unreachable scenes, one before and one after the comment placed at `comment`.
    func file(comment: String = "") -> String {
        """
        <scenes xmlns="urn:scenec:scene:1" initial="list">
          <controller id="list"/>
          <controller id="early"/>
          \(comment)
          <controller id="late"/>
        </scenes>
        """
    }

    func unreachable(_ run: ExampleRun) -> [String] {
        run.lint.filter { $0.ruleID == "unreachable-scene" }.map { "\($0.location!.line):\($0.severity)" }
    }

    @Test func defaultsReportEverything() {
        #expect(unreachable(lint(file())) == ["3:warning", "5:warning"])
    }

    @Test func configurationDisablesAndSetsSeverity() {
        let off = LintPolicy(configuration: .init(disabled: ["unreachable-scene"]))
        #expect(unreachable(lint(file(), policy: off)).isEmpty)
        let severe = LintPolicy(configuration: .init(severities: ["unreachable-scene": .error]))
        #expect(unreachable(lint(file(), policy: severe)) == ["3:error", "5:error"])
    }

    @Test func inlineDisableAppliesFromTheCommentOn() {
        let result = lint(file(comment: "<!-- scenec:disable unreachable-scene -->"))
        #expect(unreachable(result) == ["3:warning"])
    }

    @Test func inlineEnableBeatsTheConfiguration() {
        let policy = LintPolicy(configuration: .init(disabled: ["unreachable-scene"]))
        let result = lint(file(comment: "<!-- scenec:enable unreachable-scene -->"), policy: policy)
        #expect(unreachable(result) == ["5:warning"])
    }

    @Test func inlineEnableSwitchesOnOptInRulesLocally() {
        let text = """
            <scenes xmlns="urn:scenec:scene:1" initial="form">
              <controller id="form">
                <view>
                  <switch id="first" accessibilityLabel="First"/>
                  <!-- scenec:enable missing-accessibility-identifier -->
                  <switch id="second" accessibilityLabel="Second"/>
                </view>
              </controller>
            </scenes>
            """
        let lines = lint(text).lint.filter { $0.ruleID == "missing-accessibility-identifier" }.map { $0.location!.line }
        #expect(lines == [6])
    }

    @Test func commandLineBeatsInlineComments() {
        let disabledInline = file(comment: "<!-- scenec:disable unreachable-scene -->")
        let forced = LintPolicy(commandLine: .init(enabled: ["unreachable-scene"]))
        #expect(unreachable(lint(disabledInline, policy: forced)) == ["3:warning", "5:warning"])

        let enabledInline = file(comment: "<!-- scenec:enable unreachable-scene -->")
        let off = LintPolicy(configuration: .init(enabled: ["unreachable-scene"]), commandLine: .init(disabled: ["unreachable-scene"]))
        #expect(unreachable(lint(enabledInline, policy: off)).isEmpty)
    }

    @Test func commandLineSeverityBeatsTheConfiguration() {
        let policy = LintPolicy(configuration: .init(severities: ["unreachable-scene": .error]),
                                commandLine: .init(severities: ["unreachable-scene": .note]))
        #expect(unreachable(lint(file(), policy: policy)) == ["3:note", "5:note"])
    }

    @Test func disableNextLineCoversOnlyTheNextLine() {
        let text = """
            <scenes xmlns="urn:scenec:scene:1" initial="list">
              <controller id="list"/>
              <!-- scenec:disable-next-line unreachable-scene -->
              <controller id="hidden"/>
              <controller id="shown"/>
            </scenes>
            """
        #expect(unreachable(lint(text)) == ["5:warning"])
    }

    @Test func allNamesEveryLintRuleButNotTheResolvers() {
        let text = """
            <scenes xmlns="urn:scenec:scene:1" initial="list">
              <!-- scenec:disable all -->
              <controller id="list">
                <segue kind="show" destination="nowhere"/>
              </controller>
              <controller id="orphan"/>
            </scenes>
            """
        let result = lint(text)
        #expect(result.lint.isEmpty, "\(result.lint.map(\.description))")
        #expect(result.resolver.map(\.ruleID) == ["dangling-destination"])
    }

    @Test func directivesApplyOnlyToTheirOwnFile() {
        let a = """
            <scenes xmlns="urn:scenec:scene:1" initial="a">
              <!-- scenec:disable unreachable-scene -->
              <controller id="a"/>
              <controller id="aOrphan"/>
            </scenes>
            """
        let b = """
            <scenes xmlns="urn:scenec:scene:1" initial="b">
              <controller id="b"/>
              <controller id="bOrphan"/>
            </scenes>
            """
        let result = run(files: [("A.scene", a), ("B.scene", b)])
        #expect(result.lint.filter { $0.ruleID == "unreachable-scene" }.map { $0.location!.file } == ["B.scene"])
    }

    /// Only a comment whose first word starts with `scenec:` is a directive: after white space and
    /// commas, misspelt commands are reported, prose that mentions a directive is not one.
    @Test func onlyCommentsStartingWithTheDirectivePrefixAreDirectives() {
        let text = """
            <scenes xmlns="urn:scenec:scene:1" initial="list">
              <!-- , \t scenec:disabel unreachable-scene -->
              <!-- see scenec:disable unreachable-scene below -->
              <!-- scenec -->
              <!-- scenec:disable-next-line unreachable-scene -->
              <controller id="list"/>
              <controller id="orphan"/>
            </scenes>
            """
        let result = lint(text)
        #expect(result.lint.filter { $0.ruleID == "invalid-lint-directive" }.map(\.message)
            == ["unknown lint directive 'scenec:disabel'; did you mean 'scenec:disable'?"])
        #expect(unreachable(result) == ["7:warning"])
    }

    @Test func directiveWordsAreLocatedExactly() {
        let text = """
            <scenes xmlns="urn:scenec:scene:1" initial="list">
              <!--
                scenec:disable
                  unreachable-scene, no-such-rule
              -->
              <controller id="list"/>
            </scenes>
            """
        let problems = lint(text).lint.filter { $0.ruleID == "invalid-lint-directive" }
        #expect(problems.map { "\($0.location!.line):\($0.location!.column)" } == ["4:26"])
        #expect(problems.first?.message.contains("'no-such-rule' is not a lint rule") == true)
    }
}
