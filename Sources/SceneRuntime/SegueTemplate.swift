import Foundation

/// A segue a controller can perform, as generated code registers it with
/// `registerSegue(_:)`: its identifier, kind, presentation settings and how to make the
/// destination (UIKit keeps the same in the storyboard).
@MainActor
public struct SegueTemplate {
    /// The kinds of segues.
    public enum Kind {
        /// `ShowSegue`.
        case show
        /// `ShowDetailSegue`.
        case showDetail
        /// `PresentationSegue`.
        case present
        /// `PopoverSegue`.
        case popover
        /// A custom segue class, made from the identifier, source and destination.
        case custom(@MainActor (_ identifier: String?, _ source: ViewController, _ destination: ViewController) -> StoryboardSegue)
        /// An `UnwindSegue` to the controller that handles the action.
        case unwind(UnwindActionName)
    }

    /// The identifier, if any.
    public let identifier: String?
    /// The kind.
    public let kind: Kind
    /// Whether the transition is reported as animated.
    public let animates: Bool
    /// Set on the destination before `prepare(for:sender:)` (present and popover segues).
    public let modalPresentationStyle: ModalPresentationStyle?
    /// Set on the destination before `prepare(for:sender:)`.
    public let modalTransitionStyle: ModalTransitionStyle?
    /// A popover's content size, set as the destination's `preferredContentSize`.
    public let preferredContentSize: CGSize?
    /// A popover's permitted arrow directions.
    public let permittedArrowDirections: PopoverArrowDirection
    /// A popover's anchor, evaluated when the segue performs.
    public let anchor: (@MainActor () -> PopoverAnchor?)?
    /// Makes the destination (nil only for unwind segues).
    public let destination: (@MainActor () -> ViewController)?
    /// Values that differ under some size classes; see `varying(_:modalPresentationStyle:modalTransitionStyle:animates:)`.
    public internal(set) var variations: [Variation] = []

    /// Creates a template.
    public init(
        identifier: String?,
        kind: Kind,
        animates: Bool = true,
        modalPresentationStyle: ModalPresentationStyle? = nil,
        modalTransitionStyle: ModalTransitionStyle? = nil,
        preferredContentSize: CGSize? = nil,
        permittedArrowDirections: PopoverArrowDirection = .any,
        anchor: (@MainActor () -> PopoverAnchor?)? = nil,
        destination: (@MainActor () -> ViewController)? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.animates = animates
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.preferredContentSize = preferredContentSize
        self.permittedArrowDirections = permittedArrowDirections
        self.anchor = anchor
        self.destination = destination
    }

    /// The unwind action, for unwind segues.
    var unwindAction: UnwindActionName? {
        if case .unwind(let action) = kind { return action }
        return nil
    }
}
