import Foundation
import Testing
@testable import SceneRuntime

@Suite("Event recorder and hierarchy description")
@MainActor
struct ObservabilityTests {
    final class RecipeListViewController: ViewController {}
    final class SettingsViewController: ViewController {}

    @Test func hierarchyDescriptionShowsContainersRolesAndVisibility() {
        let list = RecipeListViewController()
        list.title = "Recipes"
        let navigation = NavigationController(rootViewController: list)
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = TabBarController()
        tabs.debugName = "Root"
        tabs.viewControllers = [navigation, settings]
        let window = makeVisibleWindow(root: tabs)

        #expect(window.hierarchyDescription() == """
            Window
            └─ TabBarController "Root" [visible]
               ├─ NavigationController (tab 0, selected) [visible]
               │  └─ RecipeListViewController "Recipes" [visible, top]
               └─ SettingsViewController "Settings" (tab 1)
            """)

        tabs.selectedIndex = 1
        #expect(tabs.hierarchyDescription() == """
            TabBarController "Root" [visible]
            ├─ NavigationController (tab 0)
            │  └─ RecipeListViewController "Recipes" [top]
            └─ SettingsViewController "Settings" (tab 1, selected) [visible]
            """)

        window.isHidden = true
        #expect(window.hierarchyDescription().hasPrefix("Window [hidden]\n└─ TabBarController \"Root\"\n"))
    }

    @Test func splitRolesAreDescribed() {
        let split = SplitViewController()
        split.viewControllers = [ViewController(), ViewController()]
        #expect(split.hierarchyDescription() == """
            SplitViewController
            ├─ ViewController (primary)
            └─ ViewController (secondary)
            """)
    }

    @Test func recordersFilterByCategoryAndStop() {
        let everything = EventRecorder(categories: .all)
        let appearanceOnly = EventRecorder(categories: .appearance)
        let root = ProbeViewController("Root")
        let window = makeVisibleWindow(root: root)
        #expect(everything.events.contains(.viewWillLayoutSubviews("Root")))
        #expect(appearanceOnly.events == [.viewWillAppear("Root", animated: false), .viewDidAppear("Root", animated: false)])
        #expect(appearanceOnly.lines == ["Root.viewWillAppear", "Root.viewDidAppear"])

        appearanceOnly.stop()
        window.isHidden = true
        #expect(appearanceOnly.events.count == 2)
        #expect(everything.events(about: "Root").contains(.viewDidDisappear("Root", animated: false)))

        appearanceOnly.removeAll()
        appearanceOnly.start()
        window.isHidden = false
        #expect(appearanceOnly.events.count == 2)
    }

    @Test func eventsDescribeThemselvesCompactly() {
        #expect(RuntimeEvent.willMoveToParent("B", parent: "Nav").description == "B.willMove(toParent: Nav)")
        #expect(RuntimeEvent.didMoveToParent("B", parent: nil).description == "B.didMove(toParent: nil)")
        #expect(RuntimeEvent.viewWillAppear("B", animated: true).description == "B.viewWillAppear(animated)")
        #expect(RuntimeEvent.misuse(.alreadyChild(child: "B", parent: "A")).subject == nil)
        #expect(RuntimeEvent.viewDidLoad("B").category == .loading)
    }

    @Test func misuseReachesTheDiagnosticsHandler() {
        let previous = RuntimeDiagnostics.handler
        defer { RuntimeDiagnostics.handler = previous }
        var received: [RuntimeError] = []
        RuntimeDiagnostics.handler = { received.append($0) }
        let controller = ProbeViewController("A")
        controller.endAppearanceTransition()
        #expect(received == [.invalidAppearanceTransition(controller: "A", state: .disappeared, transition: .end)])
        #expect(received.first?.description.contains("Unbalanced") == true)
    }
}
