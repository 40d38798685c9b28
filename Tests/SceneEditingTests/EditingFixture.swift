import Foundation
import SceneEditing
import TestSupport
import Testing

/// A workspace over a copy of the sample app's scene files and controllers (`Scenes/`) in a
/// temporary folder, with helpers to find positions by the text around them.
final class EditingFixture {
    let folder: URL
    let workspace: EditingWorkspace

    /// The sample's scenes and Swift sources, copied; `extraFiles` (name → text) are written beside them.
    init(extraFiles: [String: String] = [:]) throws {
        folder = try makeTemporaryFolder(prefix: "scenec-editing")
        let scenes = folder.appendingPathComponent("Scenes")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Scenes").resolvingSymlinksInPath(), to: scenes)
        for (name, text) in extraFiles {
            try text.write(to: scenes.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        workspace = EditingWorkspace(root: folder.path)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The path of a file of the copied `Scenes` folder.
    func path(_ name: String) -> String { folder.appendingPathComponent("Scenes").appendingPathComponent(name).path }

    /// The position of the `offset`-th UTF-16 unit of the `occurrence`-th appearance of `needle` in a document.
    func position(of needle: String, in name: String, occurrence: Int = 1, offset: Int = 0) throws -> TextPosition {
        let text = try #require(workspace.text(of: path(name)))
        return try #require(Self.position(of: needle, in: text, occurrence: occurrence, offset: offset), "'\(needle)' not in \(name)")
    }

    /// The one-based line of the `occurrence`-th appearance of `needle` in a document (expectations
    /// name lines by what is on them, so reformatting the samples does not break them).
    func line(of needle: String, in name: String, occurrence: Int = 1) throws -> Int {
        try position(of: needle, in: name, occurrence: occurrence).line + 1
    }

    /// The text a range covers in a document.
    func text(at range: TextRange, in name: String) -> String? {
        workspace.text(of: path(name)).map { Self.text(at: range, in: $0) }
    }

    /// The position of the `offset`-th UTF-16 unit of the `occurrence`-th appearance of `needle` in `text`.
    static func position(of needle: String, in text: String, occurrence: Int = 1, offset: Int = 0) -> TextPosition? {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let next = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
            found = next
            searchStart = next.upperBound
        }
        guard let found else { return nil }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return TextPosition(line: line, character: text[lineStart..<found.lowerBound].utf16.count + offset)
    }

    /// The text a range covers.
    static func text(at range: TextRange, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func index(_ position: TextPosition) -> String.Index {
            guard position.line < lines.count else { return text.endIndex }
            let line = lines[position.line]
            return line.utf16.index(line.startIndex, offsetBy: min(position.character, line.utf16.count))
        }
        return String(text[index(range.start)..<index(range.end)])
    }
}

/// The position of the first `↓` of a marked text (MarkedText counts scalars; LSP counts UTF-16).
func cursor(in marked: MarkedText) throws -> TextPosition {
    let marker = try #require(marked.markers.first)
    let line = marked.text.split(separator: "\n", omittingEmptySubsequences: false)[marker.line - 1]
    let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(marker.column - 1)))
    return TextPosition(line: marker.line - 1, character: prefix.utf16.count)
}

/// A minimal scene file around `body` (scenes), in the format's namespace.
func sceneFile(_ body: String, initial: String? = nil) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <scenes xmlns="urn:scenec:scene:1"\(initial.map { " initial=\"\($0)\"" } ?? "")>
    \(body)
    </scenes>
    """
}
