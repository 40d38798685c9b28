import Foundation

/// Why a storyboard could not instantiate a controller. Thrown by `Storyboard`.
public enum StoryboardError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// No scene of `storyboard` has `identifier`; `nearMatches` are similar identifiers.
    case unknownIdentifier(String, storyboard: String, nearMatches: [String])
    /// No storyboard with this name is registered; `nearMatches` are similar names.
    case unknownStoryboard(String, nearMatches: [String])
    /// The storyboard has no initial scene.
    case noInitialViewController(storyboard: String)
    /// The scene is not of the requested type.
    case typeMismatch(identifier: String?, storyboard: String, expected: String, actual: String)

    public var description: String {
        func hint(_ matches: [String]) -> String {
            matches.isEmpty ? "" : "; did you mean " + matches.map { "'\($0)'" }.joined(separator: " or ") + "?"
        }
        switch self {
        case let .unknownIdentifier(identifier, storyboard, nearMatches):
            return "Storyboard '\(storyboard)' has no scene with identifier '\(identifier)'\(hint(nearMatches))"
        case let .unknownStoryboard(name, nearMatches):
            return "No storyboard named '\(name)' is registered\(hint(nearMatches))"
        case let .noInitialViewController(storyboard):
            return "Storyboard '\(storyboard)' has no initial view controller."
        case let .typeMismatch(identifier, storyboard, expected, actual):
            let scene = identifier.map { "scene '\($0)'" } ?? "initial scene"
            return "The \(scene) of storyboard '\(storyboard)' is a \(actual), not a \(expected)."
        }
    }
}
