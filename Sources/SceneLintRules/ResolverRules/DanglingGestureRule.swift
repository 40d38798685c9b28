import SceneGraph

/// The resolver's `dangling-gesture` check, in the catalogue (``GraphResolver`` reports it).
public enum DanglingGestureRule {
    /// The catalogue entry.
    public static let description = RuleDescription(
        id: GraphResolver.Rule.danglingGesture, name: "Gesture recognizer attached where it cannot be", severity: .error,
        origin: .resolver,
        summary: """
            A view lists a gesture recognizer that is not one of its scene's, or one recognizer is \
            attached to two views.
            """,
        rationale: """
            A recognizer belongs to one view: UIKit moves a recognizer added to a second view away \
            from the first, so one of the two silently stops responding; a recognizer of another \
            scene is never instantiated with this one. Storyboards edited by hand or by merge tools \
            can list any id in a view's `gestureRecognizers`; a scene file writes each recognizer \
            inside its view, so only a recognizer written twice (with the same id) can break it.
            """,
        triggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="detail">
                  <controller id="detail">
                    <view>
                      <imageView id="photo" accessibilityLabel="Photo">
                        <tapGesture id="zoomTap"><action method="zoom"/></tapGesture>
                      </imageView>
                      ↓<imageView id="thumbnail" accessibilityLabel="Thumbnail">
                        <tapGesture id="zoomTap"><action method="zoom"/></tapGesture>
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
                        <tapGesture id="photoTap"><action method="zoom"/></tapGesture>
                      </imageView>
                      <imageView id="thumbnail" accessibilityLabel="Thumbnail">
                        <tapGesture id="thumbnailTap"><action method="zoom"/></tapGesture>
                      </imageView>
                    </view>
                  </controller>
                </scenes>
                """),
        ])
}
