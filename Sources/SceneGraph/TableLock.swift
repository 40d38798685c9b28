#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock on the C library's mutex, so that the graph needs no Foundation: for
/// the process's tables (paths, exit handlers) and the tags a parsed document has been asked about.
public final class TableLock: @unchecked Sendable {  // the mutex is only touched through pthread calls
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held. Inlinable, so that a caller in another module gets a copy
    /// for its result's type: unspecialized, a document's line index (three stored arrays)
    /// was copied out through its type's value witnesses, ~200 instructions a location (issue 26).
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
