/// SVG text built element by element: attribute values and text are escaped, characters XML
/// does not allow are replaced, and numbers are written the same way on every run, so the same
/// drawing always gives the same bytes whatever ids and text the files hold.
public struct SVGMarkup: Sendable {
    /// The markup so far.
    public private(set) var text = ""
    /// Whether clipping uses nested `<svg>` viewports; when false (markup for a page whose
    /// scripts or readers take the first `</svg>` as the drawing's end) nothing is clipped.
    public var clipsWithViewports: Bool

    /// Creates empty markup.
    public init(clipsWithViewports: Bool = true) {
        self.clipsWithViewports = clipsWithViewports
    }

    /// An attribute: its name (written as is) and value (escaped).
    public typealias Attribute = (name: String, value: String)

    /// Opens an element: `<name a="v">`.
    public mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        text += "<" + name + Self.attributes(attributes) + ">\n"
    }

    /// Closes an element opened with ``open(_:_:)``.
    public mutating func close(_ name: String) {
        text += "</" + name + ">\n"
    }

    /// An element without content: `<name a="v"/>`.
    public mutating func leaf(_ name: String, _ attributes: [Attribute]) {
        text += "<" + name + Self.attributes(attributes) + "/>\n"
    }

    /// An element holding text: `<name a="v">text</name>`.
    public mutating func element(_ name: String, _ attributes: [Attribute], text content: String) {
        text += "<" + name + Self.attributes(attributes) + ">" + Self.escape(content) + "</" + name + ">\n"
    }

    /// Markup another ``SVGMarkup`` built, as it is.
    public mutating func append(_ other: SVGMarkup) {
        text += other.text
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.name)=\"\(escape($0.value))\"" }.joined()
    }

    /// Text escaped for XML content and attribute values (`&`, `<`, `>`, both quotes), with the
    /// characters XML 1.0 forbids (controls other than tab and line breaks, U+FFFE, U+FFFF)
    /// replaced by U+FFFD and line breaks in attributes kept as character references.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A coordinate or length: at most two decimals, no trailing zeros, never `-0`, exponent
    /// or `nan` (non-finite values are 0, magnitudes are capped at a billion).
    public static func number(_ value: Double) -> String {
        number(value, decimals: 2)
    }

    /// A number with at most `decimals` decimals (0 to 6), written as ``number(_:)`` writes them.
    public static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let places = min(6, max(0, decimals))
        var unit = 1
        for _ in 0..<places { unit *= 10 }
        let clamped = min(1e9, max(-1e9, value))
        let scaled = Int((clamped * Double(unit)).rounded())
        if scaled == 0 { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        var text = sign + String(magnitude / unit)
        var fraction = magnitude % unit, digits = places
        guard fraction != 0 else { return text }
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let written = String(fraction)
        text += "." + String(repeating: "0", count: digits - written.count) + written
        return text
    }

    /// A class attribute value made of safe tokens: every character that is not an ASCII letter,
    /// digit, `-` or `_` becomes `_`.
    public static func token(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
            default: "_"
            }
        })
    }
}

extension SVGMarkup {
    /// `x`, `y`, `width` and `height` attributes for a rectangle (negative sizes written as 0).
    public static func box(_ rect: Rect) -> [Attribute] {
        [("x", number(rect.x)), ("y", number(rect.y)), ("width", number(max(0, rect.width))), ("height", number(max(0, rect.height)))]
    }
}
