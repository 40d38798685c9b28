import Foundation

/// How a presented view controller is shown (UIKit's `UIModalPresentationStyle`).
public enum ModalPresentationStyle: Int, Hashable, Sendable, CustomStringConvertible {
    /// The system's choice: `pageSheet`.
    case automatic = -2
    /// No adaptation: returned by an adaptive presentation delegate to keep the original style.
    case none = -1
    /// Covers the screen; the presenting controller's view is removed.
    case fullScreen = 0
    /// A sheet covering the screen's height; the presenting view stays underneath.
    case pageSheet
    /// A centred sheet of `preferredContentSize` (default 540×620); the presenting view stays.
    case formSheet
    /// Covers the controller that defines the presentation context; its view is removed.
    case currentContext
    /// A presentation managed by a `PresentationController` from the `transitioningDelegate`.
    case custom
    /// Covers the screen; the presenting view stays underneath.
    case overFullScreen
    /// Covers the presentation context's controller; its view stays underneath.
    case overCurrentContext
    /// A popover anchored to a view or a bar button item.
    case popover

    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .none: "none"
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        }
    }

    /// Whether the style covers only the controller that defines the presentation context.
    var usesPresentationContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}

/// The transition animation of a modal presentation (UIKit's `UIModalTransitionStyle`).
/// Headless: recorded, never animated.
public enum ModalTransitionStyle: Int, Hashable, Sendable, CustomStringConvertible {
    case coverVertical = 0
    case flipHorizontal
    case crossDissolve
    case partialCurl

    public var description: String {
        switch self {
        case .coverVertical: "coverVertical"
        case .flipHorizontal: "flipHorizontal"
        case .crossDissolve: "crossDissolve"
        case .partialCurl: "partialCurl"
        }
    }
}
