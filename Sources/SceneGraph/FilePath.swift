/// Lexical path arithmetic on `/`-separated paths (no file-system access).
public enum FilePath {
    /// Removes `.` components, empty components and resolves `..` lexically.
    ///
    /// A relative path that climbs above its start keeps its leading `..` components.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.utf8.first == UInt8(ascii: "/")
        var parts: [Substring] = []
        // Split on the byte, as the file system does (a `/` followed by a combining mark is still
        // a separator), and without Character boundaries to find.
        for bytes in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let component = Substring(bytes)
            if bytes.elementsEqual([UInt8(ascii: ".")]) { continue }
            if bytes.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if let last = parts.last, !last.utf8.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(component)
                }
                continue
            }
            parts.append(component)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The extension of the path's last component: what follows its last `.`, or empty when it has
    /// none or starts with its only one (`a/b.scene` → `scene`, `a/.scene` → ``). Trailing `/`s
    /// are ignored. The same answer as Foundation's `pathExtension`, without bridging to `NSString`.
    public static func fileExtension(of path: String) -> String {
        let component = lastComponent(of: path)
        guard let dot = component.lastIndex(of: UInt8(ascii: ".")), dot != component.startIndex else { return "" }
        return String(Substring(component[component.index(after: dot)...]))
    }

    /// The last component without its extension (`Scenes/Main.scene` → `Main`, `a.b.scene/` → `a.b`);
    /// a hidden file's leading dot is its name (`.scene` → `.scene`); a path with no component
    /// (`""`, `/`) is returned as it is.
    public static func baseName(of path: String) -> String {
        let component = lastComponent(of: path)
        guard !component.isEmpty else { return path }
        guard let dot = component.lastIndex(of: UInt8(ascii: ".")), dot != component.startIndex else {
            return String(Substring(component))
        }
        return String(Substring(component[..<dot]))
    }

    /// The last component (`Scenes/Main.scene` → `Main.scene`, `Scenes/` → `Scenes`); a path with no
    /// component (`""`, `/`) is returned as it is.
    public static func fileName(of path: String) -> String {
        let component = lastComponent(of: path)
        return component.isEmpty ? path : String(Substring(component))
    }

    /// The bytes of the last component, trailing slashes left out.
    private static func lastComponent(of path: String) -> Substring.UTF8View {
        var bytes = path.utf8[...]
        while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        return bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[bytes.index(after: $0)...] } ?? bytes
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
