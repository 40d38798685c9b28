import SceneGraph

/// The resolver's `dangling-outlet` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingOutletRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingOutlet, name: "Outlet to something that does not exist", severity: .error, origin: .resolver,
        summary: """
            An outlet's destination is not a view or bar button item of its scene (for a cell's \
            outlet, a view of the cell); a controller's outlet into a prototype cell is one too.
            """,
        rationale: """
            Interface Builder crashes (\"not key value coding-compliant\") or leaves the \
            property nil. A prototype cell's views repeat once per row, so only the cell can \
            have outlets to them.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <label id="titleLabel"/>
                    </view>
                    <outlet property="titleLabel" destination="↓tilteLabel"/>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <label id="titleLabel"/>
                    </view>
                    <outlet property="titleLabel" destination="titleLabel"/>
                  </controller>
                </scenes>
                """),
        ])
}
