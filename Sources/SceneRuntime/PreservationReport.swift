import Foundation

/// What `StateRestoration.preserve` put in the archive and what it left out.
public struct PreservationReport: Hashable, Sendable, CustomStringConvertible {
    /// A restoration path two objects had; the later one was not preserved.
    public struct DuplicatePath: Hashable, Sendable {
        /// The shared path.
        public let path: RestorationPath
        /// The object that kept it (controller `debugLabel`, or a view's type and identifier).
        public let kept: String
        /// The object left out of the archive, with everything it contains.
        public let dropped: String
    }

    /// The preserved controllers' paths, in archive order (parents first).
    public internal(set) var preservedControllers: [RestorationPath] = []
    /// The preserved views' paths (their controller's path and their identifier).
    public internal(set) var preservedViews: [RestorationPath] = []
    /// Controllers left out because they have no restoration identifier (their children and
    /// presented controllers go with them), by `debugLabel`.
    public internal(set) var excluded: [String] = []
    /// Paths used twice.
    public internal(set) var duplicates: [DuplicatePath] = []
    /// Controller references left out because the referenced controller was not preserved,
    /// as `path 'key' → controller`.
    public internal(set) var unresolvedReferences: [String] = []

    public var description: String {
        var lines = ["Preserved \(preservedControllers.count) controller(s), \(preservedViews.count) view(s)"]
        lines += preservedControllers.map { "  + \($0)" }
        lines += excluded.map { "  - \($0): no restoration identifier" }
        lines += duplicates.map { "  ! \($0.path): used by \($0.kept) and \($0.dropped); \($0.dropped) left out" }
        lines += unresolvedReferences.map { "  ? \($0): not preserved, reference left out" }
        return lines.joined(separator: "\n")
    }
}
