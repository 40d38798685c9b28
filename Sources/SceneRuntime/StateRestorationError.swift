import Foundation

/// Why state was not preserved, or why an archive restored nothing.
public enum StateRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The application delegate's `shouldSaveApplicationState` returned `false`.
    case preservationDeclined
    /// The archive file could not be read (missing, unreadable).
    case unreadable(String)
    /// The archive is empty.
    case empty
    /// The archive ends before its JSON does (a write that was cut short).
    case truncated(String)
    /// The archive is not valid JSON, or its JSON does not describe a consistent hierarchy.
    case corrupt(String)
    /// The JSON is not a SceneRuntime restoration archive (another format, or none).
    case foreign(String)
    /// The archive was written by a newer SceneRuntime.
    case unsupportedVersion(found: Int, supported: Int)

    public var description: String {
        switch self {
        case .preservationDeclined:
            return "The application declined to save its state."
        case let .unreadable(reason):
            return "The restoration archive cannot be read: \(reason)"
        case .empty:
            return "The restoration archive is empty."
        case let .truncated(reason):
            return "The restoration archive is truncated: \(reason)"
        case let .corrupt(reason):
            return "The restoration archive is corrupt: \(reason)"
        case let .foreign(reason):
            return "Not a SceneRuntime restoration archive: \(reason)"
        case let .unsupportedVersion(found, supported):
            return "The restoration archive has version \(found); this runtime reads version \(supported) and older."
        }
    }
}
