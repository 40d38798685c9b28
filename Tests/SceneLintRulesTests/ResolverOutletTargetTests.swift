import SceneGraph
import Testing
import TestSupport

/// The resolver asks a scene's outlet targets and owners as ``IDGroups`` of its id sets (issue
/// 26); each set must still be among them: an outlet to each kind of target resolves, and one to
/// nothing is reported with its hint.
@Suite("Resolver's outlet targets")
struct ResolverOutletTargetTests {
    static let file = (path: "Targets.scene", text: """
        <scenes xmlns="urn:scenec:scene:1" initial="list">
          <controller id="list">
            <view>
              <label id="title">
                <tapGesture id="tap"><action method="tapped"/></tapGesture>
              </label>
              <tableView id="table">
                <cell id="row" reuseIdentifier="Row">
                  <label id="cellLabel"/>
                  <outlet property="label" destination="cellLabel"/>
                  <outlet property="recognizer" destination="tap"/>
                  <outlet property="owner" destination="list"/>
                  <outlet property="me" destination="row"/>
                  <outlet owner="cellLabel" property="delegate" destination="list"/>
                  <outlet property="lost" destination="cellLabl"/>
                </cell>
              </tableView>
            </view>
            <navigationItem title="List">
              <barButtonItem id="add" systemItem="add"/>
            </navigationItem>
            <outlet property="titleLabel" destination="title"/>
            <outlet property="addButton" destination="add"/>
            <outlet property="recognizer" destination="tap"/>
            <outlet property="itself" destination="list"/>
            <outlet owner="table" property="dataSource" destination="list"/>
            <outlet owner="add" property="target" destination="list"/>
            <outlet owner="tap" property="delegate" destination="list"/>
            <outlet property="missing" destination="titel"/>
          </controller>
        </scenes>
        """)

    @Test func everyKindOfTargetResolves() {
        let result = run(files: [Self.file])
        #expect(result.reader.isEmpty, "\(result.reader)")
        let outlets = result.resolver.filter { $0.ruleID == GraphResolver.Rule.danglingOutlet }
        // Only the two misspelt destinations, each with its hint.
        #expect(outlets.map(\.message).sorted() == [
            "outlet 'lost' points to 'cellLabl', which is not a view of prototype cell 'row'; did you mean 'cellLabel'?",
            "outlet 'missing' points to 'titel', which is not a view of scene 'list'; did you mean 'title'?",
        ], "\(result.resolver)")
    }
}
