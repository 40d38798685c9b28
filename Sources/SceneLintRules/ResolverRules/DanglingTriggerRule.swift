import SceneGraph

/// The resolver's `dangling-trigger` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingTriggerRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingTrigger, name: "Trigger that does not exist", severity: .error, origin: .resolver,
        summary: """
            A segue's `trigger` is not a view, bar button item or cell of the segue's own scene.
            """,
        rationale: """
            A trigger in another scene, or a trigger that is nothing, can never perform the \
            segue.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <view>
                      <button id="addButton" accessibilityLabel="Add"/>
                    </view>
                    <segue id="add" kind="present" destination="editor" trigger="↓addButon"/>
                  </controller>
                  <controller id="editor"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <view>
                      <button id="addButton" accessibilityLabel="Add"/>
                    </view>
                    <segue id="add" kind="present" destination="editor" trigger="addButton"/>
                  </controller>
                  <controller id="editor"/>
                </scenes>
                """),
        ])
}
