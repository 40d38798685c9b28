import Foundation

/// What a popover segue points at: a view (its bounds are the source rectangle) or a bar
/// button item.
@MainActor
public enum PopoverAnchor {
    case view(View)
    case barButtonItem(BarButtonItem)
}
