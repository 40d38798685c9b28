/// Byte-level tests that the readers' hot paths use: eight bytes at a time through 64-bit words
/// (SWAR, "SIMD within a register"), and ASCII classes without Unicode tables. Each is small,
/// named and checked against the byte-by-byte answer in `ByteScanTests`.
public enum ByteScan {
    /// Whether two names are the same, telling names of different lengths apart without
    /// comparing their text.
    ///
    /// Why: the readers find attribute, element and kind names along short lists (an element's
    /// checked attributes, a spec's attributes and children, the view kinds), where most
    /// candidates differ. `==` on two different strings goes through the standard library's
    /// general comparison, about 110 instructions even when the lengths differ
    /// (`_stringCompareWithSmolCheck`: 10 % of `check` of 1,000 scenes in 10 files, callgrind);
    /// a string's UTF-8 count is stored, so reading two counts costs a few.
    ///
    /// Names of different UTF-8 lengths are different; names of the same length compare with
    /// `==`. For two ASCII names (every name of the vocabularies is one) that is `==`'s answer.
    /// Where `==` finds two names of different lengths canonically equivalent (the Kelvin sign
    /// and `K`), they are different here, as they are for XML, which compares names code point
    /// by code point; two non-ASCII names of one length still compare as `==` does.
    @inlinable
    public static func isSameName(_ name: String, _ other: String) -> Bool {
        name.utf8.count == other.utf8.count && name == other
    }

    /// `byte` in every byte of a word.
    @inlinable
    public static func broadcast(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// The high bit of each byte of `word` that is zero, and no other bit (exact for every byte).
    @inline(__always)
    public static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowSevenBits) &+ lowSevenBits) | word) & highBits
    }

    /// Whether some byte of `word` is zero (cheaper than ``zeroBytes(_:)`` when only that matters).
    @inlinable
    public static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- lowBits) & ~word & highBits != 0
    }

    /// Whether some byte of `word` is `byte`.
    @inlinable
    public static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasZeroByte(word ^ broadcast(byte))
    }

    /// Whether some byte of `word` is not ASCII (has its high bit set).
    @inline(__always)
    public static func hasNonASCIIByte(_ word: UInt64) -> Bool {
        word & highBits != 0
    }

    /// How many bytes of `word` are UTF-8 continuation bytes (`10xxxxxx`).
    @inline(__always)
    public static func continuationByteCount(_ word: UInt64) -> Int {
        (word & ~(word << 1) & highBits).nonzeroBitCount
    }

    /// The last index in `start..<end` of `bytes` that holds `byte`, or nil when none does: eight
    /// bytes at a time, backwards, while a word holds no such byte. The markup scanner finds the
    /// `<` of each start tag from its end this way; tags are long (a storyboard's hold many
    /// attributes), and byte by byte this was 2.4 M instructions of a corpus `check`.
    @inlinable
    public static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard let base = bytes.baseAddress, start < end else { return nil }
        let pattern = broadcast(byte)
        var limit = end  // bytes at `limit` and after are searched
        while limit - 8 >= start {
            let matches = zeroBytes(UInt64(littleEndian: word(at: limit - 8, of: base)) ^ pattern)
            if matches != 0 { return limit - 8 + (63 - matches.leadingZeroBitCount) / 8 }
            limit -= 8
        }
        while limit > start {
            limit -= 1
            if base[limit] == byte { return limit }
        }
        return nil
    }

    /// The eight bytes at `offset` of `base`, in memory order, without alignment.
    @inline(__always)
    public static func word(at offset: Int, of base: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
    }

    /// Whether every byte of `bytes` is ASCII: the bytes OR-ed together 32 at a time into four
    /// words (which the compiler can keep in one vector register), the high bits looked at once
    /// at the end. A document's line index takes a shortcut when they are (issue 26).
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var seen: UInt64 = 0
        var index = 0
        var first: UInt64 = 0, second: UInt64 = 0, third: UInt64 = 0, fourth: UInt64 = 0
        while index + 32 <= bytes.count {
            first |= word(at: index, of: base)
            second |= word(at: index + 8, of: base)
            third |= word(at: index + 16, of: base)
            fourth |= word(at: index + 24, of: base)
            index += 32
        }
        seen = first | second | third | fourth
        while index + 8 <= bytes.count {
            seen |= word(at: index, of: base)
            index += 8
        }
        while index < bytes.count {
            seen |= UInt64(base[index])
            index += 1
        }
        return !hasNonASCIIByte(seen)
    }

    /// Whether every byte of `text` is ASCII, read from its contiguous storage.
    public static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// Whether `text`'s UTF-8 bytes contain `needle`'s: a byte search, for ASCII markers in
    /// attribute values. `String.contains` with a string argument goes through the
    /// string-processing library (~30,000 instructions a call: 2.5 % of `check` of 200 small
    /// storyboards); for ASCII text the answers are the same.
    public static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let first = wanted.first else { return true }
                guard wanted.count <= haystack.count else { return false }
                var start = 0
                while start <= haystack.count - wanted.count {
                    if haystack[start] == first {
                        var offset = 1
                        while offset < wanted.count, haystack[start + offset] == wanted[offset] { offset += 1 }
                        if offset == wanted.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// Whether `byte` is an ASCII letter (`A`–`Z`, `a`–`z`).
    @inline(__always)
    public static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Whether `byte` is an ASCII digit.
    @inline(__always)
    public static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @usableFromInline static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080
}
