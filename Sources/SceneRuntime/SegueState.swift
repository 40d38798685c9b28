import Foundation

/// The segues a controller can perform and the unwind actions it handles.
struct SegueState {
    /// Registered templates, in registration order (one per identifier).
    var templates: [SegueTemplate] = []
    /// Unwind action handlers by name.
    var unwindActions: [UnwindActionName: @MainActor (StoryboardSegue) -> Void] = [:]
}
