import SceneGraph
import SceneGraphLayout

/// A view whose constraints leave its position or size open.
public struct AmbiguousLayoutRule: LintRule {
    public static let readsLayouts = true

    public static let description = RuleDescription(
        id: "ambiguous-layout", name: "Ambiguous layout", severity: .warning,
        summary: """
            A view placed by constraints whose constraints do not fix its position or its size.
            """,
        rationale: """
            Auto Layout needs, on each axis, enough constraints to decide where a view goes and \
            how big it is. With fewer, the engine picks one of many solutions — it may differ \
            between devices, releases and runs of the same layout (UIKit's `hasAmbiguousLayout`). \
            Add the missing constraint (a width, a trailing edge, a centre), or give the view \
            content with a size of its own.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      ↓<view id="card"/>
                      <constraints>
                        <constraint first="card.leading" second="superview.leading" constant="16"/>
                        <constraint first="card.top" second="safeArea.top" constant="16"/>
                        <constraint first="card.height" constant="120"/>
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
                    <view>
                      <view id="card"/>
                      <constraints>
                        <constraint first="card.leading" second="superview.leading" constant="16"/>
                        <constraint first="card.trailing" second="superview.trailing" constant="-16"/>
                        <constraint first="card.top" second="safeArea.top" constant="16"/>
                        <constraint first="card.height" constant="120"/>
                      </constraints>
                    </view>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        context.layouts.flatMap { layout in
            layout.ambiguousViews.map { view in
                Violation(
                    "the constraints of \(view.element) \(view.id.map { "'\($0)' " } ?? "")do not fix its frame on "
                        + "\(layout.environment.deviceName): add the constraint that decides its position or size",
                    at: view.source.element)
            }
        }
    }
}
