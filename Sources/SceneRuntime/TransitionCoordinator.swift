import Foundation

/// Coordinates work with a transition (UIKit's `UIViewControllerTransitionCoordinator`, which
/// is also its own context): a push or pop, a presentation or dismissal, a size or trait
/// change. While one runs, the controllers taking part return it from `transitionCoordinator`.
///
/// Headless, nothing animates. Blocks handed to `animate(alongsideTransition:completion:)`
/// run before the call that started the transition returns: alongside blocks once the views
/// are in place (for a size or trait change: once the new size and traits are in effect),
/// completions after the transition. A block added after its phase runs at once.
@MainActor
public final class TransitionCoordinator {
    /// Whether the transition is (nominally) animated.
    public let isAnimated: Bool
    /// The transition's nominal duration.
    public let transitionDuration: TimeInterval
    /// Headless transitions are never interactive.
    public var isInteractive: Bool { false }
    /// Headless transitions never start interactive.
    public var initiallyInteractive: Bool { false }
    /// Headless transitions are never cancelled.
    public var isCancelled: Bool { false }
    /// The size the container is moving to, if this is a size transition.
    public let targetSize: CGSize?
    /// The style of the presentation or dismissal under way; `.none` for other transitions.
    public let presentationStyle: ModalPresentationStyle

    private weak var fromViewController: ViewController?
    private weak var toViewController: ViewController?
    private var alongside: [@MainActor (TransitionCoordinator) -> Void] = []
    private var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    private var hasRunAlongside = false
    /// Whether the transition has finished.
    public private(set) var isCompleted = false

    init(
        isAnimated: Bool,
        transitionDuration: TimeInterval = 0,
        targetSize: CGSize? = nil,
        presentationStyle: ModalPresentationStyle = .none,
        from fromViewController: ViewController? = nil,
        to toViewController: ViewController? = nil
    ) {
        self.isAnimated = isAnimated
        self.transitionDuration = transitionDuration
        self.targetSize = targetSize
        self.presentationStyle = presentationStyle
        self.fromViewController = fromViewController
        self.toViewController = toViewController
    }

    /// The controller the transition leaves (`.from`) or shows (`.to`): the old and new top
    /// of a navigation stack, the presenting and presented controller (the other way round
    /// for a dismissal); `nil` for size and trait transitions.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    /// Schedules `animation` to run alongside the transition and `completion` after it.
    /// Always returns `true`.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if hasRunAlongside { animation?(self) } else if let animation { alongside.append(animation) }
        if isCompleted { completion?(self) } else if let completion { completions.append(completion) }
        return true
    }

    /// Registers `handler` for changes between interactive and non-interactive. Headless
    /// transitions are never interactive, so it is never called.
    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (TransitionCoordinator) -> Void) {}

    /// Runs the alongside blocks (including ones scheduled while they run); later ones run at once.
    func runAlongsideAnimations() {
        while !alongside.isEmpty {
            alongside.removeFirst()(self)
        }
        hasRunAlongside = true
    }

    /// Runs the alongside blocks not run yet, then every completion.
    func complete() {
        runAlongsideAnimations()
        isCompleted = true
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(self) }
    }
}

/// Names the controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
public enum TransitionContextViewControllerKey: Hashable, Sendable {
    /// The controller visible at the start of the transition.
    case from
    /// The controller visible at the end of the transition.
    case to
}
