import Foundation

/// The server's own log (`scenec lsp --log FILE`): one time-stamped line per event. Without a
/// file it writes nothing — standard output carries the protocol, and editors show standard
/// error as errors.
public final class ServerLog: Sendable {
    private let handle: FileHandle?
    private let lock = NSLock()

    /// A log appending to `path`, or a silent one when `path` is nil or cannot be opened.
    public init(path: String?) {
        guard let path else {
            handle = nil
            return
        }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = FileHandle(forWritingAtPath: path)
        handle?.seekToEndOfFile()
        self.handle = handle
    }

    /// Whether lines go anywhere.
    public var isEnabled: Bool { handle != nil }

    /// Appends a line.
    public func write(_ line: @autoclosure () -> String) {
        guard let handle else { return }
        let stamp = String(format: "%.3f", Date().timeIntervalSince1970)
        let text = "[\(stamp)] \(line())\n"
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data(text.utf8))
    }
}
