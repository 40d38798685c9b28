/// Where a tag ends, found in the bytes without parsing: the one scan of a tag's quoted values
/// that the piecewise parse's cutter (``DocumentPieces``) and the editor's top-level element scan
/// share.
public enum XMLTagScan {
    /// The offset just past the `>` of the tag whose `<` is at `start` (a quoted value may hold
    /// `>`), and whether the tag ends with `/>`; nil when the bytes end first.
    public static func end(ofTagAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, selfClosing: Bool)? {
        var quote: UInt8?
        var position = start + 1
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return (position + 1, bytes[position - 1] == UInt8(ascii: "/"))
            }
            position += 1
        }
        return nil
    }
}
