import SceneEditing
import SceneLanguageServer
import Testing
import TestSupport

/// `TextDocument` finds UTF-16 positions by walking the text's UTF-8 bytes through a buffer
/// pointer; this compares its edits, ranges and end with a plain definition on Unicode scalars
/// (lines ended by `\r\n`, `\r` or `\n`; a scalar beyond the BMP is two UTF-16 units; a position
/// inside one is before it; positions past a line or the text are clamped) on random texts.
@Suite struct TextDocumentReferenceTests {
    /// A text as scalars, with where each line's content starts and ends.
    struct Lines {
        let scalars: [Unicode.Scalar]
        var starts: [Int] = [0]
        var ends: [Int] = []

        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                guard scalar == "\n" || scalar == "\r" else {
                    index += 1
                    continue
                }
                ends.append(index)
                index += scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
                starts.append(index)
            }
            ends.append(scalars.count)
        }

        func offset(of position: TextPosition) -> Int {
            guard position.line < starts.count else { return scalars.count }
            var index = starts[position.line], units = 0
            while index < ends[position.line] {
                let width = scalars[index].utf16.count
                if units + width > position.character { break }
                units += width
                index += 1
            }
            return index
        }

        func range(_ range: TextRange) -> Range<Int> {
            let start = offset(of: range.start)
            return start..<max(start, offset(of: range.end))
        }

        var end: TextPosition {
            TextPosition(line: starts.count - 1, character: scalars[starts[starts.count - 1]...].reduce(0) { $0 + $1.utf16.count })
        }
    }

    static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    @Test func randomEditsAgreeWithScalarLines() {
        var random = SeededRandom(seed: 0x7E47)
        let pieces = ["a", "bc", "é", "中", "😀", "\u{301}", "<b/>", "\n", "\r", "\r\n", " "]
        var shapes = Set<String>()
        for _ in 0..<3_000 {
            let text = random.text(of: pieces, fewerThan: 12)
            let lines = Lines(text)
            func position() -> TextPosition { TextPosition(line: random.below(lines.starts.count + 2), character: random.below(8)) }
            let range = TextRange(start: position(), end: position())
            let replacement = random.below(3) == 0 ? "" : pieces[random.below(pieces.count)]
            let ordered = range.start <= range.end ? range : TextRange(start: range.end, end: range.start)
            let expected = lines.range(ordered)

            var document = TextDocument(text: text, version: 1)
            #expect(document.endPosition == lines.end, "\(text.debugDescription)")
            #expect(Array(document.text(in: ordered).utf8) == Array(Self.text(lines.scalars[expected]).utf8), "\(text.debugDescription) \(ordered)")
            document.replace(range, with: replacement)
            let edited = Self.text(lines.scalars[..<expected.lowerBound]) + replacement + Self.text(lines.scalars[expected.upperBound...])
            #expect(Array(document.text.utf8) == Array(edited.utf8), "\(text.debugDescription) \(range) \(replacement.debugDescription)")
            shapes.insert([expected.isEmpty, range.start > range.end, expected.upperBound == lines.scalars.count, text.contains("😀")].description)
        }
        #expect(shapes.count >= 12, "\(shapes)")  // insertions and deletions, reversed ranges, clamped ends, surrogate pairs
    }
}
