import SceneGraph

/// The resolver's `dangling-embed` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingEmbedRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingEmbed, name: "Embedded scene that does not exist", severity: .error, origin: .resolver,
        summary: """
            A container view's `embed` is not a scene of the file.
            """,
        rationale: """
            The container view would have nothing to hold; in Interface Builder the app crashes \
            when the view loads.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <containerView id="factsContainer" embed="↓factz"/>
                    </view>
                  </controller>
                  <controller id="facts"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <containerView id="factsContainer" embed="facts"/>
                    </view>
                  </controller>
                  <controller id="facts"/>
                </scenes>
                """),
        ])
}
