import Foundation

/// Appearance callbacks driven by root views entering and leaving a visible window — how
/// UIKit gives a child its callbacks when a container simply adds or removes its view
/// (listings 5-1 and 5-2 of the View Controller Programming Guide).
///
/// A controller whose root view enters a visible window appears when it has no parent, or
/// when its parent forwards appearance automatically and is appearing or appeared; it
/// disappears when its root view leaves while it is shown. Controllers already in a
/// transition (containers begin one before moving views) are left alone.
@MainActor
enum ViewControllerAppearance {
    /// Call after `view` was inserted into a superview.
    static func viewDidEnterHierarchy(_ view: View) {
        guard let window = view.window, !window.isHidden else { return }
        var begun: [ViewController] = []
        for controller in controllers(in: view) where controller.appearanceState == .disappeared {
            guard let hostState = hostState(of: controller) else { continue }
            guard controller.beginAppearance(true, animated: false, reportingMisuse: false) else { continue }
            // An appearing parent completes the transition itself when it ends its own.
            if hostState == .appeared { begun.append(controller) }
        }
        for controller in begun {
            controller.endAppearance(reportingMisuse: false)
        }
    }

    /// Call before `view` leaves its superview; returns the controllers to finish afterwards
    /// with `endDisappearances(_:)`.
    static func beginDisappearances(removing view: View) -> [ViewController] {
        guard let window = view.window, !window.isHidden else { return [] }
        var begun: [ViewController] = []
        for controller in controllers(in: view) where controller.appearanceState.isAppearingOrAppeared {
            if let parent = controller.parent, !parent.shouldAutomaticallyForwardAppearanceMethods { continue }
            if controller.beginAppearance(false, animated: false, reportingMisuse: false) {
                begun.append(controller)
            }
        }
        return begun
    }

    /// Completes what `beginDisappearances(removing:)` started.
    static func endDisappearances(_ controllers: [ViewController]) {
        for controller in controllers where controller.appearanceState == .disappearing {
            controller.endAppearance(reportingMisuse: false)
        }
    }

    /// The appearance state that decides whether `controller` appears with its view, or
    /// `nil` when it must not (manual forwarding, a hidden parent, or a window root, which
    /// its window drives).
    private static func hostState(of controller: ViewController) -> AppearanceState? {
        if let parent = controller.parent {
            guard parent.shouldAutomaticallyForwardAppearanceMethods,
                  parent.appearanceState.isAppearingOrAppeared else { return nil }
            return parent.appearanceState
        }
        return controller.rootWindow == nil ? .appeared : nil
    }

    /// The controllers whose root views are in `view`'s subtree, parents before children.
    private static func controllers(in view: View) -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ node: View) {
            if let controller = node.owningViewController { result.append(controller) }
            for subview in node.subviews { visit(subview) }
        }
        visit(view)
        return result
    }
}
