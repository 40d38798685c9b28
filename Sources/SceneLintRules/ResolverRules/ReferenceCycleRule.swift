import SceneGraph

/// The resolver's `reference-cycle` check, in the catalogue (``GraphResolver`` reports it).
public enum ReferenceCycleRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.referenceCycle, name: "Reference cycle", severity: .error, origin: .resolver,
        summary: """
            References that lead back to themselves (a reference that stands for another file's \
            reference, which stands for the first).
            """,
        rationale: """
            A chain of references must end at a real scene; a cycle stands for nothing. Reported \
            once per cycle.
            """,
        triggering: [
            RuleExample(files: [
                ExampleFile("A.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="toB">
                      ↓<reference id="toB" file="B.scene" scene="toA"/>
                    </scenes>
                    """),
                ExampleFile("B.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="toA">
                      <reference id="toA" file="A.scene" scene="toB"/>
                    </scenes>
                    """),
            ]),
        ],
        nonTriggering: [
            RuleExample(files: [
                ExampleFile("A.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="toB">
                      <reference id="toB" file="B.scene" scene="real"/>
                    </scenes>
                    """),
                ExampleFile("B.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="real">
                      <controller id="real"/>
                    </scenes>
                    """),
            ]),
        ])
}
