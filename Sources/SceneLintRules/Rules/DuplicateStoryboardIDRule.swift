import SceneGraph

/// Two scenes with one storyboard identifier.
public struct DuplicateStoryboardIDRule: LintRule {
    public static let description = RuleDescription(
        id: "duplicate-storyboard-id", name: "Duplicate storyboard identifier", severity: .error,
        summary: "Two scenes of the files compiled together share a storyboard identifier.",
        rationale: """
            A storyboard identifier names a scene for code (`instantiateViewController(withIdentifier:)`) \
            and for references (`<reference storyboardID=…>`). In one file, two scenes with one \
            identifier make the name ambiguous: one of them can never be instantiated by it. \
            Across the files of an app it is a trap: code that asks the wrong file gets the other \
            scene without a word, and moving a scene between files changes what a name means. \
            Each later scene is reported, with a note at the first.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list" storyboardID="Recipe"/>
                  <controller id="detail" storyboardID="↓Recipe"/>
                </scenes>
                """),
            RuleExample(files: [
                ExampleFile("A.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="a">
                      <controller id="a" storyboardID="Shared"/>
                    </scenes>
                    """),
                ExampleFile("B.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="b">
                      <controller id="b" storyboardID="↓Shared"/>
                    </scenes>
                    """),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list" storyboardID="RecipeList"/>
                  <controller id="detail" storyboardID="RecipeDetail"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var first: [String: Scene] = [:]
        var violations: [Violation] = []
        var scenes: [Scene] = []
        context.graph.forEachScene { scene in
            if scene.kind != .reference && scene.storyboardID != nil { scenes.append(copy scene) }
        }
        for scene in scenes.sortedBySource(\.source) {
            let identifier = scene.storyboardID!
            if let earlier = first[identifier] {
                // Placed only when reported: a location means scanning the scene's tag.
                violations.append(Violation(
                    "storyboard identifier '\(identifier)' of scene '\(scene.id.name)' is also the identifier of "
                        + context.describe(earlier.id, from: scene.id.document),
                    at: scene.source.location(ofAny: "storyboardID", "storyboardIdentifier"),
                    notes: [.init("'\(identifier)' is first used here", at: earlier.source.location(ofAny: "storyboardID", "storyboardIdentifier"))]))
            } else {
                first[identifier] = scene
            }
        }
        return violations
    }
}
