#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ParallelWork
import SceneGraph

/// Reads and parses input files on every core: files are independent until they are resolved
/// together, and libxml2 keeps each reader's state to itself. The outcomes come back in the
/// order of the files, so everything after this step is the same as when reading one by one.
enum FileReading {
    /// One file's outcome: its document (nil when it could not be parsed) and what was said about
    /// it, or why it could not be read.
    ///
    /// An enum of its own rather than `Result<…, ReadFailure>`: the first array of `Result`s in a
    /// run makes the runtime check that `ReadFailure` conforms to `Error`, and a first-time
    /// conformance question scans every conformance record of the process (~260,000
    /// instructions, 1.1 % of checking `Scenes/`).
    enum Outcome: Sendable {
        case read(SceneDocument?, [Diagnostic])
        case unreadable(ReadFailure)
    }

    static func readAll(_ files: [String], using compiler: Compiler) -> [Outcome] {
        guard files.count > 1 else { return files.map(compiler.read) }
        // Largest first, so no core is left with a big file at the end while the other idles.
        return ConcurrentMap.map(files.count, heaviestFirst: files.map(byteCount)) { compiler.read(files[$0]) }
    }

    /// The size of the file at `path`, or 0 when it cannot be read (reading it reports why).
    private static func byteCount(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
