extension TextMetrics {
    /// The figures behind the model's widths and how close it comes to Interface Builder's frames.
    ///
    /// The advance widths were fitted (robust least squares, pulled gently towards typical San
    /// Francisco widths) to 103 single-line labels and buttons in system fonts of 11–17 points
    /// whose frames Xcode sized to their content, from the storyboards of `/work/shared/corpus`
    /// (subtitle and value-1 cell labels, labels constrained on one side only, plain buttons
    /// less their insets). `Benchmarks/text_calibration.py` repeats the fit.
    public enum Calibration {
        /// The number of frames fitted.
        public static let sampleCount = 103
        /// Median and 90th-percentile absolute width error, in points, on the fitted frames
        /// (each rounded to its document's pixel grid, as Xcode does).
        public static let medianError = 1.0
        public static let percentile90Error = 2.0
        /// The same relative to the frame's width.
        public static let medianRelativeError = 0.008
        public static let percentile90RelativeError = 0.027
        /// Absolute and relative errors with each frame predicted by a fit that left it out.
        public static let leaveOneOutMedianError = 1.0
        public static let leaveOneOutPercentile90Error = 2.63
        public static let leaveOneOutMedianRelativeError = 0.0086
        public static let leaveOneOutPercentile90RelativeError = 0.0293
    }

    /// The advance width of `character` in ems, before tracking (regular weight).
    public static func advance(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.isASCII {
            return asciiAdvances[Int(scalar.value)]
        }
        let properties = scalar.properties
        if properties.isEmojiPresentation || (properties.isEmoji && character.unicodeScalars.count > 1) {
            return emojiAdvance
        }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if isWide(scalar) { return 1 }
        if properties.isWhitespace { return space }
        if properties.isUppercase { return upper }
        if properties.isAlphabetic { return lower }
        if properties.numericType != nil { return digit }
        return symbol
    }

    /// San Francisco's tracking at `fontSize`, in ems (UIKit applies it to the system font by
    /// itself): +12/1000 at 10 pt, 0 at 12, −6/1000 at 13, −26/1000 at 17, +14/1000 at 28 (the
    /// Human Interface Guidelines' table; the fit of 11–17 pt frames agrees), linear in between,
    /// constant beyond the ends.
    public static func tracking(fontSize: Double) -> Double {
        let table = trackingTable
        guard fontSize > table[0].size else { return table[0].tracking / 1000 }
        for (low, high) in zip(table, table.dropFirst()) where fontSize <= high.size {
            let t = (fontSize - low.size) / (high.size - low.size)
            return (low.tracking + (high.tracking - low.tracking) * t) / 1000
        }
        return table[table.count - 1].tracking / 1000
    }

    /// The system font's size and weight for a text style at the default ("Large") content size:
    /// Interface Builder's `style="UICTFontTextStyleBody"` or a plain name such as `body`.
    public static func textStyle(_ name: String) -> (fontSize: Double, weight: Weight)? {
        var key = name
        if key.hasPrefix("UICTFontTextStyle") { key.removeFirst("UICTFontTextStyle".count) }
        switch key.lowercased() {
        case "largetitle": return (34, .regular)
        case "title0", "title1", "title": return (28, .regular)
        case "title2": return (22, .regular)
        case "title3": return (20, .regular)
        case "headline": return (17, .semibold)
        case "body": return (17, .regular)
        case "callout": return (16, .regular)
        case "subhead", "subheadline": return (15, .regular)
        case "footnote": return (13, .regular)
        case "caption1", "caption": return (12, .regular)
        case "caption2": return (11, .regular)
        default: return nil
        }
    }

    // MARK: - The fitted widths (ems, regular weight)

    static let space = 0.2838
    static let narrowLower = 0.2532      // i j l
    static let narrowPunctuation = 0.2409 // . , : ; ' ! | `
    static let semiNarrowLower = 0.3578  // f t r
    static let lower = 0.5889            // a b d e g h n o p q u
    static let slimLower = 0.5419        // c k s v x y z
    static let wideLower = 0.7875        // m w
    static let upper = 0.6855            // A B C D G H K N O P Q R U V X Y
    static let slimUpper = 0.5849        // E F L S T Z
    static let narrowUpper = 0.2706      // I J
    static let wideUpper = 0.8944        // M W
    static let digit = 0.5899            // 0–9
    static let thinSymbol = 0.3699       // - ( ) [ ] { } / \ " *
    static let symbol = 0.6321           // # ? & = + _ % @ $ < > ~ ^ and the rest
    static let emojiAdvance = 1.2

    /// The advance of every ASCII character, by code.
    static let asciiAdvances: [Double] = (0..<128).map { advance(ofASCII: UInt8($0)) }

    /// The advance of the ASCII character `code`: the classes below, by byte.
    ///
    /// Why bytes: classified as `Character`s (`"ijl".contains(character)`, `isLowercase`), each
    /// code cost ~6,000 instructions of grapheme and Unicode-property work, and the table 0.76 M at
    /// its first use — 4 % of `lint` of a small project (issue 26, round 29). `ASCIIAdvanceTests`
    /// compares every code with the `Character` classification.
    static func advance(ofASCII code: UInt8) -> Double {
        if code < 32 || code == 127 { return code == 9 ? 4 * space : 0 }
        func isOne(of characters: StaticString) -> Bool {
            characters.withUTF8Buffer { $0.contains(code) }
        }
        switch code {
        case UInt8(ascii: " "): return space
        case _ where isOne(of: "ijl"): return narrowLower
        case _ where isOne(of: ".,:;'!|`"): return narrowPunctuation
        case _ where isOne(of: "ftr"): return semiNarrowLower
        case _ where isOne(of: "mw"): return wideLower
        case _ where isOne(of: "cksvxyz"): return slimLower
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return lower
        case _ where isOne(of: "IJ"): return narrowUpper
        case _ where isOne(of: "MW"): return wideUpper
        case _ where isOne(of: "EFLSTZ"): return slimUpper
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit
        case _ where isOne(of: "-()[]{}/\\\"*"): return thinSymbol
        default: return symbol
        }
    }

    /// (point size, tracking in 1/1000 em).
    static let trackingTable: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (30, 12), (32, 12), (34, 12), (36, 11), (38, 10), (40, 10),
        (44, 8), (48, 8), (56, 6), (64, 4), (72, 2), (80, 0),
    ]

    /// Whether `scalar` is a full-width character (CJK ideographs, kana, hangul, full-width forms).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
