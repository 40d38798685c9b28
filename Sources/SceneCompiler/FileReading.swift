import Dispatch
import Foundation
import SceneGraph

/// Reads and parses input files on every core: files are independent until they are resolved
/// together, and libxml2 keeps each reader's state to itself. The outcomes come back in the
/// order of the files, so everything after this step is the same as when reading one by one.
enum FileReading {
    typealias Outcome = Result<(SceneDocument?, [Diagnostic]), ReadFailure>

    static func readAll(_ files: [String], using compiler: SceneCompiler) -> [Outcome] {
        guard files.count > 1 else { return files.map(compiler.read) }
        let outcomes = Outcomes(count: files.count)
        // Largest first: the threads take files in this order, so no core is left with a big file
        // at the end while the other idles.
        let sizes = files.map(byteCount)
        let order = files.indices.sorted { sizes[$0] > sizes[$1] }
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let index = order[position]
            outcomes.set(index, compiler.read(files[index]))
        }
        return outcomes.all()
    }

    /// The size of the file at `path`, or 0 when it cannot be read (reading it reports why).
    private static func byteCount(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// The outcomes, filled in from several threads.
    private final class Outcomes: @unchecked Sendable {  // every access holds the lock
        private let lock = NSLock()
        private var slots: [Outcome?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ outcome: Outcome) {
            lock.withLock { slots[index] = outcome }
        }

        func all() -> [Outcome] {
            lock.withLock { slots.map { $0! } }
        }
    }
}
