import SceneGraph
import Testing
import TestSupport

/// `memchr`'s forward search against the byte-by-byte one.
@Suite("Byte search")
struct ByteSearchTests {
    /// Every start of buffers of a few interesting bytes, the byte absent, once, at either end and
    /// many times; lengths past the vector width (32 bytes) so that the C library's wide path runs.
    @Test func firstIndexIsTheFirstMatch() {
        var generator = SeededRandom(seed: 11)
        for length in [0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 257] {
            for _ in 0..<12 {
                // Mostly blanks and letters, so that a searched byte is often absent from a long run.
                let bytes = (0..<length).map { _ in
                    let random = generator.next()
                    return random % 9 == 0 ? [0x3C, 0x00, 0xC3, 0xFF][Int((random >> 8) % 4)] : [0x20, 0x41][Int((random >> 8) % 2)] as UInt8
                }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in -1...(length + 1) {
                        for byte: UInt8 in [0x3C, 0x00, 0xC3, 0xFF, 0x7F] {
                            let expected = start < 0 ? nil : (start..<max(start, length)).first { bytes[$0] == byte }
                            #expect(ByteScan.firstIndex(of: byte, in: buffer, from: start) == expected, "length \(length), start \(start), byte \(byte): \(bytes)")
                        }
                    }
                }
            }
        }
    }

    /// A buffer that is a slice of a larger one: offsets count from the slice's start, and a
    /// match beyond its end is not found.
    @Test func searchStaysInsideTheBuffer() {
        let bytes: [UInt8] = Array("<a>xxxxxxxx<b>".utf8)
        bytes.withUnsafeBufferPointer { whole in
            let slice = UnsafeBufferPointer(rebasing: whole[3..<11])
            #expect(ByteScan.firstIndex(of: UInt8(ascii: "<"), in: slice, from: 0) == nil)
            #expect(ByteScan.firstIndex(of: UInt8(ascii: "x"), in: slice, from: 2) == 2)
            #expect(ByteScan.firstIndex(of: UInt8(ascii: "<"), in: whole, from: 1) == 11)
        }
        #expect(ByteScan.firstIndex(of: 0, in: UnsafeBufferPointer(start: nil, count: 0), from: 0) == nil)
    }
}
