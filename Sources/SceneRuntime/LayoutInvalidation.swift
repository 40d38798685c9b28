import Foundation

/// A counter that every change that can move something bumps — a frame, the tree, a
/// constraint, an intrinsic size, a margin. A layout host rebuilds its problem only when the
/// counter moved since its last solve (and solves only when the problem differs).
@MainActor
enum LayoutInvalidation {
    /// The current generation.
    private(set) static var generation = 0
    /// The generation of the last change that can make a tree start or stop using
    /// constraints: the tree itself, installed constraints, guides, `translatesAutoresizingMaskIntoConstraints`.
    private(set) static var structureGeneration = 0

    /// Marks every layout host as possibly out of date.
    static func invalidate() {
        generation &+= 1
    }

    /// Marks every layout host as possibly out of date, and every tree that used no
    /// constraints as possibly using some now.
    static func invalidateStructure() {
        generation &+= 1
        structureGeneration = generation
    }
}
