import Foundation

/// Coordinates work with a size or trait transition (UIKit's
/// `UIViewControllerTransitionCoordinator`, which is also its own context).
///
/// Headless, nothing animates. Blocks handed to `animate(alongsideTransition:completion:)`
/// during `viewWillTransition(to:with:)` or `willTransition(to:with:)` run once the new size
/// and traits are in effect — alongside blocks first, then completions — before the call
/// that started the transition returns. Once the transition is over, new blocks run at once.
@MainActor
public final class TransitionCoordinator {
    /// Whether the transition is (nominally) animated.
    public let isAnimated: Bool
    /// The transition's nominal duration.
    public let transitionDuration: TimeInterval
    /// Headless transitions are never interactive.
    public var isInteractive: Bool { false }
    /// Headless transitions are never cancelled.
    public var isCancelled: Bool { false }
    /// The size the container is moving to, if this is a size transition.
    public let targetSize: CGSize?

    private var alongside: [@MainActor (TransitionCoordinator) -> Void] = []
    private var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    /// Whether the transition has finished.
    public private(set) var isCompleted = false

    init(isAnimated: Bool, transitionDuration: TimeInterval = 0, targetSize: CGSize? = nil) {
        self.isAnimated = isAnimated
        self.transitionDuration = transitionDuration
        self.targetSize = targetSize
    }

    /// Schedules `animation` to run alongside the transition and `completion` after it.
    /// Always returns `true`.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if isCompleted {
            animation?(self)
            completion?(self)
            return true
        }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the scheduled blocks: every alongside block (including ones scheduled while they
    /// run), then every completion.
    func complete() {
        while !alongside.isEmpty {
            alongside.removeFirst()(self)
        }
        isCompleted = true
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(self) }
    }
}
