import SceneGraph

/// How the renderer escapes: names back-ticked where Swift needs it, text as string literals
/// that nothing can end early, comments on one line with no invisible characters.
extension SwiftRenderer {
    /// A name as Swift needs it: back-ticked when it is a reserved word.
    public static func name(_ name: String) -> String {
        hasReservedWordShape(name) && reservedNameSet.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` could be one of ``reservedNames``: `_`, or ASCII letters with no capital
    /// after the first, no longer than the longest of them. Only such names are looked up: most
    /// generated names are camel-cased (`titleLabel`) or carry digits, and hashing each for a set
    /// cost ~340 instructions a name (issue 26); the look-up as packed bytes (`ShortWordSet`) is
    /// cheaper but still dearer than this test. `TranslationTableTests` checks every reserved word
    /// has this shape.
    static func hasReservedWordShape(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count <= longestReservedName else { return false }
        return utf8.withContiguousStorageIfAvailable(hasReservedWordShape) ?? Array(utf8).withUnsafeBufferPointer(hasReservedWordShape)
    }

    /// ``hasReservedWordShape(_:)`` on the name's bytes (a native string's own storage).
    private static func hasReservedWordShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "_") { return bytes.count == 1 }
        guard isASCIILetter(first) else { return false }
        for byte in bytes.dropFirst() where byte < UInt8(ascii: "a") || byte > UInt8(ascii: "z") { return false }
        return true
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// The words ``name(_:)`` back-ticks, in one set.
    static let reservedNames = SwiftName.keywords.union(contextualKeywords)
    /// ``reservedNames`` as packed bytes: a name is compared with the few of its length instead of
    /// hashed (``ShortWordSet``; `TranslationTableTests` compares ``name(_:)`` with the set).
    static let reservedNameSet = ShortWordSet(reservedNames)
    private static let longestReservedName = reservedNames.map(\.utf8.count).max() ?? 0

    /// A member name after a dot: only a few words need back-ticks there.
    /// Only names of the words' lengths (4 and 8 bytes) are compared: the renderer asks for
    /// every member it writes (200,000 for 1,000 scenes), and comparing each with the four words
    /// cost ~75 instructions (issue 26). `TranslationTableTests` compares it with the switch alone.
    public static func memberName(_ name: String) -> String {
        let length = name.utf8.count
        guard length == 4 || length == 8 else { return name }
        switch name {  // a switch, not an array literal made on every call
        case "self", "Type", "Protocol", "init": return "`\(name)`"
        default: return name
        }
    }

    /// An argument label: only `inout`, `var` and `let` need back-ticks there (compared only
    /// when the label is as long, as in ``memberName(_:)``).
    public static func labelName(_ name: String) -> String {
        let length = name.utf8.count
        guard length == 3 || length == 5 else { return name }
        switch name {
        case "inout", "var", "let": return "`\(name)`"
        default: return name
        }
    }

    /// Words that need back-ticks in some positions; back-ticking them everywhere is always valid.
    static let contextualKeywords: Set<String> = ["Type", "Protocol", "init", "some", "any"]

    /// A string literal whose value is exactly `text`: quotes, backslashes, line breaks and
    /// invisible or direction-changing characters are escaped, so nothing can end the literal
    /// early, interpolate, or hide in the source.
    public static func stringLiteral(_ text: String) -> String {
        var literal = ""
        writeStringLiteral(text, to: &literal)
        return literal
    }

    /// Appends ``stringLiteral(_:)`` of `text`.
    static func writeStringLiteral(_ text: String, to literal: inout String) {
        literal.append("\"")
        if !needsEscaping(text) {  // nearly always: nothing to escape, copy whole
            literal.append(text)
            return literal.append("\"")
        }
        appendReplacingScalars(of: text, to: &literal, literalEscape)
        literal.append("\"")
    }

    /// What ``stringLiteral(_:)`` writes for `scalar` instead of itself, or nil when it writes it
    /// as it is.
    static func literalEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: needsEscape(scalar) ? unicodeEscape(scalar) : nil
        }
    }

    /// `\u{…}` of a scalar, its value in upper-case hexadecimal.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether ``stringLiteral(_:)`` writes some scalar of `text` otherwise than as itself: printable
    /// ASCII other than the quote and the backslash is settled eight bytes at a time
    /// (``PrintableASCIIScan``); text
    /// with other characters (accented letters, curly quotes) is searched scalar by scalar.
    static func needsEscaping(_ text: String) -> Bool {
        !PrintableASCIIScan.isPlainLiteral(text)
            && ScalarScan.contains(in: text, passing: PrintableASCIIScan.isPlainLiteralByte) { literalEscape($0) != nil }
    }

    /// Appends the UTF-8 bytes of ``stringLiteral(_:)`` of `text` (what ``CodeWriter`` holds):
    /// the quotes around the string's own bytes when nothing needs escaping, as nearly always.
    static func writeStringLiteral(_ text: String, to bytes: inout ByteAccumulator) {
        guard !needsEscaping(text) else {
            return CodeWriter.append(stringLiteral(text), to: &bytes)
        }
        bytes.append(UInt8(ascii: "\""))
        CodeWriter.append(text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether a scalar is escaped in a string literal: invisible, direction-changing or unassigned.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ScalarScan.isASCIIControl(scalar) }
        if ScalarScan.isCommonLetterOrPunctuation(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// Appends `text` to `result`, each scalar replaced by what `replacement` returns for it, or
    /// copied when it returns nil. The bytes are gathered first: appending scalars one by one to
    /// a string costs far more.
    private static func appendReplacingScalars(
        of text: String, to result: inout String, _ replacement: (Unicode.Scalar) -> String?
    ) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                bytes.append(contentsOf: replaced.utf8)
            } else {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        result.append(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether every UTF-8 byte of `text` satisfies `predicate`: a loop over the string's bytes in
    /// memory, much cheaper than iterating the UTF-8 view.
    static func allBytes(of text: String, satisfy predicate: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? text.utf8.allSatisfy(predicate)
    }

    /// A floating-point literal that reads back as the same value.
    static func doubleLiteral(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "Double.nan" : value < 0 ? "-Double.infinity" : "Double.infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return "\(value)"
    }

    /// Text safe inside a `//` comment: one line, no invisible or direction-changing characters.
    static func singleLine(_ text: String) -> String {
        // Nearly always nothing to replace: return the text as it is, without a scalar-by-scalar
        // copy. Generated doc comments hold dashes and curly quotes, so "printable ASCII only" was
        // not enough: each such line was copied scalar by scalar (~10,000 instructions a line,
        // 1.7 % of `compile` of scene files, issue 26).
        if PrintableASCIIScan.isPrintable(text) { return text }  // printable ASCII: a word at a time
        guard ScalarScan.contains(in: text, passing: PrintableASCIIScan.isPrintableByte, where: { commentReplacement($0) != nil }) else { return text }
        var result = ""
        appendReplacingScalars(of: text, to: &result, commentReplacement)
        return result
    }

    /// What ``singleLine(_:)`` writes for `scalar` instead of itself — a space for a line break,
    /// `\u{…}` for another control, format or separator character — or nil when it writes it as it is.
    static func commentReplacement(_ scalar: Unicode.Scalar) -> String? {
        if scalar.isASCII {
            guard ScalarScan.isASCIIControl(scalar) else { return nil }
            return scalar == "\n" || scalar == "\r" ? " " : unicodeEscape(scalar)
        }
        if ScalarScan.isCommonLetterOrPunctuation(scalar) { return nil }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return unicodeEscape(scalar)
        default: return nil
        }
    }
}
