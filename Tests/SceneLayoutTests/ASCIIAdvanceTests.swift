import Testing
@testable import SceneLayout

/// The ASCII advance table classified on bytes (``TextMetrics/advance(ofASCII:)``) against the
/// same classes tested as `Character`s, as the table was first made.
@Suite struct ASCIIAdvanceTests {
    /// The classification as `Character` tests, in the same order.
    static func characterAdvance(_ code: Int) -> Double {
        typealias Metrics = TextMetrics
        let character = Character(Unicode.Scalar(UInt8(code)))
        if code < 32 || code == 127 { return code == 9 ? 4 * Metrics.space : 0 }
        if character == " " { return Metrics.space }
        if "ijl".contains(character) { return Metrics.narrowLower }
        if ".,:;'!|`".contains(character) { return Metrics.narrowPunctuation }
        if "ftr".contains(character) { return Metrics.semiNarrowLower }
        if "mw".contains(character) { return Metrics.wideLower }
        if "cksvxyz".contains(character) { return Metrics.slimLower }
        if character.isLowercase { return Metrics.lower }
        if "IJ".contains(character) { return Metrics.narrowUpper }
        if "MW".contains(character) { return Metrics.wideUpper }
        if "EFLSTZ".contains(character) { return Metrics.slimUpper }
        if character.isUppercase { return Metrics.upper }
        if character.isNumber { return Metrics.digit }
        if "-()[]{}/\\\"*".contains(character) { return Metrics.thinSymbol }
        return Metrics.symbol
    }

    @Test func everyCodeHasTheCharacterClassificationsAdvance() {
        for code in 0..<128 {
            #expect(TextMetrics.advance(ofASCII: UInt8(code)) == Self.characterAdvance(code), "code \(code)")
            #expect(TextMetrics.asciiAdvances[code] == Self.characterAdvance(code), "code \(code)")
        }
    }

    @Test func theClassesAreAllUsed() {
        // Each class's advance is some character's: a class the byte switch lost would be missing.
        let advances = Set((0..<128).map { TextMetrics.advance(ofASCII: UInt8($0)) })
        let classes: [Double] = [
            TextMetrics.space, TextMetrics.narrowLower, TextMetrics.narrowPunctuation, TextMetrics.semiNarrowLower,
            TextMetrics.wideLower, TextMetrics.slimLower, TextMetrics.lower, TextMetrics.narrowUpper, TextMetrics.wideUpper,
            TextMetrics.slimUpper, TextMetrics.upper, TextMetrics.digit, TextMetrics.thinSymbol, TextMetrics.symbol, 0,
        ]
        for advance in classes { #expect(advances.contains(advance), "advance \(advance)") }
    }
}
