import Foundation
import Testing
@testable import SceneRuntime

/// Safe areas and layout margins on a notched phone (iPhone 15: 393 × 852, 59 points under
/// the sensor housing, 34 above the home indicator), under navigation and tab bar controllers.
@MainActor
@Suite("Layout: safe area and margins")
struct LayoutSafeAreaTests {
    /// A screen with a label pinned to its safe area's top and its margins' sides.
    final class ContentController: ViewController {
        let label = Label()
        var safeAreaChanges = 0
        var marginChanges = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Title"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
        override func viewLayoutMarginsDidChange() { marginChanges += 1 }
    }

    private func phone(root: ViewController) -> Window {
        let window = Window(device: DevicePreset.named("iphone-15")!)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func aNavigationControllerAddsItsBarBelowTheSensorHousing() {
        let content = ContentController()
        let navigation = NavigationController(rootViewController: content)
        let window = phone(root: navigation)
        #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(navigation.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))  // under the bar
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        // The root view's margins: the device's minimum (8 and 20), from the safe area.
        #expect(content.view.layoutMargins == EdgeInsets(top: 111, left: 20, bottom: 42, right: 20))
        #expect(content.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
        #expect(content.label.frame.origin == CGPoint(x: 20, y: 103))
        #expect(content.label.frame.width == 353)
        #expect(content.safeAreaChanges == 1 && content.marginChanges >= 1)
        #expect(content.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 103, width: 393, height: 715))
        #expect(content.topLayoutGuide.layoutFrame.height == 103 && content.bottomLayoutGuide.layoutFrame.height == 34)

        // Hiding the bar gives its room back; the toolbar takes some at the bottom.
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 78, right: 0))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(approx(content.label.frame.minY, 59))
        #expect(content.safeAreaChanges == 2)
    }

    @Test func aTabBarControllerAddsItsBarAboveTheHomeIndicator() {
        let content = ContentController()
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: content), ViewController()]
        let window = phone(root: tabs)
        defer { window.tearDown() }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(content.label.frame.origin == CGPoint(x: 20, y: 103))
    }

    @Test func additionalInsetsAndSubviewsOverlappingTheUnsafeBand() {
        let content = ContentController()
        let navigation = NavigationController(rootViewController: content)
        let window = phone(root: navigation)
        content.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 113)
        #expect(content.label.frame.minY == 113)
        // A subview covering part of the unsafe band gets the part it covers; one reaching
        // above the root view gets no more than the root view's inset.
        let banner = View(frame: CGRect(x: 0, y: 50, width: 393, height: 100))
        let above = View(frame: CGRect(x: 0, y: -40, width: 393, height: 200))
        let inside = View(frame: CGRect(x: 0, y: 200, width: 393, height: 100))
        for view in [banner, above, inside] { content.view.addSubview(view) }
        #expect(banner.safeAreaInsets == EdgeInsets(top: 63, left: 0, bottom: 0, right: 0))
        #expect(above.safeAreaInsets.top == 113)
        #expect(inside.safeAreaInsets == .zero)
        // Margins: own 8, from the safe area; preserving the superview's pushes the sides in.
        #expect(banner.layoutMargins == EdgeInsets(top: 71, left: 8, bottom: 8, right: 8))
        banner.preservesSuperviewLayoutMargins = true
        #expect(banner.layoutMargins.left == 20)
        banner.insetsLayoutMarginsFromSafeArea = false
        banner.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 4)
        #expect(banner.layoutMargins == EdgeInsets(top: 71, left: 30, bottom: 2, right: 20))  // preserved on every edge
    }

    @Test func aRootViewThatIgnoresTheSystemMinimumKeepsItsOwnMargins() {
        let content = ContentController()
        content.viewRespectsSystemMinimumLayoutMargins = false
        content.loadViewIfNeeded()
        content.view.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        let window = phone(root: content)
        defer { window.tearDown() }
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(content.label.frame.minX == 4 && content.label.frame.width == 385)
    }
}
