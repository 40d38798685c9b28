/// Reads the descriptions hover shows out of the format's specification (`docs/SceneFormat.md`),
/// and writes them as the Swift tables ``FormatReference`` holds (the page is not at hand where
/// the server runs). `FormatReferenceTests` extracts them again and compares, so the tables
/// follow the page; `SCENEC_UPDATE_GOLDENS=1` rewrites them.
package enum FormatReferenceExtraction {
    /// The descriptions of one page.
    package struct Extracted: Equatable, Sendable {
        /// Element name → its UIKit equivalent and first paragraph.
        package var elements: [String: String] = [:]
        /// `GROUP ATTRIBUTE` → its type, whether it is required, and its meaning. A group is an
        /// element's name, or `@scene`, `@view`, `@gesture` for the attributes every scene,
        /// view or gesture recognizer takes.
        package var attributes: [String: String] = [:]
    }

    /// The sections whose attribute tables hold attributes of a whole family of elements.
    static let familySections = ["## Scenes": "@scene", "## Views": "@view", "## Gesture recognizers": "@gesture"]

    /// The descriptions in a specification page.
    package static func extract(from markdown: String) -> Extracted {
        var extracted = Extracted()
        var group: String?
        var pendingElement: (name: String, equivalent: String)?
        var paragraph: [String] = []
        var inTable = false
        var inCode = false

        // The element's first paragraph, or its equivalent alone when a table or code comes first.
        func endParagraph() {
            guard let element = pendingElement else { return }
            extracted.elements[element.name] = paragraph.isEmpty
                ? element.equivalent : element.equivalent + "\n\n" + paragraph.joined(separator: " ")
            pendingElement = nil
            paragraph = []
        }

        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if line.hasPrefix("```") {
                endParagraph()
                inCode.toggle()
                continue
            }
            if inCode { continue }
            if line.hasPrefix("#") {
                endParagraph()
                inTable = false
                if let element = elementHeading(line) {
                    group = element.name
                    pendingElement = element
                } else if line.hasPrefix("## ") || line.hasPrefix("### ") {
                    group = familySections[line]
                }
                continue
            }
            if line.hasPrefix("| Attribute | Type | Required | Meaning |") {
                endParagraph()
                inTable = true
                continue
            }
            if line.hasPrefix("|") {
                endParagraph()
                guard inTable, let group, let row = attributeRow(line) else { continue }
                let key = group + " " + row.name
                if extracted.attributes[key] == nil {
                    extracted.attributes[key] = "Type: \(row.type). Required: \(row.required).\n\n\(row.meaning)"
                }
                continue
            }
            inTable = false
            if line.trimmingSpaces.isEmpty {
                if !paragraph.isEmpty { endParagraph() }
            } else if pendingElement != nil {
                paragraph.append(line.trimmingSpaces)
            }
        }
        endParagraph()
        return extracted
    }

    /// `### \`<name>\` — equivalent` as the name and the equivalent.
    private static func elementHeading(_ line: String) -> (name: String, equivalent: String)? {
        guard line.hasPrefix("### `<"), let close = line.range(of: ">`") else { return nil }
        let name = String(line[line.index(line.startIndex, offsetBy: 6)..<close.lowerBound])
        let rest = line[close.upperBound...]
        let equivalent = rest.hasPrefix(" — ") ? String(rest.dropFirst(3)) : ""
        return (name, equivalent)
    }

    /// `| \`name\` | type | required | meaning |` as its four cells.
    private static func attributeRow(_ line: String) -> (name: String, type: String, required: String, meaning: String)? {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingSpaces }
        guard cells.count == 4, cells[0].hasPrefix("`"), cells[0].hasSuffix("`"), cells[0].count > 2 else { return nil }
        return (String(cells[0].dropFirst().dropLast()), cells[1], cells[2], cells[3])
    }

    /// The Swift source of one table: `extension FormatReference { static let NAME: [String: String] = [...] }`.
    package static func swiftSource(of table: [String: String], named name: String, summary: String) -> String {
        var lines = [
            "// Generated from docs/SceneFormat.md by FormatReferenceExtraction; FormatReferenceTests keeps it in",
            "// sync (SCENEC_UPDATE_GOLDENS=1 swift test --filter FormatReferenceTests rewrites it). Do not edit.",
            "",
            "extension FormatReference {",
            "    /// \(summary)",
            "    static let \(name): [String: String] = [",
        ]
        for key in table.keys.sorted() {
            lines.append("        \(literal(key)): \(literal(table[key] ?? "")),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var slice = self[...]
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
