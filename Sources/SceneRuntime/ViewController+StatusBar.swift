import Foundation

/// The status bar and interface orientations (UIKit's `preferredStatusBarStyle`,
/// `prefersStatusBarHidden`, `childForStatusBarStyle`/`Hidden`,
/// `supportedInterfaceOrientations`, `shouldAutorotate`,
/// `preferredInterfaceOrientationForPresentation`).
///
/// The window asks one controller: the topmost presented controller that covers the window
/// — presented `.fullScreen` (for the status bar, also one with
/// `modalPresentationCapturesStatusBarAppearance`; for orientations, also `.overFullScreen`)
/// — else its root. For the status bar it then follows `childForStatusBarStyle` /
/// `childForStatusBarHidden` down. What it resolved is `Window.statusBarStyle`,
/// `isStatusBarHidden`, `supportedInterfaceOrientations` and `shouldAutorotate`, updated
/// when a transition settles (a controller finishes appearing or disappearing) and when a
/// controller calls `setNeedsStatusBarAppearanceUpdate()` — not when an override merely
/// starts returning something else, as in UIKit.
extension ViewController {
    /// Tells the window that this controller's status bar preferences (or its
    /// `childForStatusBarStyle` / `childForStatusBarHidden`) changed: the window asks again.
    public func setNeedsStatusBarAppearanceUpdate() {
        StatusBarAppearance.invalidate()
    }

    /// Tells the window that `supportedInterfaceOrientations` changed: the window asks again.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        StatusBarAppearance.invalidate()
    }

    /// The child a built-in container shows, to which its status bar and orientation
    /// preferences defer: a navigation controller's top, a tab bar controller's selected
    /// tab, a split view controller's secondary (collapsed or without one: its primary), a
    /// page view controller's page; `nil` for other controllers.
    var shownChild: ViewController? {
        switch self {
        case let navigation as NavigationController:
            return navigation.topViewController
        case let tabs as TabBarController:
            return tabs.selectedViewController
        case let split as SplitViewController:
            let secondary = split.isCollapsed ? nil : split.viewController(for: .secondary)
            return secondary ?? split.viewController(for: .primary)
        case let pages as PageViewController:
            return pages.viewControllers?.first
        default:
            return nil
        }
    }

    /// The shown child's orientations, else UIKit's defaults: every orientation for the pad
    /// idiom, all but upside down for the others.
    var defaultSupportedInterfaceOrientations: InterfaceOrientationMask {
        if let child = shownChild { return child.supportedInterfaceOrientations }
        return traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The shown child's preference, else the current orientation of the view's window
    /// (portrait without one).
    var defaultOrientationForPresentation: InterfaceOrientation {
        if let child = shownChild { return child.preferredInterfaceOrientationForPresentation }
        return viewIfLoaded?.window?.interfaceOrientation ?? .portrait
    }
}

/// What a window resolved for the status bar and orientations, and when.
struct StatusBarSnapshot {
    var generation: UInt64
    var style: StatusBarStyle
    var isHidden: Bool
    var supportedOrientations: InterfaceOrientationMask
    var shouldAutorotate: Bool
}

/// Resolves status bar and orientation preferences for windows.
@MainActor
enum StatusBarAppearance {
    /// Advances whenever preferences may have changed: a transition settled or a controller
    /// asked for an update. A window's snapshot of another generation is resolved again.
    private(set) static var generation: UInt64 = 0

    static func invalidate() {
        generation &+= 1
    }

    /// The controller `window` asks: the topmost presented controller that covers the window
    /// (`.fullScreen`, or `.overFullScreen` for orientations) or, for the status bar,
    /// captures it; else the root.
    static func decidingController(in window: Window, forStatusBar: Bool) -> ViewController? {
        guard let root = window.rootViewController else { return nil }
        var decider = root
        for record in PresentationEngine.records(above: root) where record.presented.viewIfLoaded?.window === window {
            let takesOver = forStatusBar
                ? record.style == .fullScreen || record.presented.modalPresentationCapturesStatusBarAppearance
                : record.style == .fullScreen || record.style == .overFullScreen
            if takesOver { decider = record.presented }
        }
        return decider
    }

    /// Follows `next` (a `childFor…` property) from `start` to the controller that decides.
    static func follow(_ start: ViewController, _ next: (ViewController) -> ViewController?) -> ViewController {
        var current = start
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while let child = next(current), visited.insert(ObjectIdentifier(child)).inserted {
            current = child
        }
        return current
    }

    /// Asks the controllers of `window` now.
    static func resolve(in window: Window) -> StatusBarSnapshot {
        let application = window.application
        let appOrientations = application.delegate?.application(application, supportedInterfaceOrientationsFor: window) ?? .all
        guard let statusBarController = decidingController(in: window, forStatusBar: true),
              let orientationController = decidingController(in: window, forStatusBar: false) else {
            return StatusBarSnapshot(generation: generation, style: .default, isHidden: false,
                                     supportedOrientations: appOrientations, shouldAutorotate: true)
        }
        return StatusBarSnapshot(
            generation: generation,
            style: follow(statusBarController, \.childForStatusBarStyle).preferredStatusBarStyle,
            isHidden: follow(statusBarController, \.childForStatusBarHidden).prefersStatusBarHidden,
            supportedOrientations: orientationController.supportedInterfaceOrientations.intersection(appOrientations),
            shouldAutorotate: orientationController.shouldAutorotate
        )
    }
}
