import SceneGraph

/// Whether text is printable ASCII, eight bytes at a time.
///
/// Why: every doc comment line and string literal the renderer writes is checked first — is it
/// one line, does anything in it need replacing or escaping — and nearly all are printable ASCII.
/// Those checks were loops calling a closure on each byte, twice for a doc line: ~1,500
/// instructions a line, 2.5 % of `compile` of scene files (issue 26). A word of eight bytes is
/// tested with a few additions and masks instead. For bytes below 0x80 (the top bits checked
/// first), adding 0x60 to each sets its top bit exactly when it is at least 0x20, and adding
/// 0x01 exactly when it is 0x7F; neither sum carries into the next byte. `PrintableASCIIScanTests`
/// compares both checks with the byte-by-byte ones on every byte value at every position.
enum PrintableASCIIScan {
    /// Whether every byte is printable ASCII (0x20–0x7E).
    static func isPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        allWords(of: bytes, satisfy: isPrintableWord, else: isPrintableByte)
    }

    /// Whether every byte is printable ASCII other than the quote and the backslash: what a string
    /// literal holds as it is.
    static func isPlainLiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        allWords(of: bytes, satisfy: { isPrintableWord($0) && !ByteScan.hasByte(0x22, in: $0) && !ByteScan.hasByte(0x5C, in: $0) }, else: isPlainLiteralByte)
    }

    /// ``isPrintable(_:)`` of a string's UTF-8.
    static func isPrintable(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isPrintable) ?? text.utf8.allSatisfy(isPrintableByte)
    }

    /// ``isPlainLiteral(_:)`` of a string's UTF-8.
    static func isPlainLiteral(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isPlainLiteral) ?? text.utf8.allSatisfy(isPlainLiteralByte)
    }

    static func isPrintableByte(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        isPrintableByte(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Whether `word`'s eight bytes are all printable ASCII.
    @inline(__always)
    static func isPrintableWord(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return false }
        let atLeastSpace = (word &+ 0x6060_6060_6060_6060) & high == high
        let hasDelete = (word &+ 0x0101_0101_0101_0101) & high != 0
        return atLeastSpace && !hasDelete
    }

    /// Whether each whole word of `bytes` satisfies `isWordOK` and each byte after the last whole
    /// word satisfies `isByteOK`.
    @inline(__always)
    private static func allWords(
        of bytes: UnsafeBufferPointer<UInt8>, satisfy isWordOK: (UInt64) -> Bool, else isByteOK: (UInt8) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            guard isWordOK(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { return false }
            index += 8
        }
        while index < bytes.count {
            guard isByteOK(bytes[index]) else { return false }
            index += 1
        }
        return true
    }
}
