import Foundation
import ParallelWork
import SceneGraph

/// Reads and parses input files on every core: files are independent until they are resolved
/// together, and libxml2 keeps each reader's state to itself. The outcomes come back in the
/// order of the files, so everything after this step is the same as when reading one by one.
enum FileReading {
    typealias Outcome = Result<(SceneDocument?, [Diagnostic]), ReadFailure>

    static func readAll(_ files: [String], using compiler: Compiler) -> [Outcome] {
        guard files.count > 1 else { return files.map(compiler.read) }
        // Largest first: the threads take files in this order, so no core is left with a big file
        // at the end while the other idles.
        let sizes = files.map(byteCount)
        let order = files.indices.sorted { sizes[$0] > sizes[$1] }
        let outcomes = ConcurrentMap.map(order.count) { position in compiler.read(files[order[position]]) }
        var inFileOrder = outcomes
        for (position, index) in order.enumerated() { inFileOrder[index] = outcomes[position] }
        return inFileOrder
    }

    /// The size of the file at `path`, or 0 when it cannot be read (reading it reports why).
    private static func byteCount(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
