/// An HTML-like label for Graphviz (`label=<…>`), built from escaped text and known tags so
/// that no user text can open or close a tag.
public struct DOTHTML: Hashable, Sendable {
    /// The markup, ready to be written between `<` and `>`.
    public private(set) var markup: String

    private init(markup: String) { self.markup = markup }

    /// Nothing.
    public static let empty = DOTHTML(markup: "")

    /// A line break (`<BR/>`).
    public static let lineBreak = DOTHTML(markup: "<BR/>")

    /// Text, escaped: `&`, `<`, `>` and `"` become entities, a backslash is doubled (Graphviz
    /// reads `\N`, `\G`, `\\` … in HTML-like labels too), line breaks and tabs become spaces,
    /// other control characters are dropped.
    public static func text(_ text: String) -> DOTHTML {
        DOTHTML(markup: escape(text))
    }

    /// An element with attributes (values escaped) around content, e.g. `<FONT COLOR="…">…</FONT>`.
    public static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ content: DOTHTML) -> DOTHTML {
        var open = "<" + name
        for (key, value) in attributes { open += " \(key)=\"\(escape(value))\"" }
        return DOTHTML(markup: open + ">" + content.markup + "</\(name)>")
    }

    /// The two pieces one after the other.
    public static func + (lhs: DOTHTML, rhs: DOTHTML) -> DOTHTML {
        DOTHTML(markup: lhs.markup + rhs.markup)
    }

    /// Pieces joined by a separator.
    public static func joined(_ pieces: [DOTHTML], separator: DOTHTML = .empty) -> DOTHTML {
        DOTHTML(markup: pieces.map(\.markup).joined(separator: separator.markup))
    }

    /// `text` with the characters that are markup in an HTML-like label replaced by entities.
    public static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\\": output += "\\\\"
            case "\n", "\r", "\t": output += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: break
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
