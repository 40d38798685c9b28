import SceneGraph
import Testing
@testable import SceneCodeGen

/// Tables the translators build once instead of per use (issue 26) give what building them at
/// each use gave: each test keeps the plain version as the reference.
@Suite("Translation tables")
struct TranslationTableTests {
    /// `AnchorForm.anchor(of:_:)` as it was: two dictionaries and the name checks per call.
    static func referenceAnchor(of item: Expression, _ attribute: String) -> (Expression, Character)? {
        let plain: [String: Character] = [
            "leading": "x", "trailing": "x", "left": "x", "right": "x", "centerX": "x",
            "top": "y", "bottom": "y", "centerY": "y", "firstBaseline": "y", "lastBaseline": "y",
            "width": "d", "height": "d",
        ]
        if let kind = plain[attribute] { return (item.dot(SwiftIdentifier(derived: attribute + "Anchor", fallback: "topAnchor")), kind) }
        let margins: [String: (String, Character)] = [
            "leadingMargin": ("leading", "x"), "trailingMargin": ("trailing", "x"), "leftMargin": ("left", "x"),
            "rightMargin": ("right", "x"), "topMargin": ("top", "y"), "bottomMargin": ("bottom", "y"),
            "centerXWithinMargins": ("centerX", "x"), "centerYWithinMargins": ("centerY", "y"),
        ]
        guard let (edge, kind) = margins[attribute] else { return nil }
        return (item.dot("layoutMarginsGuide").dot(SwiftIdentifier(derived: edge + "Anchor", fallback: "topAnchor")), kind)
    }

    @Test func anchorsEqualThePerCallTables() {
        let item = Expression.identifier("label")
        let names = LayoutAttributeName.allCases.map(\.rawValue) + ["notAnAttribute", "baseline", "", "Top", "topAnchor"]
        for name in names {
            let made = AnchorForm.anchor(of: item, name)
            let reference = Self.referenceAnchor(of: item, name)
            #expect(made?.0 == reference?.0, "\(name)")
            #expect(made?.1 == reference?.1, "\(name)")
        }
        // Every attribute of the format has an anchor.
        #expect(AnchorForm.anchors.count == LayoutAttributeName.allCases.count)
    }
}
