extension DevicePreset {
    /// Every preset, smallest iPhone first, iPads last.
    ///
    /// Screen sizes, scales and safe areas are Apple's (the screen sizes in points of its
    /// device pages and UIKit's safe-area insets on the devices and simulators). Interface
    /// Builder ids: `retina3_5`, `retina4_0`, `retina4_7`, `retina5_5`, `retina5_9`, `retina6_1`,
    /// `retina6_5` and `ipad9_7` appear with matching root-view sizes in the storyboards of
    /// `/work/shared/corpus`; `retina6_12` appears with 393 × 852 root views in public
    /// storyboards; `ipad12_9` is the 12.9-inch iPad Pro. The others (`retina5_4`, `retina6_7`,
    /// `retina6_72`, `ipad10_2`, `ipad10_5`, `ipad10_9`, `ipad11_0rounded`, `ipad12_9rounded`,
    /// `ipad13_0rounded`) follow Xcode's naming and are not confirmed by a corpus document.
    public static let all: [DevicePreset] = [
        phone(
            "iphone-4s", "iPhone 4s", aliases: ["iphone-4"], ids: ["retina3_5"],
            320, 480, scale: 2, statusBar: 20, notch: nil),
        phone(
            "iphone-se", "iPhone SE (1st generation)", aliases: ["iphone-se-1", "iphone-5", "iphone-5s", "iphone-small"],
            ids: ["retina4_0"], 320, 568, scale: 2, statusBar: 20, notch: nil),
        phone(
            "iphone-8", "iPhone 8",
            aliases: ["iphone-6", "iphone-6s", "iphone-7", "iphone-se-2", "iphone-se-3"],
            ids: ["retina4_7"], 375, 667, scale: 2, statusBar: 20, notch: nil),
        phone(
            "iphone-8-plus", "iPhone 8 Plus", aliases: ["iphone-6-plus", "iphone-6s-plus", "iphone-7-plus"],
            ids: ["retina5_5"], 414, 736, scale: 3, statusBar: 20, notch: nil),
        phone(
            "iphone-x", "iPhone X", aliases: ["iphone-xs", "iphone-11-pro"], ids: ["retina5_9"],
            375, 812, scale: 3, statusBar: 44, notch: 44),
        phone(
            "iphone-11", "iPhone 11", aliases: ["iphone-xr"], ids: ["retina6_1"],
            414, 896, scale: 2, statusBar: 48, notch: 48),
        phone(
            "iphone-11-pro-max", "iPhone 11 Pro Max", aliases: ["iphone-xs-max"], ids: ["retina6_5"],
            414, 896, scale: 3, statusBar: 44, notch: 44),
        phone(
            "iphone-12-mini", "iPhone 12 mini", aliases: ["iphone-13-mini"], ids: ["retina5_4"],
            375, 812, scale: 3, statusBar: 50, notch: 50),
        phone(
            "iphone-14", "iPhone 14", aliases: ["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro"],
            ids: [], 390, 844, scale: 3, statusBar: 47, notch: 47),
        phone(
            "iphone-14-plus", "iPhone 14 Plus", aliases: ["iphone-12-pro-max", "iphone-13-pro-max"],
            ids: ["retina6_7"], 428, 926, scale: 3, statusBar: 47, notch: 47),
        phone(
            "iphone-15", "iPhone 15", aliases: ["iphone", "iphone-14-pro", "iphone-15-pro", "iphone-16"],
            ids: ["retina6_12"], 393, 852, scale: 3, statusBar: 54, notch: 59),
        phone(
            "iphone-15-pro-max", "iPhone 15 Pro Max",
            aliases: ["iphone-large", "iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"],
            ids: ["retina6_72"], 430, 932, scale: 3, statusBar: 54, notch: 59),
        phone(
            "iphone-16-pro", "iPhone 16 Pro", ids: [], 402, 874, scale: 3, statusBar: 54, notch: 62),
        phone(
            "iphone-16-pro-max", "iPhone 16 Pro Max", ids: [], 440, 956, scale: 3, statusBar: 54, notch: 62),
        pad(
            "ipad", "iPad (9.7-inch)", aliases: ["ipad-9.7", "ipad-air", "ipad-air-2", "ipad-mini", "ipad-pro-9.7"],
            ids: ["ipad9_7"], 768, 1024, homeIndicator: false),
        pad(
            "ipad-10.2", "iPad (10.2-inch)", aliases: ["ipad-7", "ipad-8", "ipad-9"], ids: ["ipad10_2"],
            810, 1080, homeIndicator: false),
        pad(
            "ipad-pro-10.5", "iPad Pro (10.5-inch)", aliases: ["ipad-air-3"], ids: ["ipad10_5"],
            834, 1112, homeIndicator: false),
        pad(
            "ipad-air-10.9", "iPad Air (10.9-inch)", aliases: ["ipad-air-4", "ipad-air-5", "ipad-10"],
            ids: ["ipad10_9"], 820, 1180, homeIndicator: true),
        pad(
            "ipad-pro-11", "iPad Pro (11-inch)", ids: ["ipad11_0rounded"], 834, 1194, homeIndicator: true),
        pad(
            "ipad-pro-12.9", "iPad Pro (12.9-inch, 2nd generation)", aliases: ["ipad-pro"], ids: ["ipad12_9"],
            1024, 1366, homeIndicator: false),
        pad(
            "ipad-pro-12.9-3", "iPad Pro (12.9-inch, 3rd generation)", aliases: ["ipad-pro-12.9-rounded"],
            ids: ["ipad12_9rounded"], 1024, 1366, homeIndicator: true),
        pad(
            "ipad-pro-13", "iPad Pro (13-inch)", ids: ["ipad13_0rounded"], 1032, 1376, homeIndicator: true),
    ]

    /// An iPhone. With a sensor housing (`notch`, the top safe area in portrait): the home
    /// indicator's 34 points at the bottom in portrait, 21 in landscape, and the housing's inset
    /// on both sides in landscape. Without: the 20-point status bar at the top in portrait, and
    /// nothing in landscape, where the status bar is hidden.
    static func phone(
        _ name: String, _ displayName: String, aliases: [String] = [], ids: [String],
        _ width: Double, _ height: Double, scale: Double, statusBar: Double, notch: Double?
    ) -> DevicePreset {
        let portrait = notch.map { LayoutInsets(top: $0, left: 0, bottom: 34, right: 0) }
            ?? LayoutInsets(top: statusBar, left: 0, bottom: 0, right: 0)
        let landscape = notch.map { LayoutInsets(top: 0, left: $0, bottom: 21, right: $0) } ?? .zero
        return DevicePreset(
            name: name, displayName: displayName, aliases: aliases, interfaceBuilderIDs: ids, idiom: .phone,
            portraitWidth: width, portraitHeight: height, scale: scale, statusBarHeight: statusBar,
            portraitSafeArea: portrait, landscapeSafeArea: landscape)
    }

    /// An iPad at 2×: the status bar (20 points, or 24 on iPads with a home indicator) at the top
    /// in both orientations, and the home indicator's 20 points at the bottom.
    static func pad(
        _ name: String, _ displayName: String, aliases: [String] = [], ids: [String],
        _ width: Double, _ height: Double, homeIndicator: Bool
    ) -> DevicePreset {
        let statusBar = homeIndicator ? 24.0 : 20.0
        let insets = LayoutInsets(top: statusBar, left: 0, bottom: homeIndicator ? 20 : 0, right: 0)
        return DevicePreset(
            name: name, displayName: displayName, aliases: aliases, interfaceBuilderIDs: ids, idiom: .pad,
            portraitWidth: width, portraitHeight: height, scale: 2, statusBarHeight: statusBar,
            portraitSafeArea: insets, landscapeSafeArea: insets)
    }
}
