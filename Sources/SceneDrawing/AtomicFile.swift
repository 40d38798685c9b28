import Foundation

/// Writes one file atomically: the bytes go to a temporary file in the same folder, which is
/// then renamed over the target, so readers see the old file or the new one, never half of it.
public enum AtomicFile {
    /// A failure to write, with the reason.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Replaces (or creates) the file at `path` with `data`.
    public static func write(_ data: Data, to path: String) throws(Failure) {
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(description: "cannot replace \(path): \(reason)")
        }
    }
}
