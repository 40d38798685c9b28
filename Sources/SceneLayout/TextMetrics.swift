/// A deterministic model of how UIKit measures text in the system font (San Francisco), for
/// headless layout where no font is available.
///
/// - **Widths**: every character has an advance width in ems by class (space, narrow letters
///   `ijl`, `ftr`, regular and slim lowercase, `mw`, capitals in four widths, digits, thin and
///   regular punctuation), fitted to the label and button frames Xcode computed in real
///   storyboards (see ``Calibration``). To that UIKit's size-dependent tracking is added per
///   character (``tracking(fontSize:)``), and heavier weights widen the text by
///   ``Weight/widthFactor``.
/// - **Heights**: San Francisco's line height is 1.1934 × the point size (ascender 0.9521,
///   descender 0.2412 em; 20.29 at 17 pt), one line per wrapped or separated line.
/// - **Rounding**: like `UILabel`, sizes are rounded up to the pixel grid of ``scale`` (17 pt
///   text is 20.5 tall at 2×, 20.33 at 3×).
/// - **Wrapping**: at spaces when a maximum width is given (a word longer than the line breaks
///   between characters); `\n`, `\r`, U+2028 and U+2029 always start a new line; at most
///   `numberOfLines` lines (0 means no limit), the last one truncated.
///
/// Non-Latin letters count as regular letters of their case, CJK ideographs and kana as 1 em,
/// emoji as 1.2 em, combining marks as nothing. Custom fonts are measured as the system font.
public struct TextMetrics: Hashable, Sendable {
    /// A system font weight (UIKit's `UIFont.Weight`).
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// How much wider this weight sets text than regular. Medium is fitted (1.020); the others
        /// follow linearly from it along the variable font's weight axis (regular 400, medium
        /// 510, bold 700, …), an estimate.
        public var widthFactor: Double {
            1 + (axisValue - 400) * TextMetrics.widthPerWeightUnit
        }

        /// The weight's value on San Francisco's variable weight axis.
        var axisValue: Double {
            switch self {
            case .ultraLight: 31
            case .thin: 111
            case .light: 274
            case .regular: 400
            case .medium: 510
            case .semibold: 590
            case .bold: 700
            case .heavy: 860
            case .black: 1000
            }
        }

        /// The weight Interface Builder's `fontDescription` names: `type="boldSystem"` is bold,
        /// `weight="medium"` etc. as spelled; nil means regular.
        public init(interfaceBuilderType type: String?, weight: String?) {
            if let weight, let value = Weight(rawValue: weight) {
                self = value
            } else {
                self = type == "boldSystem" ? .bold : .regular
            }
        }
    }

    /// A measured text.
    public struct Size: Hashable, Sendable {
        /// The width and height, rounded up to the pixel grid.
        public var width: Double
        public var height: Double
        /// The number of lines laid out.
        public var lineCount: Int
        /// The first baseline's distance from the top, and the last baseline's from the bottom.
        public var firstBaselineFromTop: Double
        public var lastBaselineFromBottom: Double
        /// Whether the text did not fit in `numberOfLines` lines (or one line of the maximum width).
        public var isTruncated: Bool
    }

    /// The screen scale whose pixel grid sizes are rounded up to (2 for most devices, 3 for some).
    public var scale: Double

    /// Creates a model rounding to `scale`.
    public init(scale: Double = 2) {
        self.scale = scale
    }

    /// The model at 2× (the devices Interface Builder documents mostly use).
    public static let standard = TextMetrics()

    /// San Francisco's ascender and descender, in ems (1950 and 494 units of 2048).
    public static let ascender = 0.952_148_437_5
    public static let descender = 0.241_210_937_5

    /// The width added per weight-axis unit above regular (fitted on medium text).
    static let widthPerWeightUnit = 0.0199 / 110

    /// The point size `fontSize` stands for: Interface Builder writes `pointSize="0.0"` for a
    /// system font of the default size, which the corpus shows is 12 points.
    public static func effectiveFontSize(_ fontSize: Double) -> Double {
        fontSize > 0 ? fontSize : 12
    }

    /// The height of one line of text (before rounding): 1.1934 × the point size.
    public static func lineHeight(fontSize: Double) -> Double {
        effectiveFontSize(fontSize) * (ascender + descender)
    }

    /// Measures `text` as a label does (`UILabel.intrinsicContentSize`, or `sizeThatFits` with a
    /// width limit).
    ///
    /// - Parameters:
    ///   - text: The text; empty text measures 0 × 0, as `UILabel` does.
    ///   - fontSize: The system font's point size.
    ///   - weight: The font weight.
    ///   - maxWidth: The width lines wrap at (word boundaries), or nil for no wrapping.
    ///   - numberOfLines: The most lines shown (UIKit's `numberOfLines`; 0 is no limit).
    public func size(
        of text: String, fontSize: Double, weight: Weight = .regular, maxWidth: Double? = nil,
        numberOfLines: Int = 1
    ) -> Size {
        let pointSize = Self.effectiveFontSize(fontSize)
        guard !text.isEmpty else {
            return Size(width: 0, height: 0, lineCount: 0, firstBaselineFromTop: 0, lastBaselineFromBottom: 0, isTruncated: false)
        }
        let limit = maxWidth.map { max(0, $0) }
        var lines: [Double] = []
        for paragraph in Self.paragraphs(of: text) {
            let widths = Self.advances(of: paragraph, fontSize: pointSize, weight: weight)
            if let limit {
                lines += Self.wrap(paragraph, widths: widths, maxWidth: limit)
            } else {
                lines.append(widths.reduce(0, +))
            }
        }
        var truncated = false
        if numberOfLines > 0, lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            truncated = true
            if let limit { lines[lines.count - 1] = limit }
        }
        var width = lines.max() ?? 0
        if let limit, width > limit {
            width = limit
            truncated = true
        }
        let rawHeight = Double(lines.count) * Self.lineHeight(fontSize: pointSize)
        let height = roundUp(rawHeight)
        let centring = (height - rawHeight) / 2
        return Size(
            width: roundUp(width), height: height, lineCount: lines.count,
            firstBaselineFromTop: centring + Self.ascender * pointSize,
            lastBaselineFromBottom: centring + Self.descender * pointSize, isTruncated: truncated)
    }

    /// The unrounded width of `text` on one line (line separators are measured as nothing).
    public static func width(of text: String, fontSize: Double, weight: Weight = .regular) -> Double {
        advances(of: Substring(text), fontSize: effectiveFontSize(fontSize), weight: weight).reduce(0, +)
    }

    /// `value` rounded up to the pixel grid (a hair of tolerance keeps exact values exact).
    func roundUp(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale - 1e-7).rounded(.up) / scale
    }

    /// The text's lines as separated by line and paragraph separators.
    static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { character in
            character == "\n" || character == "\r" || character == "\r\n" || character == "\u{2028}" || character == "\u{2029}"
        }
    }

    /// Each character's advance in points: its width plus the tracking.
    static func advances(of line: Substring, fontSize: Double, weight: Weight) -> [Double] {
        let tracking = Self.tracking(fontSize: fontSize) * fontSize
        let factor = weight.widthFactor
        return line.map { character in
            let em = Self.advance(of: character)
            return em == 0 ? 0 : em * fontSize * factor + tracking
        }
    }

    /// Greedy word wrapping of one paragraph: the widths of its lines. Lines break at spaces,
    /// which hang at the end of the line they break (they do not count); a paragraph's leading
    /// spaces do count. A word wider than a line breaks between characters.
    static func wrap(_ line: Substring, widths: [Double], maxWidth: Double) -> [Double] {
        let characters = Array(line)
        let tolerance = 1e-9
        var lines: [Double] = []
        var width = 0.0          // the current line's width without trailing spaces
        var spaces = 0.0         // the spaces after it
        var hasWord = false
        var index = 0
        while index < characters.count {
            if characters[index].isWhitespace {
                spaces += widths[index]
                index += 1
                continue
            }
            var end = index
            var word = 0.0
            while end < characters.count, !characters[end].isWhitespace {
                word += widths[end]
                end += 1
            }
            let lead = hasWord || lines.isEmpty ? width + spaces : 0
            if lead + word <= maxWidth + tolerance {
                width = lead + word
            } else if hasWord {
                lines.append(width)      // the word starts the next line
                width = 0
                spaces = 0
                hasWord = false
                continue
            } else {
                var piece = lead
                for advance in widths[index..<end] {
                    if piece > 0, piece + advance > maxWidth + tolerance {
                        lines.append(piece)
                        piece = 0
                    }
                    piece += advance
                }
                width = piece
            }
            spaces = 0
            hasWord = true
            index = end
        }
        lines.append(hasWord ? width : width + spaces)
        return lines
    }
}
