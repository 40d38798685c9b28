import Foundation
import Testing
@testable import SceneRuntime

/// The navigation bar as VoiceOver sees it, and where the VoiceOver cursor goes after a push.
@MainActor
@Suite("Navigation bar accessibility")
struct NavigationBarAccessibilityTests {
    /// A plain screen with a title and a labelled element below the bar.
    private func screen(_ title: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        controller.loadViewHandler = { _ in
            let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let label = Label(frame: CGRect(x: 20, y: 120, width: 200, height: 30))
            label.text = "\(title) content"
            label.accessibilityIdentifier = "\(title).content"
            root.addSubview(label)
            return root
        }
        return controller
    }

    /// UIKit moves the VoiceOver cursor to the navigation bar's Back button after a push
    /// (posting the screen-changed notification with it), so the user can go back at once.
    @Test func afterAPushTheVoiceOverCursorIsOnTheBackButton() throws {
        let capture = NotificationCapture()
        defer { capture.finish() }
        let navigation = NavigationController(rootViewController: screen("Recipes"))
        let window = makeVisibleWindow(root: navigation)
        navigation.pushViewController(screen("Pancakes"), animated: true)

        let back = try #require(navigation.navigationBar.backButtonElement)
        let posted = try #require(capture.posted.last)
        #expect(posted.notification == .screenChanged)
        #expect(posted.element === back)
        #expect(Accessibility.focusedElement === back)
        #expect(back.isAccessibilityElement && back.accessibilityLabel == "Recipes")
        #expect(back.accessibilityTraits == .button && back.accessibilityIdentifier == "BackButton")
        #expect(back.window === window)
    }

    /// A pushed screen that names its own element keeps it (`preferredAccessibilityFocus`).
    @Test func aPreferredFocusWinsOverTheBackButton() throws {
        let capture = NotificationCapture()
        defer { capture.finish() }
        let navigation = NavigationController(rootViewController: screen("Recipes"))
        let window = makeVisibleWindow(root: navigation)
        let detail = screen("Pancakes")
        detail.accessibilityFocusIdentifier = "Pancakes.content"
        navigation.pushViewController(detail, animated: false)
        #expect(Accessibility.focusedElement?.accessibilityIdentifier == "Pancakes.content")

        // A pop reveals the root, which has no back button: VoiceOver takes the first element, the title.
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.backButtonElement == nil)
        #expect(capture.posted.last?.element == nil)
        #expect(Accessibility.focusedElement === navigation.navigationBar.titleElement)
        withExtendedLifetime(window) {}
    }

    /// The bar exposes the back button, the title (a header) and the top item's bar button
    /// items as elements, left items after the back button, right items at the trailing edge.
    @Test func theBarExposesBackButtonTitleAndItems() throws {
        let navigation = NavigationController(rootViewController: screen("Recipes"))
        let window = makeVisibleWindow(root: navigation)
        let detail = screen("Pancakes")
        let share = BarButtonItem(systemItem: .action)
        share.accessibilityIdentifier = "detail.share"
        let edit = BarButtonItem(title: "Edit", style: .plain)
        detail.navigationItem.rightBarButtonItems = [edit, share]
        navigation.pushViewController(detail, animated: false)
        let bar = navigation.navigationBar

        let back = try #require(bar.backButtonElement)
        let title = try #require(bar.titleElement)
        let editView = try #require(bar.view(for: edit))
        let shareView = try #require(bar.view(for: share))
        #expect(title.accessibilityLabel == "Pancakes" && title.accessibilityTraits.contains(.header))
        #expect(editView.accessibilityLabel == "Edit" && shareView.accessibilityLabel == "Action")
        #expect(shareView.accessibilityIdentifier == "detail.share" && shareView.accessibilityTraits.contains(.button))
        #expect(back.frame.minX == 0)
        #expect(editView.frame.maxX == bar.bounds.width, "the first right item is at the trailing edge")
        #expect(shareView.frame.maxX == editView.frame.minX)
        #expect(title.frame.midX == bar.bounds.midX)

        // Changing the top item's items rebuilds the bar; left items replace the back button
        // unless they supplement it.
        let close = BarButtonItem(systemItem: .close)
        detail.navigationItem.leftBarButtonItem = close
        #expect(bar.backButtonElement == nil && bar.view(for: close) != nil)
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(bar.backButtonElement != nil)
        #expect(try #require(bar.view(for: close)).frame.minX == Toolbar.itemWidth)
        detail.navigationItem.rightBarButtonItems = nil
        #expect(bar.view(for: edit) == nil && editView.superview == nil)
        withExtendedLifetime(window) {}
    }

    /// The back button's label follows the back item (`backButtonTitle`, else its title);
    /// `hidesBackButton` removes it.
    @Test func theBackButtonFollowsTheBackItem() throws {
        let root = screen("Recipes")
        root.navigationItem.backButtonTitle = "All"
        let navigation = NavigationController(rootViewController: root)
        let window = makeVisibleWindow(root: navigation)
        let detail = screen("Pancakes")
        navigation.pushViewController(detail, animated: false)
        #expect(try #require(navigation.navigationBar.backButtonElement).accessibilityLabel == "All")
        detail.navigationItem.hidesBackButton = true
        #expect(navigation.navigationBar.backButtonElement == nil)
        withExtendedLifetime(window) {}
    }
}
