import Foundation

extension LayoutConstraint {
    /// Activates each constraint, installing it on the closest common ancestor of its items
    /// (UIKit's `activate(_:)`). A constraint whose items are in different trees — or whose
    /// item is gone, or a guide no view owns — is reported
    /// (`RuntimeError.constraintItemsWithoutCommonAncestor`) and stays inactive.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.installedView == nil && constraint.isValid {
            guard let ancestor = constraint.commonAncestor else {
                RuntimeDiagnostics.report(.constraintItemsWithoutCommonAncestor(constraint: constraint.description))
                continue
            }
            ancestor.install(constraint)
        }
    }

    /// Deactivates each constraint (UIKit's `deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            constraint.installedView?.uninstall(constraint)
        }
    }

    /// The closest view both items' views descend from (a guide counts as its owning view).
    var commonAncestor: View? {
        guard let firstView = first.item?.layoutView else { return nil }
        guard let second else { return firstView }
        guard let secondView = second.item?.layoutView else { return nil }
        var candidate: View? = firstView
        while let view = candidate {
            if secondView.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// The items that are still alive.
    var liveItems: [ConstraintItem] {
        [first.item, second?.item].compactMap { $0 }
    }

    /// Whether an item of the constraint lives in `view`'s subtree.
    func refersToSubtree(of view: View) -> Bool {
        liveItems.contains { $0.layoutView?.isDescendant(of: view) == true }
    }
}

extension View {
    /// The constraints installed on this view (UIKit's `constraints`): those activated with
    /// this view as their items' closest common ancestor, and those added here.
    public var constraints: [LayoutConstraint] { layoutState.installedConstraints }

    /// Installs `constraint` on this view (UIKit's `addConstraint(_:)`); prefer
    /// `isActive`/`LayoutConstraint.activate(_:)`, which find the view. Its items must be this
    /// view, its descendants or guides they own — otherwise it is reported
    /// (`RuntimeError.constraintNotInSubtree`) and not installed. A constraint active elsewhere moves here.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.isValid else { return }
        let items = constraint.liveItems
        guard items.count == (constraint.secondItem == nil ? 1 : 2),
              items.allSatisfy({ $0.layoutView?.isDescendant(of: self) == true }) else {
            RuntimeDiagnostics.report(.constraintNotInSubtree(constraint: constraint.description, view: layoutDebugName))
            return
        }
        guard constraint.installedView !== self else { return }
        constraint.installedView?.uninstall(constraint)
        install(constraint)
    }

    /// Installs each of `constraints`; see `addConstraint(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` if it is installed on this view (it becomes inactive).
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedView === self else { return }
        uninstall(constraint)
    }

    /// Removes each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: LayoutConstraint) {
        layoutState.installedConstraints.append(constraint)
        constraint.installedView = self
        LayoutInvalidation.invalidateStructure()
    }

    func uninstall(_ constraint: LayoutConstraint) {
        layoutState.installedConstraints.removeAll { $0 === constraint }
        if constraint.installedView === self { constraint.installedView = nil }
        LayoutInvalidation.invalidateStructure()
    }

    /// Deactivates the constraints installed above this view that refer to it or to its
    /// subtree, as UIKit does when the view leaves its superview.
    func deactivateConstraintsReachingIntoSubtree() {
        var ancestor = superview
        while let view = ancestor {
            for constraint in view.layoutState.installedConstraints where constraint.refersToSubtree(of: self) {
                view.uninstall(constraint)
            }
            ancestor = view.superview
        }
    }
}
