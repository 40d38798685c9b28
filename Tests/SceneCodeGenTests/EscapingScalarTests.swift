import Testing
@testable import SceneCodeGen

/// The escaping rules decide on a string's bytes and look up a scalar's category only where
/// they must (``ScalarScan``, issue 26); on every Unicode scalar they must decide as the rules
/// written with categories do, and a string must be copied whole exactly when no scalar of it is
/// replaced.
@Suite("Escaping, scalar by scalar")
struct EscapingScalarTests {
    static let allScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)

    /// A control, format or separator character: what a comment may not hold.
    static func referenceReplacedInComment(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// What a string literal writes otherwise than as itself.
    static func referenceEscapedInLiteral(_ scalar: Unicode.Scalar) -> Bool {
        if ["\"", "\\", "\n", "\r", "\t", "\0"].contains(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    @Test func everyScalarIsDecidedAsItsCategorySays() {
        var mismatches: [Unicode.Scalar] = []
        for scalar in Self.allScalars {
            if (SwiftRenderer.commentReplacement(scalar) != nil) != Self.referenceReplacedInComment(scalar)
                || (SwiftRenderer.literalEscape(scalar) != nil) != Self.referenceEscapedInLiteral(scalar) {
                mismatches.append(scalar)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0.value, radix: 16) })")
    }

    /// Every scalar, alone and after a dash (so that the search, not the ASCII loop, decides):
    /// the literal and the comment are the text itself exactly when the rule replaces nothing.
    @Test func textIsCopiedWholeExactlyWhenNothingIsReplaced() {
        var mismatches: [Unicode.Scalar] = []
        for scalar in Self.allScalars {
            for text in [String(scalar), "—" + String(scalar)] {
                let literalIsText = SwiftRenderer.stringLiteral(text) == "\"" + text + "\""
                let commentIsText = SwiftRenderer.singleLine(text) == text
                if literalIsText != (SwiftRenderer.literalEscape(scalar) == nil) || commentIsText != (SwiftRenderer.commentReplacement(scalar) == nil) {
                    mismatches.append(scalar)
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0.value, radix: 16) })")
    }

    /// The ranges told without a look-up hold letters and punctuation only.
    @Test func commonLettersAndPunctuationAreLettersAndPunctuation() {
        let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x2010...0x2027]
        for value in ranges.joined() {
            let scalar = Unicode.Scalar(value)!
            #expect(ScalarScan.isCommonLetterOrPunctuation(scalar))
            let punctuation: [Unicode.GeneralCategory] = [.dashPunctuation, .openPunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation]
            #expect(scalar.properties.isAlphabetic || punctuation.contains(scalar.properties.generalCategory) || value == 0xD7 || value == 0xF7,
                    "U+\(String(value, radix: 16))")  // × and ÷ are maths symbols
        }
        #expect(!ScalarScan.isCommonLetterOrPunctuation("\u{AD}"))  // soft hyphen: a format character
        #expect(!ScalarScan.isCommonLetterOrPunctuation("\u{2028}"))  // line separator
    }

    /// Every scalar is decoded from its UTF-8 as the string's own view decodes it, with its length.
    @Test func scalarsAreDecodedFromTheirBytes() {
        for scalar in Self.allScalars {
            let bytes = Array(String(scalar).utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let (decoded, length) = ScalarScan.scalar(in: buffer, at: 0)
                #expect(decoded == scalar && length == buffer.count, "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    /// The search finds a marked scalar wherever it stands, after ASCII and longer scalars.
    @Test func searchFindsMarkedScalarsAnywhere() {
        let plain: [String] = ["a", "é", "—", "“", "🍝", " ", "ע"]
        let marked: [String] = ["\u{202E}", "\u{200B}", "\n", "\u{7F}", "\u{2028}", "\u{E0001}", "\u{85}"]
        let isPrintableASCII: (UInt8) -> Bool = { $0 >= 0x20 && $0 < 0x7F }
        for prefix in plain {
            for suffix in plain {
                let text = prefix + suffix + prefix
                #expect(!ScalarScan.contains(in: text, passing: isPrintableASCII) { SwiftRenderer.commentReplacement($0) != nil })
                for mark in marked {
                    let withMark = prefix + mark + suffix
                    #expect(ScalarScan.contains(in: withMark, passing: isPrintableASCII) { SwiftRenderer.commentReplacement($0) != nil },
                            "\(Array(withMark.unicodeScalars))")
                    #expect(SwiftRenderer.singleLine(withMark) != withMark)
                    #expect(SwiftRenderer.stringLiteral(withMark) != "\"" + withMark + "\"")
                }
                #expect(SwiftRenderer.singleLine(text) == text)
                #expect(SwiftRenderer.stringLiteral(text) == "\"" + text + "\"")
            }
        }
    }
}
