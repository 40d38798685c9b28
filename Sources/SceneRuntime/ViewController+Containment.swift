import Foundation

extension ViewController {
    // MARK: Ancestors

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// The nearest ancestor that is a split view controller.
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

    /// The nearest ancestor of type `type`, not counting this controller.
    func nearestAncestor<Ancestor: ViewController>(_ type: Ancestor.Type) -> Ancestor? {
        var candidate = parent
        while let controller = candidate {
            if let match = controller as? Ancestor { return match }
            candidate = controller.parent
        }
        return nil
    }

    /// Whether `controller` is this controller or one of its ancestors.
    func isSelfOrAncestor(_ controller: ViewController) -> Bool {
        var candidate: ViewController? = self
        while let current = candidate {
            if current === controller { return true }
            candidate = current.parent
        }
        return false
    }

    // MARK: Adding and removing children

    /// Makes `childController` a child: calls its `willMove(toParent: self)`, appends it to
    /// `children` and passes it this controller's traits. Then add its view to yours and
    /// call `childController.didMove(toParent: self)` (or use `embed(_:in:)`).
    ///
    /// A child of another container is removed from it first, as UIKit documents: its
    /// `willMove(toParent: nil)`, `removeFromParent()` (so `didMove(toParent: nil)`), then the
    /// sequence above. Its view stays where it is until you add it to yours.
    ///
    /// Rejected — nothing changes and a `RuntimeError` is reported — when the child is this
    /// controller or one of its ancestors, already a child of this controller, a window's
    /// root view controller, or a presented controller.
    public func addChild(_ childController: ViewController) {
        if let current = childController.parent, current !== self, !isSelfOrAncestor(childController) {
            childController.willMove(toParent: nil)
            childController.removeFromParent()
        }
        if let error = validateNewChild(childController) {
            RuntimeDiagnostics.report(error)
            return
        }
        attachChild(childController, at: children.count)
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view first. Without a parent it does nothing.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        parent.didRemoveChild(self)
        didMove(toParent: nil)
    }

    /// Adds `child` and shows its view filling `containerView` (listing 5-1 in one call):
    /// `addChild(_:)`, add the view, `didMove(toParent:)`. `containerView` must be in this
    /// controller's view tree. Does nothing more if `addChild(_:)` rejects the child.
    public func embed(_ child: ViewController, in containerView: View) {
        addChild(child)
        guard child.parent === self else { return }
        child.view.frame = containerView.bounds
        child.view.autoresizingMask = .flexibleSize
        containerView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Removes `child`'s view and the child itself (listing 5-2 in one call):
    /// `willMove(toParent: nil)`, remove the view, `removeFromParent()`. Reports
    /// `RuntimeError.notInContainer` if `child` is not a child of this controller.
    public func removeEmbedded(_ child: ViewController) {
        guard child.parent === self else {
            RuntimeDiagnostics.report(.notInContainer(controller: child.debugLabel, container: debugLabel))
            return
        }
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    /// The reason `child` cannot be added to this controller, if any.
    func validateNewChild(_ child: ViewController) -> RuntimeError? {
        if isSelfOrAncestor(child) {
            return .containmentCycle(child: child.debugLabel, parent: debugLabel)
        }
        if let current = child.parent {
            return current === self
                ? .alreadyChild(child: child.debugLabel, parent: debugLabel)
                : .childHasAnotherParent(child: child.debugLabel, currentParent: current.debugLabel, newParent: debugLabel)
        }
        if child.rootWindow != nil {
            return .controllerIsWindowRoot(controller: child.debugLabel)
        }
        if let presenter = child.presentationState.presenting {
            return .alreadyPresented(controller: child.debugLabel, presenter: presenter.debugLabel)
        }
        return nil
    }

    /// Adds a validated child at `index` (containers keep their order in `children`).
    func attachChild(_ child: ViewController, at index: Int) {
        child.willMove(toParent: self)
        children.insert(child, at: min(max(0, index), children.count))
        child.parent = self
        child.updateTraitCollection(inherited: traitCollection(forChild: child))
    }

    // MARK: Transitions between children

    /// Replaces `fromViewController`'s view with `toViewController`'s in the same superview
    /// (listing 5-3). Both must be children of this controller and `fromViewController`'s
    /// view must be in a superview. When this controller forwards appearance automatically
    /// and is shown, `fromViewController` disappears and `toViewController` appears, in
    /// UIKit's order. `animations` and `completion(true)` run before the call returns.
    ///
    /// Containment is yours, as in UIKit: call `addChild(_:)` and
    /// `willMove(toParent: nil)` before, and `removeFromParent()` / `didMove(toParent:)` in
    /// `completion`. If the preconditions fail, nothing happens, `completion` is not called
    /// and a `RuntimeError` is reported.
    public func transition(
        from fromViewController: ViewController,
        to toViewController: ViewController,
        duration: TimeInterval,
        options: View.AnimationOptions = [],
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        for controller in [fromViewController, toViewController] where controller.parent !== self {
            RuntimeDiagnostics.report(.notInContainer(controller: controller.debugLabel, container: debugLabel))
            return
        }
        guard fromViewController !== toViewController,
              let container = fromViewController.viewIfLoaded?.superview else {
            RuntimeDiagnostics.report(.notInContainer(controller: fromViewController.debugLabel, container: debugLabel))
            return
        }
        let frame = fromViewController.view.frame
        let mask = fromViewController.view.autoresizingMask
        let hostState: AppearanceState = shouldAutomaticallyForwardAppearanceMethods ? appearanceState : .disappeared
        ChildViewSwap.perform(
            hostState: hostState,
            removing: [fromViewController],
            adding: [(toViewController, frame)],
            in: container,
            autoresizingMask: mask,
            animated: duration > 0,
            alongside: animations
        )
        completion?(true)
    }

    /// Swaps the shown children of this container, driving appearance from its own state.
    func swapChildViews(
        removing old: [ViewController],
        adding new: [(ViewController, CGRect)],
        in container: View,
        autoresizingMask: AutoresizingMask = .flexibleSize,
        animated: Bool
    ) {
        ChildViewSwap.perform(
            hostState: appearanceState, removing: old, adding: new,
            in: container, autoresizingMask: autoresizingMask, animated: animated
        )
    }
}

/// Replaces shown controllers' views with others' and sends the appearance callbacks the
/// host's state calls for — the one mechanism behind push, pop, tab switches, page turns,
/// split changes, `transition(from:to:…)` and replacing a window's root.
///
/// Order, as UIKit: outgoing `viewWillDisappear`, incoming `viewWillAppear`, views swapped
/// and laid out, outgoing `viewDidDisappear`, incoming `viewDidAppear`. When the host is
/// still appearing, incoming controllers only begin (the host's end completes them); when
/// it is hidden, no callbacks run.
@MainActor
enum ChildViewSwap {
    static func perform(
        hostState: AppearanceState,
        removing old: [ViewController],
        adding new: [(ViewController, CGRect)],
        in container: View,
        autoresizingMask: AutoresizingMask,
        animated: Bool,
        alongside: (@MainActor () -> Void)? = nil
    ) {
        let incoming = new.map(\.0)
        let outgoing = old.filter { controller in !incoming.contains { $0 === controller } }
        for controller in incoming { controller.loadViewIfNeeded() }

        for controller in outgoing where controller.appearanceState.isAppearingOrAppeared {
            controller.beginAppearance(false, animated: animated, reportingMisuse: false)
        }
        var begun: [ViewController] = []
        if hostState.isAppearingOrAppeared {
            for controller in incoming where !controller.appearanceState.isAppearingOrAppeared {
                if controller.beginAppearance(true, animated: animated, reportingMisuse: false) {
                    begun.append(controller)
                }
            }
        }

        for (controller, frame) in new {
            let view: View = controller.view
            view.frame = frame
            view.autoresizingMask = autoresizingMask
            if view.superview !== container { container.addSubview(view) }
        }
        alongside?()
        for controller in outgoing {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        if hostState.isAppearingOrAppeared { container.layoutIfNeeded() }

        for controller in outgoing where controller.appearanceState == .disappearing {
            controller.endAppearance(reportingMisuse: false)
        }
        if hostState == .appeared {
            for controller in begun where controller.appearanceState == .appearing {
                controller.endAppearance(reportingMisuse: false)
            }
        }
    }
}
