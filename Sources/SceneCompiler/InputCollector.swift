#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneGraph

/// Turns the paths given on a command line into the list of scene files to compile.
///
/// Paths are normalised lexically (`./a/../b.scene` → `b.scene`); folders are searched recursively for `.scene` and `.storyboard` files. Symbolic links
/// that lead out of the folder being searched are refused, so a scene tree cannot pull in
/// files from elsewhere. The result is sorted, so the output never depends on argument order.
public struct InputCollector: Sendable {
    /// Rule ids for input problems.
    public enum Rule {
        public static let missingInput = "io-missing-input"
        public static let unreadable = "io-unreadable"
        public static let unsupportedInput = "io-unsupported-input"
        public static let outsideRoot = "io-outside-root"
        public static let noInput = "io-no-input"
    }

    /// File extensions compiled when found in a folder.
    public var extensions: Set<String>

    /// Creates a collector for the given file extensions.
    public init(extensions: Set<String> = ["scene", "storyboard"]) {
        self.extensions = extensions
    }

    /// The files to compile and the problems met while looking for them (all I/O failures).
    public func collect(_ paths: [String]) -> (files: [String], problems: [Diagnostic]) {
        var files: Set<String> = []
        var problems: [Diagnostic] = []
        for path in paths {
            guard let isFolder = SystemCall.isFolder(path) else {
                problems.append(.error("no such file or folder: \(path)", at: nil, rule: Rule.missingInput))
                continue
            }
            if !isFolder {
                let ext = FilePath.fileExtension(of: path)
                if extensions.contains(ext) {
                    files.insert(path)
                } else {
                    problems.append(.error(
                        "\(path): not a scene file (expected \(extensions.sorted().map { ".\($0)" }.joined(separator: " or ")))",
                        at: nil, rule: Rule.unsupportedInput))
                }
                continue
            }
            var root = LinkRoot(folder: path)
            let (found, rootProblems) = search(folder: path, root: &root)
            files.formUnion(found)
            problems += rootProblems
        }
        if paths.isEmpty {
            problems.append(.error("no input: give scene files or folders", at: nil, rule: Rule.noInput))
        }
        return (Set(files.map(FilePath.normalize)).sorted(), problems)
    }

    private func search(folder: String, root: inout LinkRoot) -> ([String], [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else {
            return ([], [.error("cannot read folder \(folder)", at: nil, rule: Rule.unreadable)])
        }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            // Only a symbolic link can lead out of the root: the search enters no linked folder,
            // so any other entry's real path is its folder's, inside the root. Resolving every
            // entry's path was 2.5 % of `lint` of 200 storyboards (and an lstat per component).
            let isLink = SystemCall.isSymbolicLink(path)
            if isLink {
                let resolved = LinkRoot.realPath(of: path)
                let rootPath = root.realPath
                if resolved != rootPath, !resolved.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/") {
                    problems.append(.error(
                        "symbolic link leads outside \(folder) (to \(resolved)); it was not read",
                        at: SourceLocation(file: path, line: 1, column: 1), rule: Rule.outsideRoot))
                    continue
                }
            }
            guard let isFolder = SystemCall.isFolder(path) else { continue }
            if isFolder {
                if isLink { continue }  // a link to a folder inside the root is searched through its real path
                let (found, nested) = search(folder: path, root: &root)
                files += found
                problems += nested
            } else if extensions.contains(FilePath.fileExtension(of: entry)) {
                files.append(path)
            }
        }
        return (files, problems)
    }
}

/// The folder a search started from, whose real path — what a symbolic link inside it must lead
/// into — is resolved the first time a link is met.
///
/// Why lazily: most folders hold no link, and resolving a path through Foundation's URL makes the
/// runtime answer a first-time conformance question (a scan of every conformance record of the
/// process, ~280,000 instructions: 1.3 % of checking `Scenes/`). The path is resolved as before.
struct LinkRoot {
    let folder: String
    private var resolved: String?

    init(folder: String) { self.folder = folder }

    /// The folder's real path.
    var realPath: String {
        mutating get {
            if let resolved { return resolved }
            let path = Self.realPath(of: folder)
            resolved = path
            return path
        }
    }

    /// The path with its symbolic links resolved, as Foundation's URL resolves them.
    static func realPath(of path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
