import Foundation
import SceneCompiler

/// Where framed messages go.
public protocol ByteSink: AnyObject, Sendable {
    /// Writes all of `bytes`; false when the other side is gone.
    func write(_ bytes: [UInt8]) -> Bool
}

/// Writes to a file descriptor (standard output), through partial and interrupted writes.
public final class FileDescriptorSink: ByteSink {
    /// The descriptor.
    public let descriptor: Int32

    /// Creates a sink writing to `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// Writes messages with LSP's framing (`Content-Length: N\r\n\r\n` + JSON), one whole message
/// at a time, from any thread.
public final class MessageWriter: Sendable {
    private let sink: any ByteSink
    private let lock = NSLock()

    /// Creates a writer to `sink`.
    public init(sink: any ByteSink) { self.sink = sink }

    /// Frames and writes one message; false when the client is gone.
    @discardableResult
    public func send(_ message: JSONValue) -> Bool {
        let body = Array(message.compactText.utf8)
        let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        lock.lock()
        defer { lock.unlock() }
        return sink.write(frame)
    }
}
