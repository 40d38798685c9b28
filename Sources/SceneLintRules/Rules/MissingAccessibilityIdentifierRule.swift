import SceneGraph

/// A control or bar button item UI tests cannot find (opt-in).
public struct MissingAccessibilityIdentifierRule: LintRule {
    public static let description = RuleDescription(
        id: "missing-accessibility-identifier", name: "Interactive element without accessibility identifier",
        severity: .warning, isOptIn: true,
        summary: """
            A control, a text view or a bar button item (other than a space) without an \
            `accessibilityIdentifier`. Opt-in: enable it for projects with UI tests.
            """,
        rationale: """
            UI tests find elements by accessibility identifier; labels change with the language \
            and the copy. Teams that drive their app with UI tests want every interactive element \
            to have one; other teams do not need them, hence opt-in.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="editor">
                  <controller id="editor">
                    <view>
                      ↓<textField id="nameField" accessibilityLabel="Name"/>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="editor">
                  <controller id="editor">
                    <view>
                      <textField id="nameField" accessibilityLabel="Name" accessibilityIdentifier="editor.name"/>
                      <label id="hint"/>
                    </view>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.interactiveElements(without: "accessibility identifier", view: \.accessibilityIdentifier, item: \.accessibilityIdentifier)
    }
}
