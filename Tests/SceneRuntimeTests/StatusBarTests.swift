import Foundation
import Testing
@testable import SceneRuntime

/// A controller whose status bar and orientation preferences tests set.
@MainActor
final class PreferencesViewController: ViewController {
    var style: StatusBarStyle = .default
    var hidesStatusBar = false
    var orientations: InterfaceOrientationMask = .all
    var autorotates = true
    var presentationOrientation: InterfaceOrientation = .portrait
    var styleChild: ViewController?

    convenience init(_ name: String, style: StatusBarStyle = .default, orientations: InterfaceOrientationMask = .all) {
        self.init()
        debugName = name
        self.style = style
        self.orientations = orientations
    }

    override var preferredStatusBarStyle: StatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var supportedInterfaceOrientations: InterfaceOrientationMask { orientations }
    override var shouldAutorotate: Bool { autorotates }
    override var preferredInterfaceOrientationForPresentation: InterfaceOrientation { presentationOrientation }
    override var childForStatusBarStyle: ViewController? { styleChild }
}

/// An application delegate that limits the app's orientations.
@MainActor
final class OrientationAppDelegate: ApplicationDelegate {
    var orientations: InterfaceOrientationMask = .all
    func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask {
        orientations
    }
}

@MainActor
@Suite("Status bar and orientations")
struct StatusBarTests {
    /// UIKit's `preferredStatusBarStyle`: "If the return value from this method changes, call
    /// the setNeedsStatusBarAppearanceUpdate() method" — the window only asks again then.
    @Test func theWindowAsksAgainOnSetNeedsStatusBarAppearanceUpdate() {
        let root = PreferencesViewController("Root", style: .darkContent)
        let window = makeVisibleWindow(root: root)
        #expect(window.statusBarStyle == .darkContent)
        #expect(!window.isStatusBarHidden)

        root.style = .lightContent
        root.hidesStatusBar = true
        #expect(window.statusBarStyle == .darkContent, "not asked again yet")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .lightContent)
        #expect(window.isStatusBarHidden)
    }

    /// Containers defer to the child they show: a navigation controller to its top
    /// controller, a tab bar controller to its selected tab; a push or a tab switch (a
    /// transition settling) updates the window.
    @Test func containersDeferToTheirShownChild() {
        let list = PreferencesViewController("List", style: .darkContent)
        let detail = PreferencesViewController("Detail", style: .lightContent)
        detail.hidesStatusBar = true
        let navigation = NavigationController(rootViewController: list)
        let settings = PreferencesViewController("Settings", style: .default, orientations: .portrait)
        let tabs = TabBarController()
        tabs.setViewControllers([navigation, settings], animated: false)
        let window = makeVisibleWindow(root: tabs)
        #expect(tabs.childForStatusBarStyle === navigation && navigation.childForStatusBarStyle === list)
        #expect(window.statusBarStyle == .darkContent)

        navigation.pushViewController(detail, animated: true)
        #expect(window.statusBarStyle == .lightContent)
        #expect(window.isStatusBarHidden)

        tabs.selectedIndex = 1
        #expect(window.statusBarStyle == .default && !window.isStatusBarHidden)
        #expect(window.supportedInterfaceOrientations == .portrait)
    }

    /// `childForStatusBarStyle`: "If your container view controller derives its status bar
    /// style from one of its child view controllers, implement this method and return that
    /// child"; `nil` uses the container's own.
    @Test func aCustomContainerNamesTheChildForItsStyle() {
        let container = PreferencesViewController("Container", style: .darkContent)
        let banner = PreferencesViewController("Banner", style: .lightContent)
        let window = makeVisibleWindow(root: container)
        container.embed(banner, in: container.view)
        #expect(window.statusBarStyle == .darkContent)
        container.styleChild = banner
        container.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .lightContent)
    }

    /// A presented controller takes over the status bar only when presented full screen
    /// (`modalPresentationCapturesStatusBarAppearance` extends it to other styles); the
    /// orientations are the root's or those of the topmost controller that fills the window.
    @Test func aFullScreenPresentationTakesOver() {
        let root = PreferencesViewController("Root", style: .darkContent, orientations: .allButUpsideDown)
        let window = makePadWindow(root: root)
        let sheet = PreferencesViewController("Sheet", style: .lightContent, orientations: .landscape)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(window.statusBarStyle == .darkContent)
        #expect(window.supportedInterfaceOrientations == .allButUpsideDown)
        sheet.dismiss(animated: false)

        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        #expect(window.statusBarStyle == .lightContent)
        #expect(window.supportedInterfaceOrientations == .allButUpsideDown)
        sheet.dismiss(animated: false)
        #expect(window.statusBarStyle == .darkContent)

        let player = PreferencesViewController("Player", style: .lightContent, orientations: .landscape)
        player.modalPresentationStyle = .fullScreen
        player.autorotates = false
        root.present(player, animated: false)
        #expect(window.statusBarStyle == .lightContent)
        #expect(window.supportedInterfaceOrientations == .landscape)
        #expect(!window.shouldAutorotate)
        player.dismiss(animated: false)
        #expect(window.statusBarStyle == .darkContent && window.shouldAutorotate)
    }

    /// UIKit's defaults: `supportedInterfaceOrientations` is `.all` for the iPad idiom and
    /// `.allButUpsideDown` for the iPhone idiom; `prefersStatusBarHidden` is `true` in a
    /// vertically compact environment; the app's orientations (the delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`) are intersected.
    @Test func defaultsFollowTheIdiomAndTheApplication() {
        let phone = makeVisibleWindow(root: ViewController())
        #expect(phone.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(!phone.isStatusBarHidden && phone.statusBarStyle == .default && phone.shouldAutorotate)
        let pad = makePadWindow(root: ViewController())
        #expect(pad.supportedInterfaceOrientations == .all)

        let landscapePhone = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                             displayScale: 3, userInterfaceIdiom: .phone, userInterfaceStyle: .light)
        let landscape = makeVisibleWindow(root: ViewController(), traits: landscapePhone, size: CGSize(width: 844, height: 390))
        #expect(landscape.isStatusBarHidden)
        #expect(landscape.interfaceOrientation == .landscapeRight)
        #expect(landscape.rootViewController?.preferredInterfaceOrientationForPresentation == .landscapeRight)

        let delegate = OrientationAppDelegate()
        delegate.orientations = .portrait
        let application = Application()
        application.delegate = delegate
        let root = ViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.application = application
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(window.supportedInterfaceOrientations == .portrait)
        delegate.orientations = [.portrait, .portraitUpsideDown]
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(window.supportedInterfaceOrientations == .portrait)
        delegate.orientations = .portraitUpsideDown
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(window.supportedInterfaceOrientations.isEmpty)
    }

    /// The orientation types keep UIKit's raw values (`1 << orientation` for a mask).
    @Test func orientationMasksUseUIKitsBits() {
        #expect(InterfaceOrientationMask.portrait.rawValue == 2)
        #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(InterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(InterfaceOrientationMask.all.rawValue == 30 && InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(InterfaceOrientationMask.landscape.contains(.landscapeLeft) && !InterfaceOrientationMask.landscape.contains(.portrait))
        #expect(InterfaceOrientationMask.allButUpsideDown.description == "[portrait, landscapeRight, landscapeLeft]")
        #expect(StatusBarStyle.darkContent.rawValue == 3)
    }
}
