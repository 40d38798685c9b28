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
        designed(device: document.designedDevice)
    }

    /// The environment of the device `scene` was designed on: its own (older storyboards, scene
    /// files' `device` on a scene), else its document's.
    public static func designed(for scene: Scene, in document: SceneDocument) -> LayoutEnvironment {
        designed(device: scene.designedBars.device ?? document.designedDevice)
    }

    private static func designed(device designed: DesignedDevice?) -> LayoutEnvironment {
        if let designed, let environment = device(named: designed.id, landscape: designed.isLandscape) { return environment }
        return LayoutEnvironment(metrics: DevicePreset.standard.metrics(designed?.isLandscape == true ? .landscape : .portrait))
    }

    /// The same environment with the horizontal size class overridden (`--compact`, `--regular`).
    public func withHorizontalSizeClass(_ sizeClass: SizeClass) -> LayoutEnvironment {
        var copy = self
        copy.horizontalSizeClass = sizeClass
        return copy
    }
}
