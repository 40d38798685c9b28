/// Text made of pieces, built in one allocation of the exact size.
///
/// Why it exists: lint rules and the code generator make text per finding and per declaration —
/// on a large project tens of thousands of messages and doc comments. String interpolation
/// appends piece by piece, and each append checks capacity, uniqueness and ASCII-ness again:
/// ~400 instructions a piece, 6 % of linting 10,000 scenes over 10 files and 6 % of compiling
/// 1,000 scenes in 10 files (callgrind). Measuring the pieces first and copying their bytes into
/// a string of that size costs a fraction of it. `JoinedTextTests` compares it with interpolation.
///
/// Inlinable so that the pieces' array stays on the caller's stack in every module that uses it.
public enum JoinedText {
    /// The pieces one after the other, as `"\(a)\(b)…"` would give them.
    @inlinable
    public static func join(_ pieces: String...) -> String {
        var count = 0
        for piece in pieces { count += piece.utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for piece in pieces {
                offset = copyUTF8(of: piece, into: buffer, at: offset)
            }
            return offset
        }
    }

    /// Copies `piece`'s UTF-8 into `buffer` from `offset`; returns the offset after it.
    @inlinable
    static func copyUTF8(of piece: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let copied = piece.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard let base = bytes.baseAddress, let destination = buffer.baseAddress else { return 0 }
            (destination + offset).update(from: base, count: bytes.count)
            return bytes.count
        }
        if let copied { return offset + copied }
        // A string without contiguous UTF-8 (bridged, on Darwin): its code units one by one.
        var next = offset
        for byte in piece.utf8 {
            buffer[next] = byte
            next += 1
        }
        return next
    }
}
