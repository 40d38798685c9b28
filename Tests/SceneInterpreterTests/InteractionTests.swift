import Foundation
import SceneGraph
import SceneInterpreter
import SceneRuntime
import Testing

/// The interaction fixture's initial scene in a window, the interpreter's messages collected.
@MainActor
private final class InteractionHarness {
    let interpreter: SceneInterpreter
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var messages: [String] = []

    init() throws {
        let (graph, diagnostics) = interactionGraph()
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        interpreter = SceneInterpreter(graph: graph)
        interpreter.messageHandler = { [unowned self] in self.messages.append($0) }
        let root = try #require(interpreter.instantiateInitialController())
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    var navigation: NavigationController { window.rootViewController as! NavigationController }
    var menu: TableViewController { navigation.viewControllers[0] as! TableViewController }

    func affordances(of controller: ViewController) -> [Affordance] { interpreter.affordances(of: controller) }

    func affordance(_ name: String, of controller: ViewController) throws -> Affordance {
        try #require(affordances(of: controller).first { $0.names.contains(name) }, "no affordance \(name) in \(affordances(of: controller).map(\.summary))")
    }

    /// Pushes the detail scene through the About toolbar item.
    func pushDetail() throws -> ViewController {
        #expect(try affordance("About", of: menu).perform())
        return try #require(navigation.topViewController)
    }
}

/// Descendants of a view, depth first.
@MainActor
private func allViews(_ view: View) -> [View] {
    [view] + view.subviews.flatMap(allViews)
}

@Suite("Interpreted interactions") @MainActor
struct InteractionTests {
    @Test func staticSectionsAreServedByTheTableControllerWithTheirTitles() throws {
        let harness = try InteractionHarness()
        let menu = harness.menu
        #expect(menu.staticSections.map(\.headerTitle) == ["Data", "Upload"])
        #expect(menu.staticSections.map(\.footerTitle) == [nil, "Sent as multipart"])
        #expect(menu.staticSections.map(\.cells.count) == [2, 1])
        let table = try #require(menu.tableView)
        #expect(table.dataSource === menu, "the table's dataSource outlet names the controller: its static sections serve the rows")
        #expect(table.numberOfSections == 2)
        let get = try #require(menu.staticSections.first?.cells.first)
        #expect(get.textLabel?.text == "GET Request", "the style's label is configured")
        #expect(get.contentView.subviews.count == 1, "not added a second time")
        #expect(get.accessoryType == .disclosureIndicator)
        let rows = harness.affordances(of: menu).filter { $0.category == .row }.map(\.summary)
        #expect(rows == [
            "row 0.0 \"GET Request\" (Data) → segue GET (show → detail-1)",
            "row 0.1 \"POST Request\" (Data) → segue POST (show → detail-1)",
            "row 1.0 \"Upload Data\" (Upload) → selects it",
        ])
        #expect(!harness.messages.contains { $0.contains("dataSource") || $0.contains("'delegate' of 'table-1'") }, "\(harness.messages)")
    }

    @Test func tappingAStaticRowPerformsItsSegue() throws {
        let harness = try InteractionHarness()
        let post = try harness.affordance("POST Request", of: harness.menu)
        #expect(post.perform())
        #expect(harness.navigation.viewControllers.count == 2)
        let detail = try #require(harness.navigation.topViewController)
        #expect(harness.interpreter.scene(of: detail)?.id.name == "detail-1")
        #expect(harness.menu.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func toolbarItemsAreShownByTheNavigationToolbarAndAct() throws {
        let harness = try InteractionHarness()
        let navigation = harness.navigation, menu = harness.menu
        #expect(!navigation.isToolbarHidden, "toolbarHidden=\"NO\"")
        #expect(menu.toolbarItems?.map(\.title) == ["Refresh", nil, "About"])
        #expect(navigation.toolbar.items?.count == 3)
        #expect(navigation.toolbar.superview === navigation.view)
        let summaries = harness.affordances(of: menu).map(\.summary)
        #expect(summaries.suffix(2) == [
            "toolbar item refresh-item \"Refresh\" → action refresh",
            "toolbar item about-item \"About\" → segue about (show → detail-1)",
        ], "toolbar items come after the rows")
        let refresh = try harness.affordance("Refresh", of: menu)
        #expect(refresh.unreachableReason == nil)
        #expect(refresh.perform())
        #expect(harness.messages.last == "sent refresh(_:) from refresh-item to TableViewController (its code is not at hand)")
        let detail = try harness.pushDetail()
        #expect(harness.interpreter.scene(of: detail)?.id.name == "detail-1")
        #expect(refresh.unreachableReason != nil, "the detail's (empty) toolbar items replaced the menu's")
        #expect(!refresh.perform())
    }

    @Test func aGestureRecognizerIsAttachedAndItsActionAndSegueRun() throws {
        let harness = try InteractionHarness()
        let detail = try harness.pushDetail()
        let photo = try #require(allViews(detail.view).first { $0.accessibilityIdentifier == "photo" })
        let tap = try #require(photo.gestureRecognizers?.first as? TapGestureRecognizer)
        #expect(tap.name == "tap-1")
        let gesture = try harness.affordance("tap on photo", of: detail)
        #expect(gesture.category == .gesture)
        #expect(gesture.summary == "tap gesture tap-1 on imageView photo-1 → action photoTapped, segue zoom (present → zoom-1)")
        #expect(gesture.perform())
        #expect(harness.messages.contains("sent photoTapped(_:) from tap-1 to ViewController (its code is not at hand)"))
        let zoom = try #require(harness.navigation.presentedViewController)
        #expect(zoom.title == "Zoom")
    }

    @Test func aToolbarViewsItemsCustomViewsAndFirstResponderActions() throws {
        let harness = try InteractionHarness()
        let detail = try harness.pushDetail()
        let toolbar = try #require(allViews(detail.view).compactMap { $0 as? Toolbar }.first)
        #expect(toolbar.items?.map(\.title) == ["Share", nil])
        let modeSwitch = try #require(toolbar.items?.last?.customView as? Switch, "the custom view is the runtime class of its kind")
        #expect(modeSwitch.superview === toolbar)
        let summaries = harness.affordances(of: detail).map(\.summary)
        #expect(summaries.contains("switch mode-1 → action modeChanged"))
        #expect(summaries.contains("button copy-1 \"Copy\" → action copyLink: (first responder)"))
        #expect(summaries.contains("toolbar item share-item \"Share\" → action share"))
        #expect(try harness.affordance("Share", of: detail).perform())
        #expect(harness.messages.last == "sent share(_:) from share-item to ViewController (its code is not at hand)")
        #expect(try harness.affordance("Copy", of: detail).perform())
        #expect(harness.messages.last == "sent copyLink: from copy-1 up the responder chain: no responder performs it (the code that would is not at hand)")
        #expect(harness.messages.contains("note: outlet 'delegate' of 'name-1' is not interpreted: it points at ViewController (detail-1), whose code is not at hand"))
    }

    @Test func newViewKindsAreTheirRuntimeClasses() throws {
        let harness = try InteractionHarness()
        let detail = try harness.pushDetail()
        let views = allViews(detail.view)
        #expect(views.contains { $0 is Toolbar })
        #expect(views.contains { $0 is PickerView })
        #expect(views.compactMap { $0 as? SearchBar }.first?.placeholder == "Search requests")
        #expect(!harness.affordances(of: detail).contains { $0.category == .segue }, "every trigger is built")
    }
}
