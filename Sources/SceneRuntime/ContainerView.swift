import Foundation

/// The place in a scene's view tree where a child view controller's view is embedded (an
/// embed segue's source). Use `ViewController.embed(_:in:)` to fill it.
@MainActor
open class ContainerView: View {
    /// The controller whose view is embedded here, if any.
    public var embeddedViewController: ViewController? {
        subviews.lazy.compactMap(\.owningViewController).first
    }
}
