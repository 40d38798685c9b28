import Foundation
import SceneLayout

/// A device to put a window on: SceneLayout's presets (`DevicePreset.named("iphone-15")`,
/// `DevicePreset.standard`, `DevicePreset.all`).
public typealias DevicePreset = SceneLayout.DevicePreset

/// What a device gives in one orientation: screen size, safe area, size classes, bar heights.
public typealias DeviceMetrics = SceneLayout.DeviceMetrics

/// The device a window stands for.
struct WindowDeviceState {
    /// The device, if the window stands for one.
    var preset: DevicePreset?
    /// The device's orientation.
    var orientation = InterfaceOrientation.portrait
    /// The screen's safe-area insets (status bar, notch, home indicator).
    var safeAreaInsets = EdgeInsets.zero
}

/// A window on a device: the screen's size, safe area, scale and size classes come from a
/// `DevicePreset` in an orientation; rotating goes through the window's size and trait
/// transition (`willTransition(to:with:)`, `viewWillTransition(to:with:)`, the new traits,
/// layout, the coordinator's blocks).
extension Window {
    /// Creates a hidden window filling `device`'s screen in `orientation`, with its traits
    /// (size classes, scale, idiom; light) and its safe area.
    public convenience init(device: DevicePreset, orientation: InterfaceOrientation = .portrait) {
        let metrics = device.metrics(orientation.isLandscape ? .landscape : .portrait)
        self.init(
            frame: CGRect(x: 0, y: 0, width: metrics.screenWidth, height: metrics.screenHeight),
            traitCollection: Self.traits(of: metrics, idiom: device.idiom, style: .light)
        )
        deviceState = WindowDeviceState(preset: device, orientation: orientation, safeAreaInsets: EdgeInsets(metrics.safeAreaInsets))
    }

    /// The device the window stands for (`nil`: a plain window, no screen insets). Setting a
    /// device moves the window onto it in its current orientation, as a size and trait transition.
    public var device: DevicePreset? {
        get { deviceState.preset }
        set {
            guard let newValue else {
                deviceState.preset = nil
                applyScreenSafeAreaInsets(.zero)
                return
            }
            move(to: newValue, orientation: deviceState.orientation)
        }
    }

    /// The device's orientation; setting it rotates (see `rotate(to:)`).
    public var deviceOrientation: InterfaceOrientation {
        get { deviceState.orientation }
        set { rotate(to: newValue) }
    }

    /// The device's metrics in its current orientation (`nil` without a device).
    public var deviceMetrics: DeviceMetrics? {
        deviceState.preset?.metrics(deviceState.orientation.isLandscape ? .landscape : .portrait)
    }

    /// Rotates the device to `orientation`: the screen's width and height swap between
    /// portrait and landscape, the safe area and size classes follow, through
    /// `transition(to:traitCollection:)`. Without a device, only the orientation is recorded.
    public func rotate(to orientation: InterfaceOrientation) {
        guard orientation != .unknown else { return }
        guard let preset = deviceState.preset else {
            deviceState.orientation = orientation
            return
        }
        move(to: preset, orientation: orientation)
    }

    /// The screen's safe-area insets: the device's in its current orientation (none without a device).
    var screenSafeAreaInsets: EdgeInsets { deviceState.safeAreaInsets }

    /// The device's smallest root-view margins, if the window stands for a device.
    var deviceRootLayoutMargins: EdgeInsets? {
        deviceMetrics.map { EdgeInsets($0.rootLayoutMargins) }
    }

    /// The device's bar heights in its orientation (navigation bar, toolbar, tab bar), if the
    /// window stands for a device.
    var deviceBarHeights: (navigationBar: CGFloat, toolbar: CGFloat, tabBar: CGFloat)? {
        deviceMetrics.map { (CGFloat($0.navigationBarHeight), CGFloat($0.toolbarHeight), CGFloat($0.tabBarHeight)) }
    }

    /// Puts the window on `preset` in `orientation`.
    private func move(to preset: DevicePreset, orientation: InterfaceOrientation) {
        let metrics = preset.metrics(orientation.isLandscape ? .landscape : .portrait)
        deviceState.preset = preset
        deviceState.orientation = orientation
        let traits = Self.traits(of: metrics, idiom: preset.idiom, style: environmentTraitCollection.userInterfaceStyle)
        transition(
            to: CGSize(width: metrics.screenWidth, height: metrics.screenHeight),
            traitCollection: traits, safeAreaInsets: EdgeInsets(metrics.safeAreaInsets)
        )
    }

    /// Changes the screen's insets alone (the size and traits stay) and lays out.
    func applyScreenSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != deviceState.safeAreaInsets else { return }
        deviceState.safeAreaInsets = insets
        LayoutInvalidation.invalidate()
        setNeedsLayout()
        layoutIfNeeded()
    }

    private static func traits(of metrics: DeviceMetrics, idiom: DeviceIdiom, style: TraitCollection.UserInterfaceStyle) -> TraitCollection {
        func sizeClass(_ value: LayoutSizeClass) -> TraitCollection.SizeClass { value == .regular ? .regular : .compact }
        return TraitCollection(
            horizontalSizeClass: sizeClass(metrics.horizontalSizeClass), verticalSizeClass: sizeClass(metrics.verticalSizeClass),
            displayScale: CGFloat(metrics.scale), userInterfaceIdiom: idiom == .pad ? .pad : .phone,
            userInterfaceStyle: style == .unspecified ? .light : style
        )
    }
}
