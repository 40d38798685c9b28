#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension ByteScan {
    /// The first index at or after `start` of `bytes` that holds `byte`, or nil when none does.
    ///
    /// Why: the C library's `memchr` reads 16 or 32 bytes an instruction where the processor has
    /// vector units, and the markup scanner's pre-scan for over-long tags asks for every `<` of
    /// every file before libxml2 reads it — eight bytes at a time (``hasByte(_:in:)``) that search
    /// was 6.6 M instructions of `check` of 200 storyboards (issue 26). `ByteSearchTests`
    /// compares it with a byte-by-byte search.
    @inlinable
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start >= 0, start < bytes.count else { return nil }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
