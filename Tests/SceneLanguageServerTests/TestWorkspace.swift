import Foundation
import SceneLanguageServer
import TestSupport

/// A temporary workspace folder of scene files for one test, removed when the test ends.
final class TestWorkspace {
    let folder: URL

    /// Writes `files` (name → text) into a fresh folder.
    init(_ files: [String: String] = [:]) throws {
        folder = try makeTemporaryFolder(prefix: "scenec-lsp")
        for (name, text) in files { try write(name, text) }
    }

    /// A folder with copies of the sample app's scene files (`Recipes.scene`, `Settings.scene`).
    static func samples() throws -> TestWorkspace {
        let workspace = try TestWorkspace()
        for name in ["Recipes.scene", "Settings.scene"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("Scenes/\(name)"), to: workspace.folder.appendingPathComponent(name))
        }
        return workspace
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The file's path.
    func path(_ name: String) -> String { FilePath.normalized(folder.appendingPathComponent(name).path) }

    /// The file's `file:` URI, as the server writes it.
    func uri(_ name: String) -> String { DocumentURI.uri(of: path(name)) }

    /// The file's text.
    func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    /// Writes a file (creating its folder).
    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A started, initialized client with this folder as its workspace.
    func client() throws -> LSPTestClient {
        let client = try LSPTestClient(in: folder)
        try client.initialize(root: folder)
        return client
    }
}

enum FilePath {
    /// `/tmp/x` as the server sees it: normalised, no trailing slash.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
