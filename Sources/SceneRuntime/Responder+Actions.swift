import Foundation

/// Nil-targeted actions (UIKit's first-responder actions) without selectors: a process-wide
/// registry says which responders perform an `ActionSelector` and how.
///
/// ```swift
/// Responder.registerActionHandler(
///     for: "copyTapped:",
///     canPerform: { $0 is CopyHandling },
///     perform: { responder, sender in (responder as? CopyHandling)?.copyTapped(sender) }
/// )
/// button.addTarget(nil, action: "copyTapped:", for: .touchUpInside)
/// ```
///
/// `Application.sendAction(_:to:from:for:)` with a `nil` target starts at the first
/// responder (else the sender) and asks `target(forAction:withSender:)`, whose default asks
/// `canPerformAction(_:withSender:)` of each responder up the chain — answered from the
/// registry — and performs on the first that accepts.
extension Responder {
    /// Registers how responders perform `selector`: `canPerform` says whether a responder
    /// does (without acting — `canPerformAction(_:withSender:)` and
    /// `target(forAction:withSender:)` ask it), `perform` performs it on one that does.
    /// Registrations are process-wide and kept in order; the first that accepts a responder
    /// performs.
    public static func registerActionHandler(
        for selector: ActionSelector,
        canPerform: @escaping @MainActor (Responder) -> Bool,
        perform: @escaping @MainActor (Responder, Any?) -> Void
    ) {
        ActionRegistry.register(selector, ActionRegistry.Entry(accepts: canPerform) { responder, sender in
            perform(responder, sender)
            return true
        })
    }

    /// Registers a handler that performs `selector` on a responder and returns `true`, or
    /// returns `false` when it does not apply to that responder. A handler cannot be asked
    /// without acting, so `canPerformAction(_:withSender:)` counts it as accepting every
    /// responder; `Application.sendAction(_:to:from:for:)` then tries it responder by
    /// responder up the chain, moving on when it returns `false`. Prefer
    /// `registerActionHandler(for:canPerform:perform:)`, which answers precisely.
    public static func registerActionHandler(
        for selector: ActionSelector,
        handler: @escaping @MainActor (Responder, Any?) -> Bool
    ) {
        ActionRegistry.register(selector, ActionRegistry.Entry(accepts: nil, perform: handler))
    }

    /// Removes every handler registered for `selector`.
    public static func unregisterActionHandlers(for selector: ActionSelector) {
        ActionRegistry.remove(selector)
    }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = FirstResponderTracking.window(of: self) else { return false }
        return window.firstResponder === self
    }
}

/// The registered action handlers and the dispatch of `Application.sendAction`.
@MainActor
enum ActionRegistry {
    struct Entry {
        /// Whether the entry applies to a responder; `nil` for a handler that decides by acting.
        let accepts: (@MainActor (Responder) -> Bool)?
        /// Performs the action; returns whether it did.
        let perform: @MainActor (Responder, Any?) -> Bool
    }

    private static var entries: [ActionSelector: [Entry]] = [:]
    private static var searching: Set<ObjectIdentifier> = []

    static func register(_ selector: ActionSelector, _ entry: Entry) {
        entries[selector, default: []].append(entry)
    }

    static func remove(_ selector: ActionSelector) {
        entries[selector] = nil
    }

    /// Whether an entry for `selector` accepts `responder`.
    static func accepts(_ selector: ActionSelector, _ responder: Responder) -> Bool {
        (entries[selector] ?? []).contains { $0.accepts?(responder) ?? true }
    }

    /// Performs `selector` on `responder` through the first entry that accepts it and
    /// performs; returns whether one did.
    static func perform(_ selector: ActionSelector, on responder: Responder, sender: Any?) -> Bool {
        for entry in entries[selector] ?? [] where entry.accepts?(responder) ?? true {
            if entry.perform(responder, sender) { return true }
        }
        return false
    }

    /// `ask(next)` for `responder`'s next responder, or `nil` at the end of the chain or when
    /// the chain loops back to a responder already being asked.
    static func searchingNext(from responder: Responder, _ ask: (Responder) -> Any?) -> Any? {
        let identifier = ObjectIdentifier(responder)
        guard let next = responder.next, searching.insert(identifier).inserted else { return nil }
        defer { searching.remove(identifier) }
        return ask(next)
    }

    /// `Application.sendAction(_:to:from:for:)`: performs on `target` when there is one;
    /// otherwise from the first responder of the sender's window (else the sender, when it is
    /// a responder) asks `target(forAction:withSender:)` and performs on the answer, moving on
    /// up the chain when the answer does not perform after all.
    static func send(_ selector: ActionSelector, to target: Any?, from sender: Any?, application: Application) -> Bool {
        if let target {
            guard let responder = target as? Responder else { return false }
            return perform(selector, on: responder, sender: sender)
        }
        var seen: Set<ObjectIdentifier> = []
        var candidate = startingResponder(for: sender, in: application)
        while let start = candidate, seen.insert(ObjectIdentifier(start)).inserted {
            guard let found = start.target(forAction: selector, withSender: sender) as? Responder else { return false }
            if perform(selector, on: found, sender: sender) { return true }
            candidate = found.next
        }
        return false
    }

    /// The first responder of the sender's window; without one, the sender when it is a
    /// responder (a bar button item counts as the view showing it, a gesture recognizer as
    /// its view). A sender without a place in a window uses the application's key window.
    static func startingResponder(for sender: Any?, in application: Application) -> Responder? {
        let senderResponder = responder(standingFor: sender)
        let window = senderResponder.flatMap(FirstResponderTracking.window(of:))
            ?? (senderResponder == nil ? application.keyWindow : nil)
        return window?.firstResponder ?? senderResponder
    }

    private static func responder(standingFor sender: Any?) -> Responder? {
        if let responder = sender as? Responder { return responder }
        if let item = sender as? BarButtonItem { return item.hostView }
        if let recognizer = sender as? GestureRecognizer { return recognizer.view }
        return nil
    }
}
