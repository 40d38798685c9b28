import SceneGraph

/// The HTML flow page: one self-contained file with the SVG Graphviz drew inline, the scenes'
/// details as JSON, and the style sheet and script of `FlowPageAssets`. It loads nothing
/// from the network.
public enum FlowPage {
    /// The page for a graph and the SVG `dot` rendered from its DOT translation.
    public static func render(svg: String, graph: ResolvedGraph) -> String {
        let files = graph.documents.map(\.path)
        let title = "scenec graph — " + (files.isEmpty ? "no files" : files.joined(separator: ", "))
        let details = FlowPageData.details(graph).rendered(pretty: false)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <title>\(escape(title))</title>
            <style>
            \(FlowPageAssets.style)
            </style>
            </head>
            <body>
            <header><h1>Scene flow</h1><span class="files">\(escape(files.joined(separator: " · ")))</span><button id="fit" type="button">Actual size</button></header>
            <main>
            <div id="canvas" class="fit">
            \(inlineSVG(svg))
            </div>
            <aside id="details"><p class="hint">Hover a scene to highlight its segues; click it for its details.</p>\
            <p class="hint">\(graph.allScenes.count) scenes, \(graph.edges.count) segues, embeds and relationships in \(files.count) \(files.count == 1 ? "file" : "files").</p></aside>
            </main>
            <script type="application/json" id="flow-data">\(scriptSafe(details))</script>
            <script>
            \(FlowPageAssets.script)
            </script>
            </body>
            </html>

            """
    }

    /// The `<svg>` element of a standalone SVG document (the XML declaration, doctype and
    /// leading comments dropped).
    static func inlineSVG(_ document: String) -> String {
        guard let start = document.range(of: "<svg") else { return "" }
        return String(document[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Text escaped for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }

    /// JSON that cannot end its `<script>` element early: every `<` becomes `\u003c` (it only
    /// occurs inside strings, where the escape means the same).
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
