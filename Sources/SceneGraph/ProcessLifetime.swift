/// Values a one-shot command keeps until the process exits instead of releasing them.
///
/// A `check`, `lint` or `compile` run ends right after it reports; releasing its graph first
/// frees tens of thousands of objects one by one on one core (1–2 ms at the end of a corpus
/// run, a twentieth of it) for memory the system takes back at exit anyway. Off unless a command
/// turns it on, so libraries, tests and the language server release what they load as usual.
public enum ProcessLifetime {
    private static let keeper = ValueKeeper()

    /// Makes ``keep(_:)`` keep values from now on (a command-line run that ends when it has reported).
    public static func keepValuesUntilExit() { keeper.turnOn() }

    /// Whether ``keep(_:)`` keeps values.
    public static var keepsValuesUntilExit: Bool { keeper.isOn }

    /// Keeps `value` alive until the process exits when ``keepValuesUntilExit()`` was called;
    /// otherwise does nothing.
    public static func keep(_ value: some Sendable) { keeper.keep(value) }
}

/// Keeps the values it is given once turned on, and never releases them.
final class ValueKeeper: @unchecked Sendable {  // `on` and `values` are only touched under `lock`
    private let lock = TableLock()
    private var on = false
    private var values: [any Sendable] = []

    /// Keeps values from now on.
    func turnOn() { lock.withLock { on = true } }

    /// Whether values are kept.
    var isOn: Bool { lock.withLock { on } }

    /// How many values are kept.
    var count: Int { lock.withLock { values.count } }

    /// Keeps `value` when on; otherwise does nothing.
    func keep(_ value: some Sendable) {
        lock.withLock {
            if on { values.append(value) }
        }
    }
}
