#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes indented XML with escaped attribute values and a fixed attribute order.
struct XMLWriter {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var depth = 0

    /// A comment line: a space goes between any two hyphens, so that no `--` (and so no `-->`)
    /// can appear inside it, whatever the content.
    mutating func comment(_ content: String) {
        text += indentation + "<!-- " + Self.commentSafe(content) + " -->\n"
    }

    /// `content` with a space between any two consecutive hyphens.
    static func commentSafe(_ content: String) -> String {
        var result = ""
        var previousIsHyphen = false
        for character in content {
            if character == "-", previousIsHyphen { result.append(" ") }
            result.append(character)
            previousIsHyphen = character == "-"
        }
        return result
    }

    /// An element without children (a self-closing tag).
    mutating func element(_ name: String, _ attributes: [(String, String?)]) {
        text += head(name, attributes) + "/>\n"
    }

    /// An element with attributes whose children `body` writes (self-closing when it writes none).
    mutating func element(_ name: String, _ attributes: [(String, String?)], body: (inout XMLWriter) -> Void) {
        var inner = XMLWriter(depth: depth + 1)
        body(&inner)
        if inner.text.isEmpty {
            text += head(name, attributes) + "/>\n"
        } else {
            text += head(name, attributes) + ">\n" + inner.text + indentation + "</\(name)>\n"
        }
    }

    private func head(_ name: String, _ attributes: [(String, String?)]) -> String {
        var head = indentation + "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            head += " \(key)=\"\(AttributeValueEscaping.escaped(value))\""
        }
        return head
    }

    private init(depth: Int) {
        self.text = ""
        self.depth = depth
    }

    init() {}

    private var indentation: String { String(repeating: "  ", count: depth) }
}
