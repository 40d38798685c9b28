import SceneGraph
import Testing
@testable import SceneParser
import TestSupport

/// What the reader builds from toolbars, pickers, search bars, static content, toolbar items,
/// custom views, gesture recognizers, outlet owners, first-responder actions and runtime
/// attributes — with the exact source positions of their attributes (each `↓` marks one).
@Suite("Reading interactions")
struct InteractionReadingTests {
    @Test func gesturesBelongToTheSceneAndTheirView() throws {
        let fixture = MarkedFixture(sceneFile("""
              <controller id="list">
                <view>
                  <imageView id="photo" accessibilityLabel="Photo">
                    ↓<tapGesture id="↓doubleTap" numberOfTapsRequired="↓2" cancelsTouchesInView="false">
                      <action method="↓zoom"/>
                    </tapGesture>
                    <swipeGesture id="swipe" direction="left up"/>
                  </imageView>
                </view>
                <segue kind="show" destination="list" trigger="doubleTap"/>
              </controller>
            """))
        let (graph, diagnostics) = readAndResolve(fixture.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let scene = try #require(graph.documents.first?.scenes.first)
        #expect(scene.gestureRecognizers.map(\.id) == ["doubleTap", "swipe"])
        #expect(scene.rootView?.subviews.first?.gestureRecognizers == ["doubleTap", "swipe"])
        let tap = scene.gestureRecognizers[0]
        #expect(tap.kind == .tap)
        #expect(tap.properties == ["numberOfTapsRequired": "2", "cancelsTouchesInView": "false"])
        #expect(scene.gestureRecognizers[1].properties == ["direction": "left up"])
        #expect([tap.source.element, tap.source.location(of: "id"), tap.source.location(of: "numberOfTapsRequired")] == Array(fixture.markers[0...2]))
        let action = try #require(tap.actions.first)
        #expect(action.method == "zoom" && action.event == .primaryActionTriggered && !action.isSentToFirstResponder)
        #expect(action.source.location(of: "method") == fixture.markers[3])
    }

    @Test func staticSectionsCountTheirCells() throws {
        let fixture = MarkedFixture(sceneFile("""
              <controller id="settings" kind="table">
                <view>
                  <tableView id="table">
                    ↓<staticSection headerTitle="↓General" footerTitle="Footer">
                      <staticCell id="↓units" style="value1"><label id="unitsLabel"/></staticCell>
                      <staticCell id="sync"/>
                    </staticSection>
                    <staticSection/>
                  </tableView>
                </view>
                <outlet property="unitsLabel" destination="unitsLabel" type="Label"/>
              </controller>
            """))
        let (graph, diagnostics) = readAndResolve(fixture.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let table = try #require(graph.documents.first?.scenes.first?.rootView?.subviews.first)
        #expect(table.staticSections.map(\.cellCount) == [2, 0])
        #expect(table.staticSections.map(\.headerTitle) == ["General", nil])
        #expect(table.staticSections[0].footerTitle == "Footer")
        #expect(table.cells.map(\.id) == ["units", "sync"] && table.cells.allSatisfy(\.isStatic))
        #expect(table.cells[0].properties == ["style": "value1"])
        #expect(table.cellsBySection.map { $0.cells.count } == [2, 0])
        #expect(table.staticSections[0].source.element == fixture.markers[0])
        #expect(table.staticSections[0].source.location(of: "headerTitle") == fixture.markers[1])
        #expect(table.cells[0].source.location(of: "id") == fixture.markers[2])
    }

    @Test func barsItemsAndCustomViews() throws {
        let fixture = MarkedFixture(sceneFile("""
              <controller id="list">
                <view>
                  <toolbar id="bar">
                    <barButtonItem id="trash" systemItem="trash" accessibilityLabel="Delete"/>
                    <barButtonItem id="sizeItem" class="↓SizeItem"><slider id="size" accessibilityLabel="Size"/></barButtonItem>
                  </toolbar>
                  <searchBar id="search" text="a" placeholder="Search" prompt="Find"/>
                  <pickerView id="picker"/>
                </view>
                <toolbarItems>
                  <barButtonItem id="add" systemItem="add" accessibilityLabel="Add">
                    <action method="paste" target="↓firstResponder"/>
                  </barButtonItem>
                </toolbarItems>
              </controller>
            """))
        let (graph, diagnostics) = readAndResolve(fixture.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let scene = try #require(graph.documents.first?.scenes.first)
        let views = try #require(scene.rootView?.subviews)
        #expect(views.map(\.kind) == [.toolbar, .searchBar, .pickerView])
        #expect(views[0].barItems.map(\.id) == ["trash", "sizeItem"])
        #expect(views[0].barItems[1].className == "SizeItem")
        #expect(views[0].barItems[1].source.location(of: "class") == fixture.markers[0])
        #expect(views[0].barItems[1].customView?.kind == .slider && views[0].barItems[1].customView?.id == "size")
        #expect(views[1].properties == ["text": "a", "placeholder": "Search", "prompt": "Find"])
        #expect(scene.toolbarItems.map(\.id) == ["add"])
        let action = try #require(scene.toolbarItems.first?.actions.first)
        #expect(action.isSentToFirstResponder && action.target == nil && action.method == "paste")
        #expect(action.source.location(of: "target") == fixture.markers[1])
        #expect(scene.allViews.contains { $0.id == "size" }, "custom views are views of the scene")
    }

    @Test func outletOwnersAndRuntimeAttributes() throws {
        let fixture = MarkedFixture(sceneFile("""
              <controller id="list">
                <view>
                  <tableView id="table">
                    <cell id="row" reuseIdentifier="Row">
                      <textField id="field" accessibilityLabel="Name"/>
                      <outlet owner="field" property="delegate" destination="row"/>
                      <runtimeAttribute keyPath="layer.cornerRadius" type="number" value="4"/>
                    </cell>
                    <runtimeAttribute keyPath="↓separatorColor" type="color" value="↓0,0,0,0.2"/>
                  </tableView>
                </view>
                <outlet owner="↓table" property="dataSource" destination="↓list"/>
                <outletCollection owner="table" property="observers" destinations="list"/>
                <runtimeAttribute keyPath="accessibilityViewIsModal" type="boolean" value="true"/>
                <runtimeAttribute keyPath="placeholder" type="nil"/>
              </controller>
            """))
        let (graph, diagnostics) = readAndResolve(fixture.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let scene = try #require(graph.documents.first?.scenes.first)
        let table = try #require(scene.rootView?.subviews.first)
        let attribute = try #require(table.runtimeAttributes.first)
        #expect(attribute.keyPath == "separatorColor" && attribute.type == .color && attribute.value == "0,0,0,0.2")
        #expect([attribute.source.location(of: "keyPath"), attribute.source.location(of: "value")] == Array(fixture.markers[0...1]))
        #expect(table.cells.first?.runtimeAttributes.map(\.keyPath) == ["layer.cornerRadius"])
        #expect(table.cells.first?.outlets.first?.owner == "field")
        let outlet = try #require(scene.outlets.first)
        #expect(outlet.owner == "table" && outlet.destination == "list" && outlet.property == "dataSource")
        #expect([outlet.source.location(of: "owner"), outlet.source.location(of: "destination")] == Array(fixture.markers[2...3]))
        #expect(scene.outletCollections.first?.owner == "table")
        #expect(scene.runtimeAttributes.map(\.type) == [.boolean, .nil])
        #expect(scene.runtimeAttributes.last?.value == nil)
    }

    /// Files without the new elements read as they always have: nothing new appears in the graph.
    @Test func filesWithoutTheNewElementsGainNothing() throws {
        let (graph, diagnostics) = readAndResolve(sceneFile("""
              <controller id="list" kind="table">
                <view><tableView id="table"><cell id="row" static="true"><label id="name"/></cell></tableView></view>
                <navigationItem><barButtonItem id="add" placement="left" systemItem="add" accessibilityLabel="Add"><action method="add"/></barButtonItem></navigationItem>
                <outlet property="name" destination="name"/>
              </controller>
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let scene = try #require(graph.documents.first?.scenes.first)
        #expect(scene.gestureRecognizers.isEmpty && scene.toolbarItems.isEmpty && scene.runtimeAttributes.isEmpty)
        let table = try #require(scene.rootView?.subviews.first)
        #expect(table.staticSections.isEmpty && table.cells.first?.isStatic == true)
        #expect(scene.navigationItem?.leftItems.first?.actions.first?.isSentToFirstResponder == false)
        #expect(scene.outlets.first?.owner == nil)
    }
}
