import SceneGraph
import SceneLayout

extension LayoutEnvironment {
    /// The environment of a device in one orientation.
    public init(metrics: DeviceMetrics, contentSizes: ContentSizes = .designed) {
        self.init(
            deviceName: metrics.deviceName, screenWidth: metrics.screenWidth, screenHeight: metrics.screenHeight,
            screenInsets: metrics.safeAreaInsets,
            horizontalSizeClass: metrics.horizontalSizeClass == .compact ? .compact : .regular,
            verticalSizeClass: metrics.verticalSizeClass == .compact ? .compact : .regular,
            rootSideMargin: metrics.rootLayoutMargins.left, navigationBarHeight: metrics.navigationBarHeight,
            toolbarHeight: metrics.toolbarHeight, tabBarHeight: metrics.tabBarHeight, contentSizes: contentSizes)
    }

    /// The environment of a device by name (a preset's name or alias, or Interface Builder's
    /// device id), in portrait unless `landscape`; nil for an unknown name.
    public static func device(named name: String, landscape: Bool = false) -> LayoutEnvironment? {
        guard let preset = DevicePreset.named(name) ?? DevicePreset.interfaceBuilder(id: name) else { return nil }
        return LayoutEnvironment(metrics: preset.metrics(landscape ? .landscape : .portrait))
    }

    /// The preset names `device(named:)` accepts, in the catalogue's order.
    public static var deviceNames: [String] { DevicePreset.all.map(\.name) }

    /// The environment of the device `document` was designed on; a current iPhone in portrait
    /// when it names none or one the catalogue does not know.
    public static func designed(for document: SceneDocument) -> LayoutEnvironment {
        designed(device: document.designedDevice, toolsVersion: document.attributes["toolsVersion"])
    }

    /// The environment of the device `scene` was designed on: its own (older storyboards, scene
    /// files' `device` on a scene), else its document's.
    public static func designed(for scene: Scene, in document: SceneDocument) -> LayoutEnvironment {
        designed(device: scene.designedBars.device ?? document.designedDevice, toolsVersion: document.attributes["toolsVersion"])
    }

    private static func designed(device designed: DesignedDevice?, toolsVersion: String?) -> LayoutEnvironment {
        guard let designed, let preset = DevicePreset.named(designed.id) ?? DevicePreset.interfaceBuilder(id: designed.id) else {
            return LayoutEnvironment(metrics: DevicePreset.standard.metrics(designed?.isLandscape == true ? .landscape : .portrait))
        }
        var environment = LayoutEnvironment(metrics: preset.metrics(designed.isLandscape ? .landscape : .portrait))
        if isXcode26(toolsVersion: toolsVersion), preset.idiom == .phone, preset.portraitSafeArea.bottom > 0 {
            environment.screenInsets = environment.screenInsets.doubled
        }
        return environment
    }

    /// Whether a storyboard's `toolsVersion` is Xcode 26's (24000–24999: 24127 is Xcode 26.x;
    /// Xcode 14, 15 and 16 write 21xxx, 22xxx and 23xxx, and some Xcode 15 builds the
    /// placeholder 32700.99.1234).
    ///
    /// Interface Builder in Xcode 26 lays out the scenes of iPhones with a sensor housing and a
    /// home indicator with the screen's safe-area insets counted twice: on `retina6_1`
    /// (48, 34) its frames show a safe area 96 points from the top and 68 from the bottom, and
    /// a navigation controller's bar at y = 96. Seen in three files of one project saved by
    /// Xcode 26 (ScrollView.storyboard's three scenes that use the safe area, SpecialCase's
    /// plain root view, Main's navigation bar); the same ScrollView.storyboard saved by Xcode
    /// 14.3 (21701) and 15 (22505), and Xcode 16 files on `retina6_1` (duckduckgo Debug: bar
    /// at y = 48, safe area 92 under it), show the screen's insets once; an Xcode 26 file on
    /// `retina4_7` (no sensor housing) shows 20 and 0, unchanged. It is a property of the
    /// designer's canvas, not of UIKit: only the designed environment follows it.
    static func isXcode26(toolsVersion: String?) -> Bool {
        guard let toolsVersion, let major = Int(toolsVersion.prefix { $0.isNumber }) else { return false }
        return (24000..<25000).contains(major)
    }

    /// The same environment with the horizontal size class overridden (`--compact`, `--regular`).
    public func withHorizontalSizeClass(_ sizeClass: SizeClass) -> LayoutEnvironment {
        var copy = self
        copy.horizontalSizeClass = sizeClass
        return copy
    }
}

extension LayoutInsets {
    /// The insets with each edge doubled (Xcode 26's canvas, see
    /// ``LayoutEnvironment/isXcode26(toolsVersion:)``).
    var doubled: LayoutInsets { LayoutInsets(top: top * 2, left: left * 2, bottom: bottom * 2, right: right * 2) }
}
