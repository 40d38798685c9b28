import Foundation

/// What an unwind search is looking for (UIKit's `UIStoryboardUnwindSegueSource`): passed
/// to `allowedChildrenForUnwinding(from:)` and `childContaining(_:)`.
@MainActor
public final class StoryboardUnwindSegueSource {
    /// The controller the unwind segue starts from.
    public let source: ViewController
    /// The unwind action a destination must handle.
    public let unwindAction: UnwindActionName
    /// The object that triggered the unwind (a control, bar button item, cell…), if any.
    public let sender: Any?

    /// Creates a source description.
    public init(source: ViewController, unwindAction: UnwindActionName, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
