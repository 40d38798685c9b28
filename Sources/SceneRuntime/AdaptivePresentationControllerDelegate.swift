import Foundation

/// Adjusts how a presentation adapts to a horizontally compact environment and observes
/// interactive dismissal (UIKit's `UIAdaptivePresentationControllerDelegate`). Every
/// method has a default.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in `traitCollection` instead of the requested one; `.none` keeps
    /// the requested style. Default: the presentation controller's own
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// Called before the presentation starts, with the style it adapts to (`.none` when it
    /// does not adapt).
    func presentationController(_ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle)
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
        controller.adaptivePresentationStyle(for: traitCollection)
    }
    public func presentationController(_ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle) {}
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
