import SceneGraph

/// A scene that nothing leads to.
public struct UnreachableSceneRule: LintRule {
    public static let description = RuleDescription(
        id: "unreachable-scene", name: "Unreachable scene", severity: .warning,
        summary: """
            A scene that no initial mark, segue, relationship, embed, reference or storyboard \
            identifier reaches.
            """,
        rationale: """
            A scene is shown when it is an initial scene, when code instantiates it by storyboard \
            identifier, or when an edge leads to it from a scene that is shown (references are \
            followed across files). Anything else is dead: it is compiled and shipped but can \
            never appear, which usually means a segue was deleted or never connected. Interface \
            Builder says the same ("Scene is unreachable"). A macOS storyboard's application \
            scene counts as shown. Files with no way in at all are \
            reported once by `missing-initial-scene` instead.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list"/>
                  ↓<controller id="detail"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list"/>
                  ↓<controller id="orphan">
                    <segue id="next" kind="show" destination="orphanChild"/>
                  </controller>
                  ↓<controller id="orphanChild"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list">
                    <view>
                      <containerView id="header" embed="headerScene"/>
                    </view>
                    <segue id="showDetail" kind="show" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
                  <controller id="headerScene"/>
                  <controller id="fromCode" storyboardID="FromCode"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let graph = context.graph
        // macOS storyboards' application scene (the menu bar) is instantiated by the application itself.
        let numbers = context.numbers
        var roots = context.initialScenes.compactMap(numbers.number(of:))
        var sceneOrdinal = 0
        graph.forEachScene { scene in
            if scene.storyboardID != nil || scene.storyboardElement == "application" { roots.append(numbers.number(sceneAt: sceneOrdinal)) }
            sceneOrdinal += 1
        }
        let reached = context.reached(from: roots)
        var violations: [Violation] = []
        for (documentIndex, document) in graph.documents.enumerated() where context.hasEntryPoint(document) {
            // A dangling initial scene is already an error of the resolver; do not pile on.
            if let initial = document.initialScene, document.scene(named: initial) == nil { continue }
            for (sceneIndex, scene) in document.scenes.enumerated() where !reached[numbers.number(document: documentIndex, scene: sceneIndex)] {
                let what = scene.kind == .reference ? "reference" : "scene"
                violations.append(Violation(
                    "\(what) '\(scene.id.name)' is never shown: no initial mark, segue, relationship, embed or reference "
                        + "leads to it and it has no storyboard identifier",
                    at: scene.source.element))
            }
        }
        return violations
    }
}
