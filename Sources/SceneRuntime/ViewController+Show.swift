import Foundation

extension ViewController {
    /// The actions `targetViewController(forAction:sender:)` resolves (UIKit passes the
    /// selectors of `show(_:sender:)` and `showDetailViewController(_:sender:)`).
    public enum ShowAction: Hashable, Sendable {
        /// `show(_:sender:)`.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
    }
}

/// The default routing of `show(_:sender:)` and `showDetailViewController(_:sender:)`.
///
/// `show`: the target for `.show` — the nearest controller from the caller up that handles
/// it (a navigation controller pushes; a split view controller replaces its primary) —
/// else the caller presents `vc`. `showDetail`: the target for `.showDetail` (a split view
/// controller: the secondary column, or the primary's `show` when collapsed), else as
/// `show` would without a target: presented. The walk up stops at a presented controller,
/// so a controller shown modally presents rather than pushing onto the stack behind it.
@MainActor
enum ShowRouting {
    /// False while a segue that does not animate performs `show`/`showDetail`.
    private(set) static var animates = true

    /// Runs `body` with the `animated` flag of the show transitions it starts set to `animated`.
    static func withAnimation(_ animated: Bool, _ body: () -> Void) {
        let previous = animates
        animates = animated
        defer { animates = previous }
        body()
    }

    static func show(_ vc: ViewController, from source: ViewController, sender: Any?) {
        if let target = source.targetViewController(forAction: .show, sender: sender), target !== source {
            target.show(vc, sender: sender)
        } else {
            source.present(vc, animated: animates)
        }
    }

    static func showDetail(_ vc: ViewController, from source: ViewController, sender: Any?) {
        if let target = source.targetViewController(forAction: .showDetail, sender: sender), target !== source {
            target.showDetailViewController(vc, sender: sender)
        } else {
            source.present(vc, animated: animates)
        }
    }
}
