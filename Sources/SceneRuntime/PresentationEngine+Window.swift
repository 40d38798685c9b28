import Foundation

/// What windows ask of presentations: the presented controllers to show and hide with the
/// window, ending them with the root, and taking part in size and trait transitions.
extension PresentationEngine {
    /// The presented controllers of `root`'s hierarchy whose views are in `window`.
    static func presentedControllers(of root: ViewController, in window: Window) -> [ViewController] {
        records(above: root).map(\.presented).filter { $0.viewIfLoaded?.window === window }
    }

    /// The controllers a size or trait transition of `root`'s window hands its coordinator
    /// to: the root and every presented controller (their children find it through them).
    static func environmentTransitionParticipants(of root: ViewController?) -> [ViewController] {
        guard let root else { return [] }
        return [root] + records(above: root).map(\.presented)
    }

    /// Ends a size or trait transition of `root`'s window once the new size and traits are
    /// in effect: re-adapts every presentation (lowest first), then ends `coordination`.
    static func finishEnvironmentTransition(of root: ViewController?, _ coordination: TransitionCoordination) {
        if let root {
            for record in records(above: root) {
                readapt(record, with: coordination.coordinator)
            }
        }
        coordination.end()
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
            finish(record)
        }
        return restore.reversed()
    }
}
