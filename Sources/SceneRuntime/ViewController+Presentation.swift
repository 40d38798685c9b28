import Foundation

/// Performs presentations and dismissals (UIKit's `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`), headless: each finishes, callbacks and completion
/// included, before the call returns.
///
/// **Presenting** from a controller `source`:
/// 1. The style: `modalPresentationStyle` (`.automatic` is `.pageSheet`), adapted in a
///    horizontally compact environment through the presentation controller's delegate
///    or `adaptivePresentationStyle(for:)` (sheets and `.currentContext` → `.fullScreen`,
///    `.popover` → `.overFullScreen`).
/// 2. The presenting controller (the presentation context): for `.currentContext` and
///    `.overCurrentContext`, the nearest controller from `source` up that
///    `definesPresentationContext`, else the top of `source`'s hierarchy; for every other
///    style the top of `source`'s hierarchy — the window's root, or the presented
///    controller `source` lives in — the controller that covers the screen.
/// 3. The presented view goes into the presentation controller's `containerView`, which
///    covers the window (or the context controller's view). For `.fullScreen` and
///    `.currentContext` (and custom controllers that say so) the presenting view is removed
///    and the presenting controller disappears; the other styles keep it, with no callbacks.
/// 4. Order: `presentationTransitionWillBegin`, presenting `viewWillDisappear` (if removed),
///    presented `viewWillAppear`, views moved and laid out, presenting `viewDidDisappear`,
///    presented `viewDidAppear`, `presentationTransitionDidEnd(true)`, completion.
///    `isBeingPresented` is true from before `viewWillAppear` until after `viewDidAppear`.
///
/// **Dismissing** mirrors it for the dismissed controller and everything presented above
/// it, top first; a removed presenting view comes back and its controller reappears.
///
/// Misuse is reported (`RuntimeError`) and changes nothing; the completion is not called.
@MainActor
enum PresentationEngine {
    /// Will-phases under way; `present`/`dismiss` are refused meanwhile.
    private static var phasesInProgress = 0

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
        var adaptive = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: source.traitCollection)
            ?? controller.adaptivePresentationStyle(for: source.traitCollection)
        if adaptive == .automatic { adaptive = .pageSheet }
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
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adaptive)
        let transitionStyle = style.usesPresentationContext && context.providesPresentationContextTransitionStyle
            ? context.modalTransitionStyle : presented.modalTransitionStyle

        // Bookkeeping: the presenting controller owns the presented one from here.
        let container = View(frame: host === window ? window.bounds : contextView.frame)
        container.autoresizingMask = host === window ? .flexibleSize : contextView.autoresizingMask
        let record = PresentationRecord(presented: presented, controller: controller, style: style,
                                        transitionStyle: transitionStyle, container: container)
        context.presentationState.performed = record
        presented.presentationState.presenting = context
        presented.presentationState.controller = controller
        controller.presentingViewController = context
        controller.containerView = container
        controller.effectivePresentationStyle = style
        presented.updateTraitCollection(inherited: context.traitCollection(forChild: presented))
        if presented.storyboard == nil { presented.storyboard = source.storyboard }
        RuntimeEventCenter.record(.present(presented.debugLabel, presenting: context.debugLabel, style: style))

        // The transition.
        let isShown = !window.isHidden && context.appearanceState.isAppearingOrAppeared
        phasesInProgress += 1
        presented.isBeingPresented = true
        controller.presentationTransitionWillBegin()
        let removesPresenter = controller.shouldRemovePresentersView
        var outgoing: [ViewController] = []
        if removesPresenter, isShown, context.beginAppearance(false, animated: animated, reportingMisuse: false) {
            outgoing.append(context)
        }
        let appears = isShown && presented.beginAppearance(true, animated: animated, reportingMisuse: false)
        let presentedView: View = presented.view
        presentedView.frame = controller.frameOfPresentedViewInContainerView
        presentedView.autoresizingMask = presentedView.frame == container.bounds ? .flexibleSize
            : [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        container.addSubview(presentedView)
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
        phasesInProgress -= 1

        for controller in outgoing where controller.appearanceState == .disappearing {
            controller.endAppearance(reportingMisuse: false)
        }
        if appears, presented.appearanceState == .appearing {
            presented.endAppearance(reportingMisuse: false)
        }
        controller.presentationTransitionDidEnd(true)
        presented.isBeingPresented = false
        if isShown { Accessibility.screenDidChange(showing: presented, in: window) }
        completion?()
    }

    /// The reason `presented` cannot be presented from `source`, if any.
    private static func validate(presenting presented: ViewController, from source: ViewController) -> RuntimeError? {
        if phasesInProgress > 0 {
            return .presentationInProgress(controller: source.debugLabel)
        }
        if let presenter = presented.presentationState.presenting {
            return .alreadyPresented(controller: presented.debugLabel, presenter: presenter.debugLabel)
        }
        if let parent = presented.parent {
            return .cannotPresent(controller: presented.debugLabel, reason: "it is a child of \(parent.debugLabel)")
        }
        if presented.rootWindow != nil {
            return .cannotPresent(controller: presented.debugLabel, reason: "it is a window's root view controller")
        }
        if UnwindSearch.upwardPath(from: source).contains(where: { $0 === presented }) {
            return .cannotPresent(controller: presented.debugLabel, reason: "it is \(source.debugLabel) or presents it")
        }
        if source.viewIfLoaded?.window == nil {
            return .presenterNotInWindow(presenter: source.debugLabel, controller: presented.debugLabel)
        }
        return nil
    }

    /// The presentation controller for this presentation: the transitioning delegate's for
    /// `.custom`, else the controller's own (made on demand).
    private static func presentationController(
        for presented: ViewController, requested: ModalPresentationStyle, top: ViewController, source: ViewController
    ) -> PresentationController {
        let own = presented.ownPresentationController
        guard requested == .custom,
              let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: top, source: source)
        else { return own }
        if custom.delegate == nil { custom.delegate = own.delegate }
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
            record.controller.effectivePresentationStyle = nil
            record.presented.presentationState.controller = nil
        }
        if isShown { Accessibility.screenDidChange(showing: presenter, in: window) }
    }

    /// Whether `controller` may appear when its view comes back: a window root or a
    /// presented controller, or a child whose parent forwards appearance and is shown.
    private static func appearanceHostAllows(_ controller: ViewController) -> Bool {
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

    // MARK: Window support

    /// The presented controllers of `root`'s hierarchy whose views are in `window`.
    static func presentedControllers(of root: ViewController, in window: Window) -> [ViewController] {
        records(above: root).map(\.presented).filter { $0.viewIfLoaded?.window === window }
    }

    /// Ends every presentation in `root`'s hierarchy without bringing covered views back
    /// into the window (the root is leaving it): presented controllers that are shown
    /// disappear, their containers leave, and views covered inside the root's own view tree
    /// are restored after the root's view has gone.
    static func tearDownPresentations(of root: ViewController) -> [PresentationRecord.CoveredView] {
        let records = records(above: root)
        guard !records.isEmpty else { return [] }
        phasesInProgress += 1
        var outgoing: [ViewController] = []
        for record in records.reversed() {
            record.presented.isBeingDismissed = true
            record.controller.dismissalTransitionWillBegin()
            if record.presented.appearanceState.isAppearingOrAppeared,
               record.presented.beginAppearance(false, animated: false, reportingMisuse: false) {
                outgoing.append(record.presented)
            }
        }
        var restore: [PresentationRecord.CoveredView] = []
        for record in records.reversed() {
            record.container.removeFromSuperview()
            if let covered = record.covered, !(covered.superview is Window) { restore.append(covered) }
            record.presented.presentationState.presenting?.presentationState.isCovered = false
            record.presented.presentationState.presenting?.presentationState.performed = nil
            record.presented.presentationState.presenting = nil
            record.controller.containerView = nil
        }
        phasesInProgress -= 1
        for controller in outgoing where controller.appearanceState == .disappearing {
            controller.endAppearance(reportingMisuse: false)
        }
        for record in records.reversed() {
            record.controller.dismissalTransitionDidEnd(true)
            record.presented.isBeingDismissed = false
            record.controller.effectivePresentationStyle = nil
            record.presented.presentationState.controller = nil
        }
        return restore.reversed()
    }
}
