import SceneGraph
import SceneGraphLayout
import SceneLayout

/// A view whose designed frame is not where its constraints put it.
public struct MisplacedViewRule: LintRule {
    public static let readsLayouts = true

    public static let description = RuleDescription(
        id: "misplaced-view", name: "Misplaced view", severity: .warning,
        summary: """
            A view placed by constraints whose designed frame differs from the frame its \
            constraints give it on the device the file was designed on (by more than half a point).
            """,
        rationale: """
            The frame in the file is what designers and previews see; the constraints are what \
            the app does. When they disagree (Interface Builder's "misplaced view"), the running \
            app does not look like the design. Update the frame to the solved one (`scenec \
            layout` prints it), or fix the constraints.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view frame="0 0 375 667">
                      ↓<view id="card" frame="0 0 100 100"/>
                      <constraints>
                        <constraint first="card.leading" second="superview.leading" constant="16"/>
                        <constraint first="card.top" second="superview.top" constant="40"/>
                        <constraint first="card.width" constant="100"/>
                        <constraint first="card.height" constant="100"/>
                      </constraints>
                    </view>
                  </controller>
                </scenes>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view frame="0 0 375 667">
                      <view id="card" frame="16 40 100 100"/>
                      <constraints>
                        <constraint first="card.leading" second="superview.leading" constant="16"/>
                        <constraint first="card.top" second="superview.top" constant="40"/>
                        <constraint first="card.width" constant="100"/>
                        <constraint first="card.height" constant="100"/>
                      </constraints>
                    </view>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.layouts.flatMap { layout in
            layout.misplacedViews().map { view in
                Violation(
                    "\(view.element) \(view.id.map { "'\($0)' " } ?? "")is designed at \(view.designedFrame ?? .zero) "
                        + "but its constraints put it at \(view.frame) on \(layout.environment.deviceName)",
                    at: view.source.element)
            }
        }
    }
}
