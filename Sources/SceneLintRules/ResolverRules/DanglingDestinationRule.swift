import SceneGraph

/// The resolver's `dangling-destination` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingDestinationRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingDestination, name: "Destination that does not exist", severity: .error, origin: .resolver,
        summary: """
            A segue's or relationship's `destination` is not a scene of the file.
            """,
        rationale: """
            Interface Builder resolves destinations at run time and crashes when one is missing; \
            scenec refuses to compile. Scenes of other files are reached through a \
            `<reference>`.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <segue id="open" kind="present" destination="↓detial"/>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <segue id="open" kind="present" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ])
}
