#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened with the C library's `open`, read and written with plain system calls.
///
/// scenec's compiler commands link FoundationEssentials only: Foundation proper (and with it
/// `FileHandle`) costs a short run about 2.5 ms of loading (docs/Performance.md, round ten).
final class SystemFile {
    /// Why a system call failed: the path and the C library's description of the error.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { _ = SystemCall.closeFile(descriptor) }
    }

    /// The file at `path` opened for reading, or nil when it cannot be (missing, unreadable).
    static func reading(_ path: String) -> SystemFile? {
        let descriptor = SystemCall.openFile(path, O_RDONLY | O_CLOEXEC)
        return descriptor >= 0 ? SystemFile(descriptor: descriptor) : nil
    }

    /// A new, empty file at `path` (an existing one is emptied), opened for writing; its mode is
    /// 0666 less the process's umask, as `FileManager.createFile` makes files. The failure
    /// carries the C library's reason alone, read before anything else can change `errno`.
    static func creating(_ path: String) throws -> SystemFile {
        let descriptor = SystemCall.openFile(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(description: SystemCall.lastError) }
        return SystemFile(descriptor: descriptor)
    }

    /// Up to `count` bytes from the current position: fewer only at the end of the file.
    func read(upToCount count: Int) throws -> [UInt8] {
        let (bytes, failure) = SystemCall.readBytes(upTo: count, from: descriptor)
        guard failure == 0 else { throw Failure(description: SystemCall.describe(failure)) }
        return bytes
    }

    /// Writes all of `bytes` at the current position.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        let failure = SystemCall.writeAll(bytes, to: descriptor)
        if failure != 0 { throw Failure(description: SystemCall.describe(failure)) }
    }

    /// Closes the file; a failure here (a full disk seen late) is an error of the write.
    func close() throws {
        guard descriptor >= 0 else { return }
        let result = SystemCall.closeFile(descriptor)
        descriptor = -1
        if result != 0 { throw Failure(description: SystemCall.lastError) }
    }
}

/// The C library's file calls wrapped for what scenec needs from them: whole reads and writes
/// that go on after interruptions and short counts, and descriptions of errors. Their names
/// differ from the C functions', which their bodies call (a member named `read` would hide
/// the C library's `read` inside this type).
public enum SystemCall {
    /// Writes all of `bytes` to `descriptor`, going on after interruptions and short writes;
    /// returns 0, or the error number of the write that failed (`EIO` for one that wrote nothing).
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return 0
    }

    /// Up to `count` bytes from `descriptor`, read on after interruptions and short reads: fewer
    /// only at the end of the file; with the error number of a failed read (0: none).
    static func readBytes(upTo count: Int, from descriptor: Int32) -> (bytes: [UInt8], error: Int32) {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < count {
                let received = read(descriptor, buffer.baseAddress! + initialized, count - initialized)
                if received > 0 {
                    initialized += received
                } else if received == 0 {
                    return
                } else if errno != EINTR {
                    failure = errno
                    return
                }
            }
        }
        return (bytes, failure)
    }

    /// `open(2)` of `path`: a descriptor, or -1 with `errno` set.
    static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        open(path, flags, mode)
    }

    /// `close(2)`: 0, or -1 with `errno` set.
    static func closeFile(_ descriptor: Int32) -> Int32 {
        close(descriptor)
    }

    /// What a directory entry is, for a walk that does not follow links to folders.
    enum EntryKind {
        /// A folder itself (not a link to one).
        case folder
        /// A regular file, or a symbolic link to one.
        case file
        /// A link to a folder, a dangling link, or something else (a socket, a device).
        case other
    }

    /// What `path` is, a symbolic link answered by what it points to unless that is a folder.
    static func entryKind(_ path: String) -> EntryKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        if status.st_mode & S_IFMT == S_IFDIR { return .folder }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &status) == 0 else { return .other }
        }
        return status.st_mode & S_IFMT == S_IFREG ? .file : .other
    }

    /// Whether `path` is a symbolic link itself (`lstat`).
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `path` names a folder (following symbolic links); nil when nothing is there.
    static func isFolder(_ path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// The C library's description of `errno`.
    static var lastError: String { describe(errno) }

    /// The C library's description of an error number.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
