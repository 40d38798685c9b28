import Foundation

/// Records what the runtime does — lifecycle, appearance, containment, trait and misuse
/// events across every hierarchy — as `RuntimeEvent` values, for tests, simulators and tools.
///
/// A recorder listens from creation (or `start()`) until `stop()` or until it is released;
/// several recorders may listen at once. The runtime has no run loop, so the events of one
/// call are all recorded before the call returns.
///
/// ```swift
/// let recorder = EventRecorder(categories: .appearance)
/// navigationController.pushViewController(detail, animated: false)
/// #expect(recorder.events == [.viewWillDisappear("List", animated: false), …])
/// ```
@MainActor
public final class EventRecorder {
    /// The events recorded so far, oldest first.
    public private(set) var events: [RuntimeEvent] = []

    /// Which events this recorder keeps.
    public var categories: RuntimeEvent.Category

    /// Whether the recorder is listening.
    public private(set) var isRecording = false

    /// Creates a recorder that keeps `categories` (by default everything except layout
    /// passes) and, unless `startImmediately` is false, starts listening.
    public init(categories: RuntimeEvent.Category = .standard, startImmediately: Bool = true) {
        self.categories = categories
        if startImmediately { start() }
    }

    /// Starts listening (again).
    public func start() {
        guard !isRecording else { return }
        isRecording = true
        RuntimeEventCenter.add(self)
    }

    /// Stops listening; the events recorded so far stay.
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        RuntimeEventCenter.remove(self)
    }

    /// Forgets the recorded events.
    public func removeAll() {
        events.removeAll()
    }

    /// The recorded events about the controller named `name`.
    public func events(about name: String) -> [RuntimeEvent] {
        events.filter { $0.subject == name }
    }

    /// The recorded events as compact lines (see `RuntimeEvent.description`).
    public var lines: [String] {
        events.map(\.description)
    }

    fileprivate func receive(_ event: RuntimeEvent) {
        if categories.contains(event.category) { events.append(event) }
    }
}

/// Delivers events to the active recorders.
@MainActor
enum RuntimeEventCenter {
    private final class WeakRecorder {
        weak var recorder: EventRecorder?
        init(_ recorder: EventRecorder) { self.recorder = recorder }
    }

    private static var recorders: [WeakRecorder] = []

    static func add(_ recorder: EventRecorder) {
        recorders.removeAll { $0.recorder == nil }
        recorders.append(WeakRecorder(recorder))
    }

    static func remove(_ recorder: EventRecorder) {
        recorders.removeAll { $0.recorder == nil || $0.recorder === recorder }
    }

    /// Records the event; `event` is only evaluated when some recorder is listening.
    static func record(_ event: @autoclosure () -> RuntimeEvent) {
        recorders.removeAll { $0.recorder == nil }
        guard !recorders.isEmpty else { return }
        let value = event()
        for box in recorders {
            box.recorder?.receive(value)
        }
    }
}
