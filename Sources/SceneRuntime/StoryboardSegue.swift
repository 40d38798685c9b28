import Foundation

/// A transition from one controller to another (UIKit's `UIStoryboardSegue`).
///
/// The runtime creates a segue when one is performed — after instantiating the destination
/// and before `prepare(for:sender:)` — then calls `perform()`. Subclass it for custom segues
/// and override `perform()`; the built-in kinds are `ShowSegue`, `ShowDetailSegue`,
/// `PresentationSegue`, `PopoverSegue`, `EmbedSegue` and `UnwindSegue`.
@MainActor
open class StoryboardSegue {
    /// The identifier, if the segue has one.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue leads to.
    public let destination: ViewController

    private let performHandler: (@MainActor () -> Void)?

    /// Creates a segue; `perform()` does nothing unless a subclass overrides it.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public init(identifier: String?, source: ViewController, destination: ViewController,
                performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// The destination as `type`, or nil when it is another class. Generated segue enums use it for
    /// their typed destinations (it is generic, so a cast that cannot fail does not warn); UIKit has
    /// no such method.
    public func destination<Destination>(as type: Destination.Type) -> Destination? {
        destination as? Destination
    }

    /// Performs the transition. The default runs the perform handler, if any.
    open func perform() {
        performHandler?()
    }
}
