import Foundation

/// The interface environment a view controller lives in: size classes, display scale,
/// idiom and light/dark style (UIKit's `UITraitCollection`).
///
/// Every value may be unspecified. Collections combine with `init(traitsFrom:)` or
/// `applying(_:)`: a specified value in a later collection replaces an earlier one. Unlike
/// UIKit's class, this is a value type; construction and comparison read the same.
public struct TraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A size class: how much room the interface has along one axis.
    public enum SizeClass: Int, Hashable, Sendable, CustomStringConvertible {
        case unspecified, compact, regular
        public var description: String {
            switch self {
            case .unspecified: "unspecified"
            case .compact: "compact"
            case .regular: "regular"
            }
        }
    }

    /// The kind of device the interface is designed for.
    public enum UserInterfaceIdiom: Int, Hashable, Sendable {
        case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision
    }

    /// Light or dark appearance.
    public enum UserInterfaceStyle: Int, Hashable, Sendable {
        case unspecified, light, dark
    }

    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass = .unspecified
    /// The vertical size class.
    public var verticalSizeClass: SizeClass = .unspecified
    /// Points to pixels; 0 means unspecified.
    public var displayScale: CGFloat = 0
    /// The device idiom.
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified

    /// A collection with every trait unspecified.
    public init() {}

    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: SizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: SizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// A collection that specifies only the display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// A collection that specifies only the idiom.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    /// A collection that specifies only the interface style.
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// A collection that combines `collections`; later specified values win.
    public init(traitsFrom collections: [TraitCollection]) {
        self = collections.reduce(TraitCollection()) { $0.applying($1) }
    }

    /// A fully specified collection, convenient for windows and tests.
    public init(
        horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass,
        displayScale: CGFloat = 0,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        userInterfaceStyle: UserInterfaceStyle = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A phone in portrait: compact width, regular height, scale 3, light. The default
    /// environment of a `Window`.
    public static let phonePortrait = TraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular,
        displayScale: 3, userInterfaceIdiom: .phone, userInterfaceStyle: .light
    )

    /// A full-screen tablet: regular width and height, scale 2, light.
    public static let padFullScreen = TraitCollection(
        horizontalSizeClass: .regular, verticalSizeClass: .regular,
        displayScale: 2, userInterfaceIdiom: .pad, userInterfaceStyle: .light
    )

    /// This collection with the specified values of `overrides` replacing its own.
    public func applying(_ overrides: TraitCollection?) -> TraitCollection {
        guard let overrides else { return self }
        var result = self
        if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.displayScale != 0 { result.displayScale = overrides.displayScale }
        if overrides.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = overrides.userInterfaceIdiom }
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        return result
    }

    /// Whether every value `other` specifies has the same value here.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return applying(other) == self
    }

    /// Whether the horizontal or vertical size class differs from `other`'s.
    public func hasDifferentSizeClass(comparedTo other: TraitCollection?) -> Bool {
        horizontalSizeClass != other?.horizontalSizeClass || verticalSizeClass != other?.verticalSizeClass
    }

    public var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("h: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("v: \(verticalSizeClass)") }
        if displayScale != 0 { parts.append("scale: \(displayScale)") }
        if userInterfaceIdiom != .unspecified { parts.append("idiom: \(userInterfaceIdiom)") }
        if userInterfaceStyle != .unspecified { parts.append("style: \(userInterfaceStyle)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
