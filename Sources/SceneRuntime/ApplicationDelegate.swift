import Foundation

/// The app-level callbacks of `Application` (UIKit's `UIApplicationDelegate`, the parts
/// SceneRuntime models). Every method has a default. An app delegate that is also a
/// `Responder` ends the responder chain, as UIKit's does.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Whether to preserve the app's state now. Default `true` (calling
    /// `StateRestoration.preserve` is the opt-in). `coder` holds app-level values.
    func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool

    /// Whether to restore the archived state. Default `true`. `coder` holds the app-level
    /// values written by `application(_:willEncodeRestorableStateWith:)`.
    func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool

    /// The application-level fallback: asked for controllers that have no restoration
    /// class. Return the controller for `identifierComponents` (the restoration identifiers
    /// from the window's root to the controller), or `nil` to let the runtime look for it
    /// implicitly (an existing controller on the same path, then its storyboard). Default `nil`.
    func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: RestorationCoder
    ) -> ViewController?

    /// Saves app-level state before the controllers are preserved. Default: nothing.
    func application(_ application: Application, willEncodeRestorableStateWith coder: RestorationCoder)

    /// Reads app-level state after every restored controller decoded its state, before
    /// `applicationFinishedRestoringState()` reaches them. Default: nothing.
    func application(_ application: Application, didDecodeRestorableStateWith coder: RestorationCoder)

    /// Memory is low (`Application.simulateMemoryWarning()`). Default: nothing.
    func applicationDidReceiveMemoryWarning(_ application: Application)

    /// The orientations the app supports in `window`; the window intersects them with its
    /// deciding controller's (`Window.supportedInterfaceOrientations`). Default `.all`.
    func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask
}

extension ApplicationDelegate {
    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool { true }
    public func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool { true }
    public func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: RestorationCoder
    ) -> ViewController? { nil }
    public func application(_ application: Application, willEncodeRestorableStateWith coder: RestorationCoder) {}
    public func application(_ application: Application, didDecodeRestorableStateWith coder: RestorationCoder) {}
    public func applicationDidReceiveMemoryWarning(_ application: Application) {}
    public func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask { .all }
}
