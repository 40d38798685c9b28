import Foundation

/// A view that turns user interaction into actions (UIKit's `UIControl`).
///
/// Target-action is closure based — there are no selectors. Attach work for a set of
/// `Control.Event`s with `addAction(_:for:)`, `addAction(for:_:)` or
/// `addTarget(_:for:action:)`; `sendActions(for:)` runs it, as the control does when a
/// user acts. Typed views offer `simulate…` helpers that change the value and send the
/// events a real interaction would.
@MainActor
open class Control: View, ControlActions {
    /// Kinds of control events (UIKit's `UIControl.Event`, with its raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, for per-state titles and images (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private struct Registration {
        let action: Action
        var events: Event
        weak var target: AnyObject?
        let hasTarget: Bool
        var selector: ActionSelector? = nil
    }

    private var registrations: [Registration] = []

    /// Whether the control responds to users; simulated interactions do nothing when false.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (touched).
    open var isHighlighted = false

    /// The control's current state.
    public var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// Adds `action` for `events`. An action with the same identifier is replaced.
    public func addAction(_ action: Action, for events: Event) {
        registrations.removeAll { $0.action.identifier == action.identifier }
        registrations.append(Registration(action: action, events: events, target: nil, hasTarget: false))
    }

    /// Removes `action` from `events` (entirely when no events remain).
    public func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` from `events`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        for index in registrations.indices.reversed() where registrations[index].action.identifier == identifier {
            registrations[index].events.subtract(events)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// Removes the actions added with `target` for `events` (`nil`: every action).
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        removeRegistrations(for: events) { target == nil || ($0.hasTarget && $0.target === target) }
    }

    // MARK: Selector target-action

    /// UIKit's target-action with a selector: when any of `events` is sent, `action` is sent
    /// through `sendAction(_:to:for:)` — to `target` (held weakly; the action is dropped once
    /// it is released), or, with a `nil` target, up the responder chain from the first
    /// responder (a nil-targeted action). What performing `action` means for a responder is
    /// registered with `Responder.registerActionHandler(for:canPerform:perform:)`.
    public func addTarget(_ target: AnyObject?, action: ActionSelector, for events: Event) {
        let hasTarget = target != nil
        let registered = Action { [weak self, weak target] _ in
            guard let self, !(hasTarget && target == nil) else { return }
            self.sendAction(action, to: target, for: nil)
        }
        var registration = Registration(action: registered, events: events, target: target, hasTarget: hasTarget)
        registration.selector = action
        registrations.append(registration)
    }

    /// Removes selector actions added with `target` (`nil`: any target) and `action` (`nil`:
    /// any selector) from `events`.
    public func removeTarget(_ target: AnyObject?, action: ActionSelector?, for events: Event) {
        removeRegistrations(for: events) { registration in
            guard let selector = registration.selector else { return false }
            return (target == nil || registration.target === target) && (action == nil || selector == action)
        }
    }

    /// Sends a selector action (UIKit's `sendAction(_:to:for:)`) through the application of
    /// the control's window (`Application.shared` outside one), with the control as sender.
    open func sendAction(_ action: ActionSelector, to target: Any?, for event: SceneRuntime.Event?) {
        (window?.application ?? .shared).sendAction(action, to: target, from: self, for: event)
    }

    private func removeRegistrations(for events: Event, where matches: (Registration) -> Bool) {
        for index in registrations.indices.reversed() where matches(registrations[index]) {
            registrations[index].events.subtract(events)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// The events that have at least one action.
    public var allControlEvents: Event {
        registrations.reduce([]) { $0.union($1.events) }
    }

    /// The number of actions registered for any of `events`.
    public func actionCount(for events: Event) -> Int {
        registrations.filter { !$0.events.isDisjoint(with: events) }.count
    }

    /// Runs, in the order they were added, the actions registered for any of `events`
    /// (each once). Actions whose target was released are dropped. Works whether or not
    /// the control is enabled, as in UIKit.
    public func sendActions(for events: Event) {
        registrations.removeAll { $0.hasTarget && $0.target == nil }
        let matching = registrations.filter { !$0.events.isDisjoint(with: events) }
        for registration in matching {
            sendAction(registration.action)
        }
    }

    /// Performs `action` with this control as its sender.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Sends `events` one after another, as a user interaction would, if the control is
    /// enabled and reachable (`isReachableByUser`). Returns whether they were sent.
    @discardableResult
    func sendUserEvents(_ events: [Event]) -> Bool {
        guard isEnabled, isReachableByUser else { return false }
        for event in events { sendActions(for: event) }
        return true
    }

    /// Whether a simulated user interaction can reach the control.
    var acceptsUserInteraction: Bool { isEnabled && isReachableByUser }

    fileprivate func register(_ action: Action, for events: Event, target: AnyObject?) {
        registrations.append(Registration(action: action, events: events, target: target, hasTarget: target != nil))
    }
}

/// Typed, closure-based target-action for controls: the handler receives the control as its
/// own type (`Button`, `Switch` …), so no casts are needed.
@MainActor
public protocol ControlActions: AnyObject {}

extension ControlActions where Self: Control {
    /// Runs `handler` with the control when any of `events` is sent. Returns the action so
    /// that it can be removed with `removeAction(_:for:)`.
    ///
    /// ```swift
    /// button.addAction(for: .primaryActionTriggered) { [weak self] button in self?.save(button) }
    /// ```
    @discardableResult
    public func addAction(for events: Control.Event, _ handler: @escaping @MainActor (Self) -> Void) -> Action {
        let action = Action { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
        register(action, for: events, target: nil)
        return action
    }

    /// Runs `handler` when any of `events` is sent.
    @discardableResult
    public func addAction(for events: Control.Event, _ handler: @escaping @MainActor () -> Void) -> Action {
        let action = Action { _ in handler() }
        register(action, for: events, target: nil)
        return action
    }

    /// Target-action without selectors: when any of `events` is sent, `action` runs with
    /// `target` and the control. The target is held weakly — the action stops (and is
    /// dropped) once the target is released — so `action` need not capture it.
    ///
    /// ```swift
    /// button.addTarget(self, for: .touchUpInside) { controller, button in controller.addRecipe(button) }
    /// ```
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target,
        for events: Control.Event,
        action: @escaping @MainActor (Target, Self) -> Void
    ) -> Action {
        let registered = Action { [weak self, weak target] _ in
            guard let self, let target else { return }
            action(target, self)
        }
        register(registered, for: events, target: target)
        return registered
    }
}
