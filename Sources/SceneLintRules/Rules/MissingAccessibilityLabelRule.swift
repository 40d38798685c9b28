import SceneGraph

/// A control or bar button item VoiceOver cannot name.
public struct MissingAccessibilityLabelRule: LintRule {
    public static let description = RuleDescription(
        id: "missing-accessibility-label", name: "Interactive element without accessibility label", severity: .warning,
        summary: """
            A control, a text view or a bar button item (other than a flexible or fixed space, or \
            an item showing a custom view, which is checked as a view) without an \
            `accessibilityLabel`.
            """,
        rationale: """
            VoiceOver reads an element's accessibility label to say what it is. Without one it \
            falls back to a title — often an icon name, a number or a state ("4 servings") — or, \
            for a system bar item or an image button, to something generic or nothing at all. \
            People who cannot see the screen then cannot tell the controls apart.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="editor">
                  <controller id="editor">
                    <view>
                      ↓<switch id="vegetarianSwitch"/>
                      ↓<button id="favoriteButton" image="heart"/>
                    </view>
                    <navigationItem>
                      ↓<barButtonItem id="saveButton" systemItem="save"/>
                    </navigationItem>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="editor">
                  <controller id="editor">
                    <view>
                      <switch id="vegetarianSwitch" accessibilityLabel="Vegetarian"/>
                      <label id="caption" text="Vegetarian"/>
                    </view>
                    <navigationItem>
                      <barButtonItem id="saveButton" systemItem="save" accessibilityLabel="Save recipe"/>
                      <barButtonItem systemItem="flexibleSpace"/>
                      <barButtonItem id="servingsItem">
                        <stepper id="servingsStepper" accessibilityLabel="Servings"/>
                      </barButtonItem>
                    </navigationItem>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.interactiveElements(without: "accessibility label", view: \.accessibilityLabel, item: \.accessibilityLabel)
    }
}

