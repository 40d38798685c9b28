import Foundation

/// Performs presentations and dismissals (UIKit's `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`), headless: each finishes, callbacks and completion
/// included, before the call returns.
///
/// **Presenting** from a controller `source`:
/// 1. The style: `modalPresentationStyle` (`.automatic` is `.pageSheet`), adapted to
///    `source`'s traits through the presentation controller's delegate or its own
///    `adaptivePresentationStyle(for:)` (in a horizontally compact environment sheets and
///    `.currentContext` → `.fullScreen`, `.popover` → `.overFullScreen`); see
///    `PresentationEngine+Adaptation.swift`.
/// 2. The presenting controller (the presentation context): for `.currentContext` and
///    `.overCurrentContext`, the nearest controller from `source` up that
///    `definesPresentationContext` (navigation controllers do by default), else the top of
///    `source`'s hierarchy; for every other style the top of `source`'s hierarchy — the
///    window's root, or the presented controller `source` lives in — the controller that
///    covers the screen.
/// 3. Adapted, the delegate may supply a controller to show instead (`shown`). Its view goes
///    into the presentation controller's `containerView`, which covers the window (or the
///    context controller's view). For `.fullScreen`, `.currentContext` and `.custom` without
///    a supplied presentation controller (and custom controllers that say so) the presenting
///    view is removed and the presenting controller disappears; the other styles keep it,
///    with no callbacks.
/// 4. Order: the transition coordinator is handed to the presenting and presented
///    controllers, the delegate's `willPresentWithAdaptiveStyle`,
///    `presentationTransitionWillBegin`, presenting `viewWillDisappear` (if removed),
///    presented `viewWillAppear`, views moved and laid out (the container's layout hooks),
///    alongside blocks, presenting `viewDidDisappear`, presented `viewDidAppear`,
///    `presentationTransitionDidEnd(true)`, the coordinator taken back, its completion
///    blocks, completion. `isBeingPresented` is true from before `viewWillAppear` until
///    after `viewDidAppear`.
///
/// **Dismissing** mirrors it for the dismissed controller and everything presented above
/// it, top first; a removed presenting view comes back and its controller reappears.
///
/// Misuse is reported (`RuntimeError`) and changes nothing; the completion is not called.
@MainActor
enum PresentationEngine {
    /// Will-phases under way; `present`/`dismiss` are refused meanwhile.
    static var phasesInProgress = 0

    // MARK: Present

    static func present(_ presented: ViewController, from source: ViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        if let error = validate(presenting: presented, from: source) {
            RuntimeDiagnostics.report(error)
            return
        }
        let top = topOfHierarchy(source)
        let requested = presented.modalPresentationStyle == .automatic ? .pageSheet : presented.modalPresentationStyle
        let controller = presentationController(for: presented, requested: requested, top: top, source: source)
        if requested == .popover, let popover = controller as? PopoverPresentationController, !popover.hasAnchor {
            RuntimeDiagnostics.report(.popoverWithoutAnchor(controller: presented.debugLabel))
            return
        }
        let adaptive = adaptiveStyle(of: controller, in: source.traitCollection)
        let style = adaptive == .none ? requested : adaptive
        let context = style.usesPresentationContext ? contextController(from: source) : top
        if let existing = context.presentationState.performed?.presented {
            RuntimeDiagnostics.report(.alreadyPresenting(presenter: context.debugLabel, presented: existing.debugLabel, requested: presented.debugLabel))
            return
        }
        guard let contextView = context.viewIfLoaded, let window = contextView.window, let host = style.usesPresentationContext ? contextView.superview : window else {
            RuntimeDiagnostics.report(.presenterNotInWindow(presenter: context.debugLabel, controller: presented.debugLabel))
            return
        }
        let shown = adaptive == .none ? presented : replacement(for: controller, style: adaptive, source: source) ?? presented
        let coordination = TransitionCoordination(
            TransitionCoordinator(isAnimated: animated, presentationStyle: style, from: context, to: shown),
            involving: [context, shown, presented])
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adaptive, transitionCoordinator: coordination.coordinator)
        let transitionStyle = style.usesPresentationContext && context.providesPresentationContextTransitionStyle
            ? context.modalTransitionStyle : presented.modalTransitionStyle

        // Bookkeeping: the presenting controller owns the shown controller from here.
        let container = PresentationContainerView(frame: host === window ? window.bounds : contextView.frame, controller: controller)
        container.autoresizingMask = host === window ? .flexibleSize : contextView.autoresizingMask
        let record = PresentationRecord(presented: shown, controller: controller, style: style,
                                        transitionStyle: transitionStyle, container: container)
        context.presentationState.performed = record
        presented.presentationState.controller = controller
        shown.presentationState.presenting = context
        shown.presentationState.controller = controller
        controller.presentingViewController = context
        controller.containerView = container
        controller.effectivePresentationStyle = style
        shown.updateTraitCollection(inherited: context.traitCollection(forChild: shown))
        if presented.storyboard == nil { presented.storyboard = source.storyboard }
        RuntimeEventCenter.record(.present(presented.debugLabel, presenting: context.debugLabel, style: style))

        // The transition.
        let isShown = !window.isHidden && context.appearanceState.isAppearingOrAppeared
        phasesInProgress += 1
        shown.isBeingPresented = true
        controller.presentationTransitionWillBegin()
        let removesPresenter = controller.shouldRemovePresentersView
        var outgoing: [ViewController] = []
        if removesPresenter, isShown, context.beginAppearance(false, animated: animated, reportingMisuse: false) {
            outgoing.append(context)
        }
        let appears = isShown && shown.beginAppearance(true, animated: animated, reportingMisuse: false)
        place(shown, in: controller)
        let coveredIndex = host.subviews.firstIndex { $0 === contextView }
        if host === window {
            host.addSubview(container)
        } else {
            host.insertSubview(container, aboveSubview: contextView)
        }
        if removesPresenter, let coveredIndex {
            record.covered = PresentationRecord.CoveredView(view: contextView, superview: host, index: coveredIndex)
            contextView.removeFromSuperview()
            context.presentationState.isCovered = true
        }
        (controller as? PopoverPresentationController)?.chooseArrowDirection()
        if isShown { host.layoutIfNeeded() }
        coordination.coordinator.runAlongsideAnimations()
        phasesInProgress -= 1

        for controller in outgoing where controller.appearanceState == .disappearing {
            controller.endAppearance(reportingMisuse: false)
        }
        if appears, shown.appearanceState == .appearing {
            shown.endAppearance(reportingMisuse: false)
        }
        controller.presentationTransitionDidEnd(true)
        shown.isBeingPresented = false
        coordination.end()
        if isShown { Accessibility.screenDidChange(showing: shown, in: window) }
        completion?()
    }

    /// Puts `shown`'s view into `controller`'s container at the presented frame.
    static func place(_ shown: ViewController, in controller: PresentationController) {
        guard let container = controller.containerView else { return }
        let view: View = shown.view
        view.frame = controller.frameOfPresentedViewInContainerView
        view.autoresizingMask = view.frame == container.bounds ? .flexibleSize
            : [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        if view.superview !== container { container.addSubview(view) }
    }

    /// The reason `presented` cannot be presented from `source`, if any.
    private static func validate(presenting presented: ViewController, from source: ViewController) -> RuntimeError? {
        if phasesInProgress > 0 {
            return .presentationInProgress(controller: source.debugLabel)
        }
        if let presenter = presented.presentationState.presenting {
            return .alreadyPresented(controller: presented.debugLabel, presenter: presenter.debugLabel)
        }
        if let error = cannotShow(presented, from: source) { return error }
        if source.viewIfLoaded?.window == nil {
            return .presenterNotInWindow(presenter: source.debugLabel, controller: presented.debugLabel)
        }
        return nil
    }

    /// Why `controller` cannot be shown as the top of a presentation from `source`: it has a
    /// parent, is a window's root, or is `source` or presents it.
    static func cannotShow(_ controller: ViewController, from source: ViewController) -> RuntimeError? {
        if let parent = controller.parent {
            return .cannotPresent(controller: controller.debugLabel, reason: "it is a child of \(parent.debugLabel)")
        }
        if controller.rootWindow != nil {
            return .cannotPresent(controller: controller.debugLabel, reason: "it is a window's root view controller")
        }
        if UnwindSearch.upwardPath(from: source).contains(where: { $0 === controller }) {
            return .cannotPresent(controller: controller.debugLabel, reason: "it is \(source.debugLabel) or presents it")
        }
        return nil
    }

    /// The presentation controller for this presentation: the transitioning delegate's for
    /// `.custom`, else the controller's own (made on demand).
    private static func presentationController(
        for presented: ViewController, requested: ModalPresentationStyle, top: ViewController, source: ViewController
    ) -> PresentationController {
        let own = presented.ownPresentationController
        own.isSuppliedByTransitioningDelegate = false
        guard requested == .custom,
              let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: top, source: source)
        else { return own }
        if custom.delegate == nil { custom.delegate = own.delegate }
        custom.isSuppliedByTransitioningDelegate = true
        return custom
    }

    /// The top of `controller`'s hierarchy: follows parents to the window's root or to the
    /// presented controller it belongs to.
    static func topOfHierarchy(_ controller: ViewController) -> ViewController {
        var top = controller
        while let parent = top.parent { top = parent }
        return top
    }

    /// The nearest controller from `source` up that defines the presentation context, else
    /// the top of its hierarchy.
    private static func contextController(from source: ViewController) -> ViewController {
        var candidate: ViewController? = source
        while let controller = candidate {
            if controller.definesPresentationContext { return controller }
            candidate = controller.parent
        }
        return topOfHierarchy(source)
    }

    // MARK: Dismiss

    static func dismiss(from receiver: ViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        if phasesInProgress > 0 {
            RuntimeDiagnostics.report(.presentationInProgress(controller: receiver.debugLabel))
            return
        }
        let presenter: ViewController
        if let presented = receiver.presentedViewController, let owner = presented.presentationState.presenting {
            presenter = owner
        } else if let presenting = receiver.presentingViewController {
            presenter = presenting
        } else {
            RuntimeDiagnostics.report(.nothingToDismiss(controller: receiver.debugLabel))
            return
        }
        dismissPresentation(of: presenter, animated: animated)
        completion?()
    }

    /// Dismisses what `presenter` presents and everything presented above it.
    static func dismissPresentation(of presenter: ViewController, animated: Bool) {
        guard let base = presenter.presentationState.performed else { return }
        let records = [base] + records(above: base.presented)
        let window = base.container.window
        let isShown = window.map { !$0.isHidden } ?? false
        let coordination = TransitionCoordination(
            TransitionCoordinator(isAnimated: animated, presentationStyle: base.style, from: base.presented, to: presenter),
            involving: [presenter] + records.map(\.presented))
        phasesInProgress += 1
        for record in records.reversed() {
            record.presented.isBeingDismissed = true
            RuntimeEventCenter.record(.dismiss(record.presented.debugLabel, presenting: (record.presented.presentationState.presenting ?? presenter).debugLabel))
            record.controller.dismissalTransitionWillBegin()
        }
        var outgoing: [ViewController] = []
        for record in records.reversed() where record.presented.appearanceState.isAppearingOrAppeared {
            if record.presented.beginAppearance(false, animated: animated, reportingMisuse: false) {
                outgoing.append(record.presented)
            }
        }
        var incoming: [ViewController] = []
        if let covered = base.covered {
            let hostIsShown = isShown && (covered.superview.window != nil)
            if hostIsShown, presenter.appearanceState == .disappeared, appearanceHostAllows(presenter),
               presenter.beginAppearance(true, animated: animated, reportingMisuse: false) {
                incoming.append(presenter)
            }
            presenter.presentationState.isCovered = false
            covered.superview.insertSubview(covered.view, at: min(covered.index, covered.superview.subviews.count))
        }
        for record in records.reversed() {
            record.container.removeFromSuperview()
        }
        // Views covered inside the dismissed stack go back where they were (off screen now).
        for record in records.dropFirst() {
            if let covered = record.covered {
                covered.superview.insertSubview(covered.view, at: min(covered.index, covered.superview.subviews.count))
            }
            record.presented.presentationState.presenting?.presentationState.isCovered = false
        }
        for record in records.reversed() {
            record.presented.presentationState.presenting?.presentationState.performed = nil
            record.presented.presentationState.presenting = nil
            record.controller.containerView = nil
        }
        if isShown { base.covered?.superview.layoutIfNeeded() }
        coordination.coordinator.runAlongsideAnimations()
        phasesInProgress -= 1

        for controller in outgoing where controller.appearanceState == .disappearing {
            controller.endAppearance(reportingMisuse: false)
        }
        for controller in incoming where controller.appearanceState == .appearing {
            controller.endAppearance(reportingMisuse: false)
        }
        for record in records.reversed() {
            record.controller.dismissalTransitionDidEnd(true)
            record.presented.isBeingDismissed = false
            finish(record)
        }
        coordination.end()
        if isShown { Accessibility.screenDidChange(showing: presenter, in: window) }
    }

    /// Drops what a finished presentation left on its controllers.
    static func finish(_ record: PresentationRecord) {
        record.controller.effectivePresentationStyle = nil
        record.presented.presentationState.controller = nil
        record.controller.presentedViewController.presentationState.controller = nil
    }

    /// Whether `controller` may appear when its view comes back: a window root or a
    /// presented controller, or a child whose parent forwards appearance and is shown.
    static func appearanceHostAllows(_ controller: ViewController) -> Bool {
        guard let parent = controller.parent else { return true }
        return parent.shouldAutomaticallyForwardAppearanceMethods && parent.appearanceState.isAppearingOrAppeared
    }

    /// The presentations performed inside `controller`'s hierarchy, lowest first.
    static func records(above controller: ViewController) -> [PresentationRecord] {
        var result: [PresentationRecord] = []
        func visit(_ node: ViewController) {
            for child in node.children { visit(child) }
            if let record = node.presentationState.performed {
                result.append(record)
                visit(record.presented)
            }
        }
        visit(controller)
        return result
    }
}
