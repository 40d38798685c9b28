import Foundation

/// What `StateRestoration.restore` did with each archived controller — or why it
/// restored nothing at all.
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// How a controller was found or made, in the order the runtime tries them.
    public enum Source: String, Hashable, Sendable {
        /// Its restoration class's `viewController(withRestorationIdentifierPath:coder:)`.
        case restorationClass
        /// The application delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
        case applicationDelegate
        /// A controller that already existed on the same restoration path.
        case existing
        /// Instantiated again from the storyboard it came from.
        case storyboard
    }

    /// Why an archived controller is not part of the restored interface.
    public enum SkipReason: Hashable, Sendable, CustomStringConvertible {
        /// Its restoration class returned `nil` ("do not recreate").
        case declinedByRestorationClass
        /// The controller containing or presenting it was not restored.
        case ancestorNotRestored
        /// No restoration class, delegate, existing controller or storyboard provided it.
        case notFound
        /// The controller provided is already used for another path.
        case alreadyUsed(RestorationPath)
        /// It could not be put back in its place (e.g. its presentation was refused).
        case notPlaced(String)

        public var description: String {
            switch self {
            case .declinedByRestorationClass: "its restoration class returned nil"
            case .ancestorNotRestored: "the controller containing or presenting it was not restored"
            case .notFound: "nothing provided a controller for it"
            case let .alreadyUsed(path): "the controller provided is already used for \(path)"
            case let .notPlaced(reason): "it could not be put back in place: \(reason)"
            }
        }
    }

    /// What happened to one archived controller.
    public enum Result: Hashable, Sendable {
        /// Found or made, put in place, and its state decoded.
        case restored(Source)
        /// Found or made and put in place, but of another class than the archived one
        /// (`found`), so its state — and its container arrangement — was not decoded.
        case classMismatch(Source, found: String)
        /// Not part of the restored interface.
        case skipped(SkipReason)
    }

    /// One archived controller and what happened to it.
    public struct Entry: Hashable, Sendable {
        public let path: RestorationPath
        /// The archived class name.
        public let type: String
        public let result: Result
    }

    /// Why nothing was restored, when the archive could not be used.
    public internal(set) var error: StateRestorationError?
    /// Whether the application delegate's `shouldRestoreApplicationState` said no.
    public internal(set) var declinedByApplication = false
    /// One entry per archived controller, in archive order (parents first).
    public internal(set) var entries: [Entry] = []
    /// Other things worth knowing: unregistered restoration class names, storyboards that
    /// could not instantiate, archived views not found.
    public internal(set) var notes: [String] = []

    /// Whether anything was restored.
    public var didRestore: Bool {
        entries.contains { if case .restored = $0.result { true } else { false } }
    }

    /// The paths of the controllers whose state was decoded.
    public var restoredPaths: [RestorationPath] {
        entries.compactMap { if case .restored = $0.result { $0.path } else { nil } }
    }

    /// The result for the controller archived at `path`.
    public func result(for path: RestorationPath) -> Result? {
        entries.first { $0.path == path }?.result
    }

    public var description: String {
        if let error { return "Nothing restored. \(error.description)" }
        if declinedByApplication { return "Nothing restored: the application declined to restore its state." }
        var lines = ["Restored \(restoredPaths.count) of \(entries.count) controller(s)"]
        for entry in entries {
            switch entry.result {
            case let .restored(source):
                lines.append("  + \(entry.path) (\(entry.type), \(source.rawValue))")
            case let .classMismatch(source, found):
                lines.append("  ~ \(entry.path) (\(entry.type); found \(found) via \(source.rawValue), state not decoded)")
            case let .skipped(reason):
                lines.append("  - \(entry.path) (\(entry.type)): \(reason)")
            }
        }
        lines += notes.map { "  note: \($0)" }
        return lines.joined(separator: "\n")
    }
}
