import Foundation
import Testing
@testable import SceneRuntime

/// Windows on device presets: size, safe area, size classes, and rotation through the
/// window's transition machinery.
@MainActor
@Suite("Layout: devices and rotation")
struct LayoutDeviceTests {
    final class Screen: ViewController {
        let panel = View()
        var sizes: [CGSize] = []
        var traitChanges: [TraitCollection] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
            LayoutConstraint.activate(edges(of: panel, to: view.safeAreaLayoutGuide))
        }
        override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            traitChanges.append(traitCollection)
        }
    }

    @Test func aWindowOnADeviceTakesItsScreen() {
        let window = Window(device: DevicePreset.named("iphone-15")!)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.traitCollection.horizontalSizeClass == .compact && window.traitCollection.verticalSizeClass == .regular)
        #expect(window.traitCollection.displayScale == 3 && window.traitCollection.userInterfaceIdiom == .phone)
        #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window.device?.name == "iphone-15" && window.interfaceOrientation == .portrait)

        let pad = Window(device: DevicePreset.named("ipad-pro-11")!, orientation: .landscapeLeft)
        #expect(pad.frame.size == CGSize(width: 1194, height: 834))
        #expect(pad.traitCollection.horizontalSizeClass == .regular && pad.traitCollection.userInterfaceIdiom == .pad)
        #expect(pad.interfaceOrientation == .landscapeLeft)
    }

    @Test func rotationChangesFramesAndSizeClasses() {
        let screen = Screen()
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(device: DevicePreset.named("iphone-15")!)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(screen.panel.frame == CGRect(x: 0, y: 103, width: 393, height: 715))

        let recorder = EventRecorder(categories: .traits)
        window.rotate(to: .landscapeRight)
        #expect(window.frame.size == CGSize(width: 852, height: 393))
        #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(screen.sizes == [CGSize(width: 852, height: 393)])
        #expect(screen.traitCollection.verticalSizeClass == .compact && screen.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.traitChanges.last?.verticalSizeClass == .compact)
        // The navigation bar is 32 points in a phone's landscape.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(screen.panel.frame == CGRect(x: 59, y: 32, width: 734, height: 340))
        #expect(recorder.lines.first?.hasPrefix("NavigationController.willTransition(to:") == true)

        window.deviceOrientation = .portrait
        #expect(screen.panel.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
        #expect(screen.traitCollection.verticalSizeClass == .regular)
    }

    @Test func aLargePhoneIsRegularWidthInLandscapeAndChangingDeviceResizes() {
        let screen = Screen()
        let window = Window(device: DevicePreset.named("iphone-15-pro-max")!)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.rotate(to: .landscapeLeft)
        #expect(screen.traitCollection.horizontalSizeClass == .regular)
        #expect(screen.systemMinimumLayoutMargins.leading == 20)

        window.device = DevicePreset.named("iphone-se")!
        #expect(window.frame.size == CGSize(width: 568, height: 320))
        #expect(window.safeAreaInsets == .zero)  // no status bar in a small phone's landscape
        #expect(screen.panel.frame == CGRect(x: 0, y: 0, width: 568, height: 320))
        window.device = nil
        #expect(window.safeAreaInsets == .zero && window.device == nil)
    }
}
