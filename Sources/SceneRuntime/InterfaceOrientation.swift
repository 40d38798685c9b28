import Foundation

/// The orientation of the interface (UIKit's `UIInterfaceOrientation`), with UIKit's raw values.
public enum InterfaceOrientation: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// Upright, the home indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home indicator on the right.
    case landscapeRight = 3
    /// Landscape, the home indicator on the left.
    case landscapeLeft = 4

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`): each orientation's
/// bit is `1 << rawValue`, as in UIKit.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The mask of one orientation (empty for `.unknown`).
    public init(_ orientation: InterfaceOrientation) {
        self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
    }

    public static let portrait = InterfaceOrientationMask(.portrait)
    public static let portraitUpsideDown = InterfaceOrientationMask(.portraitUpsideDown)
    public static let landscapeLeft = InterfaceOrientationMask(.landscapeLeft)
    public static let landscapeRight = InterfaceOrientationMask(.landscapeRight)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask contains `orientation`.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && contains(InterfaceOrientationMask(orientation))
    }

    /// The orientations in the mask, e.g. `[portrait, landscapeLeft]`.
    public var description: String {
        let names = InterfaceOrientation.allCases.filter { contains($0) }.map { "\($0)" }
        return "[" + names.joined(separator: ", ") + "]"
    }
}

/// The style of the status bar's content (UIKit's `UIStatusBarStyle`), with UIKit's raw values.
public enum StatusBarStyle: Int, Hashable, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
