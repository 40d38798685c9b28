@testable import SceneEditing
import Testing

/// Offsets, scenec's scalar columns and LSP's UTF-16 columns agree, beyond ASCII too.
@Suite struct SourceTextTests {
    let text = SourceText("ab\nçé🍰x\n\nlast")

    @Test func utf16ColumnsCountSurrogatePairsTwice() {
        // "çé🍰x": ç and é are 2 bytes, 🍰 is 4 bytes and 2 UTF-16 units.
        let x = text.lineStarts[1] + 2 + 2 + 4
        #expect(text.position(ofOffset: x) == TextPosition(line: 1, character: 4))
        #expect(text.offset(of: TextPosition(line: 1, character: 4)) == x)
    }

    @Test func scalarColumnsCountEachScalarOnce() {
        let x = text.lineStarts[1] + 8
        #expect(text.offset(line: 2, column: 4) == x)
        #expect(text.offset(line: 1, column: 1) == 0)
    }

    @Test func positionsBeyondALineOrTheTextAreClamped() {
        #expect(text.offset(of: TextPosition(line: 0, character: 99)) == 2)
        #expect(text.offset(of: TextPosition(line: 99, character: 0)) == text.bytes.count)
        #expect(text.position(ofOffset: 999) == TextPosition(line: 3, character: 4))
    }

    @Test func aByteOrderMarkIsNoColumnOfScenec() {
        let marked = SourceText("\u{FEFF}<a/>")
        #expect(marked.offset(line: 1, column: 1) == 3)
        #expect(marked.position(ofOffset: 3) == TextPosition(line: 0, character: 1))
    }
}
