/// Attribute values as scene files are written (`scenec convert`, `scenec format`), between double
/// quotes: the value reads back
/// exactly — markup characters as entity references, and characters an editor would not show
/// as they are (tabs and line breaks, control characters, line and paragraph separators,
/// invisible and direction-changing format characters) as character references.
public enum AttributeValueEscaping {
    /// `value` escaped for a double-quoted attribute.
    public static func escaped(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: needsEscaping) else { return value }
        var result = ""
        result.unicodeScalars.reserveCapacity(value.unicodeScalars.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default:
                if isHidden(scalar) {
                    result += "&#x" + hex(scalar.value) + ";"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "\t", "\n", "\r": true
        default: scalar.value < 0x20 || (scalar.value >= 0x7F && isHidden(scalar))
        }
    }

    /// Control characters, line and paragraph separators, and format characters (bidirectional
    /// controls, zero-width spaces, the byte order mark, …) except the zero-width joiner and
    /// non-joiner, which emoji sequences and several scripts need to read as they are meant.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar.value != 0x200C && scalar.value != 0x200D
        default: false
        }
    }

    /// At least four upper-case hexadecimal digits (`202E`, `1D173`).
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
