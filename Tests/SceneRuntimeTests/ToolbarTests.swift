import Foundation
import Testing
@testable import SceneRuntime

@Suite("Toolbars")
@MainActor
struct ToolbarTests {
    private func controller(_ name: String, items: [String]) -> ViewController {
        let controller = ViewController()
        controller.debugName = name
        controller.toolbarItems = items.map { BarButtonItem(title: $0) }
        return controller
    }

    private func titles(_ navigation: NavigationController) -> [String?] {
        (navigation.toolbar.items ?? []).map(\.title)
    }

    @Test func theToolbarIsHiddenByDefaultAndOutOfTheViewTree() {
        let navigation = NavigationController(rootViewController: controller("A", items: ["Edit"]))
        let window = makeVisibleWindow(root: navigation)
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.superview == nil)
        #expect(titles(navigation) == ["Edit"])

        navigation.setToolbarHidden(false, animated: true)
        #expect(navigation.toolbar.superview === navigation.view)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 44, width: 390, height: 44))
        navigation.isToolbarHidden = true
        #expect(navigation.toolbar.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test func theToolbarFollowsTheTopControllerAcrossPushesPopsAndReplacements() {
        let a = controller("A", items: ["Edit"])
        let b = controller("B", items: ["Share", "Delete"])
        let c = controller("C", items: [])
        let navigation = NavigationController(rootViewController: a)
        navigation.isToolbarHidden = false
        let window = makeVisibleWindow(root: navigation)

        navigation.pushViewController(b, animated: true)
        #expect(titles(navigation) == ["Share", "Delete"])
        navigation.popViewController(animated: true)
        #expect(titles(navigation) == ["Edit"])
        navigation.setViewControllers([a, b, c], animated: false)
        #expect(titles(navigation).isEmpty)
        navigation.popToRootViewController(animated: false)
        #expect(titles(navigation) == ["Edit"])
        withExtendedLifetime(window) {}
    }

    @Test func setToolbarItemsOnTheTopControllerUpdatesTheToolbarButNotFromBelow() {
        let a = controller("A", items: ["Edit"])
        let b = controller("B", items: ["Share"])
        let navigation = NavigationController(rootViewController: a)
        navigation.isToolbarHidden = false
        let window = makeVisibleWindow(root: navigation)
        navigation.pushViewController(b, animated: false)

        b.setToolbarItems([BarButtonItem(title: "Archive")], animated: true)
        #expect(titles(navigation) == ["Archive"])
        a.setToolbarItems([BarButtonItem(title: "Select")], animated: false)
        #expect(titles(navigation) == ["Archive"])
        navigation.popViewController(animated: false)
        #expect(titles(navigation) == ["Select"])
        withExtendedLifetime(window) {}
    }

    @Test func hidesBottomBarWhenPushedHidesTheToolbarWhileThatControllerIsOnTop() {
        let a = controller("A", items: ["Edit"])
        let detail = controller("Detail", items: ["Share"])
        detail.hidesBottomBarWhenPushed = true
        let c = controller("C", items: ["Done"])
        let navigation = NavigationController(rootViewController: a)
        navigation.isToolbarHidden = false
        let window = makeVisibleWindow(root: navigation)
        #expect(navigation.toolbar.superview === navigation.view)

        navigation.pushViewController(detail, animated: true)
        #expect(navigation.toolbar.superview == nil)
        #expect(navigation.toolbar.isHidden)
        #expect(!navigation.isToolbarHidden)

        navigation.pushViewController(c, animated: true)
        #expect(navigation.toolbar.superview === navigation.view)
        navigation.popViewController(animated: true)
        #expect(navigation.toolbar.superview == nil)
        navigation.popViewController(animated: true)
        #expect(navigation.toolbar.superview === navigation.view)
        #expect(!navigation.toolbar.isHidden)
        withExtendedLifetime(window) {}
    }

    @Test func aRootControllerThatHidesBottomBarsKeepsTheToolbar() {
        let root = controller("Root", items: ["Edit"])
        root.hidesBottomBarWhenPushed = true
        let navigation = NavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = makeVisibleWindow(root: navigation)
        #expect(navigation.toolbar.superview === navigation.view)
        withExtendedLifetime(window) {}
    }

    @Test func customViewItemsPutTheirViewInTheToolbarAndHandleTheirOwnEvents() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        var values: [Float] = []
        slider.addAction(for: .valueChanged) { values.append($0.value) }
        let sliderItem = BarButtonItem(customView: slider)
        var taps = 0
        sliderItem.primaryAction = Action { _ in taps += 1 }
        let a = ViewController()
        a.toolbarItems = [BarButtonItem(systemItem: .flexibleSpace), sliderItem, BarButtonItem(systemItem: .flexibleSpace)]
        let navigation = NavigationController(rootViewController: a)
        navigation.isToolbarHidden = false
        let window = makeVisibleWindow(root: navigation)
        window.layoutIfNeeded()

        #expect(slider.superview === navigation.toolbar)
        #expect(slider.window === window)
        #expect(slider.frame.size == CGSize(width: 120, height: 30))
        #expect(slider.frame.midX == 195)
        navigation.toolbar.layoutSubviews()
        #expect(slider.frame.size == CGSize(width: 120, height: 30))
        #expect(!sliderItem.simulateTap())
        #expect(taps == 0)
        #expect(slider.simulateSlide(to: 0.5))
        #expect(values == [0.5])

        let replacement = Switch()
        sliderItem.customView = replacement
        #expect(slider.superview == nil)
        #expect(replacement.superview === navigation.toolbar)
    }

    @Test func itemsAreAccessibilityElementsButSpacesAreNot() throws {
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let add = BarButtonItem(systemItem: .add)
        let share = BarButtonItem(title: "Share")
        share.accessibilityIdentifier = "share"
        share.isEnabled = false
        let space = BarButtonItem(systemItem: .flexibleSpace)
        let forward = BarButtonItem(systemItem: .fastForward)
        toolbar.setItems([add, space, share, forward], animated: false)
        toolbar.layoutIfNeeded()

        let addView = try #require(toolbar.view(for: add))
        let shareView = try #require(toolbar.view(for: share))
        #expect(toolbar.view(for: space) == nil)
        #expect(addView.isAccessibilityElement && addView.accessibilityLabel == "Add")
        #expect(addView.accessibilityTraits == .button)
        #expect(shareView.accessibilityLabel == "Share")
        #expect(shareView.accessibilityIdentifier == "share")
        #expect(shareView.accessibilityTraits == [.button, .notEnabled])
        #expect(toolbar.view(for: forward)?.accessibilityLabel == "Fast Forward")
        #expect(addView.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(toolbar.view(for: forward)?.frame.maxX == 320)
        #expect(toolbar.subviews.filter(\.isAccessibilityElement).count == 3)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(toolbar)
        window.isHidden = false
        #expect(Accessibility.firstElement(in: window) === addView)
    }

    @Test func selectorItemsSendTheirActionThroughTheApplication() {
        final class Editor: ViewController {
            var edits = 0
        }
        let selector = ActionSelector("toolbarTestEdit:")
        Responder.registerActionHandler(for: selector, canPerform: { $0 is Editor }, perform: { responder, _ in
            (responder as? Editor)?.edits += 1
        })
        defer { Responder.unregisterActionHandlers(for: selector) }
        let editor = Editor()
        let item = BarButtonItem(title: "Edit", style: .plain, target: nil, action: selector)
        editor.toolbarItems = [item]
        let navigation = NavigationController(rootViewController: editor)
        navigation.isToolbarHidden = false
        let window = makeVisibleWindow(root: navigation)

        // The toolbar is in the navigation controller's view, so the chain from the item
        // reaches the navigation controller and not the editor, as in UIKit.
        #expect(!item.simulateTap())
        let targeted = BarButtonItem(title: "Edit", style: .plain, target: editor, action: selector)
        #expect(targeted.simulateTap())
        #expect(editor.edits == 1)
        withExtendedLifetime(window) {}
    }
}
