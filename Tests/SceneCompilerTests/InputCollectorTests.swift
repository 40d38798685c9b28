import Foundation
import SceneCompiler
import SceneGraph
import Testing
import TestSupport

/// ``InputCollector`` resolves only the entries that are symbolic links (issue 26): on a tree
/// with nested folders, links to files and folders inside and outside it, a dangling link, hidden
/// and foreign files, given directly, through a link and with `..`, it finds the files and the
/// problems the former collector, which resolved every entry's path, found.
@Suite("Input collector")
struct InputCollectorTests {
    /// The former search, as it was — with Foundation's `fileExists(atPath:isDirectory:)` and
    /// `pathExtension` in place of `SystemCall.isFolder` and `FilePath.fileExtension`, which
    /// answer alike.
    static func formerSearch(folder: String, root: String, extensions: Set<String>) -> ([String], [String]) {
        var files: [String] = []
        var problems: [String] = []
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return ([], ["cannot read folder \(folder)"]) }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            if resolved != root, !resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
                problems.append("\(path): symbolic link leads outside \(folder) (to \(resolved)); it was not read")
                continue
            }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                let (found, nested) = formerSearch(folder: path, root: root, extensions: extensions)
                files += found
                problems += nested
            } else if extensions.contains(URL(fileURLWithPath: entry).pathExtension) {
                files.append(path)
            }
        }
        return (files, problems)
    }

    static func former(_ path: String) -> (files: [String], problems: [String]) {
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let (files, problems) = formerSearch(folder: path, root: root, extensions: ["scene", "storyboard"])
        return (Set(files.map(FilePath.normalize)).sorted(), problems)
    }

    @Test func findsWhatTheFormerCollectorFound() throws {
        let base = try makeTemporaryFolder(prefix: "scenec-inputs")
        defer { try? FileManager.default.removeItem(at: base) }
        let manager = FileManager.default
        let tree = base.appendingPathComponent("tree"), outside = base.appendingPathComponent("outside")
        for folder in ["tree/a/b", "tree/c", "tree/.hidden", "tree/d/e", "outside/deep"] {
            try manager.createDirectory(at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["tree/One.scene", "tree/a/Two.storyboard", "tree/a/b/Three.scene", "tree/a/notes.txt", "tree/.Hidden.scene",
                     "tree/.hidden/Four.scene", "tree/c/Five.scene", "outside/Secret.scene", "outside/deep/Deep.scene"] {
            try Data("<scenes/>".utf8).write(to: base.appendingPathComponent(file))
        }
        func link(_ name: String, to destination: String) throws {
            try manager.createSymbolicLink(atPath: base.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        try link("tree/Inside.scene", to: "a/b/Three.scene")
        try link("tree/a/Up.scene", to: "../One.scene")
        try link("tree/Leak.scene", to: outside.appendingPathComponent("Secret.scene").path)
        try link("tree/c/FolderInside", to: "../a")
        try link("tree/FolderOutside", to: outside.appendingPathComponent("deep").path)
        try link("tree/Dangling.scene", to: "Nowhere.scene")
        try link("entry", to: "tree")
        // Given `tree/d`, the first link met is in a subfolder, and leads out of it but not out of `d`.
        try link("tree/d/e/Back.scene", to: "../Home.scene")
        try Data("<scenes/>".utf8).write(to: base.appendingPathComponent("tree/d/Home.scene"))

        let collector = InputCollector()
        let given = [tree.path, tree.path + "/", base.appendingPathComponent("entry").path, tree.path + "/a/../c", tree.path + "/a",
                     tree.path + "/d"]
        var problemsSeen = 0
        for path in given {
            let (files, problems) = collector.collect([path])
            let expected = Self.former(path)
            #expect(files == expected.files, "\(path)")
            #expect(problems.map { "\($0.location?.file ?? ""): \($0.message)" } == expected.problems, "\(path)")
            #expect(problems.allSatisfy { $0.ruleID == InputCollector.Rule.outsideRoot }, "\(path)")
            problemsSeen += problems.count
        }
        // The tree has what the check must tell apart: links that stay, links that leave.
        let whole = collector.collect([tree.path])
        #expect(whole.files.contains { $0.hasSuffix("/Inside.scene") } && whole.files.contains { $0.hasSuffix("/Up.scene") })
        #expect(!whole.files.contains { $0.contains("Hidden") || $0.contains("Four") || $0.contains("Deep") || $0.contains("Leak") })
        #expect(whole.problems.count == 2 && problemsSeen >= 6, "\(whole.problems)")
        #expect(collector.collect([tree.path + "/d"]).files.contains { $0.hasSuffix("/d/e/Back.scene") })
    }
}
