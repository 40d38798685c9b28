import Foundation

extension SplitViewController {
    /// How the columns of an expanded split view are arranged (UIKit's `UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Hashable, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// The arrangement in effect: the secondary column alone while collapsed, else the
    /// preferred mode — `.automatic` resolving to the primary beside the secondary, the
    /// arrangement this runtime lays out (it has no supplementary column and does not slide
    /// columns over each other; see docs/Runtime.md).
    public var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        return preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }
}
