import Testing
import SceneGraph
@testable import SceneParser
import TestSupport

/// The line index the tree keeps gives the lines and columns of counting characters one by one,
/// at every offset and in any order, and the same as the cursor that records it.
@Suite struct SourceLineIndexTests {
    private static let pieces = ["a", "bc", "\n", "é", "€", "😀", "\r\n", "\t", "<x y=\"z\">", "longer ascii run of text ", "\n\n"]

    /// A cursor that has been asked for `asked` (in order), then for its index.
    private func index(of buffer: UnsafeBufferPointer<UInt8>, afterAsking asked: [Int]) -> SourceLineIndex {
        var cursor = SourcePositionCursor(bytes: buffer)
        for offset in asked { _ = cursor.position(at: offset) }
        return cursor.lineIndex()
    }

    @Test func positionsMatchCountingOneByOneInAnyOrder() {
        var generator = SeededRandom(seed: 26)
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...80, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let expected = countedPositions(text)
            let offsets = expected.keys.sorted()
            bytes.withUnsafeBufferPointer { buffer in
                // However far the cursor went before the index was asked for: nowhere, part of
                // the way, back and forth.
                let askedBefore = [[], Array(offsets.prefix(offsets.count / 2)), offsets.shuffled(using: &generator)]
                for asked in askedBefore {
                    let lines = index(of: buffer, afterAsking: asked)
                    #expect(lines.starts.count == text.utf8.count(where: { $0 == 0x0A }) + 1, "\(text.debugDescription)")
                    var cursor = SourcePositionCursor(bytes: buffer)
                    for offset in offsets.shuffled(using: &generator) {
                        let position = lines.position(at: offset, in: buffer), fromCursor = cursor.position(at: offset)
                        #expect(Int(position.line) == expected[offset]!.line && Int(position.column) == expected[offset]!.column,
                                "offset \(offset) of \(text.debugDescription), \(asked.count) asked before")
                        #expect(position.line == fromCursor.line && position.column == fromCursor.column, "the cursor at \(offset)")
                    }
                }
            }
        }
    }

    /// Long lines with wider characters are counted from the recorded columns, wherever a
    /// character straddles a recorded offset; long ASCII lines and short lines around them too.
    @Test func longLinesWithWiderCharactersMatchCountingOneByOne() {
        var generator = SeededRandom(seed: 26)
        let spacing = SourceLineIndex.checkpointSpacing
        let pieces = ["é", "€", "😀", "a", "bc", "\t", "long ascii run "]
        for _ in 0..<6 {
            var text = ""
            for number in 0..<Int.random(in: 2...4, using: &generator) {
                // The first line is long and wide; the others anything up to three spacings.
                var line = number == 0 ? "é" : ""
                let length = number == 0 ? 2 * spacing : Int.random(in: 0...(3 * spacing), using: &generator)
                while line.utf8.count < length { line += pieces.randomElement(using: &generator)! }
                text += line + (Bool.random(using: &generator) ? "\n" : "\nshort\n")
            }
            let bytes = Array(text.utf8)
            let expected = countedPositions(text)
            bytes.withUnsafeBufferPointer { buffer in
                let lines = index(of: buffer, afterAsking: [])
                #expect(!lines.checkpoints.isEmpty, "the text has a long line with wider characters")
                for offset in expected.keys.shuffled(using: &generator) {
                    let position = lines.position(at: offset, in: buffer)
                    #expect(Int(position.line) == expected[offset]!.line && Int(position.column) == expected[offset]!.column,
                            "offset \(offset) of \(text.debugDescription)")
                }
            }
        }
    }

    /// An all-ASCII document's index, its lines found with `memchr`, is the cursor's: the same
    /// line starts, no wide lines, and every offset placed alike; a document with one wider
    /// character (or a byte order mark) takes the cursor's walk.
    @Test func theASCIIShortcutIsTheCursorsIndex() {
        var generator = SeededRandom(seed: 22)
        let asciiPieces = ["a", "bc", "\n", "\r\n", "\t", "<x y=\"z\">", "longer ascii run of text ", "\n\n", String(repeating: "x", count: 70)]
        for round in 0..<200 {
            var text = (0..<Int.random(in: 0...80, using: &generator)).map { _ in asciiPieces.randomElement(using: &generator)! }.joined()
            let wide = round % 4 == 3
            if wide { text.insert("é", at: text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &generator))) }
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let walked = index(of: buffer, afterAsking: [])
                let shortcut = SourceLineIndex.asciiLines(of: buffer)
                #expect((shortcut == nil) == wide, "\(text.debugDescription)")
                let scanned = SourceLineIndex(scanning: buffer)
                #expect(scanned.starts == walked.starts && scanned.wideLines == walked.wideLines, "\(text.debugDescription)")
                if let shortcut { #expect(shortcut.starts == walked.starts && shortcut.wideLines.isEmpty && walked.wideLines.isEmpty) }
                let expected = countedPositions(text)
                for offset in expected.keys {
                    let position = scanned.position(at: offset, in: buffer)
                    #expect(Int(position.line) == expected[offset]!.line && Int(position.column) == expected[offset]!.column,
                            "offset \(offset) of \(text.debugDescription)")
                }
            }
        }
        [0xEF, 0xBB, 0xBF, 0x61].withUnsafeBufferPointer { #expect(SourceLineIndex.asciiLines(of: $0) == nil) }
    }

    /// Past the end is the end, as for the cursor.
    @Test func anOffsetPastTheEndIsTheEnd() {
        let bytes = Array("ab\ncé".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let lines = index(of: buffer, afterAsking: [])
            let end = lines.position(at: buffer.count, in: buffer)
            #expect(lines.position(at: buffer.count + 10, in: buffer).line == end.line)
            #expect(lines.position(at: buffer.count + 10, in: buffer).column == end.column)
            #expect(end.line == 2 && end.column == 3)
        }
    }

    /// A byte order mark is not a character: positions after it count from the first byte of
    /// text, and an offset inside it is the start of the first line.
    @Test func byteOrderMarkIsNotCounted() {
        var generator = SeededRandom(seed: 26)
        for _ in 0..<100 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
            let expected = countedPositions(text)
            bytes.withUnsafeBufferPointer { buffer in
                let lines = index(of: buffer, afterAsking: [])
                for offset in 0..<3 {
                    let position = lines.position(at: offset, in: buffer)
                    #expect(position.line == 1 && position.column == 1, "offset \(offset) inside the mark")
                }
                for offset in expected.keys.shuffled(using: &generator) {
                    let position = lines.position(at: offset + 3, in: buffer)
                    #expect(Int(position.line) == expected[offset]!.line && Int(position.column) == expected[offset]!.column,
                            "offset \(offset) after the mark in \(text.debugDescription)")
                }
            }
        }
    }
}
