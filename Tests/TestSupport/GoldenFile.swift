import Foundation
import Testing

/// Golden files: text a test expects byte for byte, checked in under `Tests/`. A mismatch is
/// reported with a unified diff and the switch that rewrites the file
/// (`SCENEC_UPDATE_GOLDENS=1 swift test --filter …`); with the switch set, the file is rewritten
/// instead and the test records that it did.
public enum GoldenFile {
    /// Whether goldens are rewritten rather than compared (`SCENEC_UPDATE_GOLDENS=1`).
    public static let isUpdating = ProcessInfo.processInfo.environment["SCENEC_UPDATE_GOLDENS"] == "1"

    /// Compares `actual` with the golden file at `path` (relative to the package root).
    public static func check(_ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = packageRoot.appendingPathComponent(path)
        if isUpdating {
            let current = try? String(contentsOf: url, encoding: .utf8)
            guard current != actual else { return }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(path) (SCENEC_UPDATE_GOLDENS=1); run again without it", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("golden file \(path) is missing; create it with SCENEC_UPDATE_GOLDENS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record("""
            \(path) differs from the output (- golden, + output); if the change is intended, rewrite it with \
            SCENEC_UPDATE_GOLDENS=1 swift test --filter <this test>
            \(unifiedDiff(expected, actual, labels: (path, "output")))
            """, sourceLocation: sourceLocation)
    }

    /// A unified diff of two texts (`diff -u`), at most 200 lines of it.
    public static func unifiedDiff(_ old: String, _ new: String, labels: (String, String)) -> String {
        guard let folder = try? makeTemporaryFolder(prefix: "scenec-diff") else { return "(no diff: cannot write temporary files)" }
        defer { try? FileManager.default.removeItem(at: folder) }
        let oldURL = folder.appendingPathComponent("old"), newURL = folder.appendingPathComponent("new")
        guard (try? old.write(to: oldURL, atomically: true, encoding: .utf8)) != nil,
              (try? new.write(to: newURL, atomically: true, encoding: .utf8)) != nil,
              let result = try? run(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["diff", "-u", "--label", labels.0, "--label", labels.1, oldURL.path, newURL.path], in: folder)
        else { return "(no diff: cannot run diff)" }
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 200 ? lines.prefix(200).joined(separator: "\n") + "\n… (\(lines.count - 200) more lines)" : result.stdout
    }
}
