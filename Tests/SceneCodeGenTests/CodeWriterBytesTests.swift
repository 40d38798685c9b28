import Testing
@testable import SceneCodeGen
import TestSupport

/// ``CodeWriter`` keeps its text as UTF-8 bytes; random sequences of writes must give what the
/// former writer, which kept a `String`, gave: the same text, columns, blank lines and pieces
/// taken.
@Suite("Code writer on bytes")
struct CodeWriterBytesTests {
    /// The writer as it was, on a `String` (the reference).
    struct StringCodeWriter {
        private(set) var text = ""
        var indent: Int
        private var takenTail = ""

        init(indent: Int = 0) { self.indent = indent }
        mutating func startLine() { text.append(String(repeating: "    ", count: indent)) }
        var currentColumn: Int {
            var text = text
            return text.withUTF8 { bytes in bytes.count - ((bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1) }
        }
        mutating func write(_ piece: String) { text.append(piece) }
        mutating func writeStringLiteral(_ value: String) { SwiftRenderer.writeStringLiteral(value, to: &text) }
        mutating func endLine() { text.append("\n") }
        mutating func line(_ content: String) {
            text.append(String(repeating: "    ", count: indent))
            text.append(content)
            text.append("\n")
        }
        mutating func blank() {
            let written = text.utf8.count >= 2 || takenTail.isEmpty ? text : takenTail + text
            if !written.isEmpty, !written.hasSuffix("{\n"), !written.hasSuffix("\n\n") { text += "\n" }
        }
        mutating func takeText() -> String {
            let taken = text
            if !taken.isEmpty { takenTail = String((takenTail + taken).suffix(2)) }
            text = ""
            return taken
        }
        mutating func open(_ head: String) {
            line(head + " {")
            indent += 1
        }
        mutating func close() {
            indent -= 1
            line("}")
        }
    }

    /// Literal pieces of every length the short path and the general one take, multi-byte ones too.
    static let literals: [StaticString] = ["", "(", ", ", ")", "let ", " { get set }", "\n", ",\n", "é", "🍝", "    ", "123456789", "12345678", "return nil // é 🍝"]

    struct Generator {
        var random: SeededRandom
        init(state: UInt64) { random = SeededRandom(seed: state) }
        mutating func below(_ bound: Int) -> Int { random.below(bound) }
        mutating func piece() -> String {
            // No raw carriage return: generated code never holds one (literals and comments
            // escape it), and "\r" "\n" is one Character, which the string writer's `hasSuffix`
            // saw where the bytes see two.
            let alphabet = ["a", "Z", " ", "{", "}", "\n", "(", ")", "\"", "\\", "é", "🍝", "\u{202E}", "\t", "let ", "return"]
            return (0..<below(6)).map { _ in alphabet[below(alphabet.count)] }.joined()
        }
    }

    @Test func randomWritesGiveTheSameText() {
        var generator = Generator(state: 7)
        for _ in 0..<400 {
            var bytes = CodeWriter(indent: generator.below(3)), string = StringCodeWriter(indent: bytes.indent)
            var takenBytes = "", takenString = ""
            for _ in 0..<generator.below(80) {
                let piece = generator.piece()
                switch generator.below(10) {
                case 0: bytes.startLine(); string.startLine()
                case 1:
                    // A literal piece and a piece of text, each in its own way.
                    let literal = Self.literals[generator.below(Self.literals.count)]
                    if generator.below(2) == 0 { bytes.write(literal: literal) } else { bytes.write(literal.description) }
                    string.write(literal.description)
                    bytes.write(piece); string.write(piece)
                    let level = generator.below(20)
                    bytes.writeIndentation(level); string.write(String(repeating: "    ", count: level))
                case 2: bytes.writeStringLiteral(piece); string.writeStringLiteral(piece)
                case 3: bytes.endLine(); string.endLine()
                case 4: bytes.line(piece); string.line(piece)
                case 5: bytes.blank(); string.blank()
                case 6: takenBytes += bytes.takeText(); takenString += string.takeText()
                case 7: bytes.open(piece); string.open(piece)
                case 8 where string.indent > 0: bytes.close(); string.close()
                default: bytes.append(rendered: Array(piece.utf8)); string.write(piece)
                }
                #expect(bytes.text == string.text)
                #expect(bytes.currentColumn == string.currentColumn)
                #expect(bytes.byteCount == string.text.utf8.count)
            }
            #expect(takenBytes + bytes.takeText() == takenString + string.takeText())
        }
    }

    /// Columns counted from ``CodeWriter/columnOrigin`` (a measured argument list): the bytes after
    /// the last line break at or after the origin, or all the bytes after the origin.
    @Test func columnsCountFromTheOrigin() {
        var generator = Generator(state: 31)
        for _ in 0..<300 {
            var writer = CodeWriter(indent: 0)
            for _ in 0..<generator.below(12) { writer.write(generator.piece()) }
            for origin in 0...(writer.byteCount + 1) {
                writer.columnOrigin = origin
                let start = min(origin, writer.byteCount)
                let lineStart = writer.bytes[start...].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? start
                #expect(writer.currentColumn == writer.byteCount - lineStart, "\(writer.text.debugDescription), origin \(origin)")
            }
        }
    }

    /// What the renderer's measuring asks of the bytes written — a line break's offset, the
    /// columns since an offset, forgetting what follows one — answered as the array of the bytes
    /// answers it, for writers started empty or with room.
    @Test func searchesAndTruncationAgreeWithTheBytes() {
        var generator = Generator(state: 53)
        for round in 0..<300 {
            var writer = round % 2 == 0 ? CodeWriter(indent: 1) : CodeWriter(indent: 1, capacity: generator.below(64))
            for _ in 0..<generator.below(16) {
                if generator.below(3) == 0 { writer.endLine() } else { writer.write(generator.piece()) }
            }
            let bytes = writer.bytes
            for start in 0...bytes.count {
                #expect(writer.firstLineBreak(from: start) == bytes[start...].firstIndex(of: UInt8(ascii: "\n")))
                let written = bytes[start...]
                let expected = written.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? written.count : String(decoding: written, as: UTF8.self).count
                #expect(writer.columns(from: start) == expected)
            }
            let kept = generator.below(bytes.count + 1)
            writer.truncate(to: kept)
            #expect(writer.bytes == Array(bytes.prefix(kept)))
            writer.write("tail")
            #expect(writer.bytes == Array(bytes.prefix(kept)) + Array("tail".utf8))
        }
    }

    @Test func literalsAreTheSameBytes() {
        var generator = Generator(state: 11)
        for _ in 0..<2_000 {
            let text = generator.piece() + generator.piece()
            var bytes = ByteAccumulator()
            SwiftRenderer.writeStringLiteral(text, to: &bytes)
            #expect(String(decoding: bytes.array, as: UTF8.self) == SwiftRenderer.stringLiteral(text))
        }
    }
}
