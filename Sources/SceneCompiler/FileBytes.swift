#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file into memory with plain system calls: one `open`, one `fstat`, and reads
/// straight into the array the parser takes, without asking for attributes scenec does not use
/// (owner names, extended attributes) or copying through `Data`.
enum FileBytes {
    /// Why a file's bytes are not returned.
    enum Failure: Error {
        /// The system refused to open or read it; the C library's description of why.
        case unreadable(String)
        /// It holds more than the limit: its size when opened, or nil when it grew past the limit
        /// while it was read (or is a pipe).
        case overLimit(size: Int?)

        init(errorCode: Int32) {
            self = .unreadable(String(cString: strerror(errorCode)))
        }
    }

    /// All the bytes of the file at `path`, or why not. Reading stops as soon as it passes `limit`.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(errorCode: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(errorCode: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(Failure(errorCode: EISDIR)) }
        let expected = max(Int(status.st_size), 0)
        if expected > limit { return .failure(.overLimit(size: expected)) }  // refused before a byte is read

        // One byte more than expected, so the end of the file is seen in the same pass; a file that
        // grew since (or a pipe) is read on in larger requests until its end or past the limit.
        var bytes: [UInt8] = []
        var request = expected + 1
        while true {
            let chunk: [UInt8]
            switch readUpTo(request, from: descriptor) {
            case .success(let read): chunk = read
            case .failure(let failure): return .failure(failure)
            }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if bytes.count > limit { return .failure(.overLimit(size: nil)) }
            if chunk.count < request { return .success(bytes) }
            request = min(max(bytes.count, 1 << 16), limit + 1 - bytes.count)
        }
    }

    /// Up to `count` bytes from `descriptor`: fewer only at the end of the file.
    private static func readUpTo(_ count: Int, from descriptor: Int32) -> Result<[UInt8], Failure> {
        let (bytes, error) = SystemCall.readBytes(upTo: count, from: descriptor)
        return error == 0 ? .success(bytes) : .failure(Failure(errorCode: error))
    }
}
