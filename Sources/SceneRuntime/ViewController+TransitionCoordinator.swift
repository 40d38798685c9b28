import Foundation

extension ViewController {
    /// The coordinator of the transition under way that this controller takes part in — a
    /// push or pop (the navigation controller, the old and the new top), a presentation or
    /// dismissal (the presenting and presented controllers), a size or trait change (every
    /// controller of the window) — else its nearest ancestor's; `nil` when none runs. Headless,
    /// it is set only during the call that performs the transition.
    public var transitionCoordinator: TransitionCoordinator? {
        var candidate: ViewController? = self
        while let controller = candidate {
            if let coordinator = controller.presentationState.transitionCoordinator { return coordinator }
            candidate = controller.parent
        }
        return nil
    }
}

/// One transition under way: hands its coordinator to the controllers taking part and takes
/// it back (restoring an outer transition's) when it ends.
@MainActor
struct TransitionCoordination {
    let coordinator: TransitionCoordinator
    private let participants: [(controller: ViewController, previous: TransitionCoordinator?)]

    /// Starts a transition with `coordinator` for `controllers` (`nil`s and repeats ignored).
    init(_ coordinator: TransitionCoordinator, involving controllers: [ViewController?]) {
        self.coordinator = coordinator
        var participants: [(controller: ViewController, previous: TransitionCoordinator?)] = []
        for case let controller? in controllers where !participants.contains(where: { $0.controller === controller }) {
            participants.append((controller, controller.presentationState.transitionCoordinator))
            controller.presentationState.transitionCoordinator = coordinator
        }
        self.participants = participants
    }

    /// Ends the transition: runs the alongside blocks not run yet, takes the coordinator back
    /// from the controllers, then runs the completion blocks.
    func end() {
        coordinator.runAlongsideAnimations()
        for (controller, previous) in participants.reversed() {
            controller.presentationState.transitionCoordinator = previous
        }
        coordinator.complete()
    }
}
