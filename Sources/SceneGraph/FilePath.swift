/// Lexical path arithmetic on `/`-separated paths (no file-system access).
public enum FilePath {
    /// Removes `.` components, empty components and resolves `..` lexically.
    ///
    /// A relative path that climbs above its start keeps its leading `..` components.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(component)
                }
            default: parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder part of a path (`a/b/c.scene` → `a/b`, `c.scene` → `.`).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `relative` resolved against the folder `base`; absolute paths stay as they are.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(base == "." ? relative : base + "/" + relative)
    }
}
