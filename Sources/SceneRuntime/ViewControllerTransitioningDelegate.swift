import Foundation

/// Supplies the presentation controller of a `.custom` presentation (UIKit's
/// `UIViewControllerTransitioningDelegate`; headless, so no animators).
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for `presented`, or `nil` for a plain
    /// `PresentationController`. `source` is the controller `present` was called on.
    func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}
