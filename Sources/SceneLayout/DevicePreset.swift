/// A horizontal or vertical size class (UIKit's `UIUserInterfaceSizeClass`); the raw values are
/// the names Interface Builder and scene files use.
public enum LayoutSizeClass: String, CaseIterable, Hashable, Sendable {
    case compact, regular
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum DeviceIdiom: String, CaseIterable, Hashable, Sendable {
    case phone, pad
}

/// A device orientation; the raw values are Interface Builder's `orientation="…"`.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    case portrait, landscape
}

/// A device to lay scenes out on: its screen, safe area and scale. ``metrics(_:)`` gives
/// everything that depends on the orientation.
///
/// Find presets with ``named(_:)`` (`iphone-se`, `iphone-8`, `iphone-15`, `iphone-15-pro-max`,
/// `ipad`, … and aliases such as `iphone-13` or `iphone-large`) or with
/// ``interfaceBuilder(id:)`` (`retina4_7`, `ipad9_7`, …); ``all`` lists them.
public struct DevicePreset: Hashable, Sendable {
    /// The preset's name (lowercase, dashes).
    public var name: String
    /// The device's marketing name.
    public var displayName: String
    /// Other names the preset answers to (devices with the same screen).
    public var aliases: [String]
    /// Interface Builder's `<device id="…">` values for the device (some may be empty).
    public var interfaceBuilderIDs: [String]
    public var idiom: DeviceIdiom
    /// The screen in points, portrait.
    public var portraitWidth: Double
    public var portraitHeight: Double
    /// Pixels per point.
    public var scale: Double
    /// The status bar's height in portrait.
    public var statusBarHeight: Double
    /// A full-screen root view's safe-area insets in each orientation, status bar shown where
    /// the device shows it (iPhones hide it in landscape).
    public var portraitSafeArea: LayoutInsets
    public var landscapeSafeArea: LayoutInsets

    /// Creates a preset.
    public init(
        name: String, displayName: String, aliases: [String] = [], interfaceBuilderIDs: [String] = [],
        idiom: DeviceIdiom, portraitWidth: Double, portraitHeight: Double, scale: Double, statusBarHeight: Double,
        portraitSafeArea: LayoutInsets, landscapeSafeArea: LayoutInsets
    ) {
        self.name = name
        self.displayName = displayName
        self.aliases = aliases
        self.interfaceBuilderIDs = interfaceBuilderIDs
        self.idiom = idiom
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
    }

    /// The preset named `name` (or one of its aliases or its display name), ignoring case,
    /// spaces, underscores and parentheses; nil for an unknown name.
    public static func named(_ name: String) -> DevicePreset? {
        indexByNormalizedName[normalized(name)].map { all[$0] }
    }

    /// `named(_:)` as a search: the first preset one of whose names normalizes to the key.
    /// The reference the lookup table is tested against.
    static func searchNamed(_ name: String) -> DevicePreset? {
        let key = normalized(name)
        return all.first { preset in
            normalized(preset.name) == key || normalized(preset.displayName) == key
                || preset.aliases.contains { normalized($0) == key }
        }
    }

    /// Every normalized name, display name and alias with the index of the first preset that has
    /// it. Made once: lint asks for the designed device of every scene, and normalizing the whole
    /// catalogue per question was an eighth of a corpus lint.
    static let indexByNormalizedName: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, preset) in all.enumerated() {
            for name in [preset.name, preset.displayName] + preset.aliases where table[normalized(name)] == nil {
                table[normalized(name)] = index
            }
        }
        return table
    }()

    /// The preset for Interface Builder's `<device id="…">`; nil for an unknown id.
    public static func interfaceBuilder(id: String) -> DevicePreset? {
        all.first { $0.interfaceBuilderIDs.contains(id) }
    }

    /// The metrics for Interface Builder's `<device id="…" orientation="…">` (portrait when the
    /// orientation is missing or unknown); nil for an unknown id.
    public static func metrics(interfaceBuilderID id: String, orientation: String?) -> DeviceMetrics? {
        interfaceBuilder(id: id)?.metrics(orientation.flatMap(DeviceOrientation.init(rawValue:)) ?? .portrait)
    }

    /// The preset used when nothing names one: a current iPhone (`iphone-15`, 393 × 852).
    public static var standard: DevicePreset { named("iphone-15")! }

    /// Everything about the device that depends on the orientation.
    public func metrics(_ orientation: DeviceOrientation) -> DeviceMetrics {
        let portrait = orientation == .portrait
        let phone = idiom == .phone
        // Plus and Max phones (414 points wide and more) are regular-width in landscape.
        let horizontal: LayoutSizeClass = !phone || (!portrait && portraitWidth >= 414) ? .regular : .compact
        let vertical: LayoutSizeClass = !phone || portrait ? .regular : .compact
        let side = phone && portraitWidth <= 375 ? 16.0 : 20.0
        let compactHeight = vertical == .compact
        let bar = phone ? (compactHeight ? 32.0 : 44.0) : 50.0
        return DeviceMetrics(
            deviceName: name, orientation: orientation,
            screenWidth: portrait ? portraitWidth : portraitHeight,
            screenHeight: portrait ? portraitHeight : portraitWidth,
            scale: scale,
            statusBarHeight: phone && !portrait ? 0 : statusBarHeight,
            safeAreaInsets: portrait ? portraitSafeArea : landscapeSafeArea,
            horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            rootLayoutMargins: LayoutInsets(top: 8, left: side, bottom: 8, right: side),
            navigationBarHeight: bar,
            largeTitleNavigationBarHeight: compactHeight ? bar : bar + 52,
            toolbarHeight: bar,
            tabBarHeight: phone ? (compactHeight ? 32 : 49) : 50)
    }

    /// `name` lowercased, with spaces and underscores as dashes and parentheses dropped.
    static func normalized(_ name: String) -> String {
        var result = ""
        for character in name.lowercased() {
            switch character {
            case " ", "_", "-":
                if !result.isEmpty, result.last != "-" { result.append("-") }
            case "(", ")", ",":
                continue
            default:
                result.append(character)
            }
        }
        while result.last == "-" { result.removeLast() }
        return result
    }
}

/// A device in one orientation: what layout needs to know about the screen.
public struct DeviceMetrics: Hashable, Sendable {
    /// The preset's name.
    public var deviceName: String
    public var orientation: DeviceOrientation
    /// The screen in points, in this orientation.
    public var screenWidth: Double
    public var screenHeight: Double
    /// Pixels per point (what ``TextMetrics`` rounds to).
    public var scale: Double
    /// The status bar's height (0 where it is hidden: iPhones in landscape).
    public var statusBarHeight: Double
    /// A full-screen root view's safe-area insets (status bar, sensor housing, home indicator).
    public var safeAreaInsets: LayoutInsets
    public var horizontalSizeClass: LayoutSizeClass
    public var verticalSizeClass: LayoutSizeClass
    /// A controller's root view's system minimum layout margins: 16 points leading and trailing
    /// on iPhones up to 375 points wide, 20 on wider ones and on iPads; 8 top and bottom. They
    /// count from the safe area.
    public var rootLayoutMargins: LayoutInsets
    /// Bar heights, without the safe area: navigation bar and toolbar 44 (32 in compact height,
    /// 50 on iPad), a navigation bar with a large title 96 (its 44 plus 52 for the title; large
    /// titles collapse in compact height), tab bar 49 (32 in compact height, 50 on iPad).
    public var navigationBarHeight: Double
    public var largeTitleNavigationBarHeight: Double
    public var toolbarHeight: Double
    public var tabBarHeight: Double

    /// Creates metrics.
    public init(
        deviceName: String, orientation: DeviceOrientation, screenWidth: Double, screenHeight: Double, scale: Double,
        statusBarHeight: Double, safeAreaInsets: LayoutInsets, horizontalSizeClass: LayoutSizeClass,
        verticalSizeClass: LayoutSizeClass, rootLayoutMargins: LayoutInsets, navigationBarHeight: Double,
        largeTitleNavigationBarHeight: Double, toolbarHeight: Double, tabBarHeight: Double
    ) {
        self.deviceName = deviceName
        self.orientation = orientation
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.rootLayoutMargins = rootLayoutMargins
        self.navigationBarHeight = navigationBarHeight
        self.largeTitleNavigationBarHeight = largeTitleNavigationBarHeight
        self.toolbarHeight = toolbarHeight
        self.tabBarHeight = tabBarHeight
    }

    /// The tab bar's height with the bottom safe area it extends over (49 + 34 = 83 on a
    /// notched iPhone in portrait).
    public var tabBarHeightIncludingSafeArea: Double { tabBarHeight + safeAreaInsets.bottom }
    /// The toolbar's height with the bottom safe area it extends over.
    public var toolbarHeightIncludingSafeArea: Double { toolbarHeight + safeAreaInsets.bottom }
    /// How far down a navigation bar reaches from the screen's top: the top safe area (the
    /// status bar or sensor housing) plus the bar.
    public var navigationBarBottom: Double { safeAreaInsets.top + navigationBarHeight }
}
