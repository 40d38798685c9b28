import Foundation

/// What a view keeps for Auto Layout: its engine name, its constraints and guides, its
/// content priorities, its margins and the values last announced to it.
@MainActor
struct ViewLayoutState {
    /// The view's stable name in the layout engine.
    let serial = LayoutSerial.next()
    /// Whether the frame and autoresizing mask place the view (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`).
    var translatesAutoresizingMask = true
    /// The constraints installed on the view.
    var installedConstraints: [LayoutConstraint] = []
    /// The guides the view owns through `addLayoutGuide(_:)` (the safe-area and margins
    /// guides included once made).
    var guides: [LayoutGuide] = []
    /// Whether `updateConstraints()` is due at the next update pass.
    var needsUpdateConstraints = true
    /// Content hugging (horizontal, vertical) and compression resistance priorities.
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    /// The margins set on the view, or `nil` for the default (8 points; a controller's root
    /// view: the system minimum).
    var ownMargins: EdgeInsets?
    /// Whether the superview's margins push this view's margins in.
    var preservesSuperviewLayoutMargins = false
    /// Whether margins are measured from the safe area.
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe-area insets and effective margins last announced (`safeAreaInsetsDidChange()`,
    /// `layoutMarginsDidChange()`).
    var announcedSafeAreaInsets = EdgeInsets.zero
    var announcedLayoutMargins: EdgeInsets?
    /// The layout engine, on the root of a tree that has been laid out with constraints.
    var host: LayoutHost?
}
