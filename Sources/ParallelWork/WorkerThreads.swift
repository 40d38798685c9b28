#if canImport(Glibc)
import CThreadPlacement
import Glibc
import Synchronization

/// The threads of one parallel map with glibc: the caller and up to one more thread per usable
/// CPU, each taking the next index until none is left.
///
/// Why not `DispatchQueue.concurrentPerform`: its worker threads are created or woken on the
/// caller's CPU and wait there, while the caller computes, until the scheduler moves them — about
/// 3 ms on the 2-CPU machines scenec is measured on, which is most of the first parallel phase of
/// a short run. These threads start on another CPU (`scenec_start_thread`) and are free to move
/// from then on.
enum WorkerThreads {
    /// Calls `body` once for every index in `0..<count`, on `threads` threads at most (the
    /// caller's among them); returns when every call has returned. With fewer threads started
    /// than asked (the system refused one), the started ones and the caller do all the work.
    static func run(_ count: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let job = Job(count: count, body: body)
            var started: [pthread_t] = []
            for index in 0..<max(0, threads - 1) {
                // Each thread holds a reference of its own, released when its work ends, so the
                // job lives as long as any thread may still touch it.
                let context = Unmanaged.passRetained(job).toOpaque()
                var thread = pthread_t()
                guard scenec_start_thread(&thread, runJob, context, Int32(index)) == 0 else {
                    Unmanaged<Job>.fromOpaque(context).release()
                    break
                }
                started.append(thread)
            }
            job.work()
            for thread in started { pthread_join(thread, nil) }
        }
    }

    /// The indices still to do and what to do with each.
    fileprivate final class Job: Sendable {
        private let next = Atomic<Int>(0)
        private let count: Int
        private let body: @Sendable (Int) -> Void

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// Takes indices until none is left; maps started inside `body` run on this thread.
        func work() {
            let depth = scenec_parallel_depth()
            scenec_set_parallel_depth(depth + 1)
            defer { scenec_set_parallel_depth(depth) }
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(index)
            }
        }
    }
}

/// A started thread's entry: takes over the reference to its job and works on it. A file-level
/// function, so that no actor isolation can be inferred for what C calls on a new thread.
private func runJob(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let raw else { return nil }
    Unmanaged<WorkerThreads.Job>.fromOpaque(raw).takeRetainedValue().work()
    return nil
}
#endif
