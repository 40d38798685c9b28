import Foundation

extension ViewController {
    /// Registers the handler of unwind action `name` on this controller, making it a
    /// possible unwind destination (UIKit finds the action method by selector). The handler
    /// runs with the `UnwindSegue` — `source` is where the unwind started, `destination`
    /// this controller — after the source's `prepare(for:sender:)` and before the
    /// transitions. Capture the controller weakly or unowned.
    public func registerUnwindAction(_ name: UnwindActionName, handler: @escaping @MainActor (StoryboardSegue) -> Void) {
        segueState.unwindActions[name] = handler
    }

    /// The unwind actions registered on this controller.
    public var registeredUnwindActions: Set<UnwindActionName> { Set(segueState.unwindActions.keys) }

    /// Unwinds with `action` from this controller: finds the destination, creates the
    /// `UnwindSegue`, calls `prepare(for:sender:)`, the destination's handler, then performs.
    func performUnwind(_ action: UnwindActionName, identifier: String?, animates: Bool, sender: Any?) throws(RuntimeError) {
        let source = StoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let destination = UnwindSearch.destination(for: source) else {
            throw .noUnwindDestination(action: action.rawValue, source: sceneDescription)
        }
        let segue = UnwindSegue(identifier: identifier, source: self, destination: destination, unwindAction: action)
        segue.animates = animates
        prepare(for: segue, sender: sender)
        destination.segueState.unwindActions[action]?(segue)
        RuntimeEventCenter.record(.segue(identifier, source: debugLabel, destination: destination.debugLabel))
        segue.perform()
    }
}

/// The unwind search and the unwind transitions.
///
/// **Search** (as UIKit's reference describes): from the source, walk up — to the parent,
/// or from a presented controller to the controller presenting it. At each controller on
/// the way, search its `allowedChildrenForUnwinding(from:)` (which leaves out
/// `childContaining(_:)`, the child the source came from) depth first — each child's own
/// allowed children before the child itself — then ask the controller itself; the first
/// whose `canPerformUnwindSegueAction(_:from:sender:)` returns `true` is the destination.
/// The source itself is never a candidate.
///
/// **Transitions**: the common ancestor of source and destination, then each controller
/// down to the destination (the destination included) gets `unwind(for:towards:)` with the
/// next controller on that way (the destination gets itself): navigation controllers pop,
/// tab bar controllers select, and every controller dismisses what it presents unless the
/// way leads into it.
@MainActor
enum UnwindSearch {
    /// The next controller up: the parent, else the presenting controller.
    static func up(_ controller: ViewController) -> ViewController? {
        controller.parent ?? controller.presentationState.presenting
    }

    /// `controller` and every controller above it.
    static func upwardPath(from controller: ViewController) -> [ViewController] {
        var path: [ViewController] = []
        var candidate: ViewController? = controller
        while let current = candidate {
            path.append(current)
            candidate = up(current)
        }
        return path
    }

    /// Whether `target` is `container` or lies below it (through children and presentations).
    static func contains(_ container: ViewController, _ target: ViewController) -> Bool {
        var candidate: ViewController? = target
        while let current = candidate {
            if current === container { return true }
            candidate = up(current)
        }
        return false
    }

    static func destination(for source: StoryboardUnwindSegueSource) -> ViewController? {
        var current = source.source
        while let next = up(current) {
            if let found = search(next, for: source) { return found }
            current = next
        }
        return nil
    }

    private static func search(_ controller: ViewController, for source: StoryboardUnwindSegueSource) -> ViewController? {
        for child in controller.allowedChildrenForUnwinding(from: source) where child !== source.source {
            if let found = search(child, for: source) { return found }
        }
        guard controller !== source.source,
              controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) else { return nil }
        return controller
    }

    static func performTransitions(of segue: UnwindSegue) {
        let sourcePath = upwardPath(from: segue.source)
        let destinationPath = upwardPath(from: segue.destination)
        guard let commonIndex = destinationPath.firstIndex(where: { candidate in sourcePath.contains { $0 === candidate } }) else { return }
        let way = Array(destinationPath[...commonIndex].reversed())
        for (index, controller) in way.enumerated() {
            let towards = index + 1 < way.count ? way[index + 1] : segue.destination
            controller.unwind(for: segue, towards: towards)
        }
    }

    static func isAnimated(_ segue: StoryboardSegue) -> Bool {
        (segue as? UnwindSegue)?.animates ?? true
    }

    /// The default `unwind(for:towards:)`: dismisses what `controller` presents unless
    /// `towards` lies inside that presentation.
    static func dismissPresentation(of controller: ViewController, for segue: StoryboardSegue) {
        guard let presented = controller.ownPresentedViewController, !contains(presented, segue.destination) else { return }
        PresentationEngine.dismissPresentation(of: controller, animated: isAnimated(segue))
    }
}
