import Foundation

/// Where a view controller is in its appearance cycle.
///
/// The only legal moves are:
///
/// ```
/// disappeared ──begin(appearing)──► appearing ──end──► appeared
///      ▲                              │   ▲                │
///      │                  begin(disappearing) begin(appearing)  begin(disappearing)
///      │                              ▼   │                ▼
///      └──────────────end────────── disappearing ◄──────────┘
/// ```
///
/// so `viewWillAppear`/`viewDidAppear`/`viewWillDisappear`/`viewDidDisappear` can never be
/// doubled or skipped: a second `beginAppearanceTransition(true, …)` while appearing or
/// appeared, or an `endAppearanceTransition()` with no transition under way, is rejected.
/// Reversing a transition in flight (appearing → disappearing, as when an interactive pop is
/// cancelled) is legal.
public enum AppearanceState: String, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Off screen; the resting state.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    /// A request to move between appearance states.
    public enum Transition: String, Equatable, Hashable, Sendable {
        /// `beginAppearanceTransition(true, animated:)`.
        case beginAppearing
        /// `beginAppearanceTransition(false, animated:)`.
        case beginDisappearing
        /// `endAppearanceTransition()`.
        case end
    }

    /// Whether a transition is under way (appearing or disappearing).
    public var isTransitioning: Bool {
        self == .appearing || self == .disappearing
    }

    /// Whether the controller is on screen or on its way there.
    public var isAppearingOrAppeared: Bool {
        self == .appearing || self == .appeared
    }

    /// The state after `transition`, or `nil` if the transition is not legal from here.
    public func applying(_ transition: Transition) -> AppearanceState? {
        switch (self, transition) {
        case (.disappeared, .beginAppearing), (.disappearing, .beginAppearing):
            return .appearing
        case (.appeared, .beginDisappearing), (.appearing, .beginDisappearing):
            return .disappearing
        case (.appearing, .end):
            return .appeared
        case (.disappearing, .end):
            return .disappeared
        default:
            return nil
        }
    }

    public var description: String { rawValue }
}
