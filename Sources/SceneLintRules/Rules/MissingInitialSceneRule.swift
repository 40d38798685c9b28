import SceneGraph

/// A file nothing can show: no initial scene, no storyboard identifier, no reference into it.
public struct MissingInitialSceneRule: LintRule {
    public static let description = RuleDescription(
        id: "missing-initial-scene", name: "Missing initial scene", severity: .warning,
        summary: """
            A file with scenes but no initial scene, no scene with a storyboard identifier and no \
            scene that a reference in another file leads to: nothing in it can ever be shown.
            """,
        rationale: """
            The initial scene is how a file is entered: it is the window's root when the file is \
            the app's main file and the scene a `<reference>` without `scene` or `storyboardID` \
            stands for. A file without one (and without any other way in) is dead weight that \
            still has to compile. Reported once per file; `unreachable-scene` stays silent about \
            such files.
            """,
        triggering: [
            RuleExample("""
                ↓<scenes xmlns="urn:scenec:scene:1">
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
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1">
                  <controller id="list" storyboardID="List"/>
                </scenes>
                """),
            RuleExample(files: [
                ExampleFile("Main.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="tabs">
                      <tabBar id="tabs">
                        <relationship kind="tab" destination="more"/>
                      </tabBar>
                      <reference id="more" file="More.scene" scene="moreList"/>
                    </scenes>
                    """),
                ExampleFile("More.scene", """
                    <scenes xmlns="urn:scenec:scene:1">
                      <controller id="moreList"/>
                    </scenes>
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.graph.documents.filter { !$0.scenes.isEmpty && !context.hasEntryPoint($0) }.map { document in
            let noun = document.dialect == .storyboard ? "initial view controller" : "initial scene"
            return Violation(
                "'\(document.path.split(separator: "/").last ?? "")' has no \(noun), no scene with a storyboard identifier "
                    + "and no scene another file references: nothing in it can be shown",
                at: document.source.element)
        }
    }
}
