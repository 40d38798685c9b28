import SceneGraph

/// The resolver's `missing-file` check, in the catalogue (``GraphResolver`` reports it).
public enum MissingFileRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.missingFile, name: "Referenced file not compiled", severity: .error, origin: .resolver,
        summary: """
            A `<reference>`'s `file` is not among the files compiled together.
            """,
        rationale: """
            References are resolved at compile time, so the other file must be compiled with \
            this one: pass both files, or their folder.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                  <tabBar id="tabs">
                    <relationship kind="tab" destination="settings"/>
                  </tabBar>
                  <reference id="settings" file="↓Settings.scene"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample(files: [
                ExampleFile("Main.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                      <tabBar id="tabs">
                        <relationship kind="tab" destination="settings"/>
                      </tabBar>
                      <reference id="settings" file="Settings.scene"/>
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
