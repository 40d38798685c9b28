import Foundation
import Testing
@testable import SceneRuntime

/// A controller whose view holds one labelled button, named for VoiceOver focus.
@MainActor
final class LabelledViewController: ViewController {
    let name: String
    var log: ((String) -> Void)?
    var handlesEscape = false
    var handlesMagicTap = false

    init(_ name: String) {
        self.name = name
        super.init()
        debugName = name
        accessibilityFocusIdentifier = "\(name).button"
    }

    override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let heading = Label(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        heading.text = name
        heading.accessibilityIdentifier = "\(name).heading"
        let button = Button(frame: CGRect(x: 20, y: 200, width: 200, height: 44))
        button.accessibilityIdentifier = "\(name).button"
        root.addSubview(heading)
        root.addSubview(button)
        view = root
    }

    var heading: View { view.subviews[0] }
    var button: View { view.subviews[1] }

    override func accessibilityPerformEscape() -> Bool {
        log?("\(name).escape")
        return handlesEscape || super.accessibilityPerformEscape()
    }

    override func accessibilityPerformMagicTap() -> Bool {
        log?("\(name).magicTap")
        return handlesMagicTap
    }
}

/// A view that logs the special actions it is asked.
@MainActor
final class LoggingView: View {
    var log: ((String) -> Void)?
    override func accessibilityPerformEscape() -> Bool { log?("view.escape"); return false }
    override func accessibilityPerformMagicTap() -> Bool { log?("view.magicTap"); return false }
}

/// An application object that handles the magic tap.
@MainActor
final class MagicTapApplication: Application {
    var magicTaps = 0
    override func accessibilityPerformMagicTap() -> Bool {
        magicTaps += 1
        return true
    }
}

/// An app delegate that is a responder, as UIKit's is.
@MainActor
final class ResponderAppDelegate: Responder, ApplicationDelegate {
    var magicTaps = 0
    override func accessibilityPerformMagicTap() -> Bool {
        magicTaps += 1
        return true
    }
}

/// Collects posted accessibility notifications while alive.
@MainActor
final class NotificationCapture {
    private(set) var posted: [PostedAccessibilityNotification] = []
    private var token: AccessibilityNotificationCenter.Token?

    init() {
        token = AccessibilityNotificationCenter.shared.addObserver { [weak self] in self?.posted.append($0) }
    }

    func finish() {
        if let token { AccessibilityNotificationCenter.shared.removeObserver(token) }
    }
}

@MainActor
@Suite("Accessibility")
struct AccessibilityTests {
    @Test func escapeFromAPresentedFormSheetDismissesIt() throws {
        let root = LabelledViewController("Root")
        let window = makePadWindow(root: root)
        let sheet = LabelledViewController("Sheet")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(Accessibility.focusedElement === sheet.button)

        let handler = Accessibility.performEscape()
        #expect(handler === sheet)
        #expect(root.presentedViewController == nil)
        #expect(sheet.appearanceState == .disappeared)
        #expect(hierarchyProblems(in: window).isEmpty)
        // Back on the root screen, VoiceOver focuses what it names.
        #expect(Accessibility.focusedElement === root.button)
    }

    @Test func escapeInsideANavigationStackPopsThenTheModalStackIsDismissed() throws {
        let root = LabelledViewController("Root")
        let window = makeVisibleWindow(root: root)
        let navigation = NavigationController(rootViewController: LabelledViewController("First"))
        navigation.modalPresentationStyle = .pageSheet
        root.present(navigation, animated: false)
        let second = LabelledViewController("Second")
        navigation.pushViewController(second, animated: false)
        #expect(Accessibility.focusedElement === second.button)

        #expect(Accessibility.performEscape(from: second.heading) === navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.presentedViewController === navigation)
        #expect(Accessibility.performEscape() === navigation)
        #expect(root.presentedViewController == nil)
        #expect(Accessibility.performEscape(from: root.button) == nil)
        #expect(hierarchyProblems(in: window).isEmpty)
    }

    @Test func escapeDoesNotDismissAModalInPresentationController() {
        let root = LabelledViewController("Root")
        let window = makePadWindow(root: root)
        let sheet = LabelledViewController("Sheet")
        sheet.modalPresentationStyle = .formSheet
        sheet.isModalInPresentation = true
        root.present(sheet, animated: false)
        #expect(sheet.view.window === window)
        #expect(Accessibility.performEscape(from: sheet.button) == nil)
        #expect(root.presentedViewController === sheet)
    }

    @Test func magicTapReachesTheApplicationWhenNoOneHandlesIt() {
        let root = LabelledViewController("Root")
        let window = makeVisibleWindow(root: root)
        let application = MagicTapApplication()
        window.application = application
        #expect(Accessibility.performMagicTap(from: root.button) === application)
        #expect(application.magicTaps == 1)

        // A screen that handles it keeps it from the application.
        root.handlesMagicTap = true
        #expect(Accessibility.performMagicTap(from: root.button) === root)
        #expect(application.magicTaps == 1)

        // An app delegate that is a responder comes after a plain application object.
        root.handlesMagicTap = false
        let plain = Application()
        let delegate = ResponderAppDelegate()
        plain.delegate = delegate
        window.application = plain
        #expect(Accessibility.performMagicTap(from: root.button) === delegate)
        #expect(delegate.magicTaps == 1)
        plain.delegate = nil
        #expect(Accessibility.performMagicTap(from: root.button) == nil)
    }

    @Test func handlersAreAskedFromTheFocusedElementUpTheChain() throws {
        var asked: [String] = []
        let inner = LabelledViewController("Inner")
        inner.log = { asked.append($0) }
        let outer = LabelledViewController("Outer")
        outer.log = { asked.append($0) }
        let container = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        container.log = { asked.append($0) }
        outer.view.addSubview(container)
        outer.embed(inner, in: container)
        let window = makeVisibleWindow(root: outer)
        let application = Application()
        window.application = application

        let chain = inner.button.responderChain
        #expect(chain.map { ObjectIdentifier($0) } == [inner.button, inner.view, inner, container, outer.view, outer, window, application]
            .map { ObjectIdentifier($0) })
        #expect(Accessibility.performEscape(from: inner.button) == nil)
        #expect(asked == ["Inner.escape", "view.escape", "Outer.escape"])

        asked = []
        outer.handlesEscape = true
        #expect(Accessibility.performEscape(from: inner.button) === outer)
        #expect(asked == ["Inner.escape", "view.escape", "Outer.escape"])
        asked = []
        inner.handlesEscape = true
        #expect(Accessibility.performEscape(from: inner.button) === inner)
        #expect(asked == ["Inner.escape"])
    }

    @Test func notificationsAreObservedWithTheirFocusElement() throws {
        let capture = NotificationCapture()
        defer { capture.finish() }
        let first = LabelledViewController("First")
        let navigation = NavigationController(rootViewController: first)
        let window = makeVisibleWindow(root: navigation)
        let second = LabelledViewController("Second")
        navigation.pushViewController(second, animated: false)
        let afterPush = try #require(capture.posted.last)
        #expect(afterPush.notification == .screenChanged)
        #expect(afterPush.element === second.button)
        #expect(afterPush.focusedElement === second.button)

        let sheet = LabelledViewController("Sheet")
        sheet.accessibilityFocusIdentifier = nil
        second.present(sheet, animated: false)
        let afterPresent = try #require(capture.posted.last)
        #expect(afterPresent.notification == .screenChanged)
        #expect(afterPresent.element == nil)
        #expect(afterPresent.focusedElement === sheet.heading, "no named element: the first one, top to bottom")
        sheet.dismiss(animated: false)
        navigation.popViewController(animated: false)
        #expect(capture.posted.last?.focusedElement === first.button)

        Accessibility.post(notification: .layoutChanged, argument: first.heading)
        #expect(capture.posted.last?.notification == .layoutChanged)
        #expect(Accessibility.focusedElement === first.heading)
        Accessibility.post(notification: .layoutChanged, argument: nil)
        #expect(Accessibility.focusedElement === first.heading)
        Accessibility.post(notification: .announcement, argument: "Saved")
        #expect(capture.posted.last?.announcement == "Saved")
        #expect(capture.posted.last?.focusedElement === first.heading)
        Accessibility.post(notification: .screenChanged, argument: nil)
        #expect(Accessibility.focusedElement === first.heading)
        #expect(Accessibility.firstElement(in: window) === first.heading)
        #expect(capture.posted.map(\.notification) == [.screenChanged, .screenChanged, .screenChanged, .screenChanged,
                                                        .layoutChanged, .layoutChanged, .announcement, .screenChanged])
    }

    @Test func adjustableElementsIncrementAndDecrement() {
        let root = ViewController()
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.value = 0.5
        var changes = 0
        slider.addAction(for: .valueChanged) { changes += 1 }
        let thumbLabel = Label(frame: .zero)
        slider.addSubview(thumbLabel)
        root.view.addSubview(slider)
        let label = Label(frame: .zero)
        root.view.addSubview(label)
        let window = makeVisibleWindow(root: root)
        #expect(slider.window === window)

        #expect(Accessibility.performIncrement(from: slider) === slider)
        #expect(abs(slider.value - 0.6) < 0.0001)
        #expect(Accessibility.performDecrement(from: thumbLabel) === slider)
        #expect(abs(slider.value - 0.5) < 0.0001)
        #expect(changes == 2)
        #expect(Accessibility.performIncrement(from: label) == nil)

        let pages = PageControl(frame: .zero)
        pages.numberOfPages = 3
        root.view.addSubview(pages)
        Accessibility.focus(pages)
        Accessibility.performIncrement()
        Accessibility.performIncrement()
        Accessibility.performIncrement()
        #expect(pages.currentPage == 2)
    }

    @Test func threeFingerScrollPagesTheNearestScrollView() throws {
        let capture = NotificationCapture()
        defer { capture.finish() }
        let root = ViewController()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let row = Label(frame: CGRect(x: 0, y: 10, width: 390, height: 44))
        scroll.addSubview(row)
        root.view.addSubview(scroll)
        let window = makeVisibleWindow(root: root)
        #expect(scroll.window === window)

        #expect(Accessibility.performScroll(.up, from: row) === scroll)
        #expect(scroll.contentOffset.y == 800)
        #expect(capture.posted.last?.notification == .pageScrolled)
        #expect(capture.posted.last?.announcement == "Page 2 of 3")
        #expect(Accessibility.performScroll(.next, from: row) === scroll)
        #expect(scroll.contentOffset.y == 1200)
        #expect(Accessibility.performScroll(.up, from: row) == nil, "already at the end")
        #expect(Accessibility.performScroll(.left, from: row) == nil, "nothing to scroll sideways")
        #expect(Accessibility.performScroll(.down, from: row) === scroll)
        #expect(scroll.contentOffset.y == 400)
    }
}
