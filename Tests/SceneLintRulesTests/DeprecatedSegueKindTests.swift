import SceneGraph
import SceneLintRules
import Testing

/// `deprecated-segue-kind` names each legacy kind's replacement; since issue 26 it finds it by a
/// switch instead of a table keyed by kind. The table is written out here as it was, and every
/// legacy kind a storyboard can spell is linted against it, the modern kinds beside them.
@Suite("Deprecated segue kinds")
struct DeprecatedSegueKindTests {
    /// The former table: storyboard spelling, replacement, its storyboard spelling, its title.
    static let formerReplacements: [SegueKind: (legacy: String, modern: SegueKind, storyboard: String, title: String)] = [
        .push: ("push", .show, "show", "Show"),
        .modal: ("modal", .present, "presentation", "Present Modally"),
        .replace: ("replace", .showDetail, "showDetail", "Show Detail"),
        .legacyPopover: ("popover", .popover, "popoverPresentation", "Present As Popover"),
    ]

    @Test func eachLegacyKindNamesItsReplacementAsBefore() {
        let legacy = ["push", "modal", "replace", "popover"]
        let modern = ["show", "presentation", "showDetail", "popoverPresentation"]
        let segues = (legacy + modern).enumerated().map { index, kind in
            #"<segue destination="detail" kind="\#(kind)" identifier="s\#(index)" id="k\#(index)"/>"#
        }
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="list">
              <scenes>
                <scene sceneID="s1">
                  <objects>
                    <viewController id="list" sceneMemberID="viewController">
                      <connections>
            \(segues.joined(separator: "\n"))
                      </connections>
                    </viewController>
                  </objects>
                </scene>
                <scene sceneID="s2">
                  <objects>
                    <viewController id="detail" sceneMemberID="viewController"/>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        let found = run(files: [("Legacy.storyboard", storyboard)]).lint.filter { $0.ruleID == DeprecatedSegueKindRule.description.id }
        let expected = [SegueKind.push, .modal, .replace, .legacyPopover].map { kind -> String in
            let replacement = Self.formerReplacements[kind]!
            return "segue kind '\(replacement.legacy)' is deprecated since iOS 8; use \(replacement.modern.rawValue) instead "
                + "(Interface Builder: \(replacement.title), kind=\"\(replacement.storyboard)\")"
        }
        #expect(found.map(\.message) == expected)
        #expect(found.map { $0.location?.line } == [7, 8, 9, 10], "one each, on the legacy segues' lines")
    }
}
