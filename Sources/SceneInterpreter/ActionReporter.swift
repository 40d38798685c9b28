import Foundation
import SceneGraph
import SceneRuntime

/// What the interpreter does with the actions a scene's controls, bar items and gesture
/// recognizers send. The controller's actions are reported, since its code is not at hand;
/// first-responder actions travel up the responder chain (`Application.sendAction`) as
/// generated code's `addTarget(nil, action:for:)` does, and the outcome is reported; actions
/// sent to other objects (storyboard custom objects, which it does not build) are noted.
@MainActor
struct ActionReporter {
    weak var interpreter: SceneInterpreter?
    /// The controller's class (or runtime class), for messages.
    let className: String

    /// What runs when `senderName` sends `action`, or nil (after a note) when the action goes
    /// to an object the interpreter does not build. The handler takes the sender and an
    /// optional detail for the message (a continuous gesture's state).
    func handler(for action: ActionConnection, from senderName: String) -> (@MainActor (AnyObject?, String?) -> Void)? {
        let method = action.method, className = className
        if action.isSentToController {
            return { [weak interpreter] _, detail in
                interpreter?.message("sent \(method)(_:) from \(senderName)\(detail.map { " (\($0))" } ?? "") to \(className) (its code is not at hand)")
            }
        }
        if action.isSentToFirstResponder {
            let selector = ActionSelector(action.selectorText)
            return { [weak interpreter] sender, detail in
                let performed = Self.application(for: sender).sendAction(selector, to: nil, from: sender, for: nil)
                let outcome = performed ? "a registered handler performed it" : "no responder performs it (the code that would is not at hand)"
                interpreter?.message("sent \(selector) from \(senderName)\(detail.map { " (\($0))" } ?? "") up the responder chain: \(outcome)")
            }
        }
        interpreter?.note("action '\(method)' of \(senderName) is sent to '\(action.target ?? "?")', an object the interpreter does not build: it is not interpreted")
        return nil
    }

    /// The handlers of `actions` that can run, with how `show` describes each.
    func handlers(for actions: [ActionConnection], from senderName: String)
        -> [(handler: @MainActor (AnyObject?, String?) -> Void, outcome: String, event: ControlEvent)] {
        actions.compactMap { action in
            handler(for: action, from: senderName).map { ($0, Self.outcome(action), action.event) }
        }
    }

    /// `action save` for the controller's, `action copy: (first responder)` for a nil-targeted one.
    static func outcome(_ action: ActionConnection) -> String {
        action.isSentToFirstResponder ? "action \(action.selectorText) (first responder)" : "action \(action.method)"
    }

    /// The application of the window showing the sender (a view, or a recognizer's view), else the shared one.
    static func application(for sender: AnyObject?) -> Application {
        let view = (sender as? View) ?? (sender as? GestureRecognizer)?.view
        return view?.window?.application ?? .shared
    }
}
