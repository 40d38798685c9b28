#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process with `status` (the C library's `exit`, under a name no command's
/// `exit(withError:)` hides).
public func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
