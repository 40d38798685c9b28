import Testing
@testable import SceneCodeGen

/// The escaping rules decide on a string's bytes and look up a scalar's category only where
/// they must (issue 26); on every Unicode scalar they must decide as the rules written with
/// categories do.
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
            if SwiftRenderer.isReplacedInComment(scalar) != Self.referenceReplacedInComment(scalar)
                || SwiftRenderer.isEscapedInLiteral(scalar) != Self.referenceEscapedInLiteral(scalar) {
                mismatches.append(scalar)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0.value, radix: 16) })")
    }

    /// The ranges told without a look-up hold letters and punctuation only.
    @Test func commonLettersAndPunctuationAreLettersAndPunctuation() {
        let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x2010...0x2027]
        for value in ranges.joined() {
            let scalar = Unicode.Scalar(value)!
            #expect(SwiftRenderer.isCommonLetterOrPunctuation(scalar))
            let punctuation: [Unicode.GeneralCategory] = [.dashPunctuation, .openPunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation]
            #expect(scalar.properties.isAlphabetic || punctuation.contains(scalar.properties.generalCategory) || value == 0xD7 || value == 0xF7,
                    "U+\(String(value, radix: 16))")  // × and ÷ are maths symbols
        }
        #expect(!SwiftRenderer.isCommonLetterOrPunctuation("\u{AD}"))  // soft hyphen: a format character
        #expect(!SwiftRenderer.isCommonLetterOrPunctuation("\u{2028}"))  // line separator
    }

    /// Every scalar is decoded from its UTF-8 as the string's own view decodes it, with its length.
    @Test func scalarsAreDecodedFromTheirBytes() {
        for scalar in Self.allScalars {
            var bytes = Array(String(scalar).utf8)
            bytes.withUnsafeMutableBufferPointer { buffer in
                let (decoded, length) = SwiftRenderer.scalar(in: UnsafeBufferPointer(buffer), at: 0)
                #expect(decoded == scalar && length == buffer.count, "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    /// The search finds a marked scalar wherever it stands, after ASCII and longer scalars.
    @Test func searchFindsMarkedScalarsAnywhere() {
        let plain: [String] = ["a", "é", "—", "“", "🍝", " ", "ע"]
        let marked: [String] = ["\u{202E}", "\u{200B}", "\n", "\u{7F}", "\u{2028}", "\u{E0001}", "\u{85}"]
        for prefix in plain {
            for suffix in plain {
                let text = prefix + suffix + prefix
                #expect(!SwiftRenderer.containsScalar(of: text, passing: { $0 >= 0x20 && $0 < 0x7F }, where: SwiftRenderer.isReplacedInComment))
                for mark in marked {
                    let withMark = prefix + mark + suffix
                    #expect(SwiftRenderer.containsScalar(of: withMark, passing: { $0 >= 0x20 && $0 < 0x7F }, where: SwiftRenderer.isReplacedInComment),
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
