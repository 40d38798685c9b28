import Foundation

/// A misuse of the runtime, described as data.
///
/// UIKit-shaped methods keep UIKit's non-throwing signatures; when such a call is invalid
/// (adding a child that already has a parent, pushing a controller twice, an unbalanced
/// appearance transition…) the call changes nothing — a documented no-op — and the error is
/// reported through `RuntimeDiagnostics`: every active `EventRecorder` records it as
/// `RuntimeEvent.misuse`, and `RuntimeDiagnostics.handler` receives it.
/// Controller names are `ViewController.debugLabel` values.
public enum RuntimeError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// An appearance transition that is not legal from the controller's current state.
    case invalidAppearanceTransition(controller: String, state: AppearanceState, transition: AppearanceState.Transition)
    /// A controller cannot be its own child, nor the child of one of its descendants.
    case containmentCycle(child: String, parent: String)
    /// The child already belongs to another parent; remove it from that parent first.
    case childHasAnotherParent(child: String, currentParent: String, newParent: String)
    /// The controller is already a child of this parent.
    case alreadyChild(child: String, parent: String)
    /// The controller is a window's root view controller and cannot also be a child.
    case controllerIsWindowRoot(controller: String)
    /// The controller cannot become a window's root: it has a parent or is another window's root.
    case controllerCannotBeRoot(controller: String)
    /// The controller is already in the navigation stack.
    case alreadyInNavigationStack(controller: String, navigationController: String)
    /// The same controller appears more than once in a list of view controllers.
    case duplicateViewControllers(container: String)
    /// The controller is not in the container where the call expects it.
    case notInContainer(controller: String, container: String)
    /// An index outside `0..<count`.
    case indexOutOfRange(index: Int, count: Int, container: String)
    /// A container received a number of view controllers it cannot show.
    case invalidViewControllerCount(container: String, count: Int, expected: String)
    /// A view cannot be added to itself or to one of its descendants.
    case viewHierarchyCycle(view: String)
    /// `loadView()` returned without setting `view`; an empty view was used.
    case loadViewDidNotSetView(controller: String)

    // MARK: Presentation (reported; the call does nothing)

    /// `present` or `dismiss` was called while a presentation or dismissal was still in its
    /// will-phase (e.g. from `viewWillAppear(_:)` of a controller being presented).
    case presentationInProgress(controller: String)
    /// The controller to present is already presented (by `presenter`).
    case alreadyPresented(controller: String, presenter: String)
    /// The controller that would perform the presentation already presents `presented`.
    case alreadyPresenting(presenter: String, presented: String, requested: String)
    /// The controller cannot be presented: it has a parent, is a window's root, or is the
    /// presenting controller or one of its ancestors.
    case cannotPresent(controller: String, reason: String)
    /// The controller asked to present is not in a window's view hierarchy.
    case presenterNotInWindow(presenter: String, controller: String)
    /// A popover presentation without `sourceView` or `barButtonItem`.
    case popoverWithoutAnchor(controller: String)
    /// `dismiss(animated:completion:)` on a controller that neither presents nor is presented.
    case nothingToDismiss(controller: String)

    // MARK: Segues (thrown by performSegue; reported by triggered segues)

    /// No registered segue has this identifier. `scene` names the source controller.
    case unknownSegue(identifier: String, scene: String, nearMatches: [String])
    /// The segue has no destination to instantiate (only unwind segues have none).
    case segueWithoutDestination(identifier: String?, scene: String)
    /// No controller on the way up from `source` handles the unwind action.
    case noUnwindDestination(action: String, source: String)

    // MARK: State restoration (reported; the call does nothing)

    /// A restoration coder was asked to encode under a key the runtime reserves
    /// (`RestorationCoder.reservedKeyPrefix`); the value was not stored.
    case reservedRestorationKey(key: String, object: String)
    /// A value could not be encoded as JSON (e.g. a non-finite number); it was not stored.
    case unencodableRestorationValue(key: String, object: String, reason: String)
    /// A stored value is not of the requested type; `decode` returned `nil`.
    case restorationValueTypeMismatch(key: String, object: String, requested: String)
    /// Two preserved objects have the same restoration path; the later one (and what it
    /// contains) was left out of the archive.
    case duplicateRestorationPath(path: String, kept: String, dropped: String)

    // MARK: Auto Layout (reported where UIKit raises or logs)

    /// A constraint's items and attributes do not make a constraint (a position equal to a
    /// constant, a size related to a position, attributes of different axes …); it never activates.
    case invalidLayoutConstraint(constraint: String, reason: String)
    /// A constraint was activated whose items have no common ancestor; it stays inactive.
    case constraintItemsWithoutCommonAncestor(constraint: String)
    /// `addConstraint(_:)` on a view whose subtree does not hold the constraint's items.
    case constraintNotInSubtree(constraint: String, view: String)
    /// An active constraint's priority was changed between required and optional; it stays.
    case requiredPriorityChangeOfActiveConstraint(constraint: String)
    /// The active required constraints contradict one another: the engine left `broken` out
    /// (UIKit's "Unable to simultaneously satisfy constraints … Will attempt to recover by
    /// breaking constraint"); `conflicting` are the required constraints it contradicted.
    case unsatisfiableConstraints(broken: String, conflicting: [String])

    public var description: String {
        switch self {
        case let .invalidAppearanceTransition(controller, state, transition):
            return "Unbalanced appearance transition: \(transition.rawValue) on \(controller) while \(state)."
        case let .containmentCycle(child, parent):
            return "Cannot add \(child) as a child of \(parent): that would make a containment cycle."
        case let .childHasAnotherParent(child, currentParent, newParent):
            return "Cannot add \(child) to \(newParent): it is a child of \(currentParent). Remove it from its parent first."
        case let .alreadyChild(child, parent):
            return "\(child) is already a child of \(parent)."
        case let .controllerIsWindowRoot(controller):
            return "\(controller) is a window's root view controller and cannot become a child."
        case let .controllerCannotBeRoot(controller):
            return "\(controller) cannot become a window's root view controller: it has a parent or is another window's root."
        case let .alreadyInNavigationStack(controller, navigationController):
            return "\(controller) is already in the stack of \(navigationController); pushing a controller twice is not supported."
        case let .duplicateViewControllers(container):
            return "The view controllers given to \(container) contain the same controller twice."
        case let .notInContainer(controller, container):
            return "\(controller) is not a child of \(container)."
        case let .indexOutOfRange(index, count, container):
            return "Index \(index) is out of range 0..<\(count) in \(container)."
        case let .invalidViewControllerCount(container, count, expected):
            return "\(container) cannot show \(count) view controllers; expected \(expected)."
        case let .viewHierarchyCycle(view):
            return "Cannot add a \(view) to itself or to one of its descendants."
        case let .loadViewDidNotSetView(controller):
            return "\(controller).loadView() did not set view; an empty View was used."
        case let .presentationInProgress(controller):
            return "Cannot present or dismiss from \(controller) while a presentation or dismissal is in progress."
        case let .alreadyPresented(controller, presenter):
            return "\(controller) is already presented by \(presenter)."
        case let .alreadyPresenting(presenter, presented, requested):
            return "Cannot present \(requested): \(presenter) is already presenting \(presented)."
        case let .cannotPresent(controller, reason):
            return "Cannot present \(controller): \(reason)."
        case let .presenterNotInWindow(presenter, controller):
            return "Cannot present \(controller) from \(presenter): its view is not in a window's hierarchy."
        case let .popoverWithoutAnchor(controller):
            return "The popover presentation of \(controller) has neither a sourceView nor a barButtonItem."
        case let .nothingToDismiss(controller):
            return "\(controller) neither presents nor is presented: nothing to dismiss."
        case let .unknownSegue(identifier, scene, nearMatches):
            let hint = nearMatches.isEmpty ? "" : "; did you mean " + nearMatches.map { "'\($0)'" }.joined(separator: " or ") + "?"
            return "No segue with identifier '\(identifier)' in \(scene)\(hint)"
        case let .segueWithoutDestination(identifier, scene):
            return "The segue \(identifier.map { "'\($0)'" } ?? "without identifier") of \(scene) has no destination."
        case let .noUnwindDestination(action, source):
            return "No view controller above \(source) handles the unwind action '\(action)'."
        case let .reservedRestorationKey(key, object):
            return "The restoration key '\(key)' used by \(object) is reserved by SceneRuntime; the value was not encoded."
        case let .unencodableRestorationValue(key, object, reason):
            return "The value for restoration key '\(key)' of \(object) cannot be encoded: \(reason)."
        case let .restorationValueTypeMismatch(key, object, requested):
            return "The restoration value '\(key)' of \(object) is not a \(requested)."
        case let .duplicateRestorationPath(path, kept, dropped):
            return "Restoration path '\(path)' is used by both \(kept) and \(dropped); \(dropped) was not preserved."
        case let .invalidLayoutConstraint(constraint, reason):
            return "Invalid constraint \(constraint): \(reason). It will never be active."
        case let .constraintItemsWithoutCommonAncestor(constraint):
            return "Unable to activate constraint \(constraint) because its items have no common ancestor. "
                + "Does the constraint reference items in different view hierarchies? That's illegal."
        case let .constraintNotInSubtree(constraint, view):
            return "Cannot add \(constraint) to \(view): its items are not \(view) or its descendants."
        case let .requiredPriorityChangeOfActiveConstraint(constraint):
            return "Cannot change the priority of \(constraint) between required and optional while it is active."
        case let .unsatisfiableConstraints(broken, conflicting):
            return "Unable to simultaneously satisfy constraints: " + (conflicting + [broken]).joined(separator: ", ")
                + ". Will attempt to recover by breaking constraint \(broken)."
        }
    }
}

/// Where runtime misuse is reported.
public enum RuntimeDiagnostics {
    /// Receives every reported misuse after the event recorders have. The default writes
    /// `SceneRuntime: <description>` to standard error, as UIKit logs unbalanced calls;
    /// set it to `nil` to stay silent or to your own closure to fail fast.
    @MainActor public static var handler: (@MainActor (RuntimeError) -> Void)? = { error in
        FileHandle.standardError.write(Data("SceneRuntime: \(error.description)\n".utf8))
    }

    /// Records `error` in the active event recorders and passes it to `handler`.
    @MainActor public static func report(_ error: RuntimeError) {
        RuntimeEventCenter.record(.misuse(error))
        handler?(error)
    }
}
