import Foundation

/// Adjusts how a split view controller collapses and expands (UIKit's
/// `UISplitViewControllerDelegate`). Every method has a default that defers to UIKit's
/// default behaviour.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Return `true` if you handled the collapse yourself: the split view then discards
    /// `secondaryViewController`. Return `false` (the default) to let the primary controller's
    /// `collapseSecondaryViewController(_:for:)` fold it in.
    func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool

    /// Return the controller to show as the secondary column when expanding, or `nil` (the
    /// default) to let the primary controller's `separateSecondaryViewController(for:)` decide.
    func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController?

    /// Return `true` if you showed `vc` yourself for `show(_:sender:)`. Default `false`.
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool

    /// Return `true` if you showed `vc` yourself for `showDetailViewController(_:sender:)`.
    /// Default `false`.
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
}

extension SplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }

    public func splitViewController(
        _ splitViewController: SplitViewController,
        separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }

    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }

    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
}

/// Shows a primary and a secondary controller side by side, and collapses into the primary
/// alone in a horizontally compact environment (UIKit's classic `UISplitViewController`).
///
/// When the horizontal size class becomes `.compact`, the split view collapses: the
/// delegate's `splitViewController(_:collapseSecondary:onto:)` may handle it; otherwise the
/// secondary is removed from the split view and handed to the primary's
/// `collapseSecondaryViewController(_:for:)` — a `NavigationController` pushes it, any
/// other controller discards it. When the size class becomes `.regular`, it expands: the
/// delegate's `splitViewController(_:separateSecondaryFrom:)`, else the primary's
/// `separateSecondaryViewController(for:)` (a navigation controller pops its top) supplies
/// the secondary controller again. A moved controller disappears from its old place and
/// appears in its new one.
@MainActor
open class SplitViewController: ViewController {
    /// The columns.
    public enum Column: Int, Hashable, Sendable { case primary, secondary }

    private var primary: ViewController?
    private var secondary: ViewController?

    /// Adjusts collapsing and expanding (weak).
    public weak var delegate: SplitViewControllerDelegate?

    /// Whether only the primary column is shown.
    public private(set) var isCollapsed = false
    /// The display mode asked for; see `SplitViewController+DisplayMode.swift`.
    public var preferredDisplayMode: DisplayMode = .automatic

    /// The width of the primary column while expanded.
    public var primaryColumnWidth: CGFloat = 320 {
        didSet { if isViewLoaded { layoutColumns() } }
    }

    /// The controllers shown: `[primary]` or `[primary, secondary]`. Setting it is
    /// `setViewControllers(_:)`.
    public var viewControllers: [ViewController] {
        get { [primary, secondary].compactMap { $0 } }
        set { setViewControllers(newValue) }
    }

    /// The controller of `column`.
    public func viewController(for column: Column) -> ViewController? {
        column == .primary ? primary : secondary
    }

    /// Replaces the controller of `column` (see `setViewControllers(_:)`).
    public func setViewController(_ viewController: ViewController?, for column: Column) {
        var controllers = [primary, secondary]
        controllers[column.rawValue] = viewController
        if controllers[0] == nil, let onlySecondary = controllers[1] {
            RuntimeDiagnostics.report(.invalidViewControllerCount(container: debugLabel, count: 1, expected: "a primary before a secondary (\(onlySecondary.debugLabel))"))
            return
        }
        setViewControllers(controllers.compactMap { $0 })
    }

    /// Replaces the columns with one or two controllers (primary, then secondary). In a
    /// compact environment the new secondary is collapsed straight away. Rejected (nothing
    /// changes, a `RuntimeError` is reported) for more than two controllers, a repeated
    /// controller, or one that cannot become a child.
    open func setViewControllers(_ viewControllers: [ViewController]) {
        guard viewControllers.count <= 2 else {
            RuntimeDiagnostics.report(.invalidViewControllerCount(container: debugLabel, count: viewControllers.count, expected: "1 or 2"))
            return
        }
        if viewControllers.count == 2, viewControllers[0] === viewControllers[1] {
            RuntimeDiagnostics.report(.duplicateViewControllers(container: debugLabel))
            return
        }
        for controller in viewControllers where controller.parent !== self {
            if let error = validateNewChild(controller) {
                RuntimeDiagnostics.report(error)
                return
            }
        }
        let oldControllers = children
        let removed = oldControllers.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !oldControllers.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { attachChild(controller, at: children.count) }
        primary = viewControllers.first
        secondary = viewControllers.count > 1 ? viewControllers[1] : nil
        isCollapsed = false
        if isViewLoaded {
            swapChildViews(removing: removed, adding: shownColumns(), in: view, autoresizingMask: [], animated: false)
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        if traitCollection.horizontalSizeClass == .compact { collapse() }
    }

    // MARK: Showing

    /// A split view controller handles both `show(_:sender:)` and `showDetailViewController(_:sender:)`.
    open override func canPerform(_ action: ShowAction, withSender sender: Any?) -> Bool { true }

    /// Unless the delegate handles it, replaces the primary controller with `vc`.
    open override func show(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        setViewController(vc, for: .primary)
    }

    /// Unless the delegate handles it: expanded, replaces the secondary controller with
    /// `vc`; collapsed, the primary shows it — a navigation controller pushes it — or,
    /// when the primary cannot show, this controller presents it.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        guard vc !== secondary else { return }
        if isCollapsed {
            if let primary, primary.canPerform(.show, withSender: sender) {
                primary.show(vc, sender: sender)
            } else {
                present(vc, animated: ShowRouting.animates)
            }
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    // MARK: Collapsing and expanding

    override func traitCollectionDidUpdate(from previous: TraitCollection) {
        switch traitCollection.horizontalSizeClass {
        case .compact where !isCollapsed: collapse()
        case .regular where isCollapsed: expand()
        default: break
        }
    }

    private func collapse() {
        guard !isCollapsed else { return }
        if let primary, let secondary {
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            secondary.willMove(toParent: nil)
            if isViewLoaded {
                swapChildViews(removing: [secondary], adding: [], in: view, autoresizingMask: [], animated: false)
            }
            self.secondary = nil
            secondary.removeFromParent()
            if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        }
        isCollapsed = true
        if isViewLoaded { layoutColumns() }
        RuntimeEventCenter.record(.splitViewDidCollapse(debugLabel))
        postShowDetailTargetDidChange()
    }

    private func expand() {
        guard isCollapsed else { return }
        isCollapsed = false
        if let primary {
            let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? primary.separateSecondaryViewController(for: self)
            if let separated {
                if let error = validateNewChild(separated) {
                    RuntimeDiagnostics.report(error)
                } else {
                    attachChild(separated, at: children.count)
                    secondary = separated
                    if isViewLoaded {
                        swapChildViews(removing: [], adding: [(separated, columnFrame(.secondary))], in: view, autoresizingMask: [], animated: false)
                    }
                    separated.didMove(toParent: self)
                }
            }
        }
        if isViewLoaded { layoutColumns() }
        RuntimeEventCenter.record(.splitViewDidExpand(debugLabel))
        postShowDetailTargetDidChange()
    }

    // MARK: Layout

    private func columnFrame(_ column: Column) -> CGRect {
        let bounds = view.bounds
        if isCollapsed || secondary == nil { return column == .primary ? bounds : .zero }
        let width = min(primaryColumnWidth, bounds.width)
        return column == .primary
            ? CGRect(x: 0, y: 0, width: width, height: bounds.height)
            : CGRect(x: width, y: 0, width: max(0, bounds.width - width), height: bounds.height)
    }

    private func shownColumns() -> [(ViewController, CGRect)] {
        var shown: [(ViewController, CGRect)] = []
        if let primary { shown.append((primary, columnFrame(.primary))) }
        if let secondary, !isCollapsed { shown.append((secondary, columnFrame(.secondary))) }
        return shown
    }

    private func layoutColumns() {
        for (controller, frame) in shownColumns() {
            controller.viewIfLoaded?.frame = frame
        }
    }

    override func layoutContainerSubviews() {
        layoutColumns()
    }

    override func viewDidLoadInternally() {
        swapChildViews(removing: [], adding: shownColumns(), in: view, autoresizingMask: [], animated: false)
    }

    override func didRemoveChild(_ child: ViewController) {
        if child === primary {
            primary = secondary
            secondary = nil
        } else if child === secondary {
            secondary = nil
        }
    }

    // MARK: Description

    override func descriptionRole(forChild child: ViewController) -> String? {
        if child === primary { return "primary" }
        if child === secondary { return "secondary" }
        return nil
    }
}
