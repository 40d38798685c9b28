import Testing
import SceneGraph
@testable import SceneParser
import TestSupport

/// The cursor's lines and columns agree with counting characters one by one, at every offset,
/// whatever mix of line breaks and wide characters comes before (it reads eight bytes at a time).
@Suite struct SourcePositionCursorTests {
    @Test func positionsMatchCountingOneByOne() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bc", "\n", "é", "€", "😀", "\r\n", "\t", "<x y=\"z\">", "longer ascii run of text "]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...80, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let expected = countedPositions(text)
            let offsets = expected.keys.sorted()
            bytes.withUnsafeBufferPointer { buffer in
                var forward = SourcePositionCursor(bytes: buffer)
                for offset in offsets {  // in order, as the reader asks
                    let position = forward.position(at: offset)
                    #expect(Int(position.line) == expected[offset]!.line && Int(position.column) == expected[offset]!.column,
                            "offset \(offset) of \(text.debugDescription)")
                }
                var jumping = SourcePositionCursor(bytes: buffer)
                for offset in offsets.shuffled(using: &generator) {  // backwards too
                    let position = jumping.position(at: offset)
                    #expect(Int(position.line) == expected[offset]!.line && Int(position.column) == expected[offset]!.column,
                            "offset \(offset) of \(text.debugDescription), out of order")
                }
            }
        }
    }

    /// A byte order mark is not a character: positions after it count from the first byte of text,
    /// and an offset inside it is the start of the first line.
    @Test func byteOrderMarkIsNotCounted() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "\n", "é", "😀", "<x y=\"z\">", "longer ascii run of text "]
        for _ in 0..<100 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
            let expected = countedPositions(text)
            bytes.withUnsafeBufferPointer { buffer in
                var cursor = SourcePositionCursor(bytes: buffer)
                for offset in 0..<3 {
                    let position = cursor.position(at: offset)
                    #expect(position.line == 1 && position.column == 1, "offset \(offset) inside the mark")
                }
                for offset in expected.keys.sorted() {
                    let position = cursor.position(at: offset + 3)
                    #expect(Int(position.line) == expected[offset]!.line && Int(position.column) == expected[offset]!.column,
                            "offset \(offset) after the mark in \(text.debugDescription)")
                }
            }
        }
    }
}
