import SceneGraph

/// Static table content outside a table view controller's own table view.
public struct StaticCellsNeedTableControllerRule: LintRule {
    public static let description = RuleDescription(
        id: "static-cells-need-table-controller", name: "Static cells outside a table view controller", severity: .error,
        summary: """
            A table view with static content (static sections or static cells) that is not the \
            table view of a table controller (`kind="table"`, `UITableViewController`).
            """,
        rationale: """
            UIKit builds static content through `UITableViewController`, which serves the \
            sections and cells as the table's data source; Interface Builder refuses static \
            cells anywhere else ("Static table views are only valid when embedded in \
            UITableViewController instances"). Any other table view would show no rows. Make \
            the scene a table controller whose view is this table, or embed such a controller \
            in a container view.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="settings">
                  <controller id="settings">
                    <view>
                      <label id="header" text="Settings"/>
                      ↓<tableView id="settingsTable">
                        <staticSection headerTitle="General">
                          <staticCell id="unitsRow"/>
                        </staticSection>
                      </tableView>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="settings">
                  <controller id="settings" kind="table">
                    <view>
                      <tableView id="settingsTable">
                        <staticSection headerTitle="General">
                          <staticCell id="unitsRow"/>
                        </staticSection>
                      </tableView>
                    </view>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            let controllerTable = Self.controllerTableView(of: scene)?.source
            scene.forEachView { view in
                guard view.kind == .tableView, !view.staticSections.isEmpty || view.cells.contains(where: \.isStatic),
                      view.source != controllerTable else { return }
                let reason = scene.kind == .tableController
                    ? "is not the view of table controller '\(scene.id.name)'"
                    : "is in '\(scene.id.name)', which is not a table controller"
                violations.append(Violation(
                    "table view \(view.id.map { "'\($0)' " } ?? "")has static cells but \(reason): UIKit shows static content only in a table view controller's table view",
                    at: view.source.element))
            }
        }
        return violations
    }

    /// A table controller's table view: its root view, or the one table view its root view holds
    /// (how scene files write it).
    static func controllerTableView(of scene: Scene) -> ViewNode? {
        guard scene.kind == .tableController, let root = scene.rootView else { return nil }
        if root.kind == .tableView { return root }
        return root.subviews.count == 1 && root.subviews[0].kind == .tableView ? root.subviews[0] : nil
    }
}
