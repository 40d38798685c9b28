/// The token a diagnostic's location points at, so that an editor underlines the whole of it.
enum TokenFinder {
    /// The byte range of the token at `offset`: the value of an attribute whose value starts there
    /// (with its quotes when it is empty), an element's `<` and name when its tag starts there, an
    /// attribute's name, the rest of a value, else the word or the one character there.
    static func token(at offset: Int, in document: WorkspaceDocument) -> Range<Int> {
        let syntax = document.syntax
        let bytes = document.source.bytes
        if let element = syntax.element(startingAt: offset) {
            return offset..<max(offset + 1, syntax.elements[element].nameRange.upperBound)
        }
        if let index = syntax.element(containing: offset), offset < syntax.elements[index].tagEnd {
            let element = syntax.elements[index]
            for attribute in element.attributes {
                if let value = attribute.valueRange, value.lowerBound == offset {
                    return value.isEmpty ? max(0, value.lowerBound - 1)..<min(bytes.count, value.upperBound + 1) : value
                }
            }
            for attribute in element.attributes {
                if let value = attribute.valueRange, value.contains(offset) { return offset..<value.upperBound }
                if attribute.nameRange.contains(offset) { return attribute.nameRange }
            }
        }
        guard offset < bytes.count else { return max(0, bytes.count - 1)..<bytes.count }
        var end = offset
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        if end == offset { end = offset + SourceText.width(of: bytes[offset]).length }
        return offset..<min(end, bytes.count)
    }

    /// Letters, digits, `_`, `-`, `.`, `:` and every non-ASCII byte: what names are made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...:
            true
        default:
            false
        }
    }
}
