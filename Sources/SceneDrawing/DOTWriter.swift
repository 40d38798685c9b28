/// Writes a ``DOTGraph`` as DOT text, the language Graphviz reads.
///
/// Every name and text value is quoted and escaped, so ids such as storyboard ids
/// (`BYZ-38-t0r`), paths and titles with quotes, backslashes or line breaks come out as
/// written; HTML-like labels are written between `<` and `>` as ``DOTHTML`` built them.
public enum DOTWriter {
    /// The graph as DOT text, ending with a newline.
    public static func render(_ graph: DOTGraph) -> String {
        var lines = ["digraph \(quoted(graph.name)) {"]
        if !graph.attributes.isEmpty { lines.append("  graph \(attributeList(graph.attributes))") }
        if !graph.nodeDefaults.isEmpty { lines.append("  node \(attributeList(graph.nodeDefaults))") }
        if !graph.edgeDefaults.isEmpty { lines.append("  edge \(attributeList(graph.edgeDefaults))") }
        write(graph.statements, indent: 1, to: &lines)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name or text as a DOT quoted string: `"` and `\` are backslash-escaped, a line break
    /// becomes `\n`, a carriage return is dropped and other control characters become spaces.
    ///
    /// Names without control characters other than line breaks map one-to-one, so distinct
    /// node names stay distinct.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": break
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += " "
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// An attribute value as DOT: a quoted string or `<markup>`.
    public static func value(_ value: DOTValue) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .html(let html): "<" + html.markup + ">"
        }
    }

    /// Attributes as a bracketed list: `[name="value", …]`.
    public static func attributeList(_ attributes: DOTAttributes) -> String {
        "[" + attributes.entries.map { "\($0.name)=\(value($0.value))" }.joined(separator: ", ") + "]"
    }

    private static func write(_ statements: [DOTStatement], indent: Int, to lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        for statement in statements {
            switch statement {
            case .node(let node):
                lines.append(pad + quoted(node.name) + suffix(node.attributes))
            case .edge(let edge):
                lines.append(pad + quoted(edge.from) + " -> " + quoted(edge.to) + suffix(edge.attributes))
            case .subgraph(let subgraph):
                lines.append(pad + "subgraph \(quoted(subgraph.name)) {")
                for entry in subgraph.attributes.entries {
                    lines.append(pad + "  \(entry.name)=\(value(entry.value))")
                }
                write(subgraph.statements, indent: indent + 1, to: &lines)
                lines.append(pad + "}")
            }
        }
    }

    private static func suffix(_ attributes: DOTAttributes) -> String {
        attributes.isEmpty ? "" : " " + attributeList(attributes)
    }
}
