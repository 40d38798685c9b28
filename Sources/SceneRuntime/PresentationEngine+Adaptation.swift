import Foundation

/// Adaptive presentation: the style a presentation takes in its environment, the controller
/// shown in an adapted style, and re-adapting a presentation when the window's traits change.
///
/// **The style.** The presentation controller's `delegate` decides
/// (`adaptivePresentationStyle(for:traitCollection:)`, by default the older
/// `adaptivePresentationStyle(for:)` in a horizontally compact environment), else the
/// controller's own `adaptivePresentationStyle(for:)`. `.none`, or the requested style
/// itself, keeps the requested style; `.automatic` means `.pageSheet`.
///
/// **The replacement.** When the style adapts, the delegate's
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` may return a
/// controller to show instead — typically a `NavigationController` whose root is the
/// presented controller. The record then shows the replacement: it is the presenting
/// controller's `presentedViewController`, gets the appearance callbacks and the traits, and
/// the presented controller lives inside it. A replacement that is presented, a child (other
/// than of nothing), a window's root or the presenting side itself is refused
/// (`RuntimeError.cannotPresent`) and the presented controller is shown.
///
/// **Re-adapting** (`Window.transition(to:traitCollection:)`, once the new traits are in
/// effect): the style is asked for again against the presenting controller's traits. When it
/// changes, the presented controller is taken out of the replacement it was shown in (if
/// any), the delegate is asked for a replacement (adapted styles) and told
/// (`willPresentWithAdaptiveStyle`, with the window's coordinator), then — will-callbacks,
/// views, did-callbacks — the controller shown before disappears (unless it is the presented
/// controller and stays on screen inside the new one), the one shown now appears (the
/// presented controller, still on screen, gets no callbacks), the presenting view is removed
/// or put back as the new style requires (its controller disappears or reappears), and the
/// shown view takes the new frame. The presenting controller and the container stay.
extension PresentationEngine {
    /// The style `controller` adapts to in `traits`; `.none` when it keeps the requested style.
    static func adaptiveStyle(of controller: PresentationController, in traits: TraitCollection) -> ModalPresentationStyle {
        var style = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits)
            ?? controller.adaptivePresentationStyle(for: traits)
        if style == .automatic { style = .pageSheet }
        return style == controller.presentationStyle ? .none : style
    }

    /// The controller the delegate supplies to show instead of the presented one in `style`,
    /// if it supplies an acceptable one.
    static func replacement(for controller: PresentationController, style: ModalPresentationStyle, source: ViewController) -> ViewController? {
        let presented = controller.presentedViewController
        guard let replacement = controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: style),
              replacement !== presented else { return nil }
        if let presenter = replacement.presentationState.presenting {
            RuntimeDiagnostics.report(.alreadyPresented(controller: replacement.debugLabel, presenter: presenter.debugLabel))
            return nil
        }
        if let error = cannotShow(replacement, from: source) {
            RuntimeDiagnostics.report(error)
            return nil
        }
        return replacement
    }

    /// Re-adapts `record` to its presenting controller's traits; see the type's description.
    static func readapt(_ record: PresentationRecord, with coordinator: TransitionCoordinator) {
        let controller = record.controller
        guard let context = controller.presentingViewController, context.presentationState.performed === record else { return }
        let adaptive = adaptiveStyle(of: controller, in: context.traitCollection)
        let style = adaptive == .none ? controller.presentationStyle : adaptive
        guard style != record.style else { return }
        let presented = controller.presentedViewController
        let before = record.presented
        if before !== presented, presented.parent != nil, presented.isSelfOrAncestor(before) {
            presented.willMove(toParent: nil)
            presented.removeFromParent()
        }
        // While the delegate decides, the presented controller is free to be wrapped.
        presented.presentationState.presenting = nil
        before.presentationState.presenting = nil
        let shown = adaptive == .none ? presented : replacement(for: controller, style: adaptive, source: context) ?? presented
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adaptive, transitionCoordinator: coordinator)

        // Bookkeeping.
        record.style = style
        record.presented = shown
        controller.effectivePresentationStyle = style
        if before !== shown, before !== presented { before.presentationState.controller = nil }
        shown.presentationState.presenting = context
        shown.presentationState.controller = controller
        shown.updateTraitCollection(inherited: context.traitCollection(forChild: shown))

        // The transition: will-callbacks, views, did-callbacks.
        let isShown = record.container.window.map { !$0.isHidden } ?? false
        let removesPresenter = controller.shouldRemovePresentersView
        let animated = coordinator.isAnimated
        phasesInProgress += 1
        var outgoing: [ViewController] = []
        var incoming: [ViewController] = []
        // The presented controller stays on screen when it is shown before and after (itself
        // or inside a replacement): its view moves without appearance callbacks of its own.
        let staysOnScreen = presented.appearanceState == .appeared && presented.isSelfOrAncestor(shown)
        if staysOnScreen { keepingOnScreen(presented) { shown.loadViewIfNeeded() } }
        if before !== shown, before !== presented || !staysOnScreen, before.appearanceState.isAppearingOrAppeared,
           before.beginAppearance(false, animated: animated, reportingMisuse: false) {
            outgoing.append(before)
        }
        if removesPresenter, record.covered == nil, context.appearanceState.isAppearingOrAppeared,
           context.beginAppearance(false, animated: animated, reportingMisuse: false) {
            outgoing.append(context)
        }
        if !removesPresenter, record.covered != nil, isShown, context.appearanceState == .disappeared, appearanceHostAllows(context),
           context.beginAppearance(true, animated: animated, reportingMisuse: false) {
            incoming.append(context)
        }
        if before !== shown, isShown, shown.beginAppearance(true, animated: animated, reportingMisuse: false) {
            incoming.append(shown)
        }
        keepingOnScreen(staysOnScreen ? presented : nil) {
            place(shown, in: controller)
            if before !== shown, before.viewIfLoaded?.superview === record.container { before.viewIfLoaded?.removeFromSuperview() }
        }
        updateCoveredView(of: record, context: context, removing: removesPresenter)
        (controller as? PopoverPresentationController)?.chooseArrowDirection()
        record.container.setNeedsLayout()
        if isShown { record.container.superview?.layoutIfNeeded() }
        phasesInProgress -= 1
        for controller in outgoing where controller.appearanceState == .disappearing {
            controller.endAppearance(reportingMisuse: false)
        }
        for controller in incoming where controller.appearanceState == .appearing {
            controller.endAppearance(reportingMisuse: false)
        }
    }

    /// Runs `body` with `controller` (when given and appeared) marked as in a transition, so
    /// that its root view moves between containers without the view-driven appearance
    /// callbacks (`ViewControllerAppearance` leaves controllers in a transition alone).
    private static func keepingOnScreen(_ controller: ViewController?, _ body: () -> Void) {
        guard let controller, controller.appearanceState == .appeared else { return body() }
        controller.appearanceState = .disappearing
        body()
        controller.appearanceState = .appeared
    }

    /// Removes the presenting view for a style that covers it, or puts it back for one that
    /// does not.
    private static func updateCoveredView(of record: PresentationRecord, context: ViewController, removing: Bool) {
        if removing, record.covered == nil, let contextView = context.viewIfLoaded, let host = contextView.superview,
           let index = host.subviews.firstIndex(where: { $0 === contextView }) {
            record.covered = PresentationRecord.CoveredView(view: contextView, superview: host, index: index)
            contextView.removeFromSuperview()
            context.presentationState.isCovered = true
        } else if !removing, let covered = record.covered {
            covered.superview.insertSubview(covered.view, at: min(covered.index, covered.superview.subviews.count))
            record.covered = nil
            context.presentationState.isCovered = false
        }
    }
}
