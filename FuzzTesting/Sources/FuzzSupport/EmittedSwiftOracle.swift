import SceneGraph

/// The oracle of the storyboard-to-Swift target: reads generated Swift as the Swift lexer
/// would and reports the first thing no gated name could have produced — an identifier that is
/// not one by ``SwiftName``, a character outside identifiers, literals and comments that the
/// generator never writes, an interpolation inside a string literal, unbalanced brackets.
public enum EmittedSwiftOracle {
    /// ASCII punctuation the generator writes outside literals and comments.
    static let punctuation: Set<Unicode.Scalar> = [
        "{", "}", "(", ")", "[", "]", "<", ">", ":", ";", ".", ",", "=", "?", "!", "-", "&", "|", "@", "_", "$",
    ]

    /// A description of the first finding in `text`, or nil.
    public static func finding(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var depth: [Unicode.Scalar] = []
        func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" {
                    if isInvisible(next) { return "invisible character U+\(hex(next)) in a comment" }
                    index += 1
                }
            } else if scalar == "/", peek(1) == "*" {
                return "a block comment: the generator writes none"
            } else if scalar == "\"" {
                index += 1
                while let next = peek(), next != "\"" {
                    if next == "\n" { return "a line break inside a string literal" }
                    if isInvisible(next) { return "invisible character U+\(hex(next)) in a string literal" }
                    if next == "\\" {
                        guard let escaped = peek(1) else { return "a string literal ends in a backslash" }
                        if escaped == "(" { return "an interpolation inside a string literal" }
                        index += 1
                    }
                    index += 1
                }
                guard peek() == "\"" else { return "an unterminated string literal" }
                index += 1
            } else if scalar == "`" {
                index += 1
                let start = index
                while let next = peek(), next != "`" { index += 1 }
                let name = String(String.UnicodeScalarView(scalars[start..<index]))
                guard peek() == "`" else { return "an unterminated back-ticked name" }
                guard SwiftName.isIdentifier(name) || SwiftName.keywords.contains(name) else { return "back-ticked '\(name)' is not an identifier" }
                index += 1
            } else if SwiftName.isIdentifierHead(scalar) {
                let start = index
                while let next = peek(), SwiftName.isIdentifierCharacter(next) { index += 1 }
                let name = String(String.UnicodeScalarView(scalars[start..<index]))
                let afterDot = start > 0 && scalars[start - 1] == "."  // `T.Type`: a metatype the generator writes
                guard name == "_" || SwiftName.isIdentifier(name) || SwiftName.keywords.contains(name)
                    || (afterDot && SwiftName.unusableNames.contains(name)) else { return "'\(name)' is not an identifier" }
            } else if scalar.isASCII, scalar.properties.numericType != nil {
                while let next = peek(), next.isASCII, next.properties.numericType != nil || next == "." || next == "_" || next == "e" { index += 1 }
            } else if scalar == " " || scalar == "\n" {
                index += 1
            } else if punctuation.contains(scalar) {
                switch scalar {
                case "{", "(", "[": depth.append(scalar)
                case "}", ")", "]":
                    let opening: Unicode.Scalar = scalar == "}" ? "{" : scalar == ")" ? "(" : "["
                    guard depth.popLast() == opening else { return "an unbalanced '\(scalar)'" }
                default: break
                }
                index += 1
            } else {
                return "character U+\(hex(scalar)) outside identifiers, literals and comments"
            }
        }
        return depth.isEmpty ? nil : "\(depth.count) unclosed bracket(s)"
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String { String(scalar.value, radix: 16, uppercase: true) }
}
