import Testing
@testable import SceneCodeGen
import TestSupport

/// ``PrintableASCIIScan`` tests eight bytes at a time; it must answer as the byte-by-byte checks
/// do for every byte value at every position of buffers shorter and longer than a word, and for
/// random text; and doc comments and string literals must be written as the former formulas wrote them.
@Suite("Printable ASCII, a word at a time")
struct PrintableASCIIScanTests {
    static func check(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            #expect(PrintableASCIIScan.isPrintable(buffer) == bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(bytes)")
            #expect(PrintableASCIIScan.isPlainLiteral(buffer) == bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }, "\(bytes)")
        }
    }

    @Test func everyByteAtEveryPosition() {
        for length in 0...19 {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = UInt8(value)
                    Self.check(bytes)
                }
            }
            Self.check([UInt8](repeating: 0x20, count: length))
            Self.check([UInt8](repeating: 0x7E, count: length))
        }
    }

    @Test func randomBytesAndStrings() {
        var random = SeededRandom(seed: 0x7E)
        let edges: [UInt8] = [0x00, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xE2, 0xFF]
        for _ in 0..<20_000 {
            let length = random.below(40)
            // Mostly printable, as real text is, so that long runs reach the words.
            let bytes = (0..<length).map { _ in random.below(12) == 0 ? random.pick(edges) : UInt8(0x20 + random.below(0x5F)) }
            Self.check(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(PrintableASCIIScan.isPrintable(text) == text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        }
    }

    /// Doc comment lines are written as `/// ` and ``SwiftRenderer/singleLine(_:)`` of each line,
    /// as before the shortcut.
    @Test func docLinesAreTheFormerText() {
        var random = SeededRandom(seed: 0xD0C)
        let pieces = ["a", "Outlet to `x` (Main.scene:3).", " ", "—", "\n", "\r", "\u{7}", "\u{7F}", "é", "\u{200F}", "\"", "\\", "“quoted”"]
        for _ in 0..<2_000 {
            let lines = (0..<random.below(4)).map { _ in random.text(of: pieces, fewerThan: 6) }
            var writer = CodeWriter(indent: 1)
            SwiftRenderer().write(.typeAlias(doc: lines, access: nil, name: "A", type: "Int"), to: &writer)
            var expected = ""
            for text in lines {
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    expected += "    " + (line.isEmpty ? "///" : "/// " + SwiftRenderer.singleLine(String(line))) + "\n"
                }
            }
            expected += "    typealias A = Int\n"
            #expect(writer.text == expected, "\(lines)")
        }
    }
}
