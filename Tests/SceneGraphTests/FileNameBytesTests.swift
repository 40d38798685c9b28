import SceneGraph
import Testing
import TestSupport

/// `FilePath`'s file name, base name and extension are found on the path's bytes (issue 26); on
/// random paths — slashes repeated and trailing, dots first, last and doubled, non-ASCII
/// components, a combining mark after a slash — they answer as the `Substring.UTF8View` code
/// they replace.
@Suite("File names on bytes")
struct FileNameBytesTests {
    static func formerLastComponent(of path: String) -> Substring.UTF8View {
        var bytes = path.utf8[...]
        while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        return bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[bytes.index(after: $0)...] } ?? bytes
    }

    static func formerFileName(of path: String) -> String {
        let component = formerLastComponent(of: path)
        return component.isEmpty ? path : String(Substring(component))
    }

    static func formerBaseName(of path: String) -> String {
        let component = formerLastComponent(of: path)
        guard !component.isEmpty else { return path }
        guard let dot = component.lastIndex(of: UInt8(ascii: ".")), dot != component.startIndex else { return String(Substring(component)) }
        return String(Substring(component[..<dot]))
    }

    static func formerExtension(of path: String) -> String {
        let component = formerLastComponent(of: path)
        guard let dot = component.lastIndex(of: UInt8(ascii: ".")), dot != component.startIndex else { return "" }
        return String(Substring(component[component.index(after: dot)...]))
    }

    @Test func randomPathsAnswerAsTheViews() {
        var random = SeededRandom(seed: 0xF11E)
        let pieces = ["/", "/", ".", ".", "a", "Main", "scene", "é", "Écrans", "\u{301}", "🍝", "x.y", "..", " "]
        var shapes = Set<String>()
        for _ in 0..<6_000 {
            let path = random.text(of: pieces, fewerThan: 9)
            #expect(FilePath.fileName(of: path) == Self.formerFileName(of: path), "\(path)")
            #expect(FilePath.baseName(of: path) == Self.formerBaseName(of: path), "\(path)")
            #expect(FilePath.fileExtension(of: path) == Self.formerExtension(of: path), "\(path)")
            shapes.insert([path.isEmpty, path.hasSuffix("/"), !FilePath.fileExtension(of: path).isEmpty, FilePath.fileName(of: path) == path].description)
        }
        #expect(shapes.count >= 8, "\(shapes)")  // empty, trailing slash, with and without an extension, whole-path names
    }
}
