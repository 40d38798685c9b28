import SceneGraph

/// Two segues of one scene with one identifier.
public struct AmbiguousSegueIDRule: LintRule {
    public static let description = RuleDescription(
        id: "ambiguous-segue-id", name: "Ambiguous segue identifier", severity: .error,
        summary: "Two segues (embed segues included) that leave one scene share an identifier.",
        rationale: """
            `performSegue(withIdentifier:sender:)` and `prepare(for:sender:)` tell segues apart by \
            identifier only. With two segues of one name, code performs whichever UIKit finds \
            first and prepares both the same way; generated code cannot give them one enum case \
            each. Identifiers need only be unique per source scene.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <segue id="open" kind="show" destination="detail"/>
                    <segue id="↓open" kind="present" destination="editor"/>
                  </controller>
                  <controller id="detail"/>
                  <controller id="editor"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <view>
                      <containerView id="header" embed="detail" embedSegue="showDetail"/>
                    </view>
                    <segue id="↓showDetail" kind="show" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <segue id="open" kind="show" destination="detail"/>
                  </controller>
                  <controller id="detail">
                    <segue id="open" kind="show" destination="list"/>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            let named = scene.segues.filter { !($0.identifier ?? "").isEmpty }
            // Two segues are needed to share an identifier: most scenes have one, and sorting it
            // and making a table for it was 1 % of `lint` of 1,000 scenes in 10 files (issue 26).
            guard named.count > 1, Self.hasRepeatedIdentifier(named) else { return }
            var first: [String: Segue] = [:]
            for segue in named.sorted(by: { Self.location(of: $0) < Self.location(of: $1) }) {
                let identifier = segue.identifier!
                if let earlier = first[identifier] {
                    violations.append(Violation(
                        "scene '\(scene.id.name)' has two segues with the identifier '\(identifier)'",
                        at: Self.location(of: segue),
                        notes: [.init("the first '\(identifier)' is here", at: Self.location(of: earlier))]))
                } else {
                    first[identifier] = segue
                }
            }
        }
        return violations
    }

    /// Whether two of the segues share an identifier. Asked before the segues are sorted by
    /// where their identifiers are written: working out those locations means scanning each
    /// segue's tag, and most scenes with several segues name each differently (issue 26).
    static func hasRepeatedIdentifier(_ segues: [Segue]) -> Bool {
        var seen = Set<String>(minimumCapacity: segues.count)
        return segues.contains { !seen.insert($0.identifier ?? "").inserted }
    }

    /// Where a segue's identifier is written (`embedSegue` of a container view, `identifier` in a
    /// storyboard, `id` in a scene file).
    static func location(of segue: Segue) -> SourceLocation {
        segue.source.location(ofAny: "embedSegue", "identifier", "id")
    }
}
