/// Checks of names that generated code turns into Swift identifiers and types.
public enum SwiftName {
    /// Whether `name` is a Swift identifier generated code can use (keywords included: generated
    /// code back-ticks them; `unusableNames` excluded).
    public static func isIdentifier(_ name: String) -> Bool {
        var name = name
        // ASCII, as names nearly always are: decided on the contiguous bytes.
        if let isASCIIIdentifier = name.withUTF8({ asciiIdentifier($0) }) {
            return isASCIIIdentifier && !isUnusable(name)
        }
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy(isIdentifierCharacter) && !isUnusable(name)
    }

    /// Whether `bytes` form an ASCII identifier (`_` alone excluded); nil when they hold a
    /// non-ASCII byte (Unicode properties decide then).
    ///
    /// Eight bytes at a time (``areIdentifierBytes(_:)``), the last few one by one against a mask
    /// of the identifier characters; the bytes are or-ed to find a non-ASCII one at the end.
    /// Every name the generator makes or the gate checks comes here (a byte at a time, 1.6 % of
    /// `compile` of scene files after the nineteenth round, issue 26). `IdentifierBytesTests`
    /// compares it with the plain range comparisons, every byte at every place of a name.
    static func asciiIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let base = bytes.baseAddress, let first = bytes.first else { return false }
        var isIdentifier = ByteScan.isASCIILetter(first) || (first == UInt8(ascii: "_") && bytes.count > 1)
        var union: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            let word = ByteScan.word(at: index, of: base)
            union |= word
            isIdentifier = isIdentifier && areIdentifierBytes(word)
            index += 8
        }
        while index < bytes.count {
            let byte = base[index]
            union |= UInt64(byte)
            isIdentifier = isIdentifier && isIdentifierByte(byte)
            index += 1
        }
        return ByteScan.hasNonASCIIByte(union) ? nil : isIdentifier
    }

    /// Whether each of the eight bytes of `word` is a letter, a digit or `_`, for ASCII bytes
    /// (with a byte of 0x80 or above the answer means nothing: the caller answers nil then).
    /// Each range test is a subtraction per byte whose high bit tells the side: an ASCII byte
    /// with its high bit set minus the range's low end keeps the high bit when it is at least
    /// that; the range's high end with the high bit set minus the byte, when it is at most that
    /// — neither borrows from the next byte. Letters are tested once, with the case bit set.
    @inline(__always)
    static func areIdentifierBytes(_ word: UInt64) -> Bool {
        let high = ByteScan.broadcast(0x80)
        func atLeast(_ low: UInt8, _ word: UInt64) -> UInt64 { ((word | high) &- ByteScan.broadcast(low)) & high }
        func atMost(_ top: UInt8, _ word: UInt64) -> UInt64 { ((ByteScan.broadcast(top) | high) &- word) & high }
        let digits = atLeast(UInt8(ascii: "0"), word) & atMost(UInt8(ascii: "9"), word)
        let folded = word | ByteScan.broadcast(0x20)
        let letters = atLeast(UInt8(ascii: "a"), folded) & atMost(UInt8(ascii: "z"), folded)
        let underscores = atLeast(UInt8(ascii: "_"), word) & atMost(UInt8(ascii: "_"), word)
        return digits | letters | underscores == high
    }

    /// Whether an ASCII byte is a letter, a digit or `_`: bit `byte` of a 128-bit mask (digits
    /// 48–57 in the low word; letters 65–90 and 97–122 and `_` 95 in the high one).
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let low: UInt64 = 0x03FF_0000_0000_0000, high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : byte < 128 && (high >> UInt64(byte &- 64)) & 1 == 1
    }

    /// Whether `name` is one of ``unusableNames`` (`init`, `Type`, `Protocol`): looked up only for
    /// names of their lengths.
    @inline(__always)
    private static func isUnusable(_ name: String) -> Bool {
        let count = name.utf8.count
        return (count == 4 || count == 8) && unusableNames.contains(name)
    }

    /// Whether `name` is one of ``keywords``: compared with the keywords of its length as packed
    /// bytes, not hashed for the set (``ShortWordSet``; the answers are the set's).
    @inline(__always)
    public static func isKeyword(_ name: String) -> Bool {
        keywordSet.contains(name)
    }

    /// ``keywords`` as packed bytes.
    private static let keywordSet = ShortWordSet(keywords)

    /// Whether `name` is a type name: identifiers joined by dots (`RecipeCell`, `Kit.RecipeCell`).
    public static func isTypeName(_ name: String) -> Bool {
        if let simple = simpleTypeName(name) { return simple }
        return dottedOrWideTypeName(name)
    }

    /// ``isTypeName(_:)`` for an ASCII name without a dot, as nearly every type name is, decided on
    /// its contiguous bytes without splitting it or copying its parts; nil for any other name.
    /// (This takes three fifths off the 1,900 instructions a class name cost, split and copied
    /// part by part: 2 % of `check` on scene files.)
    static func simpleTypeName(_ name: String) -> Bool? {
        var name = name
        let isIdentifier = name.withUTF8 { bytes -> Bool? in
            bytes.contains(UInt8(ascii: ".")) ? nil : asciiIdentifier(bytes)
        }
        guard let isIdentifier else { return nil }
        return isIdentifier && !isUnusable(name) && !isKeyword(name)
    }

    /// ``isTypeName(_:)`` part by part: the plain form, for names with dots or wider characters
    /// (and the reference ``simpleTypeName(_:)`` is tested against).
    static func dottedOrWideTypeName(_ name: String) -> Bool {
        func isPart(_ part: Substring) -> Bool {
            let part = String(part)
            return isIdentifier(part) && !isKeyword(part)
        }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            // A dot followed by a combining mark is one character, not a separator: split on characters.
            return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isPart)
        }
        // ASCII, as type names nearly always are: the same split on bytes.
        var partStart = name.startIndex
        for index in name.utf8.indices where name.utf8[index] == UInt8(ascii: ".") {
            guard isPart(name[partStart..<index]) else { return false }
            partStart = name.utf8.index(after: index)
        }
        return isPart(name[partStart...])
    }

    /// Whether `text` is an Objective-C selector as storyboards write them: an identifier
    /// (`refresh`), or parts each followed by a colon, the first an identifier and the others
    /// identifiers or empty (`addRecipe:`, `unwindTo:sender:`).
    public static func isSelector(_ text: String) -> Bool {
        asciiSelector(text) ?? characterSelector(text)
    }

    /// ``isSelector(_:)`` for an ASCII text, as selectors nearly always are, decided on its
    /// contiguous bytes without splitting it or copying its parts; nil for any other text. In
    /// ASCII a colon is always a character of its own, so splitting on the byte is splitting on
    /// the character. (The character-by-character form cost ~14,000 instructions a selector:
    /// 1.4 % of `check` on the corpus of storyboards.)
    static func asciiSelector(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let colon = UInt8(ascii: ":")
            guard let firstColon = bytes.firstIndex(of: colon) else { return isASCIIIdentifier(bytes) }
            guard bytes.last == colon else { return false }
            var partStart = 0
            var index = firstColon
            while index < bytes.count {
                if bytes[index] == colon {
                    let part = UnsafeBufferPointer(rebasing: bytes[partStart..<index])
                    // The first part names the method; the others may be empty (`foo::`).
                    guard (partStart != 0 && part.isEmpty) || isASCIIIdentifier(part) else { return false }
                    partStart = index + 1
                }
                index += 1
            }
            return true
        }
    }

    /// ``isIdentifier(_:)`` on ASCII bytes.
    private static func isASCIIIdentifier(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard asciiIdentifier(part) == true else { return false }
        // Only the unusable words' lengths need a string to compare.
        return (part.count != 4 && part.count != 8) || !unusableNames.contains(String(decoding: part, as: UTF8.self))
    }

    /// The plain form of ``isSelector(_:)``, character by character: for text with wider
    /// characters (a colon followed by a combining mark is one character, not a separator), and
    /// the reference ``asciiSelector(_:)`` is tested against.
    static func characterSelector(_ text: String) -> Bool {
        guard text.contains(":") else { return isIdentifier(text) }
        guard text.last == ":" else { return false }
        let parts = text.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard let first = parts.first, isIdentifier(String(first)) else { return false }
        return parts.dropFirst().allSatisfy { $0.isEmpty || isIdentifier(String($0)) }
    }

    /// Whether `text` is a Swift type this format accepts for parameters: type names with
    /// generic arguments, arrays `[T]`, dictionaries `[K: V]`, optionals `T?`.
    public static func isType(_ text: String) -> Bool {
        if let simple = simpleParameterType(text) { return simple }
        return parsedType(text)
    }

    /// ``isType(_:)`` by the type grammar's parser: the plain form, for every type that is not a
    /// simple one, and the reference ``simpleParameterType(_:)`` is tested against.
    static func parsedType(_ text: String) -> Bool {
        var parser = TypeParser(Array(text.unicodeScalars))
        return parser.parseType() && parser.atEnd
    }

    /// ``isType(_:)`` for an ASCII identifier followed only by `?` and `!` (`Int`, `String?`), as
    /// segue parameters' types nearly always are, decided on its bytes; nil for any other text.
    /// The parser copies the text's scalars into an array and each name into a string: ~5,500
    /// instructions for `Int`, 2 % of `check` of 1,000 scenes in 10 files (issue 26).
    /// `SimpleTypeTests` compares it with ``parsedType(_:)``.
    static func simpleParameterType(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[..<end])
            guard asciiIdentifier(name) == true else { return nil }
            // As the parser: a keyword is no type, but `Any` and `Self` are.
            let word = String(decoding: name, as: UTF8.self)
            return !isKeyword(word) || word == "Any" || word == "Self"
        }
    }

    /// Words no back-ticks make usable everywhere generated code puts a name: a function named
    /// `init` is an initializer, and `Type` or `Protocol` after a dot names a metatype.
    public static let unusableNames: Set<String> = ["init", "Type", "Protocol"]

    /// Swift's reserved words (those that need back-ticks as identifiers).
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Whether an identifier may start with `scalar`: an ASCII letter or `_`, or a letter or
    /// ideograph that Swift's grammar also accepts there — never an invisible or
    /// direction-changing character, which Swift's grammar would take.
    public static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar.isASCII { return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") }
        let properties = scalar.properties
        return (properties.isAlphabetic || properties.isIdeographic) && SwiftIdentifierGrammar.isHead(scalar.value)
    }

    /// Whether `scalar` may continue an identifier: a head, an ASCII digit, or a digit, mark or
    /// connector that Swift's grammar accepts inside an identifier.
    public static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierHead(scalar) { return true }
        if scalar.isASCII { return scalar >= "0" && scalar <= "9" }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation: return SwiftIdentifierGrammar.isCharacter(scalar.value)
        default: return false
        }
    }
}

/// A recursive-descent recogniser for the small type grammar of segue parameters.
private struct TypeParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool {
        var copy = self
        copy.skipSpaces()
        return copy.position == copy.scalars.count
    }

    mutating func parseType() -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth < 32 else { return false }
        skipSpaces()
        if peek == "[" {
            position += 1
            guard parseType() else { return false }
            skipSpaces()
            if peek == ":" {
                position += 1
                guard parseType() else { return false }
                skipSpaces()
            }
            guard peek == "]" else { return false }
            position += 1
        } else {
            guard parseDottedName() else { return false }
        }
        while peek == "?" || peek == "!" { position += 1 }
        return true
    }

    private mutating func parseDottedName() -> Bool {
        repeat {
            guard parseIdentifier() else { return false }
            if peek == "<" {
                position += 1
                repeat {
                    guard parseType() else { return false }
                    skipSpaces()
                } while consume(",")
                guard consume(">") else { return false }
            }
        } while consume(".")
        return true
    }

    private mutating func parseIdentifier() -> Bool {
        let start = position
        guard let first = peek, SwiftName.isIdentifierHead(first) else { return false }
        position += 1
        while let next = peek, SwiftName.isIdentifierCharacter(next) { position += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<position]))
        return !SwiftName.isKeyword(name) || name == "Any" || name == "Self"
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while peek == " " { position += 1 }
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
}
