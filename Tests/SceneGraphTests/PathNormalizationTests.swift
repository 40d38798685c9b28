import SceneGraph
import Testing
import TestSupport

/// `FilePath.normalize` works on the path's bytes through a buffer pointer; this compares it with
/// the plain definition on components (split on the `/` byte, `.` dropped, `..` taking back the
/// component before it) over random paths.
@Suite("Lexical path normalization on bytes")
struct PathNormalizationTests {
    static func plainNormalize(_ path: String) -> String {
        let isAbsolute = path.utf8.first == UInt8(ascii: "/")
        var parts: [String] = []
        for piece in path.utf8.split(separator: UInt8(ascii: "/")) {
            let part = String(decoding: piece, as: UTF8.self)
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = (isAbsolute ? "/" : "") + parts.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    @Test func randomPathsNormalizeAsTheirComponents() {
        var random = SeededRandom(seed: 0x9A7B)
        let pieces = ["/", "/", "/", ".", ".", "..", "a", "b", "Main.scene", "é", "\u{301}", "🍝", " ", ".x"]
        var shapes = Set<String>()
        for _ in 0..<6_000 {
            let path = random.text(of: pieces, fewerThan: 10)
            let normalized = FilePath.normalize(path)
            #expect(Array(normalized.utf8) == Array(Self.plainNormalize(path).utf8), "\(path)")
            shapes.insert([path.hasPrefix("/"), normalized.hasPrefix(".."), normalized == ".", normalized == path].description)
        }
        #expect(shapes.count >= 6, "\(shapes)")  // absolute and relative, climbing above the start, empty results, unchanged paths
    }
}
