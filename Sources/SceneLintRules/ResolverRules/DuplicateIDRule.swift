import SceneGraph

/// The resolver's `duplicate-id` check, in the catalogue (``GraphResolver`` reports it).
public enum DuplicateIDRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.duplicateID, name: "Duplicate id", severity: .error, origin: .resolver,
        summary: """
            An id declared twice in one file (scenes, views, cells and bar button items share \
            one namespace).
            """,
        rationale: """
            Outlets, triggers, anchors and destinations name things by id; with two of one id, a \
            reference could mean either. Storyboards get this from careless merges. A note \
            points at the first declaration.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <view>
                      <label id="title"/>
                      <label id="↓title"/>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <view>
                      <label id="title"/>
                      <label id="subtitle"/>
                    </view>
                    <segue id="list" kind="present" destination="list"/>
                  </controller>
                </scenes>
                """),
        ])
}
