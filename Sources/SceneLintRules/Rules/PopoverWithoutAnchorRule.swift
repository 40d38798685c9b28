import SceneGraph

/// A popover that has nothing to point at.
public struct PopoverWithoutAnchorRule: LintRule {
    public static let description = RuleDescription(
        id: "popover-without-anchor", name: "Popover without anchor", severity: .error,
        summary: """
            A popover segue with no anchor whose trigger is not a view, cell or bar button item \
            (or that has no trigger at all).
            """,
        rationale: """
            A popover presentation needs a `sourceView` or a `barButtonItem` to point its arrow \
            at; UIKit raises an exception when it has neither. The anchor defaults to the trigger \
            when the trigger is a view, a cell or a bar button item, so only a popover with \
            neither an anchor nor such a trigger is wrong (e.g. one performed from code, or by a \
            gesture recognizer).
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    ↓<segue id="chooseServings" kind="popover" destination="picker"/>
                  </controller>
                  <controller id="picker"/>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <button id="servingsButton" accessibilityLabel="Servings"/>
                      <label id="servingsLabel"/>
                    </view>
                    <segue id="fromButton" kind="popover" destination="picker" trigger="servingsButton"/>
                    <segue id="fromCode" kind="popover" destination="picker" anchor="servingsLabel"/>
                  </controller>
                  <controller id="picker"/>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            let popovers = scene.segues.filter { ($0.kind == .popover || $0.kind == .legacyPopover) && $0.anchor == nil }
            guard !popovers.isEmpty else { return }
            let objects = Set(scene.otherObjects.compactMap(\.id))
            lazy var anchors = Set(scene.allViews.compactMap(\.id) + scene.allCells.compactMap(\.id) + scene.allBarButtonItems.compactMap(\.id))
            for segue in popovers {
                if let trigger = segue.trigger {
                    // A trigger that names nothing is the resolver's `dangling-trigger`.
                    guard objects.contains(trigger), !anchors.contains(trigger) else { continue }
                    let element = scene.otherObjects.first { $0.id == trigger }?.element ?? "object"
                    violations.append(Violation(
                        "popover '\(segue.identifier ?? segue.destination ?? "?")' has no anchor and its trigger '\(trigger)' is a \(element), "
                            + "not a view or bar button item: give it an anchor",
                        at: segue.source.element))
                } else {
                    violations.append(Violation(
                        "popover '\(segue.identifier ?? segue.destination ?? "?")' has neither an anchor nor a trigger to point at: give it an anchor",
                        at: segue.source.element))
                }
            }
        }
        return violations
    }
}
