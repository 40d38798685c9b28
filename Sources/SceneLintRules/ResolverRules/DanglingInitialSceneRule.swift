import SceneGraph

/// The resolver's `dangling-initial-scene` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingInitialSceneRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingInitial, name: "Initial scene that does not exist", severity: .error, origin: .resolver,
        summary: """
            The file's `initial` (a storyboard's `initialViewController`) names no scene of the \
            file.
            """,
        rationale: """
            The app would start with nothing to show. The message suggests the closest scene id.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="↓lsit">
                  <controller id="list"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list"/>
                </scenes>
                """),
        ])
}
