import SceneGraph

/// An action sent by a view that cannot send actions.
public struct ActionOnNonControlRule: LintRule {
    public static let description = RuleDescription(
        id: "action-on-non-control", name: "Action on a view that is not a control", severity: .error,
        summary: """
            An action connected to a view that is not a control (a label, an image view, a plain \
            view without a custom class, …).
            """,
        rationale: """
            Only controls (`UIControl` subclasses) send target–action events; an action on \
            anything else is never sent, and generated code has no event to bind it to. Scene \
            files only allow `<action>` inside controls and bar button items, but storyboards \
            edited by hand or by merge tools can connect one anywhere. A plain view with a custom \
            class may be a custom control and is not reported; gesture recognizers send their \
            own actions and are fine.
            """,
        triggering: [
            RuleExample.storyboard("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                  <scenes>
                    <scene sceneID="s1">
                      <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" id="root">
                            <subviews>
                              <label id="title" text="Recipes">
                                <connections>
                                  ↓<action selector="titleTapped:" destination="vc" eventType="touchUpInside" id="a1"/>
                                </connections>
                              </label>
                            </subviews>
                          </view>
                        </viewController>
                      </objects>
                    </scene>
                  </scenes>
                </document>
                """),
        ],
        nonTriggering: [
            RuleExample.storyboard("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                  <scenes>
                    <scene sceneID="s1">
                      <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" id="root">
                            <subviews>
                              <button id="add">
                                <connections>
                                  <action selector="addTapped:" destination="vc" eventType="touchUpInside" id="a1"/>
                                </connections>
                              </button>
                              <view id="rating" customClass="RatingControl">
                                <connections>
                                  <action selector="ratingChanged:" destination="vc" eventType="valueChanged" id="a2"/>
                                </connections>
                              </view>
                            </subviews>
                          </view>
                        </viewController>
                      </objects>
                    </scene>
                  </scenes>
                </document>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            scene.forEachView { view in
                guard !view.actions.isEmpty, !Self.mayBeControl(view) else { return }
                for action in view.actions {
                    violations.append(Violation(
                        "\(view.kind) \(view.id.map { "'\($0)' " } ?? "")is not a control and cannot send the action '\(action.method)'",
                        at: action.source.element))
                }
            }
        }
        return violations
    }

    /// Controls, views the graph does not model, and plain views with a custom class may send actions.
    static func mayBeControl(_ view: ViewNode) -> Bool {
        switch view.kind {
        case .other: return true
        case .view: return view.className != nil
        default: return view.kind.isControl
        }
    }
}
