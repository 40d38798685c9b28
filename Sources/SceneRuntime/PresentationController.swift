import Foundation

/// Manages one presentation: where the presented view goes, how the style adapts, and the
/// transition hooks (UIKit's `UIPresentationController`).
///
/// The runtime creates one for every presentation — a `PopoverPresentationController` for
/// `.popover`, the `transitioningDelegate`'s for `.custom` — and it lives as long as the
/// presented controller is presented. Subclass it for `.custom` presentations: override
/// `frameOfPresentedViewInContainerView`, `shouldRemovePresentersView`, the four
/// transition hooks and the two container layout hooks, which run (headless) before
/// `present`/`dismiss` return.
@MainActor
open class PresentationController {
    /// The presented controller (unowned: it owns its presentation controller).
    public unowned let presentedViewController: ViewController

    /// The controller that performs the presentation (weak); set when the presentation
    /// starts if it was not known at creation.
    public internal(set) weak var presentingViewController: ViewController?

    /// Adjusts adaptation and observes interactive dismissal (weak).
    public weak var delegate: AdaptivePresentationControllerDelegate?

    /// The view that holds the presented view while presented: it covers the window, or for
    /// the context styles the context controller's view.
    public internal(set) var containerView: View?

    /// The style the presented controller asked for (`.automatic` resolved to `.pageSheet`).
    public var presentationStyle: ModalPresentationStyle {
        let requested = presentedViewController.modalPresentationStyle
        return requested == .automatic ? .pageSheet : requested
    }

    /// The style in effect after adaptation (the requested style until presented).
    public internal(set) var effectivePresentationStyle: ModalPresentationStyle?

    /// Traits applied over the presenting controller's for the presented controller.
    open var overrideTraitCollection: TraitCollection?

    /// Creates the presentation controller of `presentedViewController`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// Whether the transitioning delegate supplied this controller for a `.custom` presentation.
    var isSuppliedByTransitioningDelegate = false

    /// The presentation this controller manages, while presented.
    var record: PresentationRecord? {
        guard let record = presentingViewController?.presentationState.performed, record.controller === self else { return nil }
        return record
    }

    /// The view shown in the container, once loaded: the presented view, or while adapted
    /// the view of the controller the delegate supplied instead.
    open var presentedView: View? { (record?.presented ?? presentedViewController).viewIfLoaded }

    /// Whether the presenting controller's view is removed while presented. The default is
    /// `true` for `.fullScreen` and `.currentContext` (also after adapting to them) and for a
    /// `.custom` presentation whose transitioning delegate supplied no controller (UIKit then
    /// presents full screen); `false` otherwise — including the `.custom` controllers a
    /// transitioning delegate supplies, where subclasses decide.
    open var shouldRemovePresentersView: Bool {
        switch effectivePresentationStyle ?? presentationStyle {
        case .fullScreen, .currentContext: true
        case .custom: !isSuppliedByTransitioningDelegate
        default: false
        }
    }

    /// The presented view's frame in `containerView`: the whole container, except a form
    /// sheet (centred, `preferredContentSize` or 540×620), a page sheet (centred, at most 704
    /// wide, 20 points from the top) and a popover (see `PopoverPresentationController`).
    open var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        switch effectivePresentationStyle ?? presentationStyle {
        case .formSheet:
            let preferred = presentedViewController.preferredContentSize
            let size = preferred == .zero ? CGSize(width: 540, height: 620) : preferred
            let width = min(size.width, bounds.width), height = min(size.height, bounds.height)
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        case .pageSheet:
            let width = min(704, bounds.width)
            let top = min(20, bounds.height)
            return CGRect(x: bounds.midX - width / 2, y: bounds.minY + top, width: width, height: bounds.height - top)
        default:
            return bounds
        }
    }

    /// The style to adapt to in `traitCollection` when no delegate decides. In a
    /// horizontally compact environment: form and page sheets and `.currentContext` become
    /// `.fullScreen`, popovers `.overFullScreen`; otherwise `.none` (no adaptation).
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return .none }
        switch presentationStyle {
        case .formSheet, .pageSheet, .currentContext: return .fullScreen
        case .popover: return .overFullScreen
        default: return .none
        }
    }

    /// Called before the presented view is added and the appearance callbacks begin.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation finished (`completed` is always `true` headless).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's disappearance callbacks begin.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal finished and the presented view left the container.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container view lays out its subviews: while presenting, and when
    /// the container's size changes (the window was resized or rotated).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// Dismisses as a user's swipe down on a sheet (or tap outside a popover) would. Refused
    /// — returning `false` and telling the delegate `presentationControllerDidAttemptToDismiss`
    /// — when the presented controller or a controller it contains has `isModalInPresentation`,
    /// or the delegate's `presentationControllerShouldDismiss` returns `false`. Full-screen
    /// and current-context styles cannot be dismissed this way (returns `false`, no delegate
    /// call). Otherwise: `presentationControllerWillDismiss`, the dismissal, then
    /// `presentationControllerDidDismiss`.
    @discardableResult
    public func simulateInteractiveDismissal() -> Bool {
        guard let presenting = presentingViewController, let record else { return false }
        switch effectivePresentationStyle ?? presentationStyle {
        case .pageSheet, .formSheet, .popover, .automatic: break
        default: return false
        }
        if Self.isModal(record.presented) || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presenting.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
        return true
    }

    private static func isModal(_ controller: ViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { isModal($0) }
    }
}
