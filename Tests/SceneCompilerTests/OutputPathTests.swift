import Foundation
import SceneGraph
import Testing

/// Generated files' paths are joined as text (``FilePath/appending(_:to:)``) instead of through
/// Foundation's `URL` (issue 26); they must be the paths `URL` gave, for the folders the output
/// writer is given (absolute or relative, with or without a trailing slash, the root) and every
/// file name — but for a folder with repeated trailing slashes, where they name the same file.
/// (Here rather than in SceneGraph's tests: the reference is Foundation's `URL`.)
@Suite("Output paths")
struct OutputPathTests {
    static let folders = ["/tmp/out", "/tmp/out/", "/", "/tmp/with space/Généré", "/a/./b/../c", "/tmp//double", "out", "./out/", "../out"]
    static let names = ["Main.swift", "Scenes+Shared.swift", ".Main.swift.42.0F2C-UUID.tmp", "sub/File.swift", "é 🍝.swift", "a%20b.swift", "..swift"]

    @Test(arguments: folders)
    func pathsAreTheURLsPaths(_ folder: String) {
        let url = URL(fileURLWithPath: folder)
        for name in Self.names {
            #expect(FilePath.appending(name, to: url.path) == url.appendingPathComponent(name).path, "\(folder) + \(name)")
        }
    }

    /// A folder written with repeated trailing slashes: `URL` kept them in a file's path, this
    /// does not; the two name the same file.
    @Test(arguments: ["/tmp/out//", "//", "out///"])
    func repeatedTrailingSlashesNameTheSameFile(_ folder: String) {
        let url = URL(fileURLWithPath: folder)
        for name in Self.names {
            let joined = FilePath.appending(name, to: url.path)
            #expect(FilePath.normalize(joined) == FilePath.normalize(url.appendingPathComponent(name).path), "\(folder) + \(name)")
            #expect(!joined.contains("//"), "\(joined)")
        }
    }
}
