import SceneGraph

/// What a storyboard says about the screen it was designed on: the document's device and each
/// scene's simulated metrics (status bar, top and bottom bars, freeform size, its own screen).
extension StoryboardBuilder {
    /// A scene's simulated metrics, gathered from the controller's children.
    struct SimulatedMetrics {
        var bars = SimulatedBars()
        var freeformSize: Size?
        /// Older files: the scene's own simulated screen (a legacy type such as `retina4`).
        var screen: DesignedDevice?
        /// Older files: the scene's own simulated orientation.
        var isLandscape: Bool?

        /// The scene's own device: its screen or orientation over the document's.
        func device(over document: DesignedDevice?) -> DesignedDevice? {
            guard var device = screen ?? (isLandscape != nil ? document : nil) else { return nil }
            if let isLandscape { device.isLandscape = isLandscape }
            return device
        }
    }

    /// The device a storyboard was designed on: `<device id="retina4_7" orientation="portrait"/>`,
    /// or in files older than Xcode 8 the default simulated metrics' screen and orientation.
    static func designedDevice(of root: XMLElement) -> DesignedDevice? {
        var legacy: DesignedDevice?
        for child in root.children {
            switch child.name {
            case "device":
                guard let id = child[attribute: "id"] else { continue }
                return DesignedDevice(id: id, isLandscape: child[attribute: "orientation"] == "landscape")
            case "simulatedMetricsContainer" where child[attribute: "key"] == "defaultSimulatedMetrics":
                var isLandscape = false
                var screen: DesignedDevice?
                for metric in child.children {
                    switch metric.name {
                    case "simulatedScreenMetrics": screen = legacyScreen(metric[attribute: "type"], isPad: isPadDocument(root))
                    case "simulatedOrientationMetrics": isLandscape = metric[attribute: "orientation"]?.hasPrefix("landscape") == true
                    default: break
                    }
                }
                legacy = screen.map { DesignedDevice(id: $0.id, isLandscape: isLandscape) }
            default:
                break
            }
        }
        return legacy
    }

    /// Interface Builder's device id for a legacy simulated screen type (Xcode 5 to 7): `retina4`
    /// is the 4-inch iPhone (`retina4_0`), `retina47` the 4.7-inch (`retina4_7`), `retina55` the
    /// 5.5-inch (`retina5_5`); no type is the format's default, the 3.5-inch iPhone (`retina3_5`),
    /// or the 9.7-inch iPad (`ipad9_7`) in an iPad storyboard. Other types are kept as written.
    static func legacyScreen(_ type: String?, isPad: Bool) -> DesignedDevice {
        let id: String
        switch type {
        case nil: id = isPad ? "ipad9_7" : "retina3_5"
        case "retina35"?: id = "retina3_5"
        case "retina4"?: id = "retina4_0"
        case "retina47"?: id = "retina4_7"
        case "retina55"?: id = "retina5_5"
        case "iPad"?, "ipad"?: id = "ipad9_7"
        case let other?: id = other
        }
        return DesignedDevice(id: id, isLandscape: false)
    }

    /// Whether a storyboard is an iPad storyboard (its runtime or type says so).
    static func isPadDocument(_ root: XMLElement) -> Bool {
        root[attribute: "targetRuntime"]?.hasSuffix(".iPad") == true
            || root[attribute: "type"].map { ByteScan.contains(".iPad.", in: $0) } == true
    }

    /// Reads a child of a controller that is a simulated metric; false when it is not one.
    /// `<nil key=…>` is Interface Builder's "None".
    mutating func readSimulatedMetric(_ child: XMLElement, into metrics: inout SimulatedMetrics) -> Bool {
        switch child.name == "freeformSize" ? "freeformSize" : child[attribute: "key"] {
        case "simulatedStatusBarMetrics":
            metrics.bars.statusBar = child.name != "nil"
        case "simulatedTopBarMetrics":
            metrics.bars.topBar = Self.barName(of: child)
            metrics.bars.opaqueTopBar = child[attribute: "translucent"] == "NO"
            if child[attribute: "prompted"] == "YES" {
                noteUnmodelled("simulated navigation bars with a prompt are read as plain navigation bars", at: child)
            }
        case "simulatedBottomBarMetrics":
            metrics.bars.bottomBar = Self.barName(of: child)
            metrics.bars.opaqueBottomBar = child[attribute: "translucent"] == "NO"
        case "freeformSize":
            // `<size key="freeformSize">`, or a bare `<freeformSize>` element.
            guard child.name == "size" || child.name == "freeformSize", let width = Self.number(child[attribute: "width"]), let height = Self.number(child[attribute: "height"]) else { return true }
            metrics.freeformSize = Size(width: width, height: height)
        case "simulatedDestinationMetrics":
            // A freeform destination's size is its `freeformSize`.
            if child.name == "simulatedScreenMetrics" { metrics.screen = Self.legacyScreen(child[attribute: "type"], isPad: isPadDocument) }
        case "simulatedOrientationMetrics":
            if let orientation = child[attribute: "orientation"] { metrics.isLandscape = orientation.hasPrefix("landscape") }
        default:
            return false
        }
        return true
    }

    /// `navigationBar`, `tabBar`, `toolbar` (the element without `simulated` and `Metrics`), or
    /// `none` for `<nil>`.
    private static func barName(of element: XMLElement) -> String {
        switch element.name {
        case "nil": "none"
        case "simulatedNavigationBarMetrics": "navigationBar"
        case "simulatedTabBarMetrics": "tabBar"
        case "simulatedToolbarMetrics": "toolbar"
        case let name:
            String(name.dropFirst(name.hasPrefix("simulated") ? "simulated".count : 0).dropLast(name.hasSuffix("Metrics") ? "Metrics".count : 0))
                .lowercasedFirst
        }
    }
}

extension String {
    /// The string with its first character lowercased (`NavigationBar` → `navigationBar`).
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
