import Foundation

/// Adjusts how a presentation adapts to its environment and observes interactive dismissal
/// (UIKit's `UIAdaptivePresentationControllerDelegate`). Every method has a default.
///
/// The presentation controller asks when the presentation starts and again whenever the
/// window's traits change while it is presented (`Window.transition(to:traitCollection:)`):
/// first the style (`adaptivePresentationStyle(for:traitCollection:)`), then — when it
/// differs from the requested one — the controller to show in it
/// (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`), then it
/// announces the change (`presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`).
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in `traitCollection` instead of the requested one — `.fullScreen` or
    /// `.overFullScreen` — or `.none` to keep the requested style. Default: in a horizontally
    /// compact environment `adaptivePresentationStyle(for:)`, otherwise the presentation
    /// controller's own `adaptivePresentationStyle(for:)` (`.none` for the built-in styles).
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// The style to use in a horizontally compact environment (the older form of
    /// `adaptivePresentationStyle(for:traitCollection:)`, which calls it by default).
    /// Default: the presentation controller's own adaptation.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The controller to show instead of the presented one while it is adapted to `style`,
    /// e.g. popover content wrapped in a `NavigationController` for full screen; `nil` (the
    /// default) shows the presented controller. When the presentation goes back to its own
    /// style the presented controller is taken out of the replacement and shown again.
    func presentationController(_ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController?
    /// Called before presenting, or before a trait change re-adapts the presentation, with
    /// the style it adapts to — `.none` when it keeps its requested style — and the
    /// coordinator of the transition.
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    )
    /// Whether an interactive dismissal may proceed. Default `true`.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// Called before an interactive dismissal.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// Called after an interactive dismissal.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// Called when an interactive dismissal was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` returned `false`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact
            ? adaptivePresentationStyle(for: controller)
            : controller.adaptivePresentationStyle(for: traitCollection)
    }
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.adaptivePresentationStyle(for: TraitCollection(horizontalSizeClass: .compact))
    }
    public func presentationController(_ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        nil
    }
    public func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
