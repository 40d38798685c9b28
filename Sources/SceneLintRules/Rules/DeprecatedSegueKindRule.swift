import SceneGraph

/// A segue of a kind deprecated since iOS 8.
public struct DeprecatedSegueKindRule: LintRule {
    public static let description = RuleDescription(
        id: "deprecated-segue-kind", name: "Deprecated segue kind", severity: .warning,
        summary: """
            A storyboard segue of a kind deprecated since iOS 8: `push` (use Show), `modal` (use \
            Present Modally), `replace` (use Show Detail), `popover` (use Present As Popover).
            """,
        rationale: """
            The legacy kinds ignore the container hierarchy: `push` crashes outside a navigation \
            controller where `show` adapts, and `replace` and the legacy `popover` only work on \
            iPad. Their adaptive replacements behave the same where the old kinds worked. Scene \
            files cannot declare the old kinds; old storyboards still contain them.
            """,
        triggering: [
            RuleExample.storyboard("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="s1">
                      <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                          <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                          </connections>
                        </navigationController>
                      </objects>
                    </scene>
                    <scene sceneID="s2">
                      <objects>
                        <viewController id="list" sceneMemberID="viewController">
                          <connections>
                            <segue destination="detail" kind="↓push" identifier="showDetail" id="p1"/>
                            <segue destination="detail" kind="↓modal" identifier="presentDetail" id="m1"/>
                          </connections>
                        </viewController>
                      </objects>
                    </scene>
                    <scene sceneID="s3">
                      <objects>
                        <viewController id="detail" sceneMemberID="viewController"/>
                      </objects>
                    </scene>
                  </scenes>
                </document>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <scenes xmlns="urn:scenec:scene:1" initial="nav">
                  <navigation id="nav">
                    <relationship kind="root" destination="list"/>
                  </navigation>
                  <controller id="list">
                    <segue id="showDetail" kind="show" destination="detail"/>
                    <segue id="presentDetail" kind="present" destination="detail"/>
                  </controller>
                  <controller id="detail"/>
                </scenes>
                """),
        ])

    public init() {}

    /// A legacy kind's storyboard spelling, its replacement, the replacement's storyboard spelling
    /// and Interface Builder's title for it; nil for the kinds that are not legacy.
    ///
    /// A switch rather than a table keyed by kind: a dictionary keyed by `SegueKind` makes the
    /// runtime ask, once in every lint run, whether `SegueKind` is `Hashable` — a scan of every
    /// conformance record of the process (~290,000 instructions).
    static func replacement(of kind: SegueKind) -> (legacy: String, modern: SegueKind, storyboard: String, title: String)? {
        switch kind {
        case .push: ("push", .show, "show", "Show")
        case .modal: ("modal", .present, "presentation", "Present Modally")
        case .replace: ("replace", .showDetail, "showDetail", "Show Detail")
        case .legacyPopover: ("popover", .popover, "popoverPresentation", "Present As Popover")
        case .show, .showDetail, .present, .popover, .custom, .embed, .relationship, .unwind: nil
        }
    }

    public func check(_ context: LintContext) -> [Violation] {
        context.edges.compactMap { edge in
            guard let replacement = Self.replacement(of: edge.segue.kind) else { return nil }
            return Violation(
                "segue kind '\(replacement.legacy)' is deprecated since iOS 8; use \(replacement.modern.rawValue) instead "
                    + "(Interface Builder: \(replacement.title), kind=\"\(replacement.storyboard)\")",
                at: edge.segue.source.location(ofAny: "kind"))
        }
    }
}
