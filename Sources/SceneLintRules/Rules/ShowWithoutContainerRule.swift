import SceneGraph

/// A `show` or `showDetail` from a scene no container can host.
public struct ShowWithoutContainerRule: LintRule {
    public static let readsContainers = true

    public static let description = RuleDescription(
        id: "show-without-container", name: "Show without a container", severity: .warning,
        summary: """
            A `show` segue from a scene that no navigation or split controller holds, or a \
            `showDetail` segue from a scene that no split view controller holds, on any path from \
            an initial scene.
            """,
        rationale: """
            `show` and `showDetail` ask the containers above the source to show the destination \
            (`targetViewController(forAction:sender:)`): a navigation controller pushes, a split \
            view controller shows in a column. When no such container holds the source, UIKit \
            falls back to presenting modally — it works, so this is a warning, but the screen has \
            no back button and the segue's kind says something it does not do. Embed the source \
            in a navigation (or split) controller, or make the segue `present`. Only scenes \
            reached from an initial scene are judged: code may push a scene it instantiates by \
            storyboard identifier anywhere. macOS storyboards are skipped: AppKit's `show` opens \
            a window.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="list">
                  <controller id="list">
                    <segue id="open" kind="↓show" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list">
                    <segue id="open" kind="↓showDetail" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
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
                    <segue id="open" kind="show" destination="detail"/>
                  </controller>
                  <controller id="detail">
                    <segue id="more" kind="show" destination="more"/>
                  </controller>
                  <controller id="more"/>
                </scenes>
                """),
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="split">
                  <split id="split">
                    <relationship kind="primary" destination="menu"/>
                    <relationship kind="secondary" destination="pane"/>
                  </split>
                  <controller id="menu">
                    <segue id="open" kind="showDetail" destination="pane"/>
                  </controller>
                  <controller id="pane"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        let reached = context.reached(from: context.initialScenes.compactMap(context.numbers.number(of:)))
        var violations: [Violation] = []
        let containers = context.containers
        for edge in context.edges where reached[edge.sourceNumber] && !context.isAppKit(edge.source.document) {
            // Placed only when reported: a location means scanning the segue's tag.
            var location: SourceLocation { edge.segue.source.location(ofAny: "kind") }
            switch edge.segue.kind {
            case .show where !containers.hasShowHost(number: edge.sourceNumber):
                violations.append(Violation(
                    "'show' from '\(edge.source.name)' presents modally: no navigation or split controller holds "
                        + "'\(edge.source.name)'; embed it in a navigation controller or make the segue 'present'",
                    at: location))
            case .showDetail where !containers.hasDetailHost(number: edge.sourceNumber):
                violations.append(Violation(
                    "'showDetail' from '\(edge.source.name)' presents modally: no split view controller holds "
                        + "'\(edge.source.name)'; put it in a split view controller or make the segue 'present'",
                    at: location))
            default:
                break
            }
        }
        return violations
    }
}
