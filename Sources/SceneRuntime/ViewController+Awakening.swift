import Foundation

/// Storyboard loading's last step (UIKit's `awakeFromNib()`): objects made from a storyboard
/// are created and connected first, then each is sent `awakeFromNib()` — once.
///
/// Generated code calls `awakeFromStoryboard()` at these points (docs/Runtime.md,
/// "Storyboard loading"):
/// - at the end of a scene's factory, after the controller is configured (properties, bar
///   items, segue templates, `loadViewHandler`, children): `controller.awakeFromStoryboard(storyboard)`;
/// - in `loadViewHandler`, after the view tree is built and its outlets and actions are
///   connected, before any `performEmbedSegue` and before returning: `root.awakeFromStoryboard()`,
///   and the same on each view the scene made outside that tree (static cells);
/// - at the end of a prototype cell's factory: `cell.awakeFromStoryboard()`.
///
/// A controller from a storyboard thus goes: `init` → `awakeFromNib()` → (segue
/// `prepare(for:sender:)`) → `loadView()` (its views' `awakeFromNib()`) → `viewDidLoad()`.
/// `Storyboard.instantiateViewController(withIdentifier:)`, `instantiateInitialViewController()`
/// and segues (on their destination, before `prepare(for:sender:)`) call
/// `awakeFromStoryboard(_:)` too; each object is sent `awakeFromNib()` only the first time,
/// so the calls may overlap.
extension ViewController {
    /// Sends `awakeFromNib()` unless it was sent already. `storyboard`, when given, becomes
    /// the controller's `storyboard` first if it has none, so `awakeFromNib()` can read it.
    public func awakeFromStoryboard(_ storyboard: Storyboard? = nil) {
        if self.storyboard == nil, let storyboard { self.storyboard = storyboard }
        guard !hasAwokenFromNib else { return }
        hasAwokenFromNib = true
        awakeFromNib()
    }
}

extension View {
    /// Sends `awakeFromNib()` to this view and to every view of its tree that has not
    /// received it yet: a view before its subviews, subviews back to front.
    public func awakeFromStoryboard() {
        if !hasAwokenFromNib {
            hasAwokenFromNib = true
            awakeFromNib()
        }
        for subview in subviews { subview.awakeFromStoryboard() }
    }
}
