import Foundation
import SceneCodeGen
import SceneCompiler
import SceneGraph
import SceneInterpreter
import SceneRuntime
import Testing
import TestSupport

/// A navigation controller over a table controller whose title varies (and a flag that cannot),
/// whose prototype cell's accessory varies, with a label hidden in compact width; its add button
/// presents a form as a form sheet, full screen in compact width (and a content size that cannot
/// vary). The form's buttons stack vertically in compact width, its save button is titled longer
/// in regular width, a view holding a switch is hidden in compact width, and a date picker's
/// mode (which cannot vary) varies. A settings table's static cell varies its accessory (and its
/// style, which cannot vary).
private let variationScenes = """
    <?xml version="1.0" encoding="UTF-8"?>
    <scenes xmlns="urn:scenec:scene:1" module="Varied" initial="nav">
      <navigation id="nav">
        <relationship kind="root" destination="list"/>
      </navigation>
      <controller id="list" kind="table" class="ListViewController" title="All Recipes">
        <variation horizontalSizeClass="compact" title="Recipes" modalInPresentation="true"/>
        <view>
          <tableView id="table">
            <cell id="row" reuseIdentifier="Row" accessoryType="disclosureIndicator">
              <variation horizontalSizeClass="regular" accessoryType="checkmark"/>
              <label id="summary" text="A summary">
                <variation horizontalSizeClass="compact" hidden="true"/>
              </label>
            </cell>
          </tableView>
        </view>
        <navigationItem title="Recipes">
          <barButtonItem id="addButton" placement="right" systemItem="add"/>
        </navigationItem>
        <segue id="add" kind="present" destination="form" trigger="addButton" presentationStyle="formSheet">
          <variation horizontalSizeClass="compact" presentationStyle="fullScreen" preferredContentSize="320x200"/>
        </segue>
      </controller>
      <controller id="form" class="FormViewController" title="New Recipe">
        <view>
          <stackView id="buttons" axis="horizontal">
            <variation horizontalSizeClass="compact" axis="vertical"/>
            <button id="saveButton" title="Save">
              <variation horizontalSizeClass="regular" title="Save Recipe"/>
              <action method="save"/>
            </button>
          </stackView>
          <view id="extras">
            <variation horizontalSizeClass="compact" hidden="true"/>
            <switch id="shareSwitch" on="true">
              <action method="shareChanged" event="valueChanged"/>
            </switch>
          </view>
          <datePicker id="when" mode="date">
            <variation verticalSizeClass="compact" mode="time"/>
          </datePicker>
        </view>
      </controller>
      <controller id="settings" kind="table" class="SettingsViewController" title="Settings">
        <view>
          <tableView id="settingsTable" style="grouped">
            <staticSection headerTitle="General">
              <staticCell id="generalRow" style="default" accessoryType="disclosureIndicator">
                <variation horizontalSizeClass="regular" accessoryType="none" style="value1"/>
                <label text="General"/>
              </staticCell>
            </staticSection>
          </tableView>
        </view>
      </controller>
    </scenes>
    """

/// The fixture written to a temporary folder and loaded as `scenec` loads files.
private func loadVariationScenes() throws -> LoadResult {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Varied.scene")
    try Data(variationScenes.utf8).write(to: file)
    let result = Compiler().load([file.path])
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    return result
}

/// Descendants of a view, depth first.
@MainActor
private func allViews(_ view: View) -> [View] {
    [view] + view.subviews.flatMap(allViews)
}

@Suite("Size-class variations") @MainActor
struct VariationTests {
    private let compact = TraitCondition(horizontalSizeClass: .compact)
    private let regular = TraitCondition(horizontalSizeClass: .regular)

    private func session() throws -> Simulator {
        try Simulator(graph: loadVariationScenes().graph)
    }

    private func list(in session: Simulator) throws -> TableViewController {
        let navigation = try #require(session.window.rootViewController as? NavigationController)
        return try #require(navigation.viewControllers.first as? TableViewController)
    }

    @Test func viewCellAndControllerVariationsApplyAndRestoreAsTheSizeClassChanges() throws {
        let session = try session()
        let list = try list(in: session)
        let cell = try #require(list.tableView.visibleCells.first)
        let summary = try #require(allViews(cell).compactMap { $0 as? Label }.first { $0.text == "A summary" })
        // The session starts horizontally compact: the compact variations are in place.
        #expect(list.title == "Recipes" && list.appliedTraitVariations == [compact])
        #expect(summary.isHidden && summary.appliedTraitVariations == [compact])
        #expect(cell.accessoryType == .disclosureIndicator && cell.appliedTraitVariations.isEmpty)

        #expect(session.run("regular").lines == [
            "size class: regular width (926x428)",
            "list: title \"All Recipes\" again",
            "segue add: presentationStyle formSheet again",
            "summary: shown again",
            "row: accessoryType checkmark (variation w: regular)",
            "Visible: list \"All Recipes\" (ListViewController as TableViewController, Varied.scene)",
        ])
        #expect(list.title == "All Recipes" && list.appliedTraitVariations.isEmpty)
        #expect(!summary.isHidden && summary.appliedTraitVariations.isEmpty)
        #expect(cell.accessoryType == .checkmark && cell.appliedTraitVariations == [regular])

        #expect(session.run("compact").lines == [
            "size class: compact width (390x844)",
            "list: title \"Recipes\" (variation w: compact)",
            "segue add: presentationStyle fullScreen (variation w: compact)",
            "summary: hidden (variation w: compact)",
            "row: accessoryType disclosureIndicator again",
            "Visible: list \"Recipes\" (ListViewController as TableViewController, Varied.scene)",
        ])
        #expect(list.title == "Recipes" && summary.isHidden && cell.accessoryType == .disclosureIndicator)
    }

    @Test func aSegueVariationPresentsWithTheVariedStyle() throws {
        let session = try session()
        let list = try list(in: session)
        let compactTap = session.run("tap addButton").lines
        #expect(compactTap.contains("segue add: presentationStyle fullScreen (variation w: compact)"))
        #expect(compactTap.contains { $0.hasPrefix("nav.present(") && $0.hasSuffix(", fullScreen)") })
        #expect(list.presentedViewController?.modalPresentationStyle == .fullScreen)
        _ = session.run("dismiss")
        _ = session.run("regular")
        let regularTap = session.run("tap addButton").lines
        #expect(!regularTap.contains { $0.contains("(variation") }, "no variation applies in regular width")
        #expect(regularTap.contains { $0.hasPrefix("nav.present(") && $0.hasSuffix(", formSheet)") })
        #expect(list.presentedViewController?.modalPresentationStyle == .formSheet)
    }

    @Test func theListingShowsCurrentTitlesAndHiddenControlsAsNotReachable() throws {
        let session = try session()
        _ = session.run("tap addButton")
        let compactShow = session.run("show").lines
        #expect(compactShow.contains("  1. button saveButton \"Save\" → action save"))
        #expect(compactShow.contains("  2. switch shareSwitch → action shareChanged (not reachable: it is inside a view that is hidden)"))
        #expect(session.run("tap shareSwitch").lines.first
            == "tapped: switch shareSwitch → action shareChanged (nothing happened: it is inside a view that is hidden)")

        // Rotating with the form on screen: its variations change under it.
        let rotated = session.run("regular").lines
        #expect(rotated.contains("buttons: axis horizontal again"))
        #expect(rotated.contains("saveButton: title \"Save Recipe\" (variation w: regular)"))
        #expect(rotated.contains("extras: shown again"))
        let regularShow = session.run("show").lines
        #expect(regularShow.contains("  1. button saveButton \"Save Recipe\" → action save"))
        #expect(regularShow.contains("  2. switch shareSwitch → action shareChanged"))
        #expect(session.run("tap \"Save Recipe\"").lines.contains("sent save(_:) from saveButton to FormViewController (its code is not at hand)"))
        #expect(session.run("tap shareSwitch").lines.contains("sent shareChanged(_:) from shareSwitch to FormViewController (its code is not at hand)"))
    }

    /// The interpreter refuses exactly the attributes generated code warns about, with its words.
    @Test func attributesTheRuntimeCannotVaryAreNotedAsGeneratedCodeWarns() throws {
        let loaded = try loadVariationScenes()
        let interpreter = SceneInterpreter(graph: loaded.graph)
        var messages: [String] = []
        interpreter.messageHandler = { messages.append($0) }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                            traitCollection: TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular)]))
        window.rootViewController = interpreter.instantiateInitialController()
        window.makeKeyAndVisible()
        let document = try #require(interpreter.initialDocument?.path)
        for name in ["form", "settings"] { _ = interpreter.instantiate(SceneID(document: document, name: name)).view }
        let noted = Set(messages.filter { $0.hasPrefix("note: the variation of") }.map { String($0.dropFirst("note: ".count)) })
        #expect(noted == [
            "the variation of 'modalInPresentation' of scene 'list' is not applied: the runtime cannot change it with the size class",
            "the variation of 'style' of cell 'generalRow' is not applied: the runtime cannot change it with the size class",
            "the variation of 'preferredContentSize' of segue 'add' is not applied: the runtime cannot change it with the size class",
            "the variation of 'mode' of 'when' is not applied: the runtime cannot change it with the size class",
        ])
        #expect(messages.count == Set(messages).count, "each note once")

        let generated = Compiler().generate(loaded, options: CodeGenOptions())
        let warned = Set(generated.diagnostics.map(\.message).filter { $0.hasPrefix("the variation of") })
        #expect(warned == noted)
    }
}

/// Every kind of view, a controller, a split view and a segue, each with a compact-width
/// variation of every attribute the scene format lets vary: what the runtime can vary and what
/// it cannot, for comparing the interpreter with generated code.
private let everyAttributeScenes: String = {
    let common = #"hidden="true" alpha="0.5" tag="3" accessibilityLabel="Varied" accessibilityHint="Varied hint""#
    let specific: [(String, String)] = [
        ("label", #"text="T""#), ("button", #"title="B" image="photo""#), ("textField", #"text="T" placeholder="P""#),
        ("textView", #"text="T" editable="false""#), ("switch", #"on="true""#),
        ("slider", #"value="0.5" minimumValue="0.25" maximumValue="2""#),
        ("stepper", #"value="2" minimumValue="1" maximumValue="9" stepValue="0.5""#),
        ("segmentedControl", #"segments="A,B" selectedSegmentIndex="1""#), ("datePicker", #"mode="time""#),
        ("imageView", #"image="photo""#), ("stackView", #"axis="vertical" spacing="4""#), ("tableView", #"style="grouped""#),
        ("activityIndicator", #"animating="true""#), ("pageControl", #"numberOfPages="3" currentPage="1""#),
        ("progressView", #"progress="0.5""#), ("searchBar", #"text="T" placeholder="P" prompt="Q""#),
        ("view", ""), ("scrollView", ""), ("pickerView", ""), ("collectionView", ""),
    ]
    let views = specific.map { element, attributes in
        "      <\(element) id=\"\(element)Varied\">\n        <variation horizontalSizeClass=\"compact\" \(common) \(attributes)/>\n      </\(element)>"
    }.joined(separator: "\n")
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <scenes xmlns="urn:scenec:scene:1" module="Everything" initial="split">
          <split id="split" class="SplitController" preferredDisplayMode="oneBesideSecondary">
            <variation horizontalSizeClass="compact" preferredDisplayMode="secondaryOnly" style="tripleColumn"/>
            <relationship kind="primary" destination="sink"/>
          </split>
          <controller id="sink" class="SinkViewController" title="Sink">
            <variation horizontalSizeClass="compact" title="Small" presentationStyle="formSheet" transitionStyle="crossDissolve"
                       preferredContentSize="100x100" definesPresentationContext="true" modalInPresentation="true"
                       providesPresentationContextTransitionStyle="true" hidesBottomBarWhenPushed="true"/>
            <view>
        \(views)
            </view>
            <segue id="next" kind="present" destination="other" presentationStyle="pageSheet">
              <variation horizontalSizeClass="compact" presentationStyle="fullScreen" transitionStyle="crossDissolve"
                         animates="false" preferredContentSize="10x10"/>
            </segue>
          </controller>
          <controller id="other" class="OtherViewController" title="Other"/>
        </scenes>
        """
}()

@Suite("Size-class variations: every attribute") @MainActor
struct EveryVariedAttributeTests {
    @Test func theInterpreterVariesWhatGeneratedCodeVariesAndRestoresTheDefaults() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Everything.scene")
        try Data(everyAttributeScenes.utf8).write(to: file)
        let loaded = Compiler().load([file.path])
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")

        let interpreter = SceneInterpreter(graph: loaded.graph)
        var messages: [String] = []
        interpreter.messageHandler = { messages.append($0) }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                            traitCollection: TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular)]))
        let split = try #require(interpreter.instantiateInitialController() as? SplitViewController)
        window.rootViewController = split
        window.makeKeyAndVisible()
        let sink = try #require(split.viewController(for: .primary))
        #expect(sink.viewIfLoaded?.window === window, "the collapsed split view shows its primary column")
        let views = allViews(sink.view)

        // Refused: exactly what generated code warns about, in its words.
        let noted = Set(messages.filter { $0.hasPrefix("note: the variation of") }.map { String($0.dropFirst("note: ".count)) })
        let generated = Compiler().generate(loaded, options: CodeGenOptions())
        let warned = Set(generated.diagnostics.map(\.message).filter { $0.hasPrefix("the variation of") })
        #expect(noted == warned)
        #expect(noted.contains("the variation of 'segments' of 'segmentedControlVaried' is not applied: the runtime cannot change it with the size class"))
        #expect(noted.contains("the variation of 'style' of scene 'split' is not applied: the runtime cannot change it with the size class"))

        // Applied in compact width.
        #expect(split.preferredDisplayMode == .secondaryOnly)
        #expect(sink.title == "Small" && sink.modalPresentationStyle == .formSheet && sink.modalTransitionStyle == .crossDissolve)
        #expect(sink.definesPresentationContext && sink.hidesBottomBarWhenPushed && sink.providesPresentationContextTransitionStyle)
        let label = try #require(views.compactMap { $0 as? Label }.first)
        #expect(label.isHidden && label.alpha == 0.5 && label.tag == 3 && label.text == "T" && label.accessibilityHint == "Varied hint")
        let stepper = try #require(views.compactMap { $0 as? Stepper }.first)
        #expect(stepper.value == 2 && stepper.minimumValue == 1 && stepper.maximumValue == 9 && stepper.stepValue == 0.5)
        let stack = try #require(views.compactMap { $0 as? StackView }.first)
        #expect(stack.axis == .vertical && stack.spacing == 4)
        let indicator = try #require(views.compactMap { $0 as? ActivityIndicatorView }.first)
        #expect(indicator.isAnimating)

        // Restored to the runtime's defaults in regular width (the elements set nothing else).
        window.transition(to: CGSize(width: 926, height: 428),
                          traitCollection: TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .regular), TraitCollection(verticalSizeClass: .compact)]))
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        #expect(sink.title == "Sink" && sink.modalPresentationStyle == .automatic && sink.modalTransitionStyle == .coverVertical)
        #expect(!sink.definesPresentationContext && !sink.hidesBottomBarWhenPushed && !sink.providesPresentationContextTransitionStyle)
        #expect(!label.isHidden && label.alpha == 1 && label.tag == 0 && label.text == nil && label.accessibilityLabel == nil)
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stack.axis == .horizontal && stack.spacing == 0)
        #expect(!indicator.isAnimating)
        let segmented = try #require(views.compactMap { $0 as? SegmentedControl }.first)
        #expect(segmented.selectedSegmentIndex == -1)
        #expect(views.allSatisfy { !$0.isHidden && $0.appliedTraitVariations.isEmpty })
    }
}
