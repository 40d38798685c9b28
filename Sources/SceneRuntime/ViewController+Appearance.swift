import Foundation

extension ViewController {
    /// Starts an appearance transition by hand: calls `viewWillAppear(_:)` (or
    /// `viewWillDisappear(_:)`), loading the view first if needed. Use it from a container
    /// whose `shouldAutomaticallyForwardAppearanceMethods` is `false`.
    ///
    /// A transition that is illegal from the current `appearanceState` — beginning to appear
    /// while appearing or appeared, beginning to disappear while disappearing or disappeared —
    /// is rejected: no callback runs and `RuntimeError.invalidAppearanceTransition` is reported.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, reportingMisuse: true)
    }

    /// Ends the transition started by `beginAppearanceTransition(_:animated:)`: calls
    /// `viewDidAppear(_:)` (or `viewDidDisappear(_:)`). Without a transition under way the
    /// call is rejected and `RuntimeError.invalidAppearanceTransition` is reported.
    public func endAppearanceTransition() {
        endAppearance(reportingMisuse: true)
    }

    /// Moves to `appearing`/`disappearing`, runs the will-callback and forwards the
    /// transition to the children shown inside this controller's view. Illegal transitions
    /// return `false` (and are reported when `reportingMisuse`).
    @discardableResult
    func beginAppearance(_ appearing: Bool, animated: Bool, reportingMisuse: Bool) -> Bool {
        let transition: AppearanceState.Transition = appearing ? .beginAppearing : .beginDisappearing
        guard let next = appearanceState.applying(transition) else {
            if reportingMisuse {
                RuntimeDiagnostics.report(.invalidAppearanceTransition(
                    controller: debugLabel, state: appearanceState, transition: transition))
            }
            return false
        }
        loadViewIfNeeded()
        appearanceState = next
        appearanceTransitionIsAnimated = animated
        appearanceTransitionWillBegin(appearing: appearing)
        if appearing {
            RuntimeEventCenter.record(.viewWillAppear(debugLabel, animated: animated))
            viewWillAppear(animated)
        } else {
            RuntimeEventCenter.record(.viewWillDisappear(debugLabel, animated: animated))
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return true }
        for child in children where child.appearanceState.isAppearingOrAppeared != appearing {
            guard let childView = child.viewIfLoaded, childView.isDescendant(of: view) else { continue }
            child.beginAppearance(appearing, animated: animated, reportingMisuse: false)
        }
        return true
    }

    /// Completes the transition under way: lays the view out when appearing, runs the
    /// did-callback and completes the children's forwarded transitions.
    @discardableResult
    func endAppearance(reportingMisuse: Bool) -> Bool {
        guard let next = appearanceState.applying(.end) else {
            if reportingMisuse {
                RuntimeDiagnostics.report(.invalidAppearanceTransition(
                    controller: debugLabel, state: appearanceState, transition: .end))
            }
            return false
        }
        let appearing = next == .appeared
        let animated = appearanceTransitionIsAnimated
        if appearing { viewIfLoaded?.layoutIfNeeded() }
        appearanceState = next
        StatusBarAppearance.invalidate()  // a transition settled: windows ask their controllers again
        if appearing {
            RuntimeEventCenter.record(.viewDidAppear(debugLabel, animated: animated))
            viewDidAppear(animated)
        } else {
            RuntimeEventCenter.record(.viewDidDisappear(debugLabel, animated: animated))
            viewDidDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return true }
        let pending: AppearanceState = appearing ? .appearing : .disappearing
        for child in children where child.appearanceState == pending {
            child.endAppearance(reportingMisuse: false)
        }
        return true
    }
}
