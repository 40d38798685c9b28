import Foundation
import SceneGraph
import SceneInterpreter
import SceneRuntime
import Testing

/// Priorities varying with the width (a preferred width, weaker in regular width), a constraint
/// installed only in regular width, one whose multiplier varies (which cannot), one relating the
/// height of a top layout guide (which generated code cannot express); a cell whose content
/// view's constraints place a label by its margins (and a constraint the cell itself holds), a
/// table constraint naming that label (built only in cells), and a static cell with its own.
private let variedLayoutScenes = """
    <?xml version="1.0" encoding="UTF-8"?>
    <scenes xmlns="urn:scenec:scene:1" module="Varied" initial="panel">
      <controller id="panel" class="PanelViewController">
        <view id="panelRoot">
          <layoutGuide kind="topLayoutGuide" id="panelTop"/>
          <view id="box"/>
          <constraints>
            <constraint first="box.top" second="safeArea.top"/>
            <constraint first="box.leading" second="superview.leading"/>
            <constraint id="boxWide" first="box.width" constant="300" priority="750" identifier="boxWide">
              <variation horizontalSizeClass="regular" priority="250"/>
            </constraint>
            <constraint id="boxNarrow" first="box.width" constant="100" priority="500"/>
            <constraint id="boxTall" first="box.height" constant="40" active="false">
              <variation horizontalSizeClass="regular" active="true"/>
            </constraint>
            <constraint id="boxShort" first="box.height" constant="20" priority="999"/>
            <constraint id="boxRatio" first="box.centerX" second="superview.centerX" multiplier="0.5" priority="1">
              <variation horizontalSizeClass="regular" multiplier="0.25"/>
            </constraint>
            <constraint id="guideHeight" first="box.height" second="panelTop.height" priority="1"/>
          </constraints>
        </view>
      </controller>
      <controller id="list" kind="table" class="ListViewController">
        <view>
          <tableView id="table">
            <cell id="row" reuseIdentifier="Row">
              <label id="rowTitle" text="Row"/>
              <contentView id="rowContent">
                <constraints>
                  <constraint first="rowTitle.leading" second="margins.leading"/>
                  <constraint first="rowTitle.centerY" second="superview.centerY"/>
                </constraints>
              </contentView>
              <constraints>
                <constraint first="self.height" relation="greaterThanOrEqual" constant="44" priority="999"/>
              </constraints>
            </cell>
            <constraints>
              <constraint id="crossCell" first="rowTitle.width" relation="lessThanOrEqual" constant="200"/>
            </constraints>
          </tableView>
        </view>
      </controller>
      <controller id="settings" kind="table" class="SettingsViewController">
        <view>
          <tableView id="settingsTable">
            <staticSection>
              <staticCell id="general">
                <label id="generalTitle" text="General"/>
                <contentView id="generalContent">
                  <constraints>
                    <constraint id="generalLeading" first="generalTitle.leading" second="margins.leading" constant="4"/>
                    <constraint first="generalTitle.top" second="margins.top"/>
                  </constraints>
                </contentView>
              </staticCell>
            </staticSection>
          </tableView>
        </view>
      </controller>
    </scenes>
    """

/// The constraints installed on a view and its descendants.
@MainActor
private func installedConstraints(in view: View) -> [LayoutConstraint] {
    descendants(of: view).flatMap(\.constraints)
}

@Suite("Interpreted constraints") @MainActor
struct ConstraintTests {
    @Test func viewsGetTheirLayoutAndConstraintsTheirPrioritiesIdentifiersAndActivation() throws {
        let harness = DeviceHarness(graph: try loadScene(layoutScene).graph, device: try #require(DevicePreset.named("iphone-15")))
        let views = harness.viewsByID
        let root = try #require(views["root"]), header = try #require(views["header"]), footer = try #require(views["footer"])
        let side = try #require(views["side"]), stamp = try #require(views["stamp"]), strip = try #require(views["strip"])
        #expect(root.translatesAutoresizingMaskIntoConstraints && footer.translatesAutoresizingMaskIntoConstraints && stamp.translatesAutoresizingMaskIntoConstraints)
        #expect(!header.translatesAutoresizingMaskIntoConstraints && !side.translatesAutoresizingMaskIntoConstraints)
        #expect(footer.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(try #require(views["body"]).layoutMargins == EdgeInsets(top: 4, left: 6, bottom: 4, right: 6))

        let installed = installedConstraints(in: root)
        let height = try #require(installed.first { $0.identifier == "headerHeight" })
        #expect(height.firstItem === header && height.firstAttribute == .height && height.secondItem == nil)
        #expect(height.priority == .required && height.constant == 44)
        let preferred = try #require(installed.first { $0.firstItem === views["body"] && $0.firstAttribute == .height })
        #expect(preferred.priority == LayoutPriority(rawValue: 250) && preferred.constant == 400)
        // `sideToBottom` is inactive: nothing ties the side view's bottom.
        #expect(!installed.contains { $0.firstItem === side && $0.firstAttribute == .bottom })
        // The top layout guide's bottom is the safe area's top, as in generated code.
        let underGuide = try #require(installed.first { $0.firstItem === strip && $0.firstAttribute == .top })
        #expect(underGuide.secondItem === root.safeAreaLayoutGuide && underGuide.secondAttribute == .top)
        #expect(installed.count == 24, "the file's 20 active constraints of the root and 4 of the body")

        // Laid out on an iPhone 15 (20-point margins, safe area 59 from the top): the header
        // under the safe area, the body's preferred height, the side view half of it; the
        // footer followed the root from its designed 375 × 667. Frames are on the pixel grid.
        let expected: [String: CGRect] = [
            "header": CGRect(x: 20, y: 67, width: 353, height: 44), "body": CGRect(x: 20, y: 123, width: 172.5, height: 400),
            "side": CGRect(x: 200.5, y: 123, width: 172.5, height: 200), "inner": CGRect(x: 26, y: 127, width: 86.25, height: 50),
            "footer": CGRect(x: 0, y: 802, width: 393, height: 50), "strip": CGRect(x: 0, y: 59, width: 50, height: 4),
            "stamp": CGRect(x: 10, y: 500, width: 30, height: 30),
        ]
        for (id, want) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = try #require(harness.frame(of: id))
            #expect(abs(frame.minX - want.minX) <= 0.34 && abs(frame.minY - want.minY) <= 0.34
                && abs(frame.maxX - want.maxX) <= 0.34 && abs(frame.maxY - want.maxY) <= 0.34, "\(id): \(frame)")
        }
        #expect(harness.messages.isEmpty, "an outlet to a constraint needs nothing: \(harness.messages)")
    }

    @Test func aConstantVariationFollowsTheRotation() throws {
        let harness = DeviceHarness(graph: try loadScene(layoutScene).graph, device: try #require(DevicePreset.named("iphone-8")))
        let root = try #require(harness.viewsByID["root"])
        let height = try #require(installedConstraints(in: root).first { $0.identifier == "headerHeight" })
        #expect(height.constant == 44 && harness.frame(of: "header")?.height == 44)
        harness.window.rotate(to: .landscapeRight)
        // Compact height: 32; the body gives up its preferred height to stay above the safe area.
        #expect(height.constant == 32 && harness.frame(of: "header") == CGRect(x: 16, y: 8, width: 635, height: 32))
        #expect(harness.frame(of: "body") == CGRect(x: 16, y: 52, width: 313.5, height: 303))
        harness.window.rotate(to: .portrait)
        #expect(height.constant == 44 && harness.frame(of: "header") == CGRect(x: 16, y: 28, width: 343, height: 44))
    }

    @Test func prioritiesAndActivationVaryWithTheSizeClass() throws {
        let session = try Simulator(graph: loadScene(variedLayoutScenes, named: "Varied.scene").graph)
        let box = try #require(descendants(of: session.window).first { session.interpreter.viewID(of: $0) == "box" })
        let constraints = installedConstraints(in: session.window)
        let wide = try #require(constraints.first { $0.identifier == "boxWide" })
        // Compact width: the 300-point width (750) beats the 100-point one (500); the tall
        // constraint is not installed, so the 20-point height holds.
        #expect(wide.priority == LayoutPriority(rawValue: 750))
        #expect(box.frame.size == CGSize(width: 300, height: 20))
        let regular = session.run("regular").lines
        #expect(regular.contains("boxWide: priority 250 (variation w: regular)"))
        #expect(regular.contains("boxTall: active true (variation w: regular)"))
        #expect(wide.priority == LayoutPriority(rawValue: 250))
        #expect(box.frame.size == CGSize(width: 100, height: 40))
        let compact = session.run("compact").lines
        #expect(compact.contains("boxWide: priority 750 again"))
        #expect(compact.contains("boxTall: active false again"))
        #expect(box.frame.size == CGSize(width: 300, height: 20))
        // What cannot be expressed or varied is said once, as generated code warns.
        #expect(session.startupMessages.contains("note: constraint 'guideHeight' of 'panel' relates the height of a layout guide that the interpreter (as generated code) expresses with the safe area, which has no such edge: the constraint is left out"))
        #expect(session.startupMessages.contains("note: the variation of 'multiplier' of constraint 'boxRatio' is not applied: the runtime cannot change it with the size class"))
    }

    @Test func cellsGetTheirContentViewsConstraints() throws {
        let result = try loadScene(variedLayoutScenes, named: "Varied.scene")
        let document = try #require(result.graph.documents.first)
        let interpreter = SceneInterpreter(graph: result.graph)
        var messages: [String] = []
        interpreter.messageHandler = { messages.append($0) }
        let window = Window(device: try #require(DevicePreset.named("iphone-15")))
        let list = try #require(interpreter.instantiate(SceneID(document: document.path, name: "list")) as? TableViewController)
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(descendants(of: cell).first { interpreter.viewID(of: $0) == "rowTitle" })
        #expect(interpreter.viewID(of: cell.contentView) == "rowContent")
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
        #expect(cell.contentView.constraints.count == 2)
        let titleFrame = title.convert(title.bounds, to: cell.contentView)
        #expect(titleFrame.minX == cell.contentView.layoutMargins.left)
        #expect(abs(titleFrame.midY - cell.contentView.bounds.midY) <= 0.5)
        #expect(messages.contains("note: the constraints cell 'row' holds are not interpreted (as in generated code): only its content view's are"))
        #expect(messages.contains("note: constraint 'crossCell' of 'list' names 'rowTitle', which the interpreter does not build: the constraint is left out"))

        // A static cell's constraints are made with it.
        let settings = try #require(interpreter.instantiate(SceneID(document: document.path, name: "settings")) as? TableViewController)
        window.rootViewController = settings
        window.layoutIfNeeded()
        let general = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let leading = try #require(general.contentView.constraints.first { $0.identifier == nil && $0.constant == 4 })
        #expect(leading.secondItem === general.contentView.layoutMarginsGuide)
    }
}
