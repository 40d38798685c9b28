import SceneGraph

/// A path pattern of `included` and `excluded`, relative to the configuration's folder.
///
/// A pattern matches a file when it matches the file's path or one of its folders, so a plain
/// path is a prefix (`Scenes/Legacy` matches `Scenes/Legacy/Old.scene`, not
/// `Scenes/LegacyKit/…`). In a component, `*` matches any characters but `/` and `?` one; a
/// component `**` matches any number of folders (`**/Generated`, `Scenes/**/*.storyboard`).
struct PathPattern: Sendable, Hashable {
    /// The pattern's components.
    let components: [String]

    /// Creates a pattern from its text (`./` and trailing `/` are ignored).
    init(_ text: String) {
        components = FilePath.normalize(text).split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// The leading components without wildcards: the folder to search for files it can match.
    var literalPrefix: [String] {
        Array(components.prefix { !$0.contains("*") && !$0.contains("?") })
    }

    /// Whether the pattern matches `path` (relative, normalised) or one of its folders.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return false }
        return (1...parts.count).contains { Self.match(components[...], parts[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let first = path.first, matchComponent(Array(head.unicodeScalars)[...], Array(first.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case "*": return (0...text.count).contains { matchComponent(pattern.dropFirst(), text.dropFirst($0)) }
        case "?": return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default: return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
