import Foundation
import SceneGraph

/// The files of a workspace folder: scene files and storyboards, and the Swift sources that
/// declare classes. Hidden folders (`.build`, `.git`, `.swiftpm`…) are not searched.
enum WorkspaceFiles {
    /// Whether a path is a scene file or a storyboard.
    static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".scene") || path.hasSuffix(".storyboard")
    }

    /// Whether a path is a Swift source.
    static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// The most entries a scan looks at: a workspace opened on a home folder is not searched whole.
    static let entryLimit = 200_000

    /// The documents and Swift sources under `root`, as normalised paths.
    static func scan(_ root: String) -> (documents: [String], swiftSources: [String]) {
        var documents: [String] = [], swiftSources: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return ([], []) }
        var entries = 0
        while entries < entryLimit, let entry = enumerator.nextObject() as? String {
            entries += 1
            let name = FilePath.fileName(of: entry)
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if name.hasPrefix(".") || name == "node_modules" { enumerator.skipDescendants() }
                continue
            }
            let path = FilePath.join(root, entry)
            if isDocument(path) {
                documents.append(path)
            } else if isSwiftSource(path) {
                swiftSources.append(path)
            }
        }
        return (documents.sorted(), swiftSources.sorted())
    }

    /// Whether a regular file exists at `path`.
    static func exists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A file's bytes, or nil when it cannot be read. Files over `limit` bytes are not read: their
    /// first `limit + 1` bytes stand for them (enough for the reader to refuse them).
    static func bytes(of path: String, limit: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1) else { return [] }
        return [UInt8](data)
    }
}
