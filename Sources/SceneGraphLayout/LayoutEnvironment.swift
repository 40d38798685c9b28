import SceneGraph
import SceneLayout

/// Where a scene is laid out: the screen, its insets and size classes, the bars around the scene,
/// and where content sizes come from.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Where the content size of labels, buttons and other content-sized views comes from.
    public enum ContentSizes: String, Hashable, Sendable {
        /// The frame the file gives stands in for the content size of leaf content-sized views
        /// (Interface Builder's placeholder intrinsic sizes); measured where the file gives none.
        case designed
        /// Measured by the runtime's text model and the standard controls' sizes.
        case measured
    }

    /// The device's name (a preset's name or Interface Builder's device id).
    public var deviceName: String
    /// The screen size in points, in the orientation laid out.
    public var screenWidth: Double
    public var screenHeight: Double
    /// The screen's own unsafe edges: status bar or sensor housing, home indicator, rounded corners.
    public var screenInsets: LayoutInsets
    /// The size classes of the screen.
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// The root views' system minimum leading and trailing margins (16 or 20 points).
    public var rootSideMargin: Double
    /// The height of a navigation bar, a toolbar and a tab bar (without the screen's insets).
    public var navigationBarHeight: Double
    public var toolbarHeight: Double
    public var tabBarHeight: Double
    /// Where content sizes come from.
    public var contentSizes: ContentSizes

    /// Creates an environment.
    public init(
        deviceName: String, screenWidth: Double, screenHeight: Double, screenInsets: LayoutInsets,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, rootSideMargin: Double,
        navigationBarHeight: Double = 44, toolbarHeight: Double = 44, tabBarHeight: Double = 49,
        contentSizes: ContentSizes = .designed
    ) {
        self.deviceName = deviceName
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.screenInsets = screenInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.rootSideMargin = rootSideMargin
        self.navigationBarHeight = navigationBarHeight
        self.toolbarHeight = toolbarHeight
        self.tabBarHeight = tabBarHeight
        self.contentSizes = contentSizes
    }
}

/// The bars a scene sits under, inferred from its containers or given by the file.
public struct SceneBars: Hashable, Sendable {
    /// Whether a status bar is shown.
    public var statusBar: Bool
    /// Whether a navigation bar covers the top.
    public var navigationBar: Bool
    /// Whether a tab bar covers the bottom.
    public var tabBar: Bool
    /// Whether a toolbar covers the bottom.
    public var toolbar: Bool
    /// Whether the top bar is opaque, so that the root view starts below it.
    public var opaqueTopBar: Bool
    /// Whether the bottom bar is opaque, so that the root view ends above it.
    public var opaqueBottomBar: Bool

    /// Creates bars.
    public init(statusBar: Bool, navigationBar: Bool, tabBar: Bool, toolbar: Bool, opaqueTopBar: Bool, opaqueBottomBar: Bool) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.opaqueTopBar = opaqueTopBar
        self.opaqueBottomBar = opaqueBottomBar
    }

    /// A scene shown full screen with only the status bar.
    public static let none = SceneBars(
        statusBar: true, navigationBar: false, tabBar: false, toolbar: false, opaqueTopBar: false, opaqueBottomBar: false)
}

extension LayoutEnvironment {
    /// The rectangle of the root view on the screen under `bars`: the whole screen, less the
    /// opaque bars.
    public func rootFrame(under bars: SceneBars) -> LayoutRect {
        let top = bars.opaqueTopBar ? topCover(under: bars) : 0
        let bottom = bars.opaqueBottomBar ? bottomCover(under: bars) : 0
        return LayoutRect(x: 0, y: top, width: screenWidth, height: max(0, screenHeight - top - bottom))
    }

    /// How far down from the screen's top the status bar and the top bar reach.
    /// The status bar's strip counts whether or not the scene simulates a status bar: Interface
    /// Builder keeps it in the safe area of scenes designed without one (their frames show it).
    public func topCover(under bars: SceneBars) -> Double {
        screenInsets.top + (bars.navigationBar ? navigationBarHeight : 0)
    }

    /// How far up from the screen's bottom the bottom bar and the home indicator reach.
    public func bottomCover(under bars: SceneBars) -> Double {
        let bar = bars.tabBar ? tabBarHeight : (bars.toolbar ? toolbarHeight : 0)
        return screenInsets.bottom + bar
    }

    /// The safe-area insets of a root view at `rootFrame` (screen coordinates) under `bars`.
    public func safeAreaInsets(ofRootAt rootFrame: LayoutRect, under bars: SceneBars) -> LayoutInsets {
        LayoutInsets(
            top: max(0, topCover(under: bars) - rootFrame.y),
            left: max(0, screenInsets.left - rootFrame.x),
            bottom: max(0, rootFrame.y + rootFrame.height - (screenHeight - bottomCover(under: bars))),
            right: max(0, rootFrame.x + rootFrame.width - (screenWidth - screenInsets.right))
        )
    }
}
