import Foundation

/// What the window shows of the status bar and which orientations it allows, as resolved
/// from its controllers (see `ViewController+StatusBar.swift`). The values change when a
/// transition settles or a controller calls `setNeedsStatusBarAppearanceUpdate()` /
/// `setNeedsUpdateOfSupportedInterfaceOrientations()`.
extension Window {
    /// The status bar style in effect: the deciding controller's, through its
    /// `childForStatusBarStyle` chain (`.default` without a root).
    public var statusBarStyle: StatusBarStyle { resolvedStatusBar.style }

    /// Whether the status bar is hidden: the deciding controller's preference, through its
    /// `childForStatusBarHidden` chain (`false` without a root).
    public var isStatusBarHidden: Bool { resolvedStatusBar.isHidden }

    /// The orientations the interface may take: the deciding controller's
    /// `supportedInterfaceOrientations`, intersected with the application delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`.
    public var supportedInterfaceOrientations: InterfaceOrientationMask { resolvedStatusBar.supportedOrientations }

    /// Whether the deciding controller lets the interface rotate (`shouldAutorotate`).
    public var shouldAutorotate: Bool { resolvedStatusBar.shouldAutorotate }

    /// The interface's orientation: its device's (`deviceOrientation`), else from the
    /// window's shape: `.landscapeRight` when wider than tall, else `.portrait` (headless, the
    /// window stands in for the screen).
    public var interfaceOrientation: InterfaceOrientation {
        if device != nil { return deviceOrientation }
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }

    /// The snapshot of the current generation, resolved again when it is stale.
    private var resolvedStatusBar: StatusBarSnapshot {
        if let snapshot = statusBarSnapshot, snapshot.generation == StatusBarAppearance.generation { return snapshot }
        let snapshot = StatusBarAppearance.resolve(in: self)
        statusBarSnapshot = snapshot
        return snapshot
    }
}
