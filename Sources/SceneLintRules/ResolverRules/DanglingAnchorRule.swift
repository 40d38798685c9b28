import SceneGraph

/// The resolver's `dangling-anchor` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingAnchorRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingAnchor, name: "Popover anchor that does not exist", severity: .error, origin: .resolver,
        summary: """
            A popover's `anchor` is not a view or bar button item of the segue's own scene.
            """,
        rationale: """
            The popover would have nothing to point its arrow at, and UIKit raises an exception.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <button id="servingsButton" accessibilityLabel="Servings"/>
                    </view>
                    <segue id="choose" kind="popover" destination="picker" trigger="servingsButton" anchor="↓servingsLabel"/>
                  </controller>
                  <controller id="picker"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <button id="servingsButton" accessibilityLabel="Servings"/>
                    </view>
                    <segue id="choose" kind="popover" destination="picker" trigger="servingsButton" anchor="servingsButton"/>
                  </controller>
                  <controller id="picker"/>
                </scenes>
                """),
        ])
}
