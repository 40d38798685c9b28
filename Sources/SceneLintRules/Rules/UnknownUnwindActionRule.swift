import SceneGraph

/// An unwind segue whose action no scene declares.
public struct UnknownUnwindActionRule: LintRule {
    public static let description = RuleDescription(
        id: "unknown-unwind-action", name: "Unknown unwind action", severity: .error,
        summary: """
            An unwind segue of a scene file whose `action` no scene of any file compiled together \
            declares with `<unwindAction>`.
            """,
        rationale: """
            Performing an unwind segue searches the source's parents and presenters for a \
            controller that declares its action. When none does, the segue silently does nothing \
            — in Interface Builder the typical result of renaming the `@IBAction`. Storyboards do \
            not declare unwind actions (Interface Builder finds them in the Swift sources, which \
            scenec does not read), so only unwind segues of scene files are checked; their \
            actions may be declared by scenes of storyboards or other scene files.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <unwindAction method="saveNewRecipe"/>
                    <segue id="add" kind="present" destination="editor"/>
                  </controller>
                  <controller id="editor">
                    <segue id="save" kind="unwind" action="↓saveRecipe"/>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample(files: [
                ExampleFile("List.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="list">
                      <controller id="list">
                        <unwindAction method="saveNewRecipe"/>
                        <segue id="add" kind="present" destination="editor"/>
                      </controller>
                      <reference id="editor" file="Editor.scene"/>
                    </scenes>
                    """),
                ExampleFile("Editor.scene", """
                    <scenes xmlns="urn:scenec:scene:1" initial="editor">
                      <controller id="editor">
                        <segue id="save" kind="unwind" action="saveNewRecipe"/>
                      </controller>
                    </scenes>
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var declared: Set<String> = []
        context.graph.forEachScene { scene in
            for action in scene.unwindActions { declared.insert(action.method) }
        }
        var violations: [Violation] = []
        for document in context.graph.documents where document.dialect == .scene {
            for scene in document.scenes {
                for segue in scene.segues where segue.kind == .unwind {
                    guard let action = segue.unwindAction, !declared.contains(action) else { continue }
                    violations.append(Violation(
                        "no scene declares the unwind action '\(action)'\(Spelling.hint(for: action, among: declared)); "
                            + "the unwind segue would do nothing",
                        at: segue.source.location(ofAny: "action", "unwindAction")))
                }
            }
        }
        return violations
    }
}
