import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// Each structural diagnostic appears with its rule id at the exact line and column marked `↓`.
@Suite("Diagnostics point at the exact line and column")
struct DiagnosticLocationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let fixture: String
        let messageContains: String
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "unknown-element", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                ↓<segeu id="x" kind="show" destination="list"/>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'segue'?"),
        Case(rule: "misplaced-element", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <navigation id="nav">
                ↓<outlet property="x" destination="y"/>
              </navigation>
            </scenes>
            """, messageContains: "<outlet> is not allowed inside <navigation>"),
        Case(rule: "unknown-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list" ↓titel="Recipes"/>
            </scenes>
            """, messageContains: "did you mean 'title'?"),
        Case(rule: "missing-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                ↓<outlet destination="list"/>
              </controller>
            </scenes>
            """, messageContains: "requires the attribute 'property'"),
        Case(rule: "duplicate-id", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list"/>
              <controller id="detail">
                <view><label id="↓list"/></view>
              </controller>
            </scenes>
            """, messageContains: "duplicate id 'list'"),
        Case(rule: "dangling-destination", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <segue id="showDetail" kind="show" destination="↓detial"/>
              </controller>
              <controller id="detail"/>
            </scenes>
            """, messageContains: "did you mean 'detail'?"),
        Case(rule: "dangling-embed", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="detail">
                <view>
                  <containerView id="facts"
                                 embed="↓nutrition"/>
                </view>
              </controller>
            </scenes>
            """, messageContains: "embedded scene 'nutrition'"),
        Case(rule: "dangling-outlet", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><label id="titleLabel"/></view>
                <outlet property="titleLabel" destination="↓titleLable"/>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'titleLabel'?"),
        Case(rule: "dangling-trigger", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><button id="add" accessibilityLabel="Add"/></view>
                <segue kind="show" destination="list" trigger="↓ad"/>
              </controller>
            </scenes>
            """, messageContains: "trigger 'ad'"),
        Case(rule: "dangling-anchor", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><button id="share" accessibilityLabel="Share"/></view>
                <segue kind="popover" destination="list" anchor="↓shar"/>
              </controller>
            </scenes>
            """, messageContains: "popover anchor 'shar'"),
        Case(rule: "invalid-identifier", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="↓recipe-list"/>
            </scenes>
            """, messageContains: "not a valid Swift identifier"),
        Case(rule: "invalid-identifier", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><button id="b" accessibilityLabel="Go"><action method="↓go now"/></button></view>
              </controller>
            </scenes>
            """, messageContains: "'go now' is not a valid Swift identifier"),
        Case(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <segue kind="↓shwo" destination="list"/>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'show'?"),
        Case(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <segue kind="present" presentationStyle="↓formsheet" destination="list"/>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'formSheet'?"),
        Case(rule: "invalid-value", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><switch id="s" accessibilityLabel="On"><action event="↓valueChange" method="toggle"/></switch></view>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'valueChanged'?"),
        Case(rule: "invalid-type", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <segue kind="show" destination="list"><parameter name="id" type="↓[Int"/></segue>
              </controller>
            </scenes>
            """, messageContains: "not a Swift type"),
        Case(rule: "misplaced-attribute", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view><button id="b" accessibilityLabel="Go"/></view>
                <segue kind="show" destination="list" anchor="↓b"/>
              </controller>
            </scenes>
            """, messageContains: "'anchor' does not apply to show segues"),
        Case(rule: "unexpected-text", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <view>
                  ↓Hello
                </view>
              </controller>
            </scenes>
            """, messageContains: "text is not allowed inside <view>"),
        Case(rule: "dangling-placeholder", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
                <segue id="showRecipe" kind="show" destination="list">
                  <parameter name="recipeID" type="Int"/>
                  <deepLink pattern="↓recipes://recipe/{recipeId}"/>
                </segue>
              </controller>
            </scenes>
            """, messageContains: "did you mean 'recipeID'?"),
        Case(rule: "dangling-initial-scene", fixture: """
            <scenes xmlns="urn:scenec:scene:1" initial="↓lsit">
              <controller id="list"/>
            </scenes>
            """, messageContains: "did you mean 'list'?"),
        Case(rule: "unsupported-version", fixture: """
            ↓<scenes xmlns="urn:scenec:scene:2">
              <controller id="list"/>
            </scenes>
            """, messageContains: "version '2' is not supported"),
        Case(rule: "wrong-namespace", fixture: """
            ↓<scenes>
              <controller id="list"/>
            </scenes>
            """, messageContains: "not a scene document"),
        Case(rule: "xml-malformed", fixture: """
            <scenes xmlns="urn:scenec:scene:1">
              <controller id="list">
            </scenes>↓
            """, messageContains: "mismatch"),
        Case(rule: "xml-doctype", fixture: """
            <?xml version="1.0"?>
            ↓<!DOCTYPE scenes [ <!ENTITY x "y"> ]>
            <scenes xmlns="urn:scenec:scene:1"/>
            """, messageContains: "DOCTYPE declarations are not allowed"),
    ]

    @Test(arguments: cases)
    func diagnosticAtMarker(_ testCase: Case) throws {
        let fixture = MarkedFixture(testCase.fixture)
        let expected = try #require(fixture.markers.first)
        let (_, diagnostics) = readAndResolve(fixture.text)
        let matching = diagnostics.filter { $0.ruleID == testCase.rule }
        #expect(matching.contains { $0.location == expected },
                "expected [\(testCase.rule)] at \(expected), got: \(diagnostics.map(\.description))")
        #expect(matching.contains { $0.message.contains(testCase.messageContains) },
                "expected a message containing \"\(testCase.messageContains)\", got: \(matching.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.severity != .error || $0.ruleID == testCase.rule || $0.ruleID == "duplicate-id" },
                "unexpected extra errors: \(diagnostics.map(\.description))")
    }

    @Test func clean_document_has_no_diagnostics() {
        let (_, diagnostics) = readAndResolve(sceneFile("""
              <navigation id="nav"><relationship kind="root" destination="list"/></navigation>
              <controller id="list" kind="table">
                <view><tableView id="table"><cell id="row" reuseIdentifier="Row"/></tableView></view>
                <segue id="open" kind="show" destination="list" trigger="row"/>
              </controller>
            """, attributes: "initial=\"nav\""))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }
}
