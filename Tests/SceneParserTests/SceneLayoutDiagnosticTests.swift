import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// Malformed layout in scene files: each problem is one located diagnostic with its rule id at
/// the exact line and column marked `↓`, and nothing else goes wrong.
@Suite("Layout diagnostics in scene files")
struct SceneLayoutDiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let rule: String
        let body: String
        let messageContains: String
        var testDescription: String { name }
    }

    /// A scene whose root view holds a label `title` and `extra`, then `body`.
    static func scene(_ body: String) -> String {
        """
        <scenes xmlns="urn:scenec:scene:1">
          <controller id="list">
            <view id="root">
              <label id="title"/>
              \(body)
            </view>
          </controller>
        </scenes>
        """
    }

    static let cases: [Case] = [
        Case(name: "bad frame", rule: "invalid-value", body: """
            <label id="extra" frame="↓0 0 wide 44"/>
            """, messageContains: "is not a frame"),
        Case(name: "negative size", rule: "invalid-value", body: """
            <label id="extra" frame="↓0 0 -1 44"/>
            """, messageContains: "width and height not negative"),
        Case(name: "bad insets", rule: "invalid-value", body: """
            <label id="extra" layoutMargins="↓8 16"/>
            """, messageContains: "TOP LEFT BOTTOM RIGHT"),
        Case(name: "none with flags", rule: "invalid-value", body: """
            <label id="extra" autoresizing="↓none flexibleWidth"/>
            """, messageContains: "'none' is an empty autoresizing mask"),
        Case(name: "unknown flag", rule: "invalid-value", body: """
            <label id="extra" autoresizing="↓flexibleWidht"/>
            """, messageContains: "did you mean 'flexibleWidth'?"),
        Case(name: "bad hugging", rule: "invalid-value", body: """
            <label id="extra" horizontalHugging="↓0"/>
            """, messageContains: "is not a priority"),
        Case(name: "unknown layout attribute", rule: "invalid-value", body: """
            <constraints><constraint first="↓title.leadin" second="superview.leading"/></constraints>
            """, messageContains: "did you mean 'leading'?"),
        Case(name: "item without attribute", rule: "invalid-value", body: """
            <constraints><constraint first="↓title" constant="4"/></constraints>
            """, messageContains: "write ITEM.ATTRIBUTE"),
        Case(name: "unknown item", rule: "dangling-layout-item", body: """
            <constraints><constraint first="↓titel.leading" second="superview.leading"/></constraints>
            """, messageContains: "did you mean 'title'?"),
        Case(name: "unknown item, storyboard form", rule: "dangling-layout-item", body: """
            <constraints><constraint firstItem="title" firstAttribute="top" secondItem="↓rot" secondAttribute="top"/></constraints>
            """, messageContains: "did you mean 'root'?"),
        Case(name: "bad priority", rule: "invalid-value", body: """
            <constraints><constraint first="title.top" second="superview.top" priority="↓1001"/></constraints>
            """, messageContains: "at most 1000"),
        Case(name: "bad multiplier", rule: "invalid-value", body: """
            <constraints><constraint first="title.width" second="superview.width" multiplier="↓half"/></constraints>
            """, messageContains: "is not a multiplier"),
        Case(name: "bad constant", rule: "invalid-value", body: """
            <constraints><constraint first="title.top" second="superview.top" constant="↓8pt"/></constraints>
            """, messageContains: "is not a number"),
        Case(name: "variation of a fixed attribute", rule: "unknown-attribute", body: """
            <constraints><constraint first="title.top" second="superview.top"><variation horizontalSizeClass="compact" ↓relation="equal"/></constraint></constraints>
            """, messageContains: "unknown attribute 'relation'"),
        Case(name: "both notations", rule: "misplaced-attribute", body: """
            <constraints><constraint first="title.top" firstAttribute="↓top" second="superview.top"/></constraints>
            """, messageContains: "leave out 'firstAttribute'"),
        Case(name: "no first side", rule: "missing-attribute", body: """
            <constraints>↓<constraint second="superview.top"/></constraints>
            """, messageContains: "requires 'first'"),
        Case(name: "second item without attribute", rule: "missing-attribute", body: """
            <constraints><constraint first="title.top" secondItem="↓root"/></constraints>
            """, messageContains: "'secondItem' needs 'secondAttribute'"),
        Case(name: "misspelt constraint", rule: "unknown-element", body: """
            <constraints>↓<constrant first="title.top"/></constraints>
            """, messageContains: "did you mean 'constraint'?"),
        Case(name: "constraint id of a view", rule: "duplicate-id", body: """
            <constraints><constraint id="↓title" first="title.top" second="superview.top"/></constraints>
            """, messageContains: "duplicate id 'title'"),
        Case(name: "two safe areas", rule: "duplicate-element", body: """
            <layoutGuide kind="safeArea" id="one"/>
            ↓<layoutGuide kind="safeArea" id="two"/>
            """, messageContains: "one layout guide of kind 'safeArea'"),
        Case(name: "guide without kind", rule: "missing-attribute", body: """
            ↓<layoutGuide id="one"/>
            """, messageContains: "requires the attribute 'kind'"),
        Case(name: "two content views", rule: "duplicate-element", body: """
            <tableView id="table"><cell id="row"><contentView id="c1"/>↓<contentView id="c2"/></cell></tableView>
            """, messageContains: "can have only one <contentView>"),
    ]

    @Test(arguments: cases)
    func diagnosticAtMarker(_ testCase: Case) throws {
        let fixture = MarkedFixture(Self.scene(testCase.body))
        let expected = try #require(fixture.markers.first)
        let (_, diagnostics) = readAndResolve(fixture.text)
        let matching = diagnostics.filter { $0.ruleID == testCase.rule }
        #expect(matching.contains { $0.location == expected }, "expected [\(testCase.rule)] at \(expected), got: \(diagnostics.map(\.description))")
        #expect(matching.contains { $0.message.contains(testCase.messageContains) }, "got: \(matching.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.severity != .error || $0.ruleID == testCase.rule }, "unexpected errors: \(diagnostics.map(\.description))")
    }

    @Test func badDeviceOnTheDocumentAndAScene() throws {
        let fixture = MarkedFixture("""
            <scenes xmlns="urn:scenec:scene:1" device="↓retina4_7 sideways">
              <controller id="list" device="↓retina4_7 landscape portrait" simulatedTopBar="↓translucent"/>
            </scenes>
            """)
        let (document, diagnostics) = read(fixture.text)
        #expect(diagnostics.map(\.location) == fixture.markers, "\(diagnostics.map(\.description))")
        #expect(diagnostics.allSatisfy { $0.ruleID == "invalid-value" })
        #expect(document?.designedDevice == nil && document?.scenes.first?.designedBars.isEmpty == true)
    }

    /// Layout attributes and design attributes do not vary by size class.
    @Test func layoutDoesNotVary() throws {
        let fixture = MarkedFixture(sceneFile("""
              <controller id="list">
                <variation horizontalSizeClass="compact" ↓simulatedTopBar="none"/>
                <view><label id="title"><variation horizontalSizeClass="compact" ↓frame="0 0 1 1"/></label></view>
              </controller>
            """))
        let (_, diagnostics) = read(fixture.text)
        #expect(diagnostics.map(\.location) == fixture.markers, "\(diagnostics.map(\.description))")
        #expect(diagnostics.allSatisfy { $0.ruleID == "unknown-attribute" })
    }

    /// Hostile values never crash the reader: empty, huge, non-numeric, exotic.
    @Test(arguments: ["", " ", "1e400 0 0 0", "nan nan nan nan", "0:0", "1:", ":2", ".", "..", "a..top", "ÿ.top", "9999999999999999999999"])
    func hostileValuesAreDiagnosed(_ value: String) {
        let text = Self.scene("""
            <label id="extra" frame="\(value)" layoutMargins="\(value)" horizontalHugging="\(value)"/>
            <constraints><constraint first="\(value)" second="\(value)" multiplier="\(value)" priority="\(value)"/></constraints>
            """)
        let (_, diagnostics) = readAndResolve(text)
        #expect(diagnostics.contains { $0.severity == .error })
    }
}
