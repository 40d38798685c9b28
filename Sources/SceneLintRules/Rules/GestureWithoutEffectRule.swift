import SceneGraph

/// A gesture recognizer that nothing hears.
public struct GestureWithoutEffectRule: LintRule {
    public static let description = RuleDescription(
        id: "gesture-without-effect", name: "Gesture recognizer without effect", severity: .warning,
        summary: """
            A gesture recognizer with no action, no segue it triggers and no outlet pointing to it.
            """,
        rationale: """
            Such a recognizer recognizes its gesture and tells no one: nothing happens when the \
            person taps, swipes or pinches, and — with `cancelsTouchesInView`, the default — \
            the touches it takes are lost to the view's controls. It is usually an action or a \
            segue that was deleted, or never connected.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <imageView id="photo" accessibilityLabel="Photo">
                        ↓<tapGesture id="photoTap" numberOfTapsRequired="2"/>
                      </imageView>
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
                      <imageView id="photo" accessibilityLabel="Photo">
                        <tapGesture id="photoTap" numberOfTapsRequired="2">
                          <action method="zoomPhoto"/>
                        </tapGesture>
                        <swipeGesture id="nextSwipe" direction="left"/>
                        <pinchGesture id="photoPinch"/>
                      </imageView>
                    </view>
                    <outlet property="pinchRecognizer" destination="photoPinch"/>
                    <segue id="showNext" kind="show" destination="detail" trigger="nextSwipe"/>
                  </controller>
                </scenes>
                """),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.graph.forEachScene { scene in
            let silent = scene.gestureRecognizers.filter(\.actions.isEmpty)
            guard !silent.isEmpty else { return }
            var heard = Set(scene.segues.compactMap(\.trigger))
            heard.formUnion(scene.outlets.map(\.destination))
            heard.formUnion(scene.outletCollections.flatMap(\.destinations))
            scene.forEachCell { cell in
                heard.formUnion(cell.outlets.map(\.destination))
                heard.formUnion(cell.outletCollections.flatMap(\.destinations))
            }
            for gesture in silent where gesture.id.map({ !heard.contains($0) }) ?? true {
                violations.append(Violation(
                    "\(gesture.kind.elementName) \(gesture.id.map { "'\($0)' " } ?? "")has no action, triggers no segue and no outlet "
                        + "points to it: it recognizes its gesture to no effect",
                    at: gesture.source.element))
            }
        }
        return violations
    }
}
