import SceneGraph

/// The HTML page of `scenec preview`: the sheet's SVG inline at the page's top left (one SVG
/// unit is one CSS pixel), and beside it a legend and each scene's layout warnings. It loads
/// nothing and runs no script.
public enum PreviewPage {
    /// The page for the scenes.
    public static func render(_ scenes: [PreviewScene]) -> String {
        let title = "scenec preview — " + (scenes.isEmpty ? "no scenes" : scenes.map(\.name).joined(separator: ", "))
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>\(SVGMarkup.escape(title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <div id="sheet">
            \(WireframeSheet.element(scenes))</div>
            <aside id="legend">
            <h1>Scene previews</h1>
            <p class="hint">\(scenes.count) \(scenes.count == 1 ? "scene" : "scenes") laid out by scenec; boxes are the solved frames.</p>
            <h2>Legend</h2>
            <ul class="legend">
            \(legend)
            </ul>
            \(problems(scenes))</aside>
            </body>
            </html>

            """
    }

    static let style = """
        html, body { margin: 0; padding: 0; }
        body { display: flex; align-items: flex-start; background: \(WireframeStyle.sheet); color: #111827;
               font-family: \(WireframeStyle.font); font-size: 13px; }
        #sheet { flex: none; line-height: 0; }
        #sheet > svg { display: block; }
        #legend { flex: none; width: 300px; padding: 16px 20px; }
        #legend h1 { font-size: 16px; margin: 0 0 6px; }
        #legend h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: #6b7280; margin: 16px 0 6px; }
        #legend h3 { font-size: 13px; margin: 10px 0 4px; word-break: break-word; }
        #legend ul { list-style: none; margin: 0; padding: 0; }
        #legend li { display: flex; align-items: center; gap: 8px; margin: 4px 0; word-break: break-word; }
        #legend li svg { flex: none; }
        #legend .hint { color: #6b7280; margin: 0; }
        #legend .problem { display: block; color: #991b1b; }
        """

    /// One legend entry: a swatch drawn as the wireframe draws it, and what it means.
    static func entry(_ swatch: String, _ meaning: String) -> String {
        "<li><svg width=\"36\" height=\"20\" viewBox=\"0 0 36 20\">\(swatch)</svg>\(SVGMarkup.escape(meaning))</li>"
    }

    static var legend: String {
        let box = "x=\"2\" y=\"2\" width=\"32\" height=\"16\""
        return [
            entry("<rect \(box) fill=\"\(WireframeStyle.viewFill)\" stroke=\"\(WireframeStyle.outline)\"/>", "view, at its solved frame"),
            entry("<rect \(box) fill=\"none\" stroke=\"\(WireframeStyle.hairline)\" stroke-dasharray=\"2 2\"/>"
                  + "<text x=\"4\" y=\"14\" font-size=\"10\" fill=\"\(WireframeStyle.tint)\">Tap</text>", "label or button, with its text"),
            entry("<rect \(box) rx=\"4\" fill=\"#ffffff\" stroke=\"\(WireframeStyle.hairline)\"/>"
                  + "<text x=\"5\" y=\"14\" font-size=\"9\" fill=\"\(WireframeStyle.placeholder)\">Name</text>", "text field, placeholder grey"),
            entry("<rect \(box) fill=\"\(WireframeStyle.image)\" stroke=\"\(WireframeStyle.outline)\"/>"
                  + "<line x1=\"2\" y1=\"2\" x2=\"34\" y2=\"18\" stroke=\"\(WireframeStyle.outline)\"/>"
                  + "<line x1=\"34\" y1=\"2\" x2=\"2\" y2=\"18\" stroke=\"\(WireframeStyle.outline)\"/>", "image view"),
            entry("<rect x=\"4\" y=\"3\" width=\"28\" height=\"14\" rx=\"7\" fill=\"\(WireframeStyle.on)\"/>"
                  + "<circle cx=\"25\" cy=\"10\" r=\"5.5\" fill=\"#ffffff\"/>", "switch, slider, segmented control: simple shapes"),
            entry("<rect \(box) fill=\"\(WireframeStyle.bar)\" stroke=\"\(WireframeStyle.hairline)\"/>", "navigation bar, toolbar, tab bar"),
            entry("<rect \(box) fill=\"\(WireframeStyle.viewFill)\" stroke=\"\(WireframeStyle.outline)\" stroke-dasharray=\"\(WireframeStyle.hiddenDash)\" "
                  + "opacity=\"\(WireframeStyle.hiddenOpacity)\"/>", "hidden view: dashed, faded"),
            entry("<rect \(box) fill=\"\(WireframeStyle.viewFill)\" stroke=\"\(WireframeStyle.ambiguous)\" stroke-width=\"2\"/>",
                  "ambiguous view: its constraints do not fix its frame"),
        ].joined(separator: "\n")
    }

    /// Each scene's layout warnings, when it has any.
    static func problems(_ scenes: [PreviewScene]) -> String {
        var sections: [String] = []
        for scene in scenes {
            let diagnostics = LayoutDiagnostics.diagnostics(of: scene)
            guard !diagnostics.isEmpty else { continue }
            var lines = ["<h3>\(SVGMarkup.escape(scene.heading))</h3>", "<ul>"]
            for diagnostic in diagnostics.prefix(50) {
                let place = diagnostic.location.map { "line \($0.line): " } ?? ""
                lines.append("<li class=\"problem\">\(SVGMarkup.escape(place + diagnostic.message)) [\(SVGMarkup.escape(diagnostic.ruleID))]</li>")
            }
            if diagnostics.count > 50 { lines.append("<li class=\"problem\">… \(diagnostics.count - 50) more</li>") }
            lines.append("</ul>")
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.isEmpty ? "" : "<h2>Layout warnings</h2>\n" + sections.joined(separator: "\n") + "\n"
    }

    /// A minimal page showing only the sheet, at its size: what Chromium captures for png.
    public static func bare(_ scenes: [PreviewScene]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">\
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">\
        <style>html, body { margin: 0; padding: 0; background: \(WireframeStyle.sheet); overflow: hidden; } svg { display: block; }</style>\
        </head><body>
        \(WireframeSheet.element(scenes))</body></html>

        """
    }
}
