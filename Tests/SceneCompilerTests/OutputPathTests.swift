import Foundation
import SceneGraph
import Testing

/// Generated files' paths are joined as text (``FilePath/appending(_:to:)``) instead of through
/// Foundation's `URL` (issue 26); they must be the paths `URL` gave, for every folder the output
/// writer is given (absolute, with or without a trailing slash, the root) and every file name.
@Suite("Output paths")
struct OutputPathTests {
    static let folders = ["/tmp/out", "/tmp/out/", "/", "/tmp/with space/Généré", "/a/./b/../c", "/tmp//double"]
    static let names = ["Main.swift", "Scenes+Shared.swift", ".Main.swift.42.0F2C-UUID.tmp", "sub/File.swift", "é 🍝.swift", "a%20b.swift", "..swift"]

    @Test(arguments: folders)
    func pathsAreTheURLsPaths(_ folder: String) {
        let url = URL(fileURLWithPath: folder)
        for name in Self.names {
            #expect(FilePath.appending(name, to: url.path) == url.appendingPathComponent(name).path, "\(folder) + \(name)")
        }
    }
}
