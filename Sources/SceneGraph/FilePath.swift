/// Lexical path arithmetic on `/`-separated paths (no file-system access).
public enum FilePath {
    /// Removes `.` components, empty components and resolves `..` lexically.
    ///
    /// A relative path that climbs above its start keeps its leading `..` components.
    /// `PathNormalizationTests` compares it with the same definition on split components.
    public static func normalize(_ path: String) -> String {
        var path = path
        // On the bytes, as the file system splits (a `/` followed by a combining mark is still a
        // separator), without Character boundaries to find.
        return path.withUTF8 { bytes in
            let isAbsolute = bytes.first == slash
            var parts: [Component] = []
            func isDotDot(_ part: Component) -> Bool { part.count == 2 && bytes[part.start] == dot && bytes[part.start + 1] == dot }
            var index = 0
            while index < bytes.count {
                if bytes[index] == slash {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, bytes[index] != slash { index += 1 }
                let part = Component(start: start, end: index)
                if part.count == 1, bytes[start] == dot { continue }
                if isDotDot(part) {
                    if let last = parts.last, !isDotDot(last) {
                        parts.removeLast()
                    } else if !isAbsolute {
                        parts.append(part)
                    }
                    continue
                }
                parts.append(part)
            }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 1)
            if isAbsolute { result.append(slash) }
            for (number, part) in parts.enumerated() {
                if number > 0 { result.append(slash) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part.start..<part.end]))
            }
            return result.isEmpty ? "." : String(decoding: result, as: UTF8.self)
        }
    }

    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")

    /// Where a component of a path lies in its bytes.
    ///
    /// Not a `Range<Int>`: a list of ranges made the runtime check `Int: Comparable` on first use,
    /// a scan of every conformance record of the process — ~0.2 M instructions of every command,
    /// which normalizes its input paths first (issue 26, round 25).
    private struct Component {
        let start: Int
        let end: Int
        var count: Int { end - start }
    }

    /// The extension of the path's last component: what follows its last `.`, or empty when it has
    /// none or starts with its only one (`a/b.scene` → `scene`, `a/.scene` → ``). Trailing `/`s
    /// are ignored. The same answer as Foundation's `pathExtension`, without bridging to `NSString`.
    public static func fileExtension(of path: String) -> String {
        var bytes = path
        return bytes.withUTF8 { bytes in
            let component = lastComponent(in: bytes)
            guard let lastDot = component.dropFirst().last(where: { bytes[$0] == dot }) else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[lastDot + 1..<component.upperBound]), as: UTF8.self)
        }
    }

    /// The last component without its extension (`Scenes/Main.scene` → `Main`, `a.b.scene/` → `a.b`);
    /// a hidden file's leading dot is its name (`.scene` → `.scene`); a path with no component
    /// (`""`, `/`) is returned as it is.
    public static func baseName(of path: String) -> String {
        var bytes = path
        return bytes.withUTF8 { bytes in
            let component = lastComponent(in: bytes)
            guard !component.isEmpty else { return path }
            let end = component.dropFirst().last { bytes[$0] == dot } ?? component.upperBound
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[component.lowerBound..<end]), as: UTF8.self)
        }
    }

    /// The last component (`Scenes/Main.scene` → `Main.scene`, `Scenes/` → `Scenes`); a path with no
    /// component (`""`, `/`) is returned as it is.
    public static func fileName(of path: String) -> String {
        var bytes = path
        return bytes.withUTF8 { bytes in
            let component = lastComponent(in: bytes)
            return component.isEmpty ? path : String(decoding: UnsafeBufferPointer(rebasing: bytes[component]), as: UTF8.self)
        }
    }

    /// Where the last component's bytes are, trailing slashes left out; empty when there is none.
    /// On the string's own bytes: through its `Substring.UTF8View` it was ~1,300 instructions a
    /// file name, and every message naming another file makes one (issue 26). `FileNameBytesTests`
    /// compares the names and the extension with the views' answers.
    private static func lastComponent(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = bytes.count
        while end > 0, bytes[end - 1] == slash { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        return start..<end
    }

    /// The folder part of a path (`a/b/c.scene` → `a/b`, `c.scene` → `.`).
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: slash) else { return "." }  // the byte, as in `normalize`
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The path of `name` in the folder `folder` (a `URL`'s `.path`), with one `/` between them:
    /// the text `URL.appendingPathComponent(name).path` gives, without parsing a URL (~20,000
    /// instructions a generated file, issue 26). The one difference is a folder written with
    /// repeated trailing slashes (`out//`), whose `URL` kept them in a file's path
    /// (`out//Main.swift`) where this gives `out/Main.swift`: the same file, only a message's
    /// text differs. `OutputPathTests` compares the two.
    public static func appending(_ name: String, to folder: String) -> String {
        folder.utf8.last == slash ? JoinedText.join(folder, name) : JoinedText.join(folder, "/", name)
    }

    /// `relative` resolved against the folder `base`; absolute paths stay as they are.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(base == "." ? relative : base + "/" + relative)
    }
}
