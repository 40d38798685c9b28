import Foundation

/// A controller's part in presentations (stored on every controller).
struct PresentationState {
    /// The presentation this controller performs, as the presenting controller.
    var performed: PresentationRecord?
    /// The controller that presents this one, while presented.
    weak var presenting: ViewController?
    /// The presentation controller of this controller's current (or configured) presentation.
    var controller: PresentationController?
    /// True while a presentation that removes the presenter's view has removed this one's.
    var isCovered = false
    /// The coordinator of the transition this controller takes part in, while it runs.
    var transitionCoordinator: TransitionCoordinator?
}

/// One presentation under way: kept by the presenting controller, it owns the presented
/// controller and knows where its view went and what it covered.
@MainActor
final class PresentationRecord {
    /// The controller shown in the container: the presented one, or the replacement the
    /// delegate supplied for the adapted style (which usually contains it).
    var presented: ViewController
    let controller: PresentationController
    /// The style in effect (after adaptation).
    var style: ModalPresentationStyle
    /// The transition style used (the context's when it provides it).
    let transitionStyle: ModalTransitionStyle
    let container: View
    /// The presenting view removed for the presentation, to restore on dismissal.
    var covered: CoveredView?

    struct CoveredView {
        let view: View
        let superview: View
        let index: Int
    }

    init(presented: ViewController, controller: PresentationController, style: ModalPresentationStyle,
         transitionStyle: ModalTransitionStyle, container: View) {
        self.presented = presented
        self.controller = controller
        self.style = style
        self.transitionStyle = transitionStyle
        self.container = container
    }
}

extension ViewController {
    /// The controller presented by this controller or by its nearest ancestor that presents.
    public var presentedViewController: ViewController? {
        var candidate: ViewController? = self
        while let controller = candidate {
            if let presented = controller.presentationState.performed?.presented { return presented }
            candidate = controller.parent
        }
        return nil
    }

    /// The controller that presented this controller or its nearest presented ancestor.
    public var presentingViewController: ViewController? {
        var candidate: ViewController? = self
        while let controller = candidate {
            if let presenting = controller.presentationState.presenting { return presenting }
            candidate = controller.parent
        }
        return nil
    }

    /// The presentation controller managing this controller's presentation, or its nearest
    /// presented ancestor's. A controller that is not presented gets its own on first access
    /// (to configure before presenting: a `PopoverPresentationController` for `.popover`,
    /// else a `PresentationController`); it is used by its next presentation.
    public var presentationController: PresentationController? {
        var candidate: ViewController? = self
        while let controller = candidate {
            if controller.presentationState.presenting != nil { return controller.presentationState.controller }
            candidate = controller.parent
        }
        return ownPresentationController
    }

    /// The popover presentation controller, when `modalPresentationStyle` is `.popover` or
    /// while presented as a popover. Configure its anchor before presenting.
    public var popoverPresentationController: PopoverPresentationController? {
        if presentationState.presenting == nil, modalPresentationStyle != .popover { return nil }
        return ownPresentationController as? PopoverPresentationController
    }

    /// This controller's own presentation controller, made on demand (and remade when
    /// the style switches to or from `.popover` before presenting).
    var ownPresentationController: PresentationController {
        if presentationState.presenting != nil, let current = presentationState.controller { return current }
        let wantsPopover = modalPresentationStyle == .popover
        if let existing = presentationState.controller, (existing is PopoverPresentationController) == wantsPopover {
            return existing
        }
        let made: PresentationController = wantsPopover
            ? PopoverPresentationController(presentedViewController: self, presenting: nil)
            : PresentationController(presentedViewController: self, presenting: nil)
        made.delegate = presentationState.controller?.delegate
        presentationState.controller = made
        return made
    }

    /// The presented controller directly above this one (not an ancestor's), if any.
    var ownPresentedViewController: ViewController? { presentationState.performed?.presented }

    /// Whether this controller is a presented controller (the root of a presented hierarchy).
    var isPresentedRoot: Bool { presentationState.presenting != nil }
}
