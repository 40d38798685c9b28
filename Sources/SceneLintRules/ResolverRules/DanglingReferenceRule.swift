import SceneGraph

/// The resolver's `dangling-reference` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingReferenceRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingReference, name: "Reference to a scene that does not exist", severity: .error, origin: .resolver,
        summary: """
            The referenced file has no scene with the reference's `scene` id or `storyboardID`, \
            or no initial scene when the reference names neither.
            """,
        rationale: """
            The reference would stand for nothing; Interface Builder crashes when a segue to it \
            is performed.
            """,
        triggering: [
            RuleExample(files: [
                ExampleFile("Main.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                      <tabBar id="tabs">
                        <relationship kind="tab" destination="settings"/>
                      </tabBar>
                      <reference id="settings" file="Settings.scene" scene="↓settingList"/>
                    </scenes>
                    """),
                ExampleFile("Settings.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="settingsList">
                      <controller id="settingsList"/>
                    </scenes>
                    """),
            ]),
        ],
        nonTriggering: [
            RuleExample(files: [
                ExampleFile("Main.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                      <tabBar id="tabs">
                        <relationship kind="tab" destination="settings"/>
                      </tabBar>
                      <reference id="settings" file="Settings.scene" scene="settingsList"/>
                    </scenes>
                    """),
                ExampleFile("Settings.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="settingsList">
                      <controller id="settingsList"/>
                    </scenes>
                    """),
            ]),
        ])
}
