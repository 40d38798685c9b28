import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// Bad values of toolbars, static content, bar button items, gesture recognizers, outlet owners,
/// action targets and runtime attributes are reported with their rule at the exact line and
/// column marked `↓`.
@Suite("Interaction diagnostics point at the exact line and column")
struct InteractionDiagnosticTests {
    static let cases: [DiagnosticLocationTests.Case] = [
        .init(rule: "dangling-outlet", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list" class="ListViewController">
                <view><tableView id="table"/></view>
                <outlet owner="↓tabel" property="dataSource" destination="list"/>
              </controller>
            </scenes>
            """, messageContains: "is owned by 'tabel', which is not a view, bar button item or gesture recognizer of scene 'list'; did you mean 'table'?"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><view id="card"><swipeGesture id="swipe" direction="↓left rigth"/></view></view>
              </controller>
            </scenes>
            """, messageContains: "'rigth' is not a valid direction value; did you mean 'right'?"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><view id="card"><screenEdgePanGesture id="edge" edges="↓leading"/></view></view>
              </controller>
            </scenes>
            """, messageContains: "'leading' is not a valid edges value"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view>
                  <view id="card">
                    <tapGesture id="tap"
                                numberOfTapsRequired="↓two"/>
                  </view>
                </view>
              </controller>
            </scenes>
            """, messageContains: "'two' is not a whole number"),
        .init(rule: "missing-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><view id="card">↓<pinchGesture><action method="pinched"/></pinchGesture></view></view>
              </controller>
            </scenes>
            """, messageContains: "<pinchGesture> requires the attribute 'id'"),
        .init(rule: "unknown-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><view id="card"><tapGesture id="tap" ↓direction="left"/></view></view>
              </controller>
            </scenes>
            """, messageContains: "unknown attribute 'direction' on <tapGesture>"),
        .init(rule: "misplaced-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><view id="card"><tapGesture id="tap"><action method="tapped" event="↓touchUpInside"/></tapGesture></view></view>
              </controller>
            </scenes>
            """, messageContains: "'event' does not apply to a gesture recognizer's action"),
        .init(rule: "misplaced-element", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <toolbarItems><barButtonItem id="b">↓<tapGesture id="tap2"/></barButtonItem></toolbarItems>
              </controller>
            </scenes>
            """, messageContains: "<tapGesture> is not allowed inside <barButtonItem>"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><button id="b" accessibilityLabel="Copy"><action method="copy" target="↓firstresponder"/></button></view>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'firstResponder'?"),
        .init(rule: "misplaced-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <toolbarItems>
                  <barButtonItem id="add" placement="↓left" systemItem="add"/>
                </toolbarItems>
              </controller>
            </scenes>
            """, messageContains: "'placement' applies only to items of a <navigationItem>"),
        .init(rule: "misplaced-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><toolbar id="bar"><barButtonItem id="add" placement="↓right"/></toolbar></view>
              </controller>
            </scenes>
            """, messageContains: "the items of <toolbar> keep their order"),
        .init(rule: "duplicate-element", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <toolbarItems/>
                ↓<toolbarItems/>
              </controller>
            </scenes>
            """, messageContains: "<controller> can have only one <toolbarItems>"),
        .init(rule: "duplicate-element", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <navigationItem>
                  <barButtonItem id="item"><slider id="s" accessibilityLabel="Size"/>↓<switch id="t" accessibilityLabel="On"/></barButtonItem>
                </navigationItem>
              </controller>
            </scenes>
            """, messageContains: "<barButtonItem> can have only one custom view"),
        .init(rule: "invalid-identifier", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <toolbarItems><barButtonItem id="add" class="↓Add-Item"/></toolbarItems>
              </controller>
            </scenes>
            """, messageContains: "'Add-Item' is not a valid Swift type name"),
        .init(rule: "misplaced-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list" kind="table">
                <view>
                  <tableView id="table">
                    <cell id="loose" static="↓true"/>
                    <staticSection><staticCell id="row"/></staticSection>
                  </tableView>
                </view>
              </controller>
            </scenes>
            """, messageContains: "write this cell as a <staticCell> of a section"),
        .init(rule: "misplaced-element", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="grid" kind="collection">
                <view><collectionView id="icons">↓<staticSection/></collectionView></view>
              </controller>
            </scenes>
            """, messageContains: "<staticSection> is not allowed inside <collectionView>; it belongs in <tableView>"),
        .init(rule: "misplaced-element", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list" kind="table">
                <view><tableView id="table">↓<staticCell id="row"/></tableView></view>
              </controller>
            </scenes>
            """, messageContains: "it belongs in <staticSection>"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><pickerView id="picker"/></view>
                <outlet owner="↓the picker" property="dataSource" destination="list"/>
              </controller>
            </scenes>
            """, messageContains: "'owner' must be a single id without spaces"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view>
                  <view id="card">
                    <runtimeAttribute keyPath="layer.cornerRadius" type="number" value="↓eight"/>
                  </view>
                </view>
              </controller>
            </scenes>
            """, messageContains: "'eight' is not a number value; write a number"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><view id="card"><runtimeAttribute keyPath="tint" type="color" value="↓1,0.5,0"/></view></view>
              </controller>
            </scenes>
            """, messageContains: "'1,0.5,0' is not a color value"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><view id="card"><runtimeAttribute keyPath="frame" type="rect" value="↓0,0,-1,4"/></view></view>
              </controller>
            </scenes>
            """, messageContains: "write x,y,width,height"),
        .init(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <runtimeAttribute keyPath="enabled" type="↓bool" value="true"/>
              </controller>
            </scenes>
            """, messageContains: "'bool' is not a valid type"),
        .init(rule: "invalid-identifier", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <runtimeAttribute keyPath="↓layer..cornerRadius" type="number" value="4"/>
              </controller>
            </scenes>
            """, messageContains: "'layer..cornerRadius' is not a property path"),
        .init(rule: "missing-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                ↓<runtimeAttribute keyPath="layer.cornerRadius" type="number"/>
              </controller>
            </scenes>
            """, messageContains: "a number runtime attribute requires 'value'"),
        .init(rule: "misplaced-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <runtimeAttribute keyPath="placeholderColor" type="nil" value="↓none"/>
              </controller>
            </scenes>
            """, messageContains: "a nil runtime attribute has no value"),
        .init(rule: "unknown-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><searchBar id="search" ↓placeholdr="Search"/></view>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'placeholder'?"),
        .init(rule: "dangling-gesture", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view>
                  <view id="first"><tapGesture id="tap"><action method="tapped"/></tapGesture></view>
                  ↓<view id="second"><tapGesture id="tap"><action method="tapped"/></tapGesture></view>
                </view>
              </controller>
            </scenes>
            """, messageContains: "gesture recognizer 'tap' is attached to a second view"),
    ]

    @Test(arguments: cases)
    func diagnosticAtMarker(_ testCase: DiagnosticLocationTests.Case) throws {
        let fixture = MarkedFixture(testCase.fixture)
        let (_, diagnostics) = readAndResolve(fixture.text)
        let matching = diagnostics.filter { $0.ruleID == testCase.rule }
        #expect(!fixture.markers.isEmpty)
        #expect(matching.compactMap(\.location).sorted() == fixture.markers.sorted(),
                "expected [\(testCase.rule)] at \(fixture.markers.map(\.description)), got: \(diagnostics.map(\.description))")
        #expect(matching.contains { $0.message.contains(testCase.messageContains) },
                "expected a message containing \"\(testCase.messageContains)\", got: \(matching.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.severity != .error || $0.ruleID == testCase.rule || $0.ruleID == "duplicate-id" },
                "unexpected extra errors: \(diagnostics.map(\.description))")
    }
}
