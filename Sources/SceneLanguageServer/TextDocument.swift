import SceneEditing

/// An open document's text as the editor has it, changed by `didChange` events whose positions
/// count UTF-16 code units on lines ended by `\n`, `\r\n` or `\r` (LSP's default encoding).
public struct TextDocument: Sendable {
    /// The text.
    public private(set) var text: String
    /// The editor's version number.
    public var version: Int
    /// The language the editor says it is in (`scene`, `xml`…).
    public var languageID: String

    /// Creates a document.
    public init(text: String, version: Int, languageID: String = "scene") {
        self.text = text
        self.version = version
        self.languageID = languageID
    }

    /// Replaces the text in `range` (nil: the whole text) with `newText`. Positions past the end
    /// of a line or of the text are clamped to it; a reversed range is taken in order.
    public mutating func replace(_ range: TextRange?, with newText: String) {
        guard let range else {
            text = newText
            return
        }
        let (first, second) = range.start <= range.end ? (range.start, range.end) : (range.end, range.start)
        var updated = text
        updated.withUTF8 { bytes in
            let start = Self.offset(of: first, in: bytes)
            let end = max(start, Self.offset(of: second, in: bytes))
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count - (end - start) + newText.utf8.count)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<start]))
            result.append(contentsOf: newText.utf8)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[end...]))
            text = String(decoding: result, as: UTF8.self)
        }
    }

    /// The text in a range (clamped to the text).
    public func text(in range: TextRange) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            let start = Self.offset(of: range.start, in: bytes)
            let end = max(start, Self.offset(of: range.end, in: bytes))
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// The position just after the last character.
    public var endPosition: TextPosition {
        var copy = text
        return copy.withUTF8 { bytes in Self.position(ofOffset: bytes.count, in: bytes) }
    }

    /// The UTF-8 offset of a position in `bytes`, clamped to its line and to the text. On the bytes,
    /// each character's UTF-16 width read from its lead byte: an edit is a walk of the text, without
    /// an index of it. `TextDocumentReferenceTests` compares edits, ranges and the end with the
    /// same rules on Unicode scalars.
    static func offset(of position: TextPosition, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        var line = 0
        // Find the line's start.
        while line < position.line {
            guard index < bytes.count else { return bytes.count }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
            } else if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                line += 1
            }
        }
        // Walk the line's characters in UTF-16 units.
        var units = 0
        while units < position.character, index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { break }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }  // inside a surrogate pair: before it
            units += width
            index = min(bytes.count, index + length)
        }
        return index
    }

    /// The position of a UTF-8 offset in `bytes`.
    static func position(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var line = 0, character = 0, index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                character = 0
                index += 1
            } else if byte == 0x0D {
                line += 1
                character = 0
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            } else {
                let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                character += length == 4 ? 2 : 1
                index += length
            }
        }
        return TextPosition(line: line, character: character)
    }
}
